import {
  fitsCurrency,
  isAccountActive,
  isDecimalString,
  isPositive,
  normalizeText,
  plainTextProblem,
  type Account,
  type Currency,
} from '@axia/core';
import type { Read } from '../../kit';

// What the transfer wizards' stores share (seed 001 §2 Transfer, §5, §9).

/** The four steps of every transfer wizard; the last one is the overview. */
export type TransferStep = 0 | 1 | 2 | 3;

/** A list (or value) read from the bank (the kit's). */
export type { Read };

/** Whether `amount` is a usable amount in `currency`: a decimal above 0 with the currency's decimals at most. */
export const isAmountIn = (amount: string, currency: Currency) =>
  isDecimalString(amount) && isPositive(amount) && fitsCurrency(amount, currency);

/** The chosen account among those the bank listed for this transfer, when it is ACTIVE (§2); else null. */
export const selectableAccount = (accounts: readonly Account[], id: string | null) =>
  accounts.find((account) => account.id === id && isAccountActive(account)) ?? null;

/** The memo's bound (core api/transfers userMemo, a plainText field of the bank). */
const MEMO_MAX = 500;

/**
 * The optional memo's problem, or null: seed 000 §5's text helper (letters, digits and spaces), as the bank checks
 * it, since the recipient sees the memo.
 */
export const memoProblem = (memo: string) =>
  plainTextProblem('Memo', normalizeText(memo), MEMO_MAX);
