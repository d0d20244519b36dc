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
  /** A shorter label for the time axis ('14:05' for 'Nov 3, 14:05 UTC'); the label when absent. */
  tick?: string;
}

const money = (value: string, format: MoneyFormat) =>
  formatAmount(value, format.currency, { decimals: format.decimals });

/** The value as shown: cut to the format's decimals, as formatAmount prints it (rounded down). */
const shown = (value: string, format: MoneyFormat) =>
  new Big(value).round(format.decimals, Big.roundDown);

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
 * 'Balance rose from $11,900.20 to $12,500.75 over 30 days, lowest $9,870.00 on Nov 3.' — or 'fell', 'was
 * unchanged at … (lowest …)', 'stayed at'; one point: 'Balance was $5.00 on Nov 3.'; none: 'Balance: no data yet.'
 * Values are compared as they are shown (at the format's decimals), so the sentence never says 'fell from $0.02450
 * to $0.02450': a move too small to show is no move.
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
  const start = shown(first.value, format);
  const change = shown(last.value, format).cmp(start);
  if (change > 0) return `${subject} rose from ${from} to ${to} over ${period}, ${low}.`;
  if (change < 0) return `${subject} fell from ${from} to ${to} over ${period}, ${low}.`;
  const highest = extreme(points, 'highest');
  if (shown(lowest.value, format).eq(start) && shown(highest.value, format).eq(start))
    return `${subject} stayed at ${from} over ${period}.`;
  if (shown(lowest.value, format).eq(start))
    return `${subject} was unchanged at ${from} over ${period}, highest ${money(highest.value, format)} on ${highest.label}.`;
  return `${subject} was unchanged at ${from} over ${period}, ${low}.`;
}

/** Which way a value moved, as shown. */
export type ChangeDirection = 'up' | 'down' | 'unchanged';

export interface Change {
  direction: ChangeDirection;
  /** The size of the move in percent of the start, two decimals, no sign: '0.41'. */
  percent: string;
}

/**
 * The change from `from` to `to` as shown at `decimals` (rounded down, as formatAmount prints them), in percent of
 * `from` with two decimals (half up). A start of zero has no percentage: its change is 'unchanged' only if the end is
 * zero too, else the percent is ''.
 */
export function changeOf(from: string, to: string, decimals: number): Change {
  const start = new Big(from).round(decimals, Big.roundDown);
  const end = new Big(to).round(decimals, Big.roundDown);
  const cmp = end.cmp(start);
  const direction: ChangeDirection = cmp > 0 ? 'up' : cmp < 0 ? 'down' : 'unchanged';
  if (direction === 'unchanged') return { direction, percent: '0.00' };
  if (start.eq(0)) return { direction, percent: '' };
  const percent = end.minus(start).abs().div(start.abs()).times(100).round(2, Big.roundHalfUp);
  return { direction, percent: percent.toFixed(2) };
}

/** 'Up 0.41% over 24 hours', 'Down less than 0.01% over 7 days', 'Unchanged over 24 hours'. */
export function changeText({ direction, percent }: Change, period: string): string {
  if (direction === 'unchanged') return `Unchanged over ${period}`;
  const word = direction === 'up' ? 'Up' : 'Down';
  if (percent === '') return `${word} over ${period}`;
  const size = new Big(percent).eq(0) ? 'less than 0.01%' : `${percent}%`;
  return `${word} ${size} over ${period}`;
}

export interface BarSummaryInput {
  /** What the bars are, plural: 'Rewards'. */
  subject: string;
  points: readonly SeriesPoint[];
  /** The days or span in words: '14 days'. */
  period: string;
  format: MoneyFormat;
}

/**
 * 'Rewards totalled 1.50000 AXC over 14 days, highest 0.20000 AXC on Nov 3.'; every day the same: '…, 0.10000 AXC
 * each day.'; all zero: 'No rewards yet over 14 days.'
 */
export function summarizeBars({ subject, points, period, format }: BarSummaryInput): string {
  if (points.length === 0) return `${subject}: no data yet.`;
  const total = points.reduce((sum, point) => sum.plus(point.value), new Big(0));
  if (total.eq(0)) return `No ${subject.toLowerCase()} yet over ${period}.`;
  const highest = extreme(points, 'highest');
  const lowest = extreme(points, 'lowest');
  const totalled = `${subject} totalled ${money(total.toString(), format)} over ${period}`;
  if (points.length > 1 && new Big(lowest.value).eq(highest.value))
    return `${totalled}, ${money(highest.value, format)} each day.`;
  return `${totalled}, highest ${money(highest.value, format)} on ${highest.label}.`;
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

/**
 * 'Nov 3' from a bank day ('2026-11-03', UTC) or an ISO instant (its UTC day); with `year`, 'Nov 3, 2026' (a
 * series that reaches into another year).
 */
export function dayLabel(day: string, { year = false }: { year?: boolean } = {}): string {
  const date = new Date(DAY.test(day) ? `${day}T00:00:00Z` : day);
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(year ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}

/** 'Nov 2026' from a bank day or an ISO instant: the time axis' ticks of a year. */
export function monthLabel(day: string): string {
  const date = new Date(DAY.test(day) ? `${day}T00:00:00Z` : day);
  return date.toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** '14:05' from an ISO instant (UTC): the time axis' ticks of a day. */
export function clockLabel(instant: string): string {
  return new Date(instant).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

/** The years a series of bank days or instants touches: more than one, and its dates need their year. */
export function spansYears(days: readonly string[]): boolean {
  const years = new Set(days.map((day) => day.slice(0, 4)));
  return years.size > 1;
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
