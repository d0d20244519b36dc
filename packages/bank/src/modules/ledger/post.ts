import {
  add,
  compare,
  CURRENCIES,
  decimalsFor,
  fitsCurrency,
  isCurrency,
  isDecimalString,
  TRANSACTION_TYPES,
  type Currency,
  type TransactionMethod,
  type TransactionStatus,
  type TransactionType,
} from '@axia/core';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database, TransactionTable } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';

// Joining or opening a database transaction is db/transaction's; re-exported for the modules that post.
export { inTransaction };

// The one way a balance changes (docs/money.md): a transaction and its legs, posted in one database transaction.
// Each leg changes one account by a signed amount; the legs sum to zero per currency, across customers' accounts
// and the bank's internal accounts. A customer's debit is conditional (no posting leaves it below zero) under row
// locks taken in id order, and the column's CHECK backs it up; internal accounts may go below zero. The rule itself
// is written once, in the database function axia_apply_legs (db/migrations/0024_apply_legs.ts), which the keyed
// posting (post-keyed.ts) calls too; this module checks the input and names the refusals.

/** The bank's own accounts, one per purpose and currency (a type only: no code lists them). */
export type InternalPurpose =
  /** Where the sandbox's opening balances and back-office deposits come from. */
  | 'SANDBOX_FUNDING'
  | 'WIRE_CLEARING'
  | 'CRYPTO_CUSTODY'
  /** Money held while an item waits (a withdrawal under review, a deposit awaiting the customer's choice). */
  | 'PENDING_HOLD'
  | 'CARD_ISSUER'
  /** The card deposits' fiat-to-crypto providers: the coin they deliver for the cards they charge. */
  | 'ONRAMP_PROVIDER'
  | 'STAKING_POOL'
  | 'GIFT_CARD_VENDOR'
  | 'FEES'
  | 'FX'
  | 'INTEREST_EXPENSE'
  /** The legacy ERC-20 token migrated into AXC (token wallet deposits). */
  | 'LEGACY_TOKEN'
  /** Manual credits and debits staff made (issue 41), each approved by a second person. */
  | 'STAFF_ADJUSTMENTS';

/** A staking's own ledger account (modules/stakings): no user_id, yet never below zero, like a customer's. */
export const STAKING_ACCOUNT_TYPE = 'STAKING';

/** A card's own ledger account (modules/cards): what the card holds; no user_id, never below zero. */
export const CARD_ACCOUNT_TYPE = 'CARD';

export class InsufficientFundsError extends HttpError {
  constructor() {
    super(422, 'You do not have enough balance for this transaction');
  }
}

type Db = Kysely<Database> | Transaction<Database>;

/** The internal accounts known to exist, per database: made once, then only named. */
const knownInternal = new WeakMap<object, Set<string>>();

/**
 * The id of the internal account for `purpose` in `currency`, made on first use. Outside a database transaction a
 * made account is remembered, so later calls write nothing (inside one it might still roll back).
 */
export async function internalAccount(db: Db, purpose: InternalPurpose, currency: Currency) {
  const id = `internal-${purpose}-${currency}`;
  if (knownInternal.get(db)?.has(id)) return id;
  await db
    .insertInto('accounts')
    .values({
      id,
      user_id: null,
      public_id: `INTERNAL-${purpose}-${currency}`,
      type: 'INTERNAL',
      type_public_name: purpose,
      alias: null,
      currency,
      amount: '0',
      status: 'ACTIVE',
      purpose,
      created_at: new Date(0),
    })
    // Any unique conflict, not only the id's: two first uses at once race on public_id too, and PostgreSQL raises
    // a unique violation on a unique index that is not the conflict's target (a 500 under 1,000 concurrent transfers).
    .onConflict((oc) => oc.doNothing())
    .execute();
  if (!db.isTransaction) {
    const known = knownInternal.get(db) ?? new Set<string>();
    known.add(id);
    knownInternal.set(db, known);
  }
  return id;
}

/** The id of an internal account already made in `db` (internalAccount), or undefined. Never writes. */
export function knownInternalAccount(db: Db, purpose: InternalPurpose, currency: Currency) {
  const id = `internal-${purpose}-${currency}`;
  return knownInternal.get(db)?.has(id) ? id : undefined;
}

export interface Leg {
  accountId: string;
  /** Signed decimal string in the account's currency: positive credits, negative debits. */
  amount: string;
}

export interface NewTransaction {
  type: TransactionType;
  method: TransactionMethod;
  status?: TransactionStatus;
  /** The headline amount and currency (what the customer moved), never negative. */
  amount: string;
  currency: Currency;
  userId?: string | null;
  title?: string | null;
  description?: string | null;
  userMemo?: string | null;
  from?: Record<string, unknown> | null;
  to?: Record<string, unknown> | null;
  providerAmount?: string | null;
  providerCurrency?: string | null;
  providerFeeAmount?: string | null;
  providerFeeCurrency?: string | null;
  providerMeta?: Record<string, unknown> | null;
  meta?: Record<string, unknown> | null;
  spendableChange?: Record<string, unknown> | null;
  /** Legs to post now; none for an item that moves no money yet (a wire deposit request awaiting the wire). */
  legs: Leg[];
  createdAt: Date;
}

export interface Posted {
  id: string;
  publicId: string;
  /** Each leg's account balance after the posting. */
  balances: Record<string, string>;
}

/** Random bytes for public ids, drawn 512 ids at a time: one system call each (4 % of a busy bank's time). */
const PUBLIC_ID_BYTES = 6;
let publicIdPool = Buffer.alloc(0);
let publicIdAt = 0;

/** A customer-facing reference: TX and 12 hex digits. */
export function newPublicId(): string {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: drawing again sooner (each id, or a pool's last) gives ids as random, only more system calls
  if (publicIdAt + PUBLIC_ID_BYTES > publicIdPool.length) {
    publicIdPool = randomBytes(PUBLIC_ID_BYTES * 512);
    publicIdAt = 0;
  }
  const bytes = publicIdPool.subarray(publicIdAt, (publicIdAt += PUBLIC_ID_BYTES));
  return `TX${bytes.toString('hex').toUpperCase()}`;
}

/** The `transactions` row of a new transaction. */
export function transactionRow(
  id: string,
  publicId: string,
  input: NewTransaction,
): Insertable<TransactionTable> {
  const document = transactionDocument(id, publicId, input);
  return {
    ...document,
    from_side: JSON.stringify(document.from_side),
    to_side: JSON.stringify(document.to_side),
    provider_meta: JSON.stringify(document.provider_meta),
    meta: JSON.stringify(document.meta),
    spendable_change: JSON.stringify(document.spendable_change),
    created_at: input.createdAt,
    updated_at: input.createdAt,
  };
}

/** Each currency's decimals (core's decimalsFor), for the database's check of the legs. */
export const currencyDecimals = (): Record<string, number> =>
  Object.fromEntries(CURRENCIES.map((currency) => [currency, decimalsFor(currency)]));

const isLegAmount = (amount: string) => isDecimalString(amount) && compare(amount, '0') !== 0;

/** What can be checked before the legs reach the database: the type, the headline amount, each leg's amount. */
export function checkInput(input: NewTransaction) {
  if (!(input.type in TRANSACTION_TYPES)) throw new HttpError(400, `Unknown type ${input.type}`);
  if (!isDecimalString(input.amount) || input.amount.startsWith('-'))
    throw new HttpError(400, 'amount must be a decimal string of at least 0');
  checkLegAmounts(input.legs);
}

function checkLegAmounts(legs: Leg[]) {
  for (const leg of legs)
    if (!isLegAmount(leg.amount))
      throw new HttpError(400, 'Every leg needs a non-zero decimal amount');
}

/** Each leg a non-zero amount its account's currency can hold; the legs sum to zero per currency. */
export function checkSettlementLegs(legs: Leg[], currencies: Map<string, string>) {
  const sums = new Map<string, string>();
  for (const leg of legs) {
    const currency = currencies.get(leg.accountId);
    if (!currency) throw new HttpError(404, 'Account not found');
    if (!isLegAmount(leg.amount))
      throw new HttpError(400, 'Every leg needs a non-zero decimal amount');
    if (isCurrency(currency) && !fitsCurrency(leg.amount, currency))
      throw new HttpError(400, `A ${currency} leg has more decimals than ${currency} allows`);
    sums.set(currency, add(sums.get(currency) ?? '0', leg.amount));
  }
  for (const [currency, sum] of sums)
    if (compare(sum, '0') !== 0)
      throw new Error(`Unbalanced transaction: its ${currency} legs sum to ${sum}`);
}

/** A new transaction's row as the database functions take it: jsonb columns as JSON values, times as ISO strings. */
export function transactionDocument(id: string, publicId: string, input: NewTransaction) {
  return {
    id,
    public_id: publicId,
    user_id: input.userId ?? null,
    type: input.type,
    method: input.method,
    status: input.status ?? 'COMPLETED',
    amount: input.amount,
    currency: input.currency,
    title: input.title ?? null,
    description: input.description ?? null,
    user_memo: input.userMemo ?? null,
    from_side: input.from ?? null,
    to_side: input.to ?? null,
    provider_amount: input.providerAmount ?? null,
    provider_currency: input.providerCurrency ?? null,
    provider_fee_amount: input.providerFeeAmount ?? null,
    provider_fee_currency: input.providerFeeCurrency ?? null,
    provider_meta: input.providerMeta ?? null,
    meta: input.meta ?? null,
    spendable_change: input.spendableChange ?? null,
    created_at: input.createdAt.toISOString(),
    updated_at: input.createdAt.toISOString(),
  };
}

/** What the database function axia_apply_legs answers (migration 0024). */
export type Applied =
  | { outcome: 'posted'; balances: Record<string, string> }
  | { outcome: 'refused' }
  | { outcome: 'invalid'; currencies: Record<string, string> };

/** The legs and what they apply to, as axia_apply_legs and axia_post_keyed take them. */
export const legsDocument = (legs: Leg[]) =>
  legs.map(({ accountId, amount }) => ({ accountId, amount }));

/**
 * Names the fault axia_apply_legs found in the legs (an account missing, decimals, sums), from their accounts'
 * currencies: checkSettlementLegs' error, as the legs were always refused.
 */
export function refuseInvalidLegs(legs: Leg[], currencies: Record<string, string>): never {
  checkSettlementLegs(legs, new Map(Object.entries(currencies)));
  // Stryker disable next-line all: unreachable while the database function and checkSettlementLegs agree
  throw new Error('The database refused legs that checkSettlementLegs accepts');
}

/**
 * Applies legs to balances: ONE statement, the database function axia_apply_legs (migration 0024), the posting
 * rule's only implementation — the legs' accounts locked in id order, the legs checked, a customer's (a staking's,
 * a card's) debit only while the balance covers it, each account changed and its postings written with the balance
 * after each, the new transaction's row (`transaction`) first when there is one. Nothing is written when the legs
 * are refused, and the caller's database transaction stays usable. Returns the balances after.
 */
async function applyLegs(
  trx: Transaction<Database>,
  transactionId: string,
  legs: Leg[],
  at: Date,
  /** A new transaction's row (transactionDocument), written before its postings. */
  transaction?: ReturnType<typeof transactionDocument>,
  /** The legs' accounts as the caller already locked them in `trx` (postLockedIn). */
  locked?: LockedAccount[],
): Promise<Record<string, string>> {
  checkLegAmounts(legs);
  for (const leg of legs)
    if (locked && !locked.some((a) => a.id === leg.accountId))
      throw new Error(`Account ${leg.accountId} was not locked before posting`);
  // Stryker disable next-line ConditionalExpression: JSON.stringify(undefined) is undefined, sent as NULL like null
  const row = transaction ? JSON.stringify(transaction) : null;
  const { rows } = await sql<{ applied: Applied }>`
    SELECT axia_apply_legs(${transactionId}, ${JSON.stringify(legsDocument(legs))}::jsonb, ${at}::timestamptz,
      ${JSON.stringify(currencyDecimals())}::jsonb, ${row}::jsonb) AS applied`.execute(trx);
  const applied = rows[0]!.applied;
  if (applied.outcome === 'refused') throw new InsufficientFundsError();
  if (applied.outcome === 'invalid') refuseInvalidLegs(legs, applied.currencies);
  if (locked) {
    // The caller's lock read the balances the function changed: they must agree (else all is undone).
    for (const [id, balance] of Object.entries(applied.balances)) {
      const expected = legs
        .filter((leg) => leg.accountId === id)
        .reduce((sum, leg) => add(sum, leg.amount), locked.find((a) => a.id === id)!.amount);
      if (compare(balance, expected) !== 0)
        throw new Error(`Account ${id}: balance ${balance}, expected ${expected}`);
    }
  }
  return applied.balances;
}

async function postIn(
  trx: Transaction<Database>,
  input: NewTransaction,
  locked?: LockedAccount[],
): Promise<Posted> {
  checkInput(input);
  const id = randomUUID();
  const publicId = newPublicId();
  const balances = await applyLegs(
    trx,
    id,
    input.legs,
    input.createdAt,
    transactionDocument(id, publicId, input),
    locked,
  );
  return { id, publicId, balances };
}

/** An account as the posting's lock reads it. */
export interface LockedAccount {
  id: string;
  currency: string;
  user_id: string | null;
  amount: string;
  /** Not needed: the posting reads each account's type under its own lock. */
  type?: string;
}

/**
 * postTransaction inside the caller's database transaction `trx`, over accounts the caller has already locked there
 * FOR UPDATE, in id order, read by that lock (`locked`: every leg's account, more allowed), as transfers between own
 * accounts do to check their rules on the locked rows. The same one statement posts (its locks, already held, are
 * kept), and the balances after must be those the caller's read leads to.
 */
export async function postLockedIn(
  trx: Transaction<Database>,
  input: NewTransaction,
  locked: LockedAccount[],
): Promise<Posted> {
  return postIn(trx, input, locked);
}

/**
 * Posts a transaction and its legs atomically: READ COMMITTED, the legs' accounts locked FOR UPDATE in id order (no
 * deadlocks), conditional debits of customers' accounts; retried on serialization failures and deadlocks. Inside a
 * caller's database transaction it joins that one (the caller retries).
 */
export async function postTransaction(db: Db, input: NewTransaction): Promise<Posted> {
  return inTransaction(db, (trx) => postIn(trx, input));
}

/**
 * Money from outside into a customer's account through an internal account (the sandbox's funding, a wire
 * received, custody): two legs, one transaction. Returns the account's balance after it.
 */
export async function creditFrom(
  db: Db,
  source: InternalPurpose,
  input: Omit<NewTransaction, 'legs' | 'currency'> & { accountId: string },
): Promise<string> {
  const account = await db
    .selectFrom('accounts')
    .select(['currency', 'user_id'])
    .where('id', '=', input.accountId)
    .executeTakeFirst();
  if (!account || !isCurrency(account.currency)) throw new HttpError(404, 'Account not found');
  const internal = await internalAccount(db, source, account.currency);
  const { accountId, ...rest } = input;
  const posted = await postTransaction(db, {
    ...rest,
    currency: account.currency,
    userId: input.userId ?? account.user_id,
    legs: [
      { accountId, amount: input.amount },
      { accountId: internal, amount: `-${input.amount}` },
    ],
  });
  return posted.balances[accountId]!;
}

/**
 * Settles a pending item (a deposit the customer confirms, a withdrawal the back office releases): its row locked,
 * `expected` its current status, more legs added to the same transaction (the legs as a whole still balance per
 * currency), and the new status. Answers 409 when the item is no longer `expected` (settled meanwhile).
 */
export async function settleTransaction(
  db: Db,
  input: {
    transactionId: string;
    expected: TransactionStatus;
    status: TransactionStatus;
    legs: Leg[];
    now: Date;
    to?: Record<string, unknown>;
    /** Added to the item's metaData (e.g. the source-of-funds declaration it was confirmed with). */
    meta?: Record<string, unknown>;
    conflictMessage: string;
  },
): Promise<Record<string, string>> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('transactions')
      .select(['status'])
      .where('id', '=', input.transactionId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'Transaction not found');
    if (row.status !== input.expected) throw new HttpError(409, input.conflictMessage);
    const balances = await applyLegs(trx, input.transactionId, input.legs, input.now);
    await trx
      .updateTable('transactions')
      .set({
        status: input.status,
        updated_at: input.now,
        ...(input.to && { to_side: JSON.stringify(input.to) }),
        ...(input.meta && {
          // meta holds a JSON object or JSON null.
          meta: sql`(CASE WHEN jsonb_typeof(meta) = 'object' THEN meta ELSE '{}'::jsonb END) || ${JSON.stringify(input.meta)}::jsonb`,
        }),
      })
      .where('id', '=', input.transactionId)
      .execute();
    return balances;
  });
}
