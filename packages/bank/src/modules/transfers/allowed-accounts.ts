import {
  compare,
  isDecimalString,
  multiply,
  type allowTransferFromQuerySchema,
  type allowTransferToQuerySchema,
  type Currency,
} from '@axia/core';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import { badRequest } from '../../http/errors';
import { toAccount, type KnownAccountRow } from '../accounts/service';
import { requireUser } from '../common/user';
import { pairRate, usdRates } from '../currency/service';
import { activeAccounts, assertMayTransfer, sourceAccounts } from './eligibility';

// GET /account/allow-transfer-from and /account/allow-transfer-to (seed 001 §7): the accounts a transfer wizard
// offers as its source and as its target. Only ACTIVE accounts are ever listed (seed 001 §2).

type FromQuery = z.output<typeof allowTransferFromQuerySchema>;
type ToQuery = z.output<typeof allowTransferToQuerySchema>;

/** A filter amount of the query: a decimal string of at least 0 (400 otherwise). */
function filterAmount(name: string, value: string | undefined) {
  if (value === undefined) return undefined;
  if (!isDecimalString(value) || value.startsWith('-'))
    throw badRequest(`${name} must be a decimal amount of at least 0`);
  return value;
}

/**
 * Whether `value` (in the account's currency) is at least `minimum` in `minimumCurrency` (the account's own
 * currency when not given), converted at the bank's rate (the rate GET /currency/conversionRate answers), exactly.
 */
function covers(
  rates: Record<Currency, string>,
  account: KnownAccountRow,
  value: string,
  minimum: string,
  minimumCurrency: Currency | undefined,
) {
  const currency = minimumCurrency ?? account.currency;
  const converted =
    currency === account.currency
      ? value
      : multiply(value, pairRate(rates, account.currency, currency));
  return compare(converted, minimum) >= 0;
}

/**
 * The caller's ACTIVE accounts `transactionType` may be paid from (eligibility.ts sourceAccounts), keeping only
 * those whose amount covers validAmount (in validAmountCurrency) and whose spendable amount covers
 * validSpendableAmount (in validSpendableAmountCurrency). `displayCurrency` is informational and changes nothing.
 * Stakings as a source come with the staking issue: none is listed yet.
 */
export async function allowTransferFrom(ctx: BankContext, userId: string, query: FromQuery) {
  const user = await requireUser(ctx.db, userId);
  assertMayTransfer(user);
  const validAmount = filterAmount('validAmount', query.validAmount);
  const validSpendable = filterAmount('validSpendableAmount', query.validSpendableAmount);
  const rows = await sourceAccounts(ctx, user, query.transactionType);
  const rates = validAmount || validSpendable ? await usdRates(ctx) : null;
  const accounts = rows
    .map((row) => ({ row, account: toAccount(row) }))
    .filter(
      ({ row, account }) =>
        (!validAmount ||
          covers(rates!, row, account.amount, validAmount, query.validAmountCurrency)) &&
        (!validSpendable ||
          covers(
            rates!,
            row,
            account.spendableAmount,
            validSpendable,
            query.validSpendableAmountCurrency,
          )),
    )
    .map(({ account }) => account);
  // Staking as a transfer source comes with the staking issue; until then there is none to list.
  return { accounts, stakings: [] };
}

/**
 * The caller's ACTIVE accounts a transfer may credit: for TRANSFER_BETWEEN_ACCOUNTS every currency (or only
 * `currency`); the other kinds credit someone else or an outside address, and answer the caller's own ACTIVE
 * accounts the same way (of `currency` when given) — what a client may use to show the currencies on offer. The
 * source is not known here: the wizard leaves it out of the list itself.
 */
export async function allowTransferTo(ctx: BankContext, userId: string, query: ToQuery) {
  const user = await requireUser(ctx.db, userId);
  assertMayTransfer(user);
  const rows = await activeAccounts(ctx.db, userId);
  return {
    accounts: rows
      .filter((row) => !query.currency || row.currency === query.currency)
      .map(toAccount),
  };
}
