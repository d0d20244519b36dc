import {
  compare,
  creditedAmount,
  currencyType,
  decimalsFor,
  fitsCurrency,
  roundDown,
  type betweenAccountsBodySchema,
  type Currency,
} from '@axia/core';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import { badRequest } from '../../http/errors';
import type { KnownAccountRow } from '../accounts/service';
import { requireUser, type UserRow } from '../common/user';
import { pairRate, usdRates } from '../currency/service';
import { internalAccount, postTransaction, type Leg } from '../ledger/post';
import { assertMayTransfer, checkActiveAccount, checkSourceAccount } from './eligibility';

// POST /transfer/between-accounts (seed 001 §2 'Transfer between accounts', §5, §7): money between two of the
// caller's own accounts, in one posted, balanced transaction of type TRANSFER_BETWEEN_ACCOUNTS (method INTERNAL).
// - Same currency: two legs (from −amount, to +amount).
// - Different currencies: four legs through the bank's FX accounts — the customer's source −amount, FX in the
//   source currency +amount, FX in the target currency −credited, the customer's target +credited — so each
//   currency balances on its own. credited = core's creditedAmount(amount, rate, to): amount × rate rounded DOWN to
//   the target's decimals (the one rounding rule the app applies too), so the bank never credits more than its
//   rate covers; what the rounding leaves stays in FX.
// The balance is checked by the posting itself (a customer's debit only while the balance covers it, under row
// locks): a refusal is 422 'You do not have enough balance for this transaction' with nothing written.

type BetweenAccountsBody = z.output<typeof betweenAccountsBodySchema>;

export const BETWEEN_ACCOUNTS_MESSAGES = {
  // Ours (the spec shows no success text for this wizard, nor these refusals).
  done: 'Transfer completed successfully!',
  sameAccount: 'The source and target accounts must differ',
  tooManyDecimals: (currency: Currency) =>
    `amount has more than ${decimalsFor(currency)} decimals, which ${currency} allows`,
  creditsNothing: (currency: Currency) =>
    `The amount is too small: converted at the rate it credits less than the smallest ${currency} amount`,
} as const;

/** The FX accounts known to exist, per database: made once (internalAccount), then only named. */
const fxAccounts = new WeakMap<object, Map<Currency, string>>();

async function fxAccount(ctx: BankContext, currency: Currency) {
  let known = fxAccounts.get(ctx.db);
  if (!known) fxAccounts.set(ctx.db, (known = new Map()));
  const cached = known.get(currency);
  if (cached) return cached;
  const id = await internalAccount(ctx.db, 'FX', currency);
  known.set(currency, id);
  return id;
}

/** The TransactionSide of one of the customer's accounts (as in the history's from/to). */
function side(user: UserRow, account: KnownAccountRow, amount: string) {
  return {
    accountAlias: account.alias,
    accountId: account.id,
    accountPublicId: account.public_id,
    accountType: account.currency,
    amount,
    currency: account.currency,
    currencyType: currencyType(account.currency),
    email: user.email,
    userFirstName: user.first_name,
    userLastName: user.last_name,
    userId: user.id,
  };
}

/**
 * The rules, in the order they are checked (each refusal a 4xx, nothing written): the user may transfer
 * (assertMayTransfer, 403); the source is the caller's (404), ACTIVE (400) and may pay this kind (USD only with
 * FIAT_TO_CRYPTO, 400); the accounts differ (400); the target is the caller's (404) and ACTIVE (400); the amount
 * has at most the source currency's decimals (400); converted, it credits something (400); the balance covers it
 * (422, checked when posting).
 */
export async function transferBetweenAccounts(
  ctx: BankContext,
  userId: string,
  body: BetweenAccountsBody,
) {
  const user = await requireUser(ctx.db, userId);
  assertMayTransfer(user);
  // Both accounts in one read, then requireSourceAccount's and requireOwnActiveAccount's checks.
  const rows = await ctx.db
    .selectFrom('accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', 'in', [body.fromAccountId, body.toAccountId])
    .execute();
  const row = (id: string) => rows.find((r) => r.id === id);
  const from = checkSourceAccount(user, row(body.fromAccountId), 'TRANSFER_BETWEEN_ACCOUNTS');
  if (body.fromAccountId === body.toAccountId)
    throw badRequest(BETWEEN_ACCOUNTS_MESSAGES.sameAccount);
  const to = checkActiveAccount(row(body.toAccountId));
  if (!fitsCurrency(body.amount, from.currency))
    throw badRequest(BETWEEN_ACCOUNTS_MESSAGES.tooManyDecimals(from.currency));
  const amount = roundDown(body.amount, decimalsFor(from.currency));

  let rate: string | null = null;
  let credited = amount;
  let legs: Leg[];
  if (from.currency === to.currency) {
    legs = [
      { accountId: from.id, amount: `-${amount}` },
      { accountId: to.id, amount },
    ];
  } else {
    rate = pairRate(await usdRates(ctx), from.currency, to.currency);
    credited = creditedAmount(amount, rate, to.currency);
    if (compare(credited, '0') <= 0)
      throw badRequest(BETWEEN_ACCOUNTS_MESSAGES.creditsNothing(to.currency));
    const [fxFrom, fxTo] = await Promise.all([
      fxAccount(ctx, from.currency),
      fxAccount(ctx, to.currency),
    ]);
    legs = [
      { accountId: from.id, amount: `-${amount}` },
      { accountId: fxFrom, amount },
      { accountId: fxTo, amount: `-${credited}` },
      { accountId: to.id, amount: credited },
    ];
  }

  const posted = await postTransaction(ctx.db, {
    type: 'TRANSFER_BETWEEN_ACCOUNTS',
    method: 'INTERNAL',
    amount,
    currency: from.currency,
    userId,
    title: 'Transfer between accounts',
    from: side(user, from, amount),
    to: side(user, to, credited),
    meta: { rate, debited: amount, credited, fromCurrency: from.currency, toCurrency: to.currency },
    legs,
    createdAt: ctx.clock.now(),
  });
  return {
    statusCode: 200 as const,
    message: BETWEEN_ACCOUNTS_MESSAGES.done,
    transactionId: posted.id,
    publicId: posted.publicId,
    debited: amount,
    credited,
    rate,
  };
}
