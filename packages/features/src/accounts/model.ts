import {
  add,
  CURRENCIES,
  capSpendable,
  decimalPlaces,
  isZero,
  multiply,
  roundHalfUp,
  type Account,
  type AmountByCurrency,
  type Currency,
  type Spendable,
} from '@axia/core';
import { ACCOUNTS_TEXT } from './messages';

// The accounts screens' rules as pure functions (seed 000 §2.6, §5, §9; seed 002 §9). Amounts stay decimal
// strings computed with core's money helpers; nothing here passes money through a JS number.

export type AccountFilter = 'FIAT' | 'DIGITAL' | 'ALL';

/** The filter buttons in the spec's order; All is the default. */
export const ACCOUNT_FILTERS: readonly { id: AccountFilter; label: string }[] = [
  { id: 'FIAT', label: ACCOUNTS_TEXT.fiat },
  { id: 'DIGITAL', label: ACCOUNTS_TEXT.digital },
  { id: 'ALL', label: ACCOUNTS_TEXT.all },
];
export const DEFAULT_ACCOUNT_FILTER: AccountFilter = 'ALL';

export function isAccountFilter(value: string): value is AccountFilter {
  return ACCOUNT_FILTERS.some((filter) => filter.id === value);
}

/** Fiat: the FIAT accounts; Digital: the CRYPTO ones; All: every account, in the bank's order. */
export function filterAccounts(
  accounts: readonly Account[],
  filter: AccountFilter,
): readonly Account[] {
  if (filter === 'FIAT') return accounts.filter((account) => account.currencyType === 'FIAT');
  if (filter === 'DIGITAL') return accounts.filter((account) => account.currencyType === 'CRYPTO');
  return accounts;
}

/** Digital and All also list the staking account (it goes to /stakings). */
export const showsStakingAccount = (filter: AccountFilter) => filter !== 'FIAT';

/** How many cards the filter shows: its accounts, and the staking account's card where it shows. */
export const shownCardCount = (accounts: readonly Account[], filter: AccountFilter) =>
  filterAccounts(accounts, filter).length + (showsStakingAccount(filter) ? 1 : 0);

/** The native-coin balance: the sum of the AXC accounts, exact. */
export function coinBalance(accounts: readonly Account[]): string {
  return accounts
    .filter((account) => account.currency === 'AXC')
    .reduce((total, account) => add(total, account.amount), '0');
}

/** One currency's amount from an overview figure; '0' when the bank sends none. */
export const amountIn = (figure: AmountByCurrency | undefined, currency: Currency) =>
  figure?.[currency]?.amount ?? '0';

/**
 * What 'Rewards Earned' lists: the rewards of the accounts and of the stakings (each figure per currency), summed
 * per currency, every currency that has some, in the currencies' order; zero AXC (the native coin) when none has.
 */
export function rewardsEarned(
  ...figures: (AmountByCurrency | undefined)[]
): readonly { currency: Currency; amount: string }[] {
  const earned = CURRENCIES.flatMap((currency) => {
    const amount = figures.reduce<string>(
      (sum, figure) => add(sum, amountIn(figure, currency)),
      '0',
    );
    return isZero(amount) ? [] : [{ currency, amount }];
  });
  return earned.length > 0 ? earned : [{ currency: 'AXC', amount: '0' }];
}

/** Seed 002 §9: the rewards rate on the account detail is interestRate × 100 with 2 decimals ('0.035' → '3.50'). */
export const rewardsRatePercent = (interestRate: string) =>
  roundHalfUp(multiply(interestRate, '100'), 2);

/** Decimals to print a rate with: all it carries, at least 2 (cents), at most 8. */
export const rateDecimals = (rate: string) => Math.min(8, Math.max(2, decimalPlaces(rate)));

/**
 * Seed 000 §5: the spendable amounts at the current AXC/USD rate. If spendable AXC at the rate exceeds spendable
 * USD, both are capped by USD and AXC becomes USD ÷ rate (core's capSpendable).
 */
export function cappedSpendable(
  spendable: Spendable | null,
  rate: string | null,
): Spendable | null {
  if (!spendable) return null;
  return rate ? capSpendable(spendable, rate) : spendable;
}

/** Whole minutes from `since` to `now`, never negative. */
export function minutesBetween(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
}
