import {
  compare,
  currencyType,
  decimalsFor,
  isCurrency,
  roundDown,
  subtract,
  type Currency,
  type TransactionMethod,
  type TransactionType,
} from '@axia/core';
import type { BankContext } from '../../context';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import {
  inTransaction,
  internalAccount,
  postTransaction,
  settleTransaction,
  type InternalPurpose,
  type Leg,
} from '../ledger/post';

// The back office's review of the transfers held for it (seed 001 §4 'External wallet transfer is created for admin
// review. Funds move only after an administrator reviews it'; the issue: wire transfers too). The customer's money
// waits in the bank's PENDING_HOLD account from the moment of the transfer (wire-transfer.ts, external.ts); the
// bank's staff (the staff API's staffReviewTransfer, modules/staff/four-eyes.ts: an approval above the threshold
// takes a second person) then either
// - approves it: the hold pays what the recipient receives (providerAmount) to the account money leaves the bank
//   through (WIRE_CLEARING for a wire, CRYPTO_CUSTODY for coins) and the fee (the rest) to FEES — legs added to the
//   same transaction (settleTransaction), a zero leg left out — and the item is COMPLETED; or
// - rejects it: the item is FAILED and a refund transaction returns the whole amount from the hold to the account it
//   left — WIRE_TRANSFER_REFUND for a wire, EXTERNAL_WALLET_TRANSFER_REFUND / NETWORK_WITHDRAWAL_REFUND /
//   NETWORK_V2_WITHDRAWAL_REFUND for the others (core's types, shown in the history and GET /transfer/external as
//   money coming in) — both in one database transaction.
// A second review of the same item answers 409, an unknown reference 404, a transaction of another type 400.

export type ReviewDecision = 'approve' | 'reject';
/** The types held for review: where money leaves the bank on approval, and the refund's type on rejection. */
const REVIEWED: Partial<
  Record<TransactionType, { out: InternalPurpose; refund: TransactionType; title: string }>
> = {
  WIRE_TRANSFER: {
    out: 'WIRE_CLEARING',
    refund: 'WIRE_TRANSFER_REFUND',
    title: 'Wire transfer refund',
  },
  EXTERNAL_WALLET_TRANSFER: {
    out: 'CRYPTO_CUSTODY',
    refund: 'EXTERNAL_WALLET_TRANSFER_REFUND',
    title: 'External wallet transfer refund',
  },
  NETWORK_WITHDRAWAL: {
    out: 'CRYPTO_CUSTODY',
    refund: 'NETWORK_WITHDRAWAL_REFUND',
    title: 'AXIA Network withdrawal refund',
  },
  NETWORK_V2_WITHDRAWAL: {
    out: 'CRYPTO_CUSTODY',
    refund: 'NETWORK_V2_WITHDRAWAL_REFUND',
    title: 'AXIA Network (V2) withdrawal refund',
  },
};

/** The transaction types a transfer held for review has (the staff queue lists these under review). */
export const HELD_FOR_REVIEW_TYPES = Object.keys(REVIEWED) as TransactionType[];

export const REVIEW_MESSAGES = {
  notUnderReview: 'Only a transfer under review can be reviewed',
  notReviewable: (publicId: string, type: string) =>
    `${publicId} is a ${type} transaction; only wire transfers, external wallet transfers and network withdrawals are reviewed`,
  noAccount: (publicId: string) => `${publicId} names no account of its customer to refund`,
  badFigures: (publicId: string) => `${publicId} holds figures that do not add up`,
} as const;

/**
 * Reviews the held transfer named by its id or its reference (publicId). Answers the item's new status, and on
 * rejection the refund's ids and the account's balance after it.
 */
export async function reviewHeldTransfer(
  ctx: BankContext,
  reference: string,
  decision: ReviewDecision,
) {
  const item = await ctx.db
    .selectFrom('transactions')
    .select([
      'id',
      'public_id',
      'type',
      'method',
      'status',
      'amount',
      'currency',
      'user_id',
      'from_side',
      'provider_amount',
    ])
    .where((eb) => eb.or([eb('id', '=', reference), eb('public_id', '=', reference)]))
    .executeTakeFirst();
  if (!item) throw notFound(`No transaction ${reference}`);
  const rule = REVIEWED[item.type as TransactionType];
  if (!rule) throw badRequest(REVIEW_MESSAGES.notReviewable(item.public_id, item.type));
  if (item.status !== 'PENDING_REVIEW') throw conflict(REVIEW_MESSAGES.notUnderReview);
  if (!isCurrency(item.currency))
    throw new HttpError(409, REVIEW_MESSAGES.badFigures(item.public_id));
  const currency: Currency = item.currency;
  const amount = roundDown(item.amount, decimalsFor(currency));
  const hold = await internalAccount(ctx.db, 'PENDING_HOLD', currency);
  const now = ctx.clock.now();
  if (decision === 'approve') {
    // What the recipient gets, and the fee: the rest of the held amount (received + fee = amount, so the hold
    // empties exactly whatever rounding the fee had).
    const received = roundDown(item.provider_amount ?? amount, decimalsFor(currency));
    const fee = subtract(amount, received);
    if (compare(received, '0') < 0 || compare(fee, '0') < 0)
      throw new HttpError(409, REVIEW_MESSAGES.badFigures(item.public_id));
    const out = await internalAccount(ctx.db, rule.out, currency);
    const fees = await internalAccount(ctx.db, 'FEES', currency);
    const legs: Leg[] = [
      { accountId: hold, amount: `-${amount}` },
      { accountId: out, amount: received },
      { accountId: fees, amount: fee },
    ].filter((leg) => compare(leg.amount, '0') !== 0);
    await settleTransaction(ctx.db, {
      transactionId: item.id,
      expected: 'PENDING_REVIEW',
      status: 'COMPLETED',
      legs,
      now,
      meta: { review: { decision: 'APPROVED', at: now.toISOString() } },
      conflictMessage: REVIEW_MESSAGES.notUnderReview,
    });
    return {
      id: item.id,
      publicId: item.public_id,
      status: 'COMPLETED' as const,
      amount,
      received: roundDown(received, decimalsFor(currency)),
      fee: roundDown(fee, decimalsFor(currency)),
      currency,
    };
  }
  const from = (item.from_side ?? {}) as Record<string, unknown>;
  const accountId = typeof from.accountId === 'string' ? from.accountId : null;
  const account =
    accountId && item.user_id
      ? await ctx.db
          .selectFrom('accounts')
          .select(['id', 'public_id', 'alias', 'currency'])
          .where('id', '=', accountId)
          .where('user_id', '=', item.user_id)
          .executeTakeFirst()
      : undefined;
  if (!account || account.currency !== currency)
    throw new HttpError(409, REVIEW_MESSAGES.noAccount(item.public_id));
  const refund = await inTransaction(ctx.db, async (trx) => {
    await settleTransaction(trx, {
      transactionId: item.id,
      expected: 'PENDING_REVIEW',
      status: 'FAILED',
      legs: [],
      now,
      meta: { review: { decision: 'REJECTED', at: now.toISOString() } },
      conflictMessage: REVIEW_MESSAGES.notUnderReview,
    });
    return postTransaction(trx, {
      type: rule.refund,
      method: item.method as TransactionMethod,
      status: 'COMPLETED',
      amount,
      currency,
      userId: item.user_id,
      title: rule.title,
      description: `Refund of ${item.public_id}`,
      to: {
        accountAlias: account.alias,
        accountId: account.id,
        accountPublicId: account.public_id,
        accountType: currency,
        amount,
        currency,
        currencyType: currencyType(currency),
        email: from.email ?? null,
        userFirstName: from.userFirstName ?? null,
        userLastName: from.userLastName ?? null,
        userId: item.user_id,
      },
      meta: { refundOf: item.id, refundOfPublicId: item.public_id },
      legs: [
        { accountId: hold, amount: `-${amount}` },
        { accountId: account.id, amount },
      ],
      createdAt: now,
    });
  });
  return {
    id: item.id,
    publicId: item.public_id,
    status: 'FAILED' as const,
    amount,
    currency,
    refund: { id: refund.id, publicId: refund.publicId },
    accountId: account.id,
    balance: roundDown(refund.balances[account.id]!, decimalsFor(currency)),
  };
}
