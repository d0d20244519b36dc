import {
  ACTIVE_STAKING_STATUSES,
  compare,
  isDecimalString,
  isPaymentKind,
  isPositive,
  multiply,
  PAYMENT_SOURCE_CURRENCIES,
  type allowTransferFromQuerySchema,
  type allowTransferToQuerySchema,
  type Currency,
  type FeatureFlag,
  type PaymentKind,
  type UserStaking,
} from '@axia/core';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import { badRequest, forbidden } from '../../http/errors';
import { toAccount } from '../accounts/service';
import { requireUser, type UserRow } from '../common/user';
import { pairRate, usdRates } from '../currency/service';
import { userFeatures } from '../registration/state';
import { userStakings } from '../stakings/view';
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
 * Whether `value` (in the account's or staking's currency) is at least `minimum` in `minimumCurrency` (its own
 * currency when not given), converted at the bank's rate (the rate GET /currency/conversionRate answers), exactly.
 */
function covers(
  rates: Record<Currency, string>,
  source: { currency: Currency },
  value: string,
  minimum: string,
  minimumCurrency: Currency | undefined,
) {
  const currency = minimumCurrency ?? source.currency;
  const converted =
    currency === source.currency
      ? value
      : multiply(value, pairRate(rates, source.currency, currency));
  return compare(converted, minimum) >= 0;
}

// Payments (cards, gift cards: core PAYMENT_KINDS). Who may list their sources: an ACTIVE user whose registration
// is complete, with the kind's menu flag (the flag core's route rules gate /cards and /gift-cards with); MENU_TRANSFER
// is not needed, a payment is not a transfer. Each refusal is 403.

/** The flag each payment kind needs (seed 000 §3; the routes' gates). */
const PAYMENT_FLAGS: Record<PaymentKind, FeatureFlag> = {
  CARD_ISSUE: 'MENU_CARDS',
  CARD_CONVERT_TO_PHYSICAL: 'MENU_CARDS',
  CARD_LOAD: 'MENU_CARDS',
  GIFT_CARD_ORDER: 'MENU_GIFT_CARDS',
};

const PAYMENT_SOURCE_MESSAGES = {
  // Ours (the spec shows none).
  noFeature: (kind: PaymentKind) =>
    PAYMENT_FLAGS[kind] === 'MENU_CARDS'
      ? 'Cards are not available to you'
      : 'Gift cards are not available to you',
} as const;

/** The kind's flag (status and registration: the call's gate, modules/gates). */
function assertMayPay(user: UserRow, kind: PaymentKind) {
  if (!userFeatures(user).includes(PAYMENT_FLAGS[kind]))
    throw forbidden(PAYMENT_SOURCE_MESSAGES.noFeature(kind));
}

/**
 * The caller's live stakings (CREATED, IN_TERM, READY_TO_CLAIM) that may pay `kind` now: a spendable amount above 0
 * (stakings/spending.ts: the balance under the product's deduction limits) in a currency the kind takes, newest
 * first, as the contract's UserStaking (stakings/view.ts; no interest records: a source list does not show them).
 */
async function payingStakings(
  ctx: BankContext,
  userId: string,
  kind: PaymentKind,
): Promise<UserStaking[]> {
  const rows = await ctx.db
    .selectFrom('stakings')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', [...ACTIVE_STAKING_STATUSES])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  const allowed = PAYMENT_SOURCE_CURRENCIES[kind];
  return (await userStakings(ctx, rows, { numOfRecords: 0 })).filter(
    (staking) => isPositive(staking.spendableAmount) && allowed.includes(staking.currency),
  );
}

/**
 * The caller's ACTIVE accounts `transactionType` may be paid from, keeping only those whose amount covers
 * validAmount (in validAmountCurrency) and whose spendable amount covers validSpendableAmount (in
 * validSpendableAmountCurrency). `displayCurrency` is informational and changes nothing.
 * - A transfer kind: the accounts of eligibility.ts sourceAccounts; `stakings` is always empty.
 * - A payment kind (cards, gift cards): the accounts of the currencies core's PAYMENT_SOURCE_CURRENCIES gives it,
 *   and the stakings that may pay it (payingStakings), both filters applied to a staking's spendable amount (what a
 *   payment may take from it), converted at the bank's rate the same way.
 */
export async function allowTransferFrom(ctx: BankContext, userId: string, query: FromQuery) {
  const user = await requireUser(ctx.db, userId);
  const kind = query.transactionType;
  if (isPaymentKind(kind)) assertMayPay(user, kind);
  else assertMayTransfer(user);
  const validAmount = filterAmount('validAmount', query.validAmount);
  const validSpendable = filterAmount('validSpendableAmount', query.validSpendableAmount);
  const rows = isPaymentKind(kind)
    ? (await activeAccounts(ctx.db, user.id)).filter((row) =>
        PAYMENT_SOURCE_CURRENCIES[kind].includes(row.currency),
      )
    : await sourceAccounts(ctx, user, kind);
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
  const stakings = isPaymentKind(kind)
    ? (await payingStakings(ctx, user.id, kind)).filter(
        (staking) =>
          (!validAmount ||
            covers(
              rates!,
              staking,
              staking.spendableAmount,
              validAmount,
              query.validAmountCurrency,
            )) &&
          (!validSpendable ||
            covers(
              rates!,
              staking,
              staking.spendableAmount,
              validSpendable,
              query.validSpendableAmountCurrency,
            )),
      )
    : [];
  return { accounts, stakings };
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
