import {
  decimalsFor,
  exceedsBalance,
  fitsCurrency,
  isEmail,
  normalizeEmail,
  roundDown,
  TRANSFER_MESSAGES,
  type betweenMembersBodySchema,
  type Currency,
} from '@axia/core';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import { assertWithinLimit } from '../../limits';
import { MultiStatus } from '../../http/api-route';
import { badRequest, HttpError } from '../../http/errors';
import { customerSide } from '../accounts/service';
import { canReceiveMemberMoney, RECEIVER_COLUMNS } from '../registration/state';
import { requireUser, type UserRow } from '../common/user';
import { inTransaction, InsufficientFundsError, postTransaction } from '../ledger/post';
import { activeAccounts, assertMayTransfer, requireSourceAccount } from './eligibility';
import { secondFactor, sourceName } from './second-factor';

// POST /transfer/between-members/send (seed 001 §2 'Transfer to a member', §5, §7, §8): money from one of the
// caller's accounts to another member's account in the same currency, in one posted, balanced transaction of type
// TRANSFER_BETWEEN_MEMBERS (method INTERNAL, two legs: sender −amount, recipient +amount; no fee). Each side sees
// it in its history (GET /account/transaction lists the legs of one's own accounts: the sender's a WITHDRAWAL, the
// recipient's a DEPOSIT). With the transaction second factor on (second-factor.ts) the first call answers 207 and
// mails a code, and only the same request with that code posts.

type BetweenMembersBody = z.output<typeof betweenMembersBodySchema>;

const BETWEEN_MEMBERS_MESSAGES = {
  // Spec.
  sent: TRANSFER_MESSAGES.memberSent,
  invalidEmail: TRANSFER_MESSAGES.recipientEmail,
  // Ours.
  noMember: TRANSFER_MESSAGES.noMember,
  selfRecipient: TRANSFER_MESSAGES.selfRecipient,
  recipientNoAccount: TRANSFER_MESSAGES.recipientNoAccount,
  currencyMismatch: (currency: Currency) =>
    `currency must be the source account's currency (${currency})`,
  tooManyDecimals: (currency: Currency) =>
    `amount has more than ${decimalsFor(currency)} decimals, which ${currency} allows`,
} as const;

/** The member with this email, ACTIVE, not the caller (each refusal its message). */
async function requireRecipient(ctx: BankContext, sender: UserRow, body: BetweenMembersBody) {
  const email = normalizeEmail(body.beneficiaryEmail);
  if (!isEmail(email)) throw badRequest(BETWEEN_MEMBERS_MESSAGES.invalidEmail);
  if (email === sender.email) throw badRequest(BETWEEN_MEMBERS_MESSAGES.selfRecipient);
  // Each send tells whether an address is a member's: limited per customer (issue 27 §9).
  await assertWithinLimit(ctx, 'memberLookupsPerCustomer', sender.id);
  const recipient = await ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', ...RECEIVER_COLUMNS])
    .where('email', '=', email)
    .executeTakeFirst();
  if (recipient?.id === sender.id) throw badRequest(BETWEEN_MEMBERS_MESSAGES.selfRecipient);
  // Not a member, another member's beneficiaryUserId, or a member who cannot receive (suspended, closed, or whose
  // registration is not complete, issue 29 #11): one answer, so that it tells no one's membership or status. Seed
  // 001 has no words for a recipient who cannot receive.
  if (
    !recipient ||
    (body.beneficiaryUserId && body.beneficiaryUserId !== recipient.id) ||
    !canReceiveMemberMoney(recipient)
  )
    throw new HttpError(422, BETWEEN_MEMBERS_MESSAGES.noMember);
  return recipient;
}

/**
 * The rules, in the order they are checked (each refusal a 4xx, nothing written, no code sent):
 * the user may transfer (403); the source is the caller's (404), ACTIVE and may pay this kind (400); `currency` is
 * the source's (400); the amount has at most its decimals (400); the email is valid (400 'Please enter a valid
 * email.'), not the caller's own (400), a member's (422 'No member has this email address'), matching
 * beneficiaryUserId when sent (422), ACTIVE with registration complete (422); the member has an ACTIVE account in the currency (422); the
 * balance covers the amount (422 'You do not have enough balance for this transaction'); then the second factor
 * (207 with a code, or 422 for a bad one); then the posting, whose conditional debit checks the balance again.
 */
export async function transferBetweenMembers(
  ctx: BankContext,
  userId: string,
  body: BetweenMembersBody,
) {
  const user = await requireUser(ctx.db, userId);
  assertMayTransfer(user);
  const from = await requireSourceAccount(
    ctx,
    user,
    body.fromAccountId,
    'TRANSFER_BETWEEN_MEMBERS',
  );
  const currency = from.currency;
  if (body.currency !== currency)
    throw badRequest(BETWEEN_MEMBERS_MESSAGES.currencyMismatch(currency));
  if (!fitsCurrency(body.amount, currency))
    throw badRequest(BETWEEN_MEMBERS_MESSAGES.tooManyDecimals(currency));
  const amount = roundDown(body.amount, decimalsFor(currency));
  const recipient = await requireRecipient(ctx, user, body);
  const to = (await activeAccounts(ctx.db, recipient.id)).find((a) => a.currency === currency);
  if (!to) throw new HttpError(422, BETWEEN_MEMBERS_MESSAGES.recipientNoAccount(currency));
  const userMemo = body.userMemo?.trim() || null;
  if (exceedsBalance(amount, from.amount)) throw new InsufficientFundsError();

  const approval = await secondFactor(
    ctx,
    user,
    'TRANSFER_BETWEEN_MEMBERS',
    {
      kind: 'TRANSFER_BETWEEN_MEMBERS',
      fromAccountId: from.id,
      amount,
      currency,
      recipient: recipient.id,
      userMemo,
    },
    body,
    // What the passkey prompt shows: the payee as the request names them (their email).
    { amount, currency, payee: recipient.email, source: sourceName(from) },
  );
  if (approval instanceof MultiStatus) return approval;

  const posted = await inTransaction(ctx.db, async (trx) => {
    await approval.consume(trx);
    return postTransaction(trx, {
      type: 'TRANSFER_BETWEEN_MEMBERS',
      method: 'INTERNAL',
      amount,
      currency,
      userId,
      userMemo,
      from: customerSide(user, from, amount),
      to: customerSide(recipient, to, amount),
      legs: [
        { accountId: from.id, amount: `-${amount}` },
        { accountId: to.id, amount },
      ],
      createdAt: ctx.clock.now(),
    });
  });
  return {
    statusCode: 200 as const,
    message: BETWEEN_MEMBERS_MESSAGES.sent,
    transactionId: posted.id,
    publicId: posted.publicId,
  };
}
