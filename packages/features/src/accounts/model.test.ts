import { describe, expect, it } from 'vitest';
import {
  axcAccount,
  eurAccount,
  gbpAccount,
  sampleAccounts,
  usaxAccount,
  usdAccount,
} from './fixtures';
import {
  ACCOUNT_FILTERS,
  DEFAULT_ACCOUNT_FILTER,
  amountIn,
  cappedSpendable,
  coinBalance,
  filterAccounts,
  isAccountFilter,
  minutesBetween,
  rateDecimals,
  rewardsEarned,
  rewardsRatePercent,
  showsStakingAccount,
} from './model';

describe('account filters (seed 000 §2.6)', () => {
  it('offers Fiat, Digital and All, in that order, with All by default', () => {
    expect(ACCOUNT_FILTERS.map((filter) => filter.label)).toEqual(['Fiat', 'Digital', 'All']);
    expect(DEFAULT_ACCOUNT_FILTER).toBe('ALL');
    expect(isAccountFilter('FIAT')).toBe(true);
    expect(isAccountFilter('fiat')).toBe(false);
  });

  it.each([
    ['FIAT', [usdAccount, eurAccount, gbpAccount], false],
    ['DIGITAL', [axcAccount, usaxAccount], true],
    ['ALL', sampleAccounts, true],
  ] as const)('%s lists its accounts; staking card: %s', (filter, expected, staking) => {
    expect(filterAccounts(sampleAccounts, filter)).toEqual(expected);
    expect(showsStakingAccount(filter)).toBe(staking);
  });

  it('keeps non-ACTIVE accounts in the list (they show Action Required)', () => {
    expect(filterAccounts([gbpAccount], 'FIAT')).toEqual([gbpAccount]);
  });

  it('filters an empty list to an empty list', () => {
    expect(filterAccounts([], 'ALL')).toEqual([]);
    expect(filterAccounts([], 'FIAT')).toEqual([]);
  });
});

describe('overview figures', () => {
  it('sums the AXC accounts exactly', () => {
    expect(coinBalance(sampleAccounts)).toBe('15234.12345');
    expect(
      coinBalance([
        { ...axcAccount, amount: '0.10001' },
        { ...axcAccount, id: 'second', amount: '0.20002' },
      ]),
    ).toBe('0.30003');
    expect(coinBalance([usdAccount])).toBe('0');
  });

  it('reads one currency of an overview figure, 0 when missing', () => {
    expect(amountIn({ AXC: { amount: '5.00000' } }, 'AXC')).toBe('5.00000');
    expect(amountIn({}, 'AXC')).toBe('0');
    expect(amountIn(undefined, 'AXC')).toBe('0');
  });

  it('lists the rewards earned per currency, or zero AXC', () => {
    expect(
      rewardsEarned({
        AXC: { amount: '310.04210' },
        USD: { amount: '1.75' },
        EUR: { amount: '0.00' },
      }),
    ).toEqual([
      { currency: 'USD', amount: '1.75' },
      { currency: 'AXC', amount: '310.0421' },
    ]);
    expect(rewardsEarned({ USD: { amount: '0.00' } })).toEqual([{ currency: 'AXC', amount: '0' }]);
    // The stakings' rewards count too, added per currency to the accounts'.
    expect(rewardsEarned({ AXC: { amount: '1.00001' } }, { AXC: { amount: '4.93140' } })).toEqual([
      { currency: 'AXC', amount: '5.93141' },
    ]);
    expect(rewardsEarned({ USD: { amount: '0.00' } }, { AXC: { amount: '0.00000' } })).toEqual([
      { currency: 'AXC', amount: '0' },
    ]);
    expect(rewardsEarned(undefined)).toEqual([{ currency: 'AXC', amount: '0' }]);
  });
});

describe('rewards rate (seed 002 §9: interestRate × 100, 2 decimals)', () => {
  it.each([
    ['0.035', '3.50'],
    ['0.015', '1.50'],
    ['0.0125', '1.25'],
    ['0', '0.00'],
    ['0.123456', '12.35'],
    ['0.00005', '0.01'],
    ['0.00004', '0.00'],
    ['1', '100.00'],
    // A float would print 0.07 × 100 as 7.000000000000001: exact decimals never do.
    ['0.07', '7.00'],
  ])('%s → %s', (rate, percent) => {
    expect(rewardsRatePercent(rate)).toBe(percent);
  });
});

describe('AXC/USD rate and the spendable cap (seed 000 §5)', () => {
  it('prints a rate with its own decimals, 2 to 8', () => {
    expect(rateDecimals('0.0245')).toBe(4);
    expect(rateDecimals('1')).toBe(2);
    expect(rateDecimals('40.8163265306')).toBe(8);
  });

  it('caps spendable AXC by spendable USD at the rate', () => {
    expect(
      cappedSpendable(
        { spendableAmountInAxc: '15234.12345', spendableAmountInUsd: '100.00' },
        '0.0245',
      ),
    ).toEqual({ spendableAmountInAxc: '4081.63265', spendableAmountInUsd: '100.00' });
    const under = { spendableAmountInAxc: '100', spendableAmountInUsd: '50' };
    expect(cappedSpendable(under, '0.0245')).toBe(under);
    expect(cappedSpendable(under, null)).toBe(under);
    expect(cappedSpendable(null, '0.0245')).toBeNull();
  });

  it('counts whole minutes, never negative', () => {
    const at = new Date('2026-11-21T10:00:00Z');
    expect(minutesBetween(at, new Date('2026-11-21T10:00:59Z'))).toBe(0);
    expect(minutesBetween(at, new Date('2026-11-21T10:01:00Z'))).toBe(1);
    expect(minutesBetween(at, new Date('2026-11-21T10:12:30Z'))).toBe(12);
    expect(minutesBetween(at, new Date('2026-11-21T09:59:00Z'))).toBe(0);
  });
});
