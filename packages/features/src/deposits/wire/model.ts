import {
  convert,
  fitsCurrency,
  isAccountActive,
  isDecimalString,
  isPositive,
  type Account,
  type Currency,
} from '@axia/core';
import { WIRE_DEPOSIT_TEXT } from './messages';

// The wire deposit wizard's rules as pure functions (seed 001 §2 'Wire deposit wizard', §4, §5, §9). The spec reads
// the amount two ways: 'above 0 and below 10,000', or 10,000 or more allowed with the source-of-funds declaration;
// the wizard, like the bank (POST /transfer/wire-deposit), takes the second: no upper bound, the declaration from
// 10,000 USD.

/** §2: the 4 steps, in order (§4: they go 0, 1, 2, 3). */
export const WIRE_DEPOSIT_STEPS = [
  { id: 'currency', label: WIRE_DEPOSIT_TEXT.stepCurrency },
  { id: 'account', label: WIRE_DEPOSIT_TEXT.stepAccount },
  { id: 'amount', label: WIRE_DEPOSIT_TEXT.stepAmount },
  { id: 'deposit', label: WIRE_DEPOSIT_TEXT.stepDeposit },
] as const;
export type WireDepositStep = 0 | 1 | 2 | 3;

/** A wire deposit goes to a fiat account (the bank refuses any other). */
export const WIRE_CURRENCIES = ['USD', 'EUR', 'GBP'] as const satisfies readonly Currency[];
export type WireCurrency = (typeof WIRE_CURRENCIES)[number];

export const isWireCurrency = (value: unknown): value is WireCurrency =>
  (WIRE_CURRENCIES as readonly unknown[]).includes(value);

/** The customer's accounts in `currency`; non-ACTIVE ones are listed greyed and cannot be chosen (§2, §4). */
export const accountsIn = (accounts: readonly Account[], currency: Currency | null) =>
  accounts.filter((account) => account.currency === currency);

/** An account the deposit may go to: the customer's, ACTIVE, in `currency`. */
export const selectableAccount = (
  accounts: readonly Account[],
  currency: Currency | null,
  id: string | null,
) =>
  accountsIn(accounts, currency).find((account) => account.id === id && isAccountActive(account)) ??
  null;

/** An amount the wizard accepts: above 0, with at most the currency's decimals (the field allows no more). */
export const isAmountSet = (amount: string, currency: Currency) =>
  isDecimalString(amount) && isPositive(amount) && fitsCurrency(amount, currency);

/**
 * The amount's value in USD: the amount itself for USD, else at the bank's rate (USD per unit) rounded down to
 * cents, as the bank converts; null when there is no rate (§5: the declaration is then required).
 */
export function usdValue(amount: string, currency: Currency, rate: string | null): string | null {
  if (!isDecimalString(amount)) return null;
  if (currency === 'USD') return amount;
  return rate === null ? null : convert(amount, rate, 'USD');
}
