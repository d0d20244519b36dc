import type { BalanceHistoryRange, Currency, HoldingCategory, RateHistoryRange } from '@axia/core';

// The words of the accounts screens' charts (issue 30). None is the spec's: it names no chart.

export const CHARTS_TEXT = {
  balanceTitle: 'Balance over time',
  balanceSubject: 'Balance',
  balanceEmpty: 'No balance history yet.',
  balanceFailed: 'The balance history could not be loaded.',
  date: 'Date',
  balance: 'Balance',
  holdingsTitle: 'Holdings',
  holdingsSubject: 'Holdings',
  holdingsEmpty: 'Nothing held yet.',
  holdingsFailed: 'Your holdings could not be loaded.',
  totalInUsd: 'Total in USD',
  holding: 'Holding',
  amount: 'Amount',
  valueInUsd: 'Value in USD',
  share: 'Share',
  rateChartTitle: 'AXC/USD rate',
  rateSubject: 'AXC/USD',
  rateEmpty: 'No rate history yet.',
  rateFailed: 'The rate history could not be loaded.',
  time: 'Time',
  rate: 'Rate (USD)',
} as const;

export const BALANCE_RANGE_TEXT: Record<BalanceHistoryRange, string> = {
  '30d': '30 days',
  '90d': '90 days',
  '1y': '1 year',
};

/** The rate card's line: 24 hours and 7 days. */
export const RATE_CARD_RANGES = ['24h', '7d'] as const satisfies readonly RateHistoryRange[];
export const RATE_RANGE_TEXT: Record<(typeof RATE_CARD_RANGES)[number], string> = {
  '24h': '24 hours',
  '7d': '7 days',
};

const CURRENCY_NAMES: Partial<Record<Currency, string>> = {
  USD: 'US Dollar',
  EUR: 'Euro',
  GBP: 'British Pound',
};

/** A holding's name: 'US Dollar', 'AXC', 'Staked AXC'. */
export function holdingLabel(category: HoldingCategory, currency: Currency): string {
  const name = CURRENCY_NAMES[currency] ?? currency;
  return category === 'STAKED' ? `Staked ${name}` : name;
}
