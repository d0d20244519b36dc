import { decimal, type BankClient, type TransportRequest } from '@axia/core';
import { SAMPLE_RATE } from '../fixtures';

// Bank answers for the charts' stories and tests: series that end on the sample accounts' balances and rate.

type BalanceHistory = Awaited<ReturnType<BankClient['getBalanceHistory']>>;
type Holdings = Awaited<ReturnType<BankClient['getHoldings']>>;
type RateHistory = Awaited<ReturnType<BankClient['getRateHistory']>>;

const RANGE_DAYS = { '30d': 30, '90d': 90, '1y': 365 } as const;
const LAST_DAY = Date.UTC(2026, 10, 28);
const dayBefore = (days: number) =>
  new Date(LAST_DAY - days * 86_400_000).toISOString().slice(0, 10);

/** A balance history of `days` days ending on `balance` (each earlier day 12.5 lower: a steady rise). */
export function balanceHistory(
  accountId: string,
  balance: string,
  range: keyof typeof RANGE_DAYS = '30d',
  currency: BalanceHistory['currency'] = 'USD',
): BalanceHistory {
  const days = RANGE_DAYS[range];
  return {
    accountId,
    currency,
    range,
    points: Array.from({ length: days }, (_, index) => {
      const back = days - 1 - index;
      return {
        date: dayBefore(back),
        balance: decimal(balance).minus(decimal('12.5').times(back)).toFixed(2),
      };
    }),
  };
}

/** getBalanceHistory answering each account's history ending on `balances[accountId]` for the range asked. */
export function balanceHistoryAnswer(balances: Record<string, string>) {
  return (request: TransportRequest) => {
    const accountId = request.path.split('/')[2] ?? '';
    const range = (request.query?.range ?? '30d') as keyof typeof RANGE_DAYS;
    return balanceHistory(accountId, balances[accountId] ?? '0', range);
  };
}

/** The sample accounts' holdings at the sample rate (0.0245 USD per AXC), each part rounded down to cents. */
export const sampleHoldings: Holdings = {
  totalUsd: '1857.23',
  ratedAt: '2026-11-28T10:00:00.000Z',
  holdings: [
    {
      key: 'FIAT:USD',
      category: 'FIAT',
      currency: 'USD',
      amount: '1234.56',
      usdRate: '1',
      usdValue: '1234.56',
    },
    {
      key: 'CRYPTO:AXC',
      category: 'CRYPTO',
      currency: 'AXC',
      amount: '15234.12345',
      usdRate: '0.0245',
      usdValue: '373.23',
    },
    {
      key: 'FIAT:EUR',
      category: 'FIAT',
      currency: 'EUR',
      amount: '140.00',
      usdRate: '1.0817',
      usdValue: '151.43',
    },
    {
      key: 'STAKED:AXC',
      category: 'STAKED',
      currency: 'AXC',
      amount: '4000.00000',
      usdRate: '0.0245',
      usdValue: '98.00',
    },
    {
      key: 'FIAT:GBP',
      category: 'FIAT',
      currency: 'GBP',
      amount: '0.01',
      usdRate: '1.27',
      usdValue: '0.01',
    },
  ],
};

/** `points` rates every hour (24h) or every 6 hours (7d) ending on the sample rate, wavering by a hundredth. */
export function rateHistory(range: '24h' | '7d' = '24h', last = SAMPLE_RATE): RateHistory {
  const count = range === '24h' ? 24 : 28;
  const stepHours = range === '24h' ? 1 : 6;
  const end = Date.parse('2026-11-28T10:00:00.000Z');
  return {
    currency: 'AXC',
    quote: 'USD',
    range,
    points: Array.from({ length: count }, (_, index) => {
      const back = count - 1 - index;
      const offset =
        back === 0
          ? '0'
          : decimal(String((index % 5) - 2))
              .times('0.001')
              .toFixed(3);
      return {
        at: new Date(end - back * stepHours * 3_600_000).toISOString(),
        rate: decimal(last).plus(offset).toString(),
      };
    }),
  };
}

/** getRateHistory answering for the range asked. */
export const rateHistoryAnswer = (request: TransportRequest) =>
  rateHistory((request.query?.range ?? '24h') as '24h' | '7d');
