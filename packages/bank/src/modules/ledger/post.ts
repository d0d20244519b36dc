import {
  add,
  compare,
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

// The one way a balance changes (MONEY.md): a transaction and its legs, posted in one database transaction. Each
// leg changes one account by a signed amount; the legs sum to zero per currency, across customers' accounts and
// the bank's internal accounts. A customer's debit is conditional (`amount + leg >= 0`) under row locks taken in id
// order, and the column's CHECK backs it up; internal accounts may go below zero.

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

/** Customers', stakings' and cards' accounts: a debit must be covered (the CHECK on accounts says the same). */
const mayNotGoNegative = (account: { user_id: string | null; type?: string }) =>
  account.user_id !== null ||
  account.type === STAKING_ACCOUNT_TYPE ||
  account.type === CARD_ACCOUNT_TYPE;

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
    .onConflict((oc) => oc.column('id').doNothing())
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

/** A customer-facing reference: TX and 12 hex digits. */
export const newPublicId = () => `TX${randomBytes(6).toString('hex').toUpperCase()}`;

/** The `transactions` row of a new transaction. */
export function transactionRow(
  id: string,
  publicId: string,
  input: NewTransaction,
): Insertable<TransactionTable> {
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
    from_side: JSON.stringify(input.from ?? null),
    to_side: JSON.stringify(input.to ?? null),
    provider_amount: input.providerAmount ?? null,
    provider_currency: input.providerCurrency ?? null,
    provider_fee_amount: input.providerFeeAmount ?? null,
    provider_fee_currency: input.providerFeeCurrency ?? null,
    provider_meta: JSON.stringify(input.providerMeta ?? null),
    meta: JSON.stringify(input.meta ?? null),
    spendable_change: JSON.stringify(input.spendableChange ?? null),
    created_at: input.createdAt,
    updated_at: input.createdAt,
  };
}

/** Rejects legs that cannot be posted, before anything is written. */
function checkLegs(input: NewTransaction, currencies: Map<string, string>) {
  if (!(input.type in TRANSACTION_TYPES)) throw new HttpError(400, `Unknown type ${input.type}`);
  if (!isDecimalString(input.amount) || input.amount.startsWith('-'))
    throw new HttpError(400, 'amount must be a decimal string of at least 0');
  checkSettlementLegs(input.legs, currencies);
}

/** Each leg a non-zero amount its account's currency can hold; the legs sum to zero per currency. */
export function checkSettlementLegs(legs: Leg[], currencies: Map<string, string>) {
  const sums = new Map<string, string>();
  for (const leg of legs) {
    const currency = currencies.get(leg.accountId);
    if (!currency) throw new HttpError(404, 'Account not found');
    if (!isDecimalString(leg.amount) || compare(leg.amount, '0') === 0)
      throw new HttpError(400, 'Every leg needs a non-zero decimal amount');
    if (isCurrency(currency) && !fitsCurrency(leg.amount, currency))
      throw new HttpError(400, `A ${currency} leg has more decimals than ${currency} allows`);
    sums.set(currency, add(sums.get(currency) ?? '0', leg.amount));
  }
  for (const [currency, sum] of sums)
    if (compare(sum, '0') !== 0)
      throw new Error(`Unbalanced transaction: its ${currency} legs sum to ${sum}`);
}

/**
 * Locks the legs' accounts in id order, checks the legs, then applies them: each account changed (a customer's
 * debit only while the balance covers it) and its postings written. Returns the balances after.
 *
 * Three statements whatever the number of legs: the lock (which also reads the balances, current and stable while
 * locked), one UPDATE of every account by its legs' sum, one INSERT of every posting. The new balances are computed
 * from the locked ones first, so a customer's debit the balance does not cover is refused before anything is
 * written; the UPDATE's answer is checked against them, and the CHECK on customers' balances backs both up.
 */
async function applyLegs(
  trx: Transaction<Database>,
  transactionId: string,
  legs: Leg[],
  now: Date,
  check: (currencies: Map<string, string>) => void,
  /** A new transaction's row, written with the postings in one statement (it must exist before them). */
  row?: Insertable<TransactionTable>,
  /** The legs' accounts as the caller already locked them in `trx` (postLockedIn): the lock is not repeated. */
  locked?: LockedAccount[],
): Promise<Record<string, string>> {
  if (legs.length === 0) {
    // Nothing to lock or change: the checks of the transaction itself, and its row.
    check(new Map());
    if (row) await trx.insertInto('transactions').values(row).execute();
    return {};
  }
  const ids = [...new Set(legs.map((leg) => leg.accountId))].sort();
  const accounts = locked
    ? ids.map((id) => {
        const account = locked.find((a) => a.id === id);
        if (!account) throw new Error(`Account ${id} was not locked before posting`);
        return account;
      })
    : await trx
        .selectFrom('accounts')
        .select(['id', 'currency', 'user_id', 'amount', 'type'])
        .where('id', 'in', ids)
        .orderBy('id')
        .forUpdate()
        .execute();
  check(new Map(accounts.map((a) => [a.id, a.currency])));
  const customer = new Set(accounts.filter(mayNotGoNegative).map((a) => a.id));
  const running = new Map(accounts.map((a) => [a.id, a.amount]));
  // In account-id order, like the locks, each account's legs in the order given; each posting records its account's
  // balance after it.
  const postings = ids
    .flatMap((id) => legs.filter((leg) => leg.accountId === id))
    .map((leg) => {
      const after = add(running.get(leg.accountId)!, leg.amount);
      if (customer.has(leg.accountId) && compare(after, '0') < 0)
        throw new InsufficientFundsError();
      running.set(leg.accountId, after);
      return {
        transaction_id: transactionId,
        account_id: leg.accountId,
        amount: leg.amount,
        balance_after: after,
        created_at: now,
      };
    });
  const changes = ids.map(
    (id) =>
      sql`(${id}, ${legs
        .filter((leg) => leg.accountId === id)
        .reduce((sum, leg) => add(sum, leg.amount), '0')}::numeric)`,
  );
  // One statement: every account changed by its legs' sum, the new transaction's row (when there is one) and the
  // postings. Data-modifying CTEs all run to completion; the postings' foreign key is checked at the statement's end.
  const newRow = row
    ? sql`, t AS (INSERT INTO transactions (${sql.join(Object.keys(row).map((c) => sql.ref(c)))})
        VALUES (${sql.join(Object.values(row).map((v) => sql`${v}`))}))`
    : sql``;
  const updated = await sql<{ id: string; amount: string }>`
    WITH changed AS (
      UPDATE accounts SET amount = accounts.amount + c.change
      FROM (VALUES ${sql.join(changes)}) AS c(id, change)
      WHERE accounts.id = c.id
        AND ((accounts.user_id IS NULL AND accounts.type NOT IN (${STAKING_ACCOUNT_TYPE}, ${CARD_ACCOUNT_TYPE})) OR accounts.amount + c.change >= 0)
      RETURNING accounts.id, accounts.amount
    )${newRow}, p AS (
      INSERT INTO postings (transaction_id, account_id, amount, balance_after, created_at)
      VALUES ${sql.join(
        postings.map(
          (p) =>
            sql`(${p.transaction_id}, ${p.account_id}, ${p.amount}::numeric, ${p.balance_after}::numeric, ${p.created_at}::timestamptz)`,
        ),
      )}
    )
    SELECT id, amount FROM changed`.execute(trx);
  const balances: Record<string, string> = {};
  for (const changed of updated.rows) {
    const amount = String(changed.amount);
    // Locked since it was read: the database must agree with the balance computed from it (else all is undone).
    if (compare(amount, running.get(changed.id)!) !== 0)
      throw new Error(
        `Account ${changed.id}: balance ${amount}, expected ${running.get(changed.id)}`,
      );
    balances[changed.id] = amount;
  }
  // The conditional debit, the last line of defence: a customer's account it skipped undoes everything (the caller's
  // database transaction rolls back).
  if (updated.rows.length !== ids.length) throw new InsufficientFundsError();
  return balances;
}

async function postIn(
  trx: Transaction<Database>,
  input: NewTransaction,
  locked?: LockedAccount[],
): Promise<Posted> {
  const id = randomUUID();
  const publicId = newPublicId();
  const balances = await applyLegs(
    trx,
    id,
    input.legs,
    input.createdAt,
    (currencies) => checkLegs(input, currencies),
    transactionRow(id, publicId, input),
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
  /** Needed for an internal account (a STAKING one may not go below zero); customers' may leave it out. */
  type?: string;
}

/**
 * postTransaction inside the caller's database transaction `trx`, over accounts the caller has already locked there
 * FOR UPDATE, in id order, read by that lock (`locked`: every leg's account, more allowed): saves the lock's round
 * trip when the caller's own read is that lock (transfers between own accounts). Same checks and statements after.
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
    const balances = await applyLegs(
      trx,
      input.transactionId,
      input.legs,
      input.now,
      (currencies) => checkSettlementLegs(input.legs, currencies),
    );
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
