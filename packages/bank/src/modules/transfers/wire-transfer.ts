import {
  compare,
  currencyType,
  decimalsFor,
  exceedsBalance,
  fitsCurrency,
  min,
  needsSourceOfFunds,
  receivedAmount,
  roundDown,
  sourceOfFundsProblem,
  subtract,
  transferFee,
  TRANSFER_MESSAGES,
  WIRE_TRANSFER_MINIMUM,
  type Currency,
  type wireTransferBodySchema,
} from '@axia/core';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import { MultiStatus } from '../../http/api-route';
import { badRequest, HttpError } from '../../http/errors';
import { customerSide, getSpendable } from '../accounts/service';
import { requireOwnBeneficiary } from '../beneficiaries/service';
import { requireUser } from '../common/user';
import { usdRates } from '../currency/service';
import {
  inTransaction,
  InsufficientFundsError,
  internalAccount,
  postTransaction,
} from '../ledger/post';
import { amountInUsd } from '../transactions/service';
import { assertMayTransfer, requireSourceAccount } from './eligibility';
import { secondFactor, sourceName } from './second-factor';
import { readTransferType } from './transfer-types';

// POST /transfer/wire-transfer (seed 001 §2 'Wire transfer', §5, §7, §8, §9): money from a fiat account to one of
// the caller's WIRE_TRANSFER beneficiaries. It leaves the account at once, into the bank's PENDING_HOLD account of
// its currency, in one posted transaction of type WIRE_TRANSFER (method WIRE) under review (PENDING_REVIEW) — shown
// in 'Transactions in Review' (GET /transfer/external) — until the back office sends it (review.ts: the hold pays
// WIRE_CLEARING the received amount and FEES the fee) or rejects it (a refund). The fee is core's transferFee with
// the kind's GET /transfer/types figures (default 0.5 % within 15..75 USD), the recipient gets receivedAmount =
// amount − fee, never below 0. The item carries what the review needs: providerAmount (received), providerFeeAmount
// (the fee, never more than the amount, so received + fee = amount), providerFeeCurrency (the currency).

type WireTransferBody = z.output<typeof wireTransferBodySchema>;

const WIRE_TRANSFER_MESSAGES = {
  // Spec.
  sent: TRANSFER_MESSAGES.wireSent,
  // Ours.
  minimum: TRANSFER_MESSAGES.wireMinimum,
  overSpendable: TRANSFER_MESSAGES.overSpendable,
  fiatOnly: 'A wire transfer can only be paid from a USD, EUR or GBP account',
  tooManyDecimals: (currency: Currency) =>
    `amount has more than ${decimalsFor(currency)} decimals, which ${currency} allows`,
} as const;

/** A JSON column as an object (the engines parse jsonb; a string is parsed defensively). */
function jsonObject(value: unknown): Record<string, unknown> {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

/**
 * The rules, in the order they are checked (each refusal a 4xx, nothing written, no code sent): the user may
 * transfer (403); the source account is the caller's (404), ACTIVE and fiat (400); the beneficiary is the caller's
 * (404) and a wire one (400); the amount has at most the currency's decimals (400), is at least 100 in it (400), is
 * within the balance (422 'You do not have enough balance for this transaction') and, converted to USD at the
 * bank's rate, within the spendable amount in USD (GET /user/spendable, 422); the source-of-funds declaration from
 * 10,000 USD (400); then the second factor (207, or 422 for a bad code); then the posting, whose conditional debit
 * checks the balance again.
 */
export async function wireTransfer(ctx: BankContext, userId: string, body: WireTransferBody) {
  const user = await requireUser(ctx.db, userId);
  assertMayTransfer(user);
  const from = await requireSourceAccount(ctx, user, body.accountId, 'WIRE_TRANSFER');
  const currency = from.currency;
  if (currencyType(currency) !== 'FIAT') throw badRequest(WIRE_TRANSFER_MESSAGES.fiatOnly);
  const beneficiary = await requireOwnBeneficiary(ctx, userId, body.beneficiaryId, 'WIRE_TRANSFER');
  if (!fitsCurrency(body.amount, currency))
    throw badRequest(WIRE_TRANSFER_MESSAGES.tooManyDecimals(currency));
  const amount = roundDown(body.amount, decimalsFor(currency));
  if (compare(amount, WIRE_TRANSFER_MINIMUM) < 0)
    throw badRequest(WIRE_TRANSFER_MESSAGES.minimum(currency));
  if (exceedsBalance(amount, from.amount)) throw new InsufficientFundsError();
  const [usd, spendable, rates, type] = await Promise.all([
    amountInUsd(ctx, amount, currency),
    getSpendable(ctx, userId),
    usdRates(ctx),
    readTransferType(ctx, 'WIRE_TRANSFER'),
  ]);
  if (usd === null || compare(usd, spendable.spendableAmountInUsd) > 0)
    throw new HttpError(422, WIRE_TRANSFER_MESSAGES.overSpendable);
  if (needsSourceOfFunds(usd) || body.sourceOfFund) {
    const problem = sourceOfFundsProblem(body.sourceOfFund, {
      firstName: user.first_name,
      lastName: user.last_name,
      now: ctx.clock.now(),
    });
    if (problem) throw badRequest(problem);
  }
  // Never more than the amount, so the review's legs (received + fee) always add up to the hold.
  const fee = min(
    transferFee(amount, currency, type, (c) => rates[c]),
    amount,
  );
  const received = receivedAmount(amount, fee, currency);
  const charged = roundDown(subtract(amount, received), decimalsFor(currency));
  const userMemo = body.userMemo?.trim() || null;
  const sourceOfFund = body.sourceOfFund ?? null;
  const extraData = jsonObject(beneficiary.extra_data);
  const beneficiaryName =
    typeof extraData.beneficiaryName === 'string' && extraData.beneficiaryName
      ? extraData.beneficiaryName
      : beneficiary.name;

  const approval = await secondFactor(
    ctx,
    user,
    'WIRE_TRANSFER',
    {
      kind: 'WIRE_TRANSFER',
      fromAccountId: from.id,
      amount,
      currency,
      beneficiaryId: beneficiary.id,
      userMemo,
      sourceOfFund,
    },
    body,
    // What the passkey prompt shows: the beneficiary as the customer named them.
    { amount, currency, payee: beneficiaryName, source: sourceName(from) },
  );
  if (approval instanceof MultiStatus) return approval;

  const hold = await internalAccount(ctx.db, 'PENDING_HOLD', currency);
  const posted = await inTransaction(ctx.db, async (trx) => {
    await approval.consume(trx);
    return postTransaction(trx, {
      type: 'WIRE_TRANSFER',
      method: 'WIRE',
      status: 'PENDING_REVIEW',
      amount,
      currency,
      userId,
      userMemo,
      from: customerSide(user, from, amount),
      to: {
        accountAlias: beneficiary.name,
        accountId: null,
        accountPublicId: null,
        accountType: null,
        amount: received,
        currency,
        currencyType: 'FIAT',
        email: null,
        userFirstName: beneficiaryName,
        userLastName: null,
        userId: null,
      },
      providerAmount: received,
      providerCurrency: currency,
      providerFeeAmount: charged,
      providerFeeCurrency: currency,
      providerMeta: { beneficiaryName, extraData },
      meta: { sourceOfFund, fee: charged, received, beneficiaryId: beneficiary.id },
      legs: [
        { accountId: from.id, amount: `-${amount}` },
        { accountId: hold, amount },
      ],
      createdAt: ctx.clock.now(),
    });
  });
  return {
    statusCode: 200 as const,
    message: WIRE_TRANSFER_MESSAGES.sent,
    transactionId: posted.id,
    publicId: posted.publicId,
  };
}
