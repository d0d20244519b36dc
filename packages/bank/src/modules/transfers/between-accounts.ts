import {
  compare,
  creditedAmount,
  decimalsFor,
  fitsCurrency,
  roundDown,
  type betweenAccountsBodySchema,
  type Currency,
} from '@axia/core';
import { sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import type { Database } from '../../db/schema';
import type { CallGate } from '../../http/api-route';
import type { DeferredHit } from '../../limits';
import { badRequest, HttpError } from '../../http/errors';
import {
  keptAnswer,
  STILL_RUNNING_MESSAGE,
  type KeptAnswer,
  type KeptRow,
} from '../../http/idempotency';
import { customerSide, type AccountRow, type KnownAccountRow } from '../accounts/service';
import { requireUser, type UserRow } from '../common/user';
import { pairRate, usdRates } from '../currency/service';
import { postKeyedAtOnce } from '../ledger/post-keyed';
import {
  inTransaction,
  InsufficientFundsError,
  internalAccount,
  knownInternalAccount,
  postLockedIn,
  postTransaction,
  type Leg,
  type NewTransaction,
} from '../ledger/post';
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
//
// The common case takes one read: in the posting's database transaction, the caller's two accounts locked FOR
// UPDATE in id order, with the caller's profile joined, are the rows every rule is checked on; an FX transfer then
// locks the two FX accounts (their ids sort after customers' UUIDs, so the locks stay in id order) and posts. Any
// other case (no account of the caller's among the two, an FX account not known yet or sorting before them) rolls
// back and takes the general path: profile and accounts read, then postTransaction (its own lock of every leg).

type BetweenAccountsBody = z.output<typeof betweenAccountsBodySchema>;

const BETWEEN_ACCOUNTS_MESSAGES = {
  // Ours (the spec shows no success text for this wizard, nor these refusals).
  done: 'Transfer completed successfully!',
  sameAccount: 'The source and target accounts must differ',
  tooManyDecimals: (currency: Currency) =>
    `amount has more than ${decimalsFor(currency)} decimals, which ${currency} allows`,
  creditsNothing: (currency: Currency) =>
    `The amount is too small: converted at the rate it credits less than the smallest ${currency} amount`,
} as const;

/**
 * What the rules and the history's sides read of the caller: one list, read as `payer_<column>` beside the
 * accounts. A column added here needs nothing else: the plan's version of the caller (axia_payer_version, migration
 * 0024) covers every column of the row.
 */
const PAYER_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'status',
  'features',
  'user_type',
  'kyc_status',
  'tax_id_status',
  'business_records_status',
  'business_address_status',
  'pep_status',
] as const;
type PayerField = (typeof PAYER_FIELDS)[number];
type Payer = Pick<UserRow, 'id' | PayerField>;

/** The transfer the rules allow, from the caller's profile and the rows of the two accounts that are theirs. */
interface Plan {
  from: KnownAccountRow;
  to: KnownAccountRow;
  amount: string;
  rate: string | null;
  credited: string;
}

/** Every rule but the balance, in order (see transferBetweenAccounts); each refusal throws its 4xx. */
function plan(
  user: Payer,
  rows: AccountRow[],
  body: BetweenAccountsBody,
  rates: Record<Currency, string>,
): Plan {
  assertMayTransfer(user);
  const row = (id: string) => rows.find((r) => r.id === id);
  const from = checkSourceAccount(user, row(body.fromAccountId), 'TRANSFER_BETWEEN_ACCOUNTS');
  if (body.fromAccountId === body.toAccountId)
    throw badRequest(BETWEEN_ACCOUNTS_MESSAGES.sameAccount);
  const to = checkActiveAccount(row(body.toAccountId));
  if (!fitsCurrency(body.amount, from.currency))
    throw badRequest(BETWEEN_ACCOUNTS_MESSAGES.tooManyDecimals(from.currency));
  const amount = roundDown(body.amount, decimalsFor(from.currency));
  if (from.currency === to.currency) return { from, to, amount, rate: null, credited: amount };
  const rate = pairRate(rates, from.currency, to.currency);
  const credited = creditedAmount(amount, rate, to.currency);
  if (compare(credited, '0') <= 0)
    throw badRequest(BETWEEN_ACCOUNTS_MESSAGES.creditsNothing(to.currency));
  return { from, to, amount, rate, credited };
}

/** The legs of a planned transfer (`fx`: the FX accounts of the source and target currencies, when they differ). */
function legsOf({ from, to, amount, credited }: Plan, fx?: [string, string]): Leg[] {
  if (!fx)
    return [
      { accountId: from.id, amount: `-${amount}` },
      { accountId: to.id, amount },
    ];
  return [
    { accountId: from.id, amount: `-${amount}` },
    { accountId: fx[0], amount },
    { accountId: fx[1], amount: `-${credited}` },
    { accountId: to.id, amount: credited },
  ];
}

function transaction(user: Payer, planned: Plan, legs: Leg[], createdAt: Date): NewTransaction {
  const { from, to, amount, rate, credited } = planned;
  return {
    type: 'TRANSFER_BETWEEN_ACCOUNTS',
    method: 'INTERNAL',
    amount,
    currency: from.currency,
    userId: user.id,
    title: 'Transfer between accounts',
    from: customerSide(user, from, amount),
    to: customerSide(user, to, credited),
    meta: { rate, debited: amount, credited, fromCurrency: from.currency, toCurrency: to.currency },
    legs,
    createdAt,
  };
}

/** The caller's profile as the accounts read joined it (PAYER_COLUMNS). */
function payerOf(userId: string, row: Record<`payer_${string}`, unknown>): Payer {
  return {
    id: userId,
    ...Object.fromEntries(PAYER_FIELDS.map((field) => [field, row[`payer_${field}`]])),
  } as Payer;
}

/** The one-read path could not be taken (see the top): its transaction rolled back, nothing was written. */
class GeneralPath extends Error {}

const PAYER_COLUMNS = PAYER_FIELDS.map((field) => `users.${field} as payer_${field}` as const) as {
  [F in PayerField]: `users.${F} as payer_${F}`;
}[PayerField][];

/**
 * The one-read path, in `trx`: the caller's accounts among the two locked FOR UPDATE in id order with the caller's
 * profile, the rules checked on them, the FX accounts locked after them when needed, then the posting.
 */
async function postInOneRead(
  ctx: BankContext,
  trx: Transaction<Database>,
  userId: string,
  body: BetweenAccountsBody,
  rates: Record<Currency, string>,
) {
  const locked = await trx
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .selectAll('accounts')
    .select(PAYER_COLUMNS)
    .where('users.id', '=', userId)
    .where('accounts.id', 'in', [body.fromAccountId, body.toAccountId])
    .orderBy('accounts.id')
    .forUpdate('accounts')
    .execute();
  const first = locked[0];
  if (!first) throw new GeneralPath();
  const user = payerOf(userId, first);
  const planned = plan(user, locked, body, rates);
  let accounts = locked.map(({ id, currency, user_id, amount }) => ({
    id,
    currency,
    user_id,
    amount,
  }));
  let fx: [string, string] | undefined;
  if (planned.rate !== null) {
    const fxFrom = knownInternalAccount(ctx.db, 'FX', planned.from.currency);
    const fxTo = knownInternalAccount(ctx.db, 'FX', planned.to.currency);
    const last = locked[locked.length - 1]!.id;
    // Locks only ever taken in id order: FX accounts after the customer's, or the general path.
    if (!fxFrom || !fxTo || fxFrom <= last || fxTo <= last) throw new GeneralPath();
    fx = [fxFrom, fxTo];
    const fxRows = await trx
      .selectFrom('accounts')
      .select(['id', 'currency', 'user_id', 'amount'])
      .where('id', 'in', fx)
      .orderBy('id')
      .forUpdate()
      .execute();
    accounts = [...accounts, ...fxRows];
  }
  const input = transaction(user, planned, legsOf(planned, fx), ctx.clock.now());
  return { planned, posted: await postLockedIn(trx, input, accounts) };
}

/** The general path: the caller's profile and accounts read, the rules checked, then postTransaction. */
async function postInGeneral(
  ctx: BankContext,
  userId: string,
  body: BetweenAccountsBody,
  rates: Record<Currency, string>,
) {
  const user = await requireUser(ctx.db, userId);
  assertMayTransfer(user);
  const rows = await ctx.db
    .selectFrom('accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', 'in', [body.fromAccountId, body.toAccountId])
    .execute();
  const planned = plan(user, rows, body, rates);
  const fx: [string, string] | undefined =
    planned.rate === null
      ? undefined
      : await Promise.all([
          internalAccount(ctx.db, 'FX', planned.from.currency),
          internalAccount(ctx.db, 'FX', planned.to.currency),
        ]);
  const input = transaction(user, planned, legsOf(planned, fx), ctx.clock.now());
  return { planned, posted: await postTransaction(ctx.db, input) };
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
  // Read before any database transaction (a cached setting): nothing inside one waits for another connection.
  const rates = await usdRates(ctx);
  let result: Awaited<ReturnType<typeof postInGeneral>>;
  try {
    result = await inTransaction(ctx.db, (trx) => postInOneRead(ctx, trx, userId, body, rates));
  } catch (error) {
    if (!(error instanceof GeneralPath)) throw error;
    result = await postInGeneral(ctx, userId, body, rates);
  }
  const { planned, posted } = result;
  return answerOf(planned, posted);
}

/** The answer to a transfer carried out. */
function answerOf(planned: Plan, posted: { id: string; publicId: string }) {
  return {
    statusCode: 200 as const,
    message: BETWEEN_ACCOUNTS_MESSAGES.done,
    transactionId: posted.id,
    publicId: posted.publicId,
    debited: planned.amount,
    credited: planned.credited,
    rate: planned.rate,
  };
}

/** What a keyed transfer is planned on: the caller's profile and accounts, each with its row's version. */
interface PlanInputs {
  payer: Payer;
  payerVersion: string;
  accounts: Map<string, AccountRow & { version: string }>;
}

/**
 * The plan inputs last read per customer, per bank (a database handle): a customer's next keyed transfer is
 * planned on them without reading again, because the posting statement checks under its locks that every row the
 * plan read is still that version (else it writes nothing and the transfer is planned again on a fresh read).
 * Bounded: the oldest customer is forgotten first.
 */
const planInputsByBank = new WeakMap<object, Map<string, PlanInputs>>();
const PLAN_INPUTS_KEPT = 10_000;
/** The key's kept answer when the balance does not cover the debit (made once: an error's stack is not free). */
const INSUFFICIENT_FUNDS_ANSWER = {
  statusCode: 422,
  message: new InsufficientFundsError().message,
};

function rememberPlanInputs(ctx: BankContext, userId: string, inputs: PlanInputs) {
  let byUser = planInputsByBank.get(ctx.db);
  if (!byUser) planInputsByBank.set(ctx.db, (byUser = new Map()));
  byUser.delete(userId);
  byUser.set(userId, inputs);
  if (byUser.size > PLAN_INPUTS_KEPT) byUser.delete(byUser.keys().next().value!);
}

/** One read: the caller's two accounts with their profile, their rows' versions, and the key's kept answer. */
async function readPlanInputs(
  ctx: BankContext,
  userId: string,
  body: BetweenAccountsBody,
  key: string,
): Promise<{ inputs: PlanInputs | null; kept: KeptRow | null }> {
  const rows = await ctx.db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .selectAll('accounts')
    .select(PAYER_COLUMNS)
    .select([
      sql<string>`axia_account_version(accounts)`.as('version'),
      sql<string>`axia_payer_version(users)`.as('payer_version'),
      sql<KeptRow | null>`(SELECT to_jsonb(k) FROM idempotency_keys k
        WHERE k.user_id = ${userId} AND k.key = ${key})`.as('kept'),
    ])
    .where('users.id', '=', userId)
    .where('accounts.id', 'in', [body.fromAccountId, body.toAccountId])
    .execute();
  const first = rows[0];
  if (!first) return { inputs: null, kept: null };
  const inputs: PlanInputs = {
    payer: payerOf(userId, first),
    payerVersion: first.payer_version,
    accounts: new Map(rows.map((row) => [row.id, row])),
  };
  rememberPlanInputs(ctx, userId, inputs);
  return { inputs, kept: first.kept };
}

/**
 * The keyed transfer at once (ledger/post-keyed.ts): planned on the caller's profile and accounts (as last read,
 * or read now with the key's kept answer), then ONE statement that locks, checks the rows are still what the plan
 * read, posts and keeps the answer. So a customer's transfers take one round trip to the database each.
 * Null: take the general keyed path (a refusal by the rules, which that path keeps as the key's answer; accounts
 * that are not the caller's).
 */
export async function transferBetweenAccountsAtOnce(
  ctx: BankContext,
  userId: string,
  body: BetweenAccountsBody,
  key: { key: string; fingerprint: string },
  /** The money move's count, made by the statement (once, over its tries). */
  move: DeferredHit,
  /** The call's gate, checked on the profile the plan reads (the statement proves it unchanged). */
  gate: CallGate,
): Promise<KeptAnswer | null> {
  const rates = await usdRates(ctx);
  const remembered = planInputsByBank.get(ctx.db)?.get(userId);
  const known =
    remembered?.accounts.has(body.fromAccountId) && remembered.accounts.has(body.toAccountId);
  for (let fresh = !known; ; fresh = true) {
    let inputs = known && !fresh ? remembered! : null;
    if (inputs) {
      // The profile as last read: refused there, read it again (the gate is never refused on an old read).
      try {
        gate.check(inputs.payer);
      } catch {
        continue;
      }
    } else {
      const read = await readPlanInputs(ctx, userId, body, key.key);
      // Not the caller's accounts (or no profile): the general path, which enforces the gate first.
      if (!read.inputs) return null;
      inputs = read.inputs;
      gate.check(inputs.payer);
      if (read.kept) return keptAnswer(read.kept, key.fingerprint);
    }
    const rows = [...inputs.accounts.values()];
    let planned: Plan;
    try {
      planned = plan(inputs.payer, rows, body, rates);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // Refused on what was read before: read again, in case that changed; refused on a fresh read: the general
      // path refuses it again and keeps the refusal.
      if (!fresh) continue;
      return null;
    }
    // The FX accounts: made (once per process, outside any transaction, so remembered) when not known yet.
    const fx: [string, string] | undefined =
      planned.rate === null
        ? undefined
        : [
            await internalAccount(ctx.db, 'FX', planned.from.currency),
            await internalAccount(ctx.db, 'FX', planned.to.currency),
          ];
    const input = transaction(inputs.payer, planned, legsOf(planned, fx), ctx.clock.now());
    const result = await postKeyedAtOnce(ctx.db, input, {
      key: { userId, ...key },
      expect: {
        user: { id: userId, version: inputs.payerVersion },
        accounts: Object.fromEntries(
          [planned.from.id, planned.to.id].map((id) => [id, inputs.accounts.get(id)!.version]),
        ),
      },
      answer: ({ transactionId, publicId }) => answerOf(planned, { id: transactionId, publicId }),
      refusal: INSUFFICIENT_FUNDS_ANSWER,
      count: move,
      inFlight: ctx.config.postingsInFlight,
    });
    // Posted or refused for its balance: the statement found the profile as the plan read it, so the gate the
    // plan's profile passed holds. Its other answers come before that check: the gate's own read first.
    switch (result.outcome) {
      case 'posted':
        return { statusCode: 200, body: result.answer };
      case 'refused':
        throw new InsufficientFundsError();
      case 'kept':
        await gate.enforce();
        return keptAnswer({ ...result, status_code: result.statusCode }, key.fingerprint);
      case 'running':
        await gate.enforce();
        throw new HttpError(409, STILL_RUNNING_MESSAGE);
      case 'limited':
        await gate.enforce();
        throw move.refusal(result.windowStart);
      case 'changed':
        // A row changed since it was read: plan again on a fresh read (once; then the general path).
        if (fresh) return null;
    }
  }
}
