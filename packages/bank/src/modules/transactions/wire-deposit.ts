import {
  currencyType,
  decimalsFor,
  fitsCurrency,
  isAboveWireDepositMaximum,
  isCurrency,
  needsSourceOfFunds,
  roundDown,
  sourceOfFundsProblem,
  WIRE_DEPOSIT_ABOVE_MAXIMUM,
  type Currency,
  type wireDepositBodySchema,
} from '@axia/core';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { requireUser } from '../common/user';
import { internalAccount, postTransaction, settleTransaction } from '../ledger/post';
import { userFeatures } from '../registration/state';
import { amountInUsd, requireOwnAccount } from './service';

// The wire deposit (seed 001 §2 'Wire deposit wizard', §4, §5, §7, §8). The customer's request moves no money: it
// is a WIRE_DEPOSIT transaction under review (PENDING_REVIEW) with no legs, the source-of-funds declaration in its
// metaData, exactly like the seeded pending wire deposit (sandbox/history.ts). The customer may cancel it
// (POST /transfer/wire-deposit/{id}/cancel, service.ts). When the wire arrives, the back office — standing in for
// the bank's wire operations — marks it received: the account is credited from the WIRE_CLEARING internal account
// in one balanced settlement (settleTransaction), and the item is COMPLETED.

type WireDepositBody = z.output<typeof wireDepositBodySchema>;

export const WIRE_DEPOSIT_MESSAGES = {
  // Spec (seed 001 §8).
  sent: 'Wire deposit request sent successfully!',
  // Ours.
  fiatOnly: 'A wire deposit can only go to a USD, EUR or GBP account',
  inactiveAccount: 'Only an active account can receive the deposit',
  noDepositFeature: 'Deposits are not available to you',
  notUnderReview: 'Only a wire deposit under review can be marked received',
  // Core's, as the wizard says it at the amount step.
  aboveMaximum: WIRE_DEPOSIT_ABOVE_MAXIMUM,
} as const;

const decimalsMessage = (currency: Currency) =>
  `amountUsd has more than ${decimalsFor(currency)} decimals, which ${currency} allows`;

/**
 * POST /transfer/wire-deposit. The rules, in the order they are checked (each refusal a 4xx, nothing written):
 * - the user may deposit: MENU_DEPOSIT (ACTIVE or SUSPENDED and registration complete: the call's gate);
 * - the account is the caller's own (another customer's answers 404 like a missing one), ACTIVE, and fiat;
 * - `amountUsd` — the spec's name for the amount in the account's currency — is above 0 (the contract) with at
 *   most that currency's decimals;
 * - the source-of-funds declaration at 10,000 USD or more, the amount converted at the bank's own rate to USD
 *   (the rate GET /currency/conversionRate answers), checked with core's sourceOfFundsProblem. The spec reads the
 *   wire deposit screen two ways (§2, §5): 'above 0 and below 10,000', or 10,000 or more allowed with a
 *   declaration; the bank takes the second, as the deposit confirmation does. A declaration sent for a smaller
 *   amount is checked all the same and kept;
 * - at most core's WIRE_DEPOSIT_MAXIMUM_USD (1,000,000 USD) in value, which the wizard says at the amount step.
 */
export async function requestWireDeposit(ctx: BankContext, userId: string, body: WireDepositBody) {
  const user = await requireUser(ctx.db, userId);
  if (!userFeatures(user).includes('MENU_DEPOSIT'))
    throw forbidden(WIRE_DEPOSIT_MESSAGES.noDepositFeature);
  const account = await requireOwnAccount(ctx, userId, body.toAccountId);
  if (account.status !== 'ACTIVE') throw badRequest(WIRE_DEPOSIT_MESSAGES.inactiveAccount);
  const currency = account.currency;
  if (!isCurrency(currency) || currencyType(currency) !== 'FIAT')
    throw badRequest(WIRE_DEPOSIT_MESSAGES.fiatOnly);
  if (!fitsCurrency(body.amountUsd, currency)) throw badRequest(decimalsMessage(currency));
  const amount = roundDown(body.amountUsd, decimalsFor(currency));
  const usd = await amountInUsd(ctx, amount, currency);
  if (isAboveWireDepositMaximum(usd)) throw badRequest(WIRE_DEPOSIT_MESSAGES.aboveMaximum);
  if (needsSourceOfFunds(usd) || body.sourceOfFund) {
    const problem = sourceOfFundsProblem(body.sourceOfFund, {
      firstName: user.first_name,
      lastName: user.last_name,
      now: ctx.clock.now(),
    });
    if (problem) throw badRequest(problem);
  }
  const posted = await postTransaction(ctx.db, {
    type: 'WIRE_DEPOSIT',
    method: 'WIRE',
    status: 'PENDING_REVIEW',
    amount,
    currency,
    userId,
    title: 'Wire deposit',
    to: {
      accountAlias: null,
      accountId: account.id,
      accountPublicId: account.public_id,
      accountType: currency,
      amount,
      currency,
      currencyType: 'FIAT',
      email: user.email,
      userFirstName: user.first_name,
      userLastName: user.last_name,
      userId,
    },
    meta: { sourceOfFund: body.sourceOfFund ?? null },
    // No legs: nothing moves until the wire arrives (receiveWireDeposit).
    legs: [],
    createdAt: ctx.clock.now(),
  });
  return {
    statusCode: 200 as const,
    message: WIRE_DEPOSIT_MESSAGES.sent,
    id: posted.id,
    publicId: posted.publicId,
  };
}

/**
 * The staff's 'wire received' (the staff API's staffReceiveWire, modules/staff/four-eyes.ts, four eyes above the
 * threshold; CLI `wire-received <reference>`): the wire
 * deposit under review named by its id or its reference (publicId) is credited to its account from WIRE_CLEARING
 * and COMPLETED, in one balanced settlement. Anything else is refused: an unknown reference (404), another type
 * (400), a wire deposit no longer under review — received, canceled — (409). The money has arrived, so the account
 * is credited whatever its status now.
 */
export async function receiveWireDeposit(ctx: BankContext, reference: string) {
  const item = await ctx.db
    .selectFrom('transactions')
    .select(['id', 'public_id', 'type', 'status', 'amount', 'currency', 'user_id', 'to_side'])
    .where((eb) => eb.or([eb('id', '=', reference), eb('public_id', '=', reference)]))
    .executeTakeFirst();
  if (!item) throw notFound(`No transaction ${reference}`);
  if (item.type !== 'WIRE_DEPOSIT')
    throw badRequest(`${item.public_id} is a ${item.type} transaction, not a wire deposit`);
  if (item.status !== 'PENDING_REVIEW') throw conflict(WIRE_DEPOSIT_MESSAGES.notUnderReview);
  const accountId = (item.to_side as { accountId?: unknown } | null)?.accountId;
  const account =
    typeof accountId === 'string' && item.user_id
      ? await ctx.db
          .selectFrom('accounts')
          .select(['id', 'currency'])
          .where('id', '=', accountId)
          .where('user_id', '=', item.user_id)
          .executeTakeFirst()
      : undefined;
  if (!account || account.currency !== item.currency || !isCurrency(account.currency))
    throw new HttpError(409, `${item.public_id} names no account of its customer to credit`);
  const clearing = await internalAccount(ctx.db, 'WIRE_CLEARING', account.currency);
  const balances = await settleTransaction(ctx.db, {
    transactionId: item.id,
    expected: 'PENDING_REVIEW',
    status: 'COMPLETED',
    legs: [
      { accountId: clearing, amount: `-${item.amount}` },
      { accountId: account.id, amount: item.amount },
    ],
    now: ctx.clock.now(),
    conflictMessage: WIRE_DEPOSIT_MESSAGES.notUnderReview,
  });
  return {
    id: item.id,
    publicId: item.public_id,
    status: 'COMPLETED' as const,
    amount: roundDown(item.amount, decimalsFor(account.currency)),
    currency: account.currency,
    accountId: account.id,
    balance: balances[account.id]!,
  };
}
