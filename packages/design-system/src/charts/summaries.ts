import Big from 'big.js';
import { formatAmount } from '../components/Amount/formatAmount';

// The one-sentence text of each chart kind, read by screen readers (and shown) instead of the picture. Pure: plain
// values in, a sentence out. Amounts are compared with big.js, never as JS numbers.

/** How the chart's amounts are written: the currency code (its symbol or suffix) and the decimals shown. */
export interface MoneyFormat {
  currency: string;
  decimals: number;
}

/** One point of a series: its label as a person reads it ('Nov 3') and its exact amount. */
export interface SeriesPoint {
  label: string;
  value: string;
}

const money = (value: string, format: MoneyFormat) =>
  formatAmount(value, format.currency, { decimals: format.decimals });

/** The first point holding the lowest (or, with `pick` 'highest', the highest) value. */
function extreme(points: readonly SeriesPoint[], pick: 'lowest' | 'highest'): SeriesPoint {
  return points.reduce((best, point) => {
    const cmp = new Big(point.value).cmp(best.value);
    return (pick === 'lowest' ? cmp < 0 : cmp > 0) ? point : best;
  });
}

export interface LineSummaryInput {
  /** What the line shows, capitalised: 'Balance', 'AXC/USD'. */
  subject: string;
  points: readonly SeriesPoint[];
  /** The range in words: '30 days', '24 hours'. */
  period: string;
  format: MoneyFormat;
}

/**
 * 'Balance rose from $11,900.20 to $12,500.75 over 30 days, lowest $9,870.00 on Nov 3.' — or 'fell', 'ended where
 * it began', 'stayed at'; one point: 'Balance was $5.00 on Nov 3.'; none: 'Balance: no data yet.'
 */
export function summarizeLine({ subject, points, period, format }: LineSummaryInput): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return `${subject}: no data yet.`;
  if (points.length === 1) return `${subject} was ${money(first.value, format)} on ${first.label}.`;
  const lowest = extreme(points, 'lowest');
  const from = money(first.value, format);
  const to = money(last.value, format);
  const low = `lowest ${money(lowest.value, format)} on ${lowest.label}`;
  const change = new Big(last.value).cmp(first.value);
  if (change > 0) return `${subject} rose from ${from} to ${to} over ${period}, ${low}.`;
  if (change < 0) return `${subject} fell from ${from} to ${to} over ${period}, ${low}.`;
  if (new Big(lowest.value).eq(first.value)) {
    const highest = extreme(points, 'highest');
    if (new Big(highest.value).eq(first.value))
      return `${subject} stayed at ${from} over ${period}.`;
  }
  return `${subject} ended where it began, at ${from}, over ${period}, ${low}.`;
}

export interface BarSummaryInput {
  /** What the bars are, plural: 'Rewards'. */
  subject: string;
  points: readonly SeriesPoint[];
  /** The days or span in words: '14 days'. */
  period: string;
  format: MoneyFormat;
}

/** 'Rewards totalled 1.50000 AXC over 14 days, highest 0.20000 AXC on Nov 3.'; all zero: 'No rewards yet over 14 days.' */
export function summarizeBars({ subject, points, period, format }: BarSummaryInput): string {
  if (points.length === 0) return `${subject}: no data yet.`;
  const total = points.reduce((sum, point) => sum.plus(point.value), new Big(0));
  if (total.eq(0)) return `No ${subject.toLowerCase()} yet over ${period}.`;
  const highest = extreme(points, 'highest');
  return `${subject} totalled ${money(total.toString(), format)} over ${period}, highest ${money(highest.value, format)} on ${highest.label}.`;
}

/** One part of a breakdown: its name, its value in the breakdown's currency. */
export interface BreakdownPart {
  label: string;
  value: string;
}

/** A part's share of the total as a percentage with one decimal ('81.0%'); '0.0%' when the total is zero. */
export function shareOf(value: string, total: string): string {
  const whole = new Big(total);
  if (whole.eq(0)) return '0.0%';
  return `${new Big(value).div(whole).times(100).round(1, Big.roundHalfUp).toFixed(1)}%`;
}

export interface BreakdownSummaryInput {
  /** What is broken down: 'Holdings'. */
  subject: string;
  parts: readonly BreakdownPart[];
  total: string;
  format: MoneyFormat;
}

/** 'Holdings total $12,345.67: US Dollar $10,000.00 (81.0%), AXC $2,345.67 (19.0%).'; none: 'Holdings: no data yet.' */
export function summarizeBreakdown({ subject, parts, total, format }: BreakdownSummaryInput) {
  if (parts.length === 0) return `${subject}: no data yet.`;
  const named = parts.map(
    (part) => `${part.label} ${money(part.value, format)} (${shareOf(part.value, total)})`,
  );
  return `${subject} total ${money(total, format)}: ${named.join(', ')}.`;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 'Nov 3' from a bank day ('2026-11-03', UTC) or an ISO instant (its UTC day). */
export function dayLabel(day: string): string {
  const date = new Date(DAY.test(day) ? `${day}T00:00:00Z` : day);
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** 'Nov 3, 14:05 UTC' from an ISO instant: the points of a rate line over hours. */
export function timeLabel(instant: string): string {
  const date = new Date(instant);
  const day = date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const time = date.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return `${day}, ${time} UTC`;
}
