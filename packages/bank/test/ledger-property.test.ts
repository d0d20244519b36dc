import { add, compare, type Currency } from '@axia/core';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { auditLedger } from '../src/modules/ledger/audit';
import { postMany } from '../src/modules/ledger/bulk';
import {
  InsufficientFundsError,
  postLockedIn,
  postTransaction,
  settleTransaction,
  type Leg,
  type NewTransaction,
} from '../src/modules/ledger/post';
import { postKeyedAtOnce } from '../src/modules/ledger/post-keyed';
import { insertCustomerRow } from './customer-row';
import { engine, engineUnavailable, migratedDatabase } from './migrated-database';

// The posting rule (docs/money.md 'Posting'; db/migrations/0024-apply-legs.ts) through every path that posts:
// postTransaction, postLockedIn, postKeyedAtOnce, settleTransaction and the seeded histories' postMany. The same
// random transfers (a seeded generator: the same on every run) — in five currencies, with fees, FX legs, internal,
// staking and card accounts, debits larger than the balance and faulty legs — are posted through each path, each
// over its own copy of the accounts, and every path must write what a model computes by hand from the legs with
// core's decimal arithmetic: the same outcome per transfer (posted or refused, and how), the same postings (amount,
// balance after, order) and the same balances; and the ledger audit finds nothing afterwards.

const SEED = Number(process.env.LEDGER_PROPERTY_SEED ?? 46);
const TRANSFERS = 60;
const START = new Date('2026-11-21T12:00:00Z');
const DECIMALS: Record<Currency, number> = { USD: 2, EUR: 2, GBP: 2, AXC: 5, USAX: 5 };
const CURRENCIES = Object.keys(DECIMALS) as Currency[];
const NOT_ENOUGH = 'You do not have enough balance for this transaction';

/** A small seeded generator (mulberry32): the same transfers on every run and engine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return { next, below, pick: <T>(items: readonly T[]) => items[below(items.length)]! };
}

/** The accounts of one path's copy, by name: two customers, a staking, a card, and the bank's own. */
type Kind = 'customer' | 'STAKING' | 'CARD' | 'INTERNAL';
const ACCOUNTS: { name: string; kind: Kind; currency: Currency; owner?: 'ann' | 'bob' }[] = [
  ...CURRENCIES.flatMap((currency) => [
    { name: `ann-${currency}`, kind: 'customer' as const, currency, owner: 'ann' as const },
    { name: `bob-${currency}`, kind: 'customer' as const, currency, owner: 'bob' as const },
    { name: `fees-${currency}`, kind: 'INTERNAL' as const, currency },
    { name: `fund-${currency}`, kind: 'INTERNAL' as const, currency },
    { name: `fx-${currency}`, kind: 'INTERNAL' as const, currency },
  ]),
  { name: 'stake-AXC', kind: 'STAKING', currency: 'AXC' },
  { name: 'card-USD', kind: 'CARD', currency: 'USD' },
];
const accountNamed = (name: string) => ACCOUNTS.find((a) => a.name === name)!;
const mayNotGoNegative = (name: string) => accountNamed(name).kind !== 'INTERNAL';

/** Legs over account names (a path's copy prefixes them with its own id). */
interface NamedLeg {
  account: string;
  amount: string;
}
interface Transfer {
  legs: NamedLeg[];
  amount: string;
  currency: Currency;
  /** The fault the checks must name before anything is written, when the legs are faulty on purpose. */
  fault?: { statusCode?: number; message: string };
}

/** A positive amount with the currency's decimals, up to about `around` (its last figure random). */
function amountOf(random: ReturnType<typeof generator>, currency: Currency, around: string) {
  const decimals = DECIMALS[currency];
  const scale = 10 ** decimals;
  const ceiling = Math.max(1, Math.round(Number(around) * scale * 1.3));
  const units = 1 + random.below(ceiling);
  return (units / scale).toFixed(decimals);
}

const negate = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : `-${amount}`);

/**
 * The random transfers. Amounts are drawn up to 1.3 × what the model holds for the debited account, so some debits
 * exceed the balance; a few carry a fault on purpose (a leg with too many decimals, legs that do not balance).
 */
function transfersFrom(seed: number): Transfer[] {
  const random = generator(seed);
  const balances = new Map(ACCOUNTS.map((a) => [a.name, '0']));
  const held = (name: string) => {
    const balance = balances.get(name)!;
    return compare(balance, '1') < 0 ? '1' : balance;
  };
  const transfers: Transfer[] = [];
  // Opening balances, from the bank's funding accounts.
  for (const account of ACCOUNTS.filter((a) => a.kind === 'customer')) {
    const amount = amountOf(random, account.currency, '1000');
    balances.set(account.name, amount);
    transfers.push({
      legs: [
        { account: account.name, amount },
        { account: `fund-${account.currency}`, amount: negate(amount) },
      ],
      amount,
      currency: account.currency,
    });
  }
  while (transfers.length < TRANSFERS) {
    const [from, to] = random.next() < 0.5 ? ['ann', 'bob'] : ['bob', 'ann'];
    const currency = random.pick(CURRENCIES);
    const source = `${from}-${currency}`;
    const amount = amountOf(random, currency, held(source));
    const shape = random.below(6);
    let transfer: Transfer;
    if (shape === 0) {
      // Between customers, with a fee: the fee a leg of its own on the source account.
      const fee = amountOf(random, currency, '5');
      transfer = {
        legs: [
          { account: `${to}-${currency}`, amount },
          { account: source, amount: negate(amount) },
          { account: source, amount: negate(fee) },
          { account: `fees-${currency}`, amount: fee },
        ],
        amount,
        currency,
      };
    } else if (shape === 1) {
      // Between currencies, through the FX accounts: each currency balances on its own.
      const target = random.pick(CURRENCIES.filter((c) => c !== currency));
      const credited = amountOf(random, target, amount);
      transfer = {
        legs: [
          { account: source, amount: negate(amount) },
          { account: `fx-${currency}`, amount },
          { account: `fx-${target}`, amount: negate(credited) },
          { account: `${to}-${target}`, amount: credited },
        ],
        amount,
        currency,
      };
    } else if (shape === 2) {
      // Into the staking (AXC) or onto the card (USD), or back out of them: their accounts never go below zero.
      const [own, other] = random.next() < 0.5 ? ['stake-AXC', 'AXC'] : ['card-USD', 'USD'];
      const back = random.next() < 0.5;
      const moved = amountOf(random, other as Currency, held(back ? own : `${from}-${other}`));
      const legs = [
        { account: own, amount: back ? negate(moved) : moved },
        { account: `${from}-${other}`, amount: back ? moved : negate(moved) },
      ];
      transfer = { legs, amount: moved, currency: other as Currency };
    } else if (shape === 3 && random.next() < 0.5) {
      // A fault on purpose: a leg with more decimals than its currency holds, or legs that do not balance.
      const decimals = random.next() < 0.5;
      const extra = decimals ? `${amount}${'1'.padStart(6 - DECIMALS[currency], '0')}` : amount;
      const sum = decimals ? '' : add(amount, DECIMALS[currency] === 2 ? '0.01' : '0.00001');
      transfer = {
        legs: [
          { account: source, amount: negate(extra) },
          { account: `${to}-${currency}`, amount: decimals ? extra : sum },
        ],
        amount,
        currency,
        fault: decimals
          ? {
              statusCode: 400,
              message: `A ${currency} leg has more decimals than ${currency} allows`,
            }
          : {
              message: `Unbalanced transaction: its ${currency} legs sum to ${add(sum, negate(amount))}`,
            },
      };
    } else {
      // Between customers, same currency; sometimes the credit in two legs of one account.
      const first = (Number(amount) / 2).toFixed(DECIMALS[currency]);
      const split = random.next() < 0.3 && compare(first, '0') > 0;
      const legs: NamedLeg[] = [{ account: source, amount: negate(amount) }];
      if (split)
        legs.push(
          { account: `${to}-${currency}`, amount: first },
          { account: `${to}-${currency}`, amount: add(amount, negate(first)) },
        );
      else legs.push({ account: `${to}-${currency}`, amount });
      transfer = { legs, amount, currency };
    }
    // The generator's own view of the balances (for the next amounts), by the same rule as the model.
    const outcome = model(transfer, balances);
    if ('postings' in outcome)
      for (const [account, , after] of outcome.postings) balances.set(account, after);
    transfers.push(transfer);
  }
  return transfers;
}

type Outcome =
  | { postings: [account: string, amount: string, balanceAfter: string][] }
  | { refused: { statusCode?: number; message: string } };

/**
 * The model, by hand from the legs: postings in account-name order, each account's legs in the order given, each
 * with its account's balance after it; refused (nothing written) when the legs are faulty or a customer's, the
 * staking's or the card's account would go below zero at any of its postings.
 */
function model(transfer: Transfer, balances: Map<string, string>): Outcome {
  if (transfer.fault) return { refused: transfer.fault };
  const running = new Map(balances);
  const postings: [string, string, string][] = [];
  const names = [...new Set(transfer.legs.map((leg) => leg.account))].sort();
  for (const name of names)
    for (const leg of transfer.legs.filter((l) => l.account === name)) {
      const after = add(running.get(name)!, leg.amount);
      if (mayNotGoNegative(name) && compare(after, '0') < 0)
        return { refused: { statusCode: 422, message: NOT_ENOUGH } };
      running.set(name, after);
      postings.push([name, canonical(leg.amount), after]);
    }
  return { postings };
}

/** A decimal as core writes it (the database answers 12.50000 for 12.5). */
const canonical = (amount: string) => add(String(amount), '0');

type Path =
  'postTransaction' | 'postLockedIn' | 'postKeyedAtOnce' | 'settleTransaction' | 'postMany';
const PATHS: Path[] = [
  'postTransaction',
  'postLockedIn',
  'postKeyedAtOnce',
  'settleTransaction',
  'postMany',
];

describe.skipIf(engineUnavailable)(`the posting rule on every path (${engine})`, () => {
  let database: Awaited<ReturnType<typeof migratedDatabase>>['database'];
  let cleanup: () => void;
  let db: Kysely<Database>;
  const transfers = transfersFrom(SEED);
  // What the model expects of the whole run: each transfer's outcome, and the balances after.
  const expected: Outcome[] = [];
  const finalBalances = new Map(ACCOUNTS.map((a) => [a.name, '0']));
  for (const transfer of transfers) {
    const outcome = model(transfer, finalBalances);
    if ('postings' in outcome)
      for (const [account, , after] of outcome.postings) finalBalances.set(account, after);
    expected.push(outcome);
  }

  beforeAll(async () => {
    ({ database, cleanup } = await migratedDatabase());
    db = database.db;
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    cleanup?.();
  });

  /** The path's own copy of the accounts (ids `<path>:<name>`) and customers; returns its ids and users. */
  async function copyFor(path: string) {
    const users = { ann: `${path}:ann`, bob: `${path}:bob` };
    for (const id of Object.values(users))
      await insertCustomerRow(db, {
        id,
        email: `${id.replace(':', '-')}@property.test`,
        createdAt: START,
      });
    await db
      .insertInto('accounts')
      .values(
        ACCOUNTS.map((a) => ({
          id: `${path}:${a.name}`,
          user_id: a.owner ? users[a.owner] : null,
          public_id: `P-${path}:${a.name}`,
          type: a.kind === 'customer' ? 'CURRENT' : a.kind,
          type_public_name: a.kind,
          alias: null,
          currency: a.currency,
          amount: '0',
          status: 'ACTIVE',
          created_at: START,
        })),
      )
      .execute();
    return users;
  }

  const legsFor = (path: Path, transfer: Transfer): Leg[] =>
    transfer.legs.map((leg) => ({ accountId: `${path}:${leg.account}`, amount: leg.amount }));

  const transactionFor = (path: Path, transfer: Transfer, index: number): NewTransaction => ({
    type: 'TRANSFER_BETWEEN_MEMBERS',
    method: 'INTERNAL',
    amount: transfer.amount,
    currency: transfer.currency,
    title: `Transfer ${index}`,
    legs: legsFor(path, transfer),
    createdAt: new Date(START.getTime() + index * 1000),
  });

  /** A transaction's postings as the model writes them: account names, amounts and balances after, in id order. */
  async function postingsOf(path: Path, transactionId: string): Promise<Outcome> {
    const rows = await db
      .selectFrom('postings')
      .select(['account_id', 'amount', 'balance_after'])
      .where('transaction_id', '=', transactionId)
      .orderBy('id')
      .execute();
    return {
      postings: rows.map((r) => [
        r.account_id.slice(path.length + 1),
        canonical(r.amount),
        canonical(r.balance_after),
      ]),
    };
  }

  /** A refusal as an outcome: its status (a 4xx) and message. */
  const refusal = (error: unknown): Outcome => {
    const { statusCode, message } = error as { statusCode?: number; message: string };
    return { refused: statusCode === undefined ? { message } : { statusCode, message } };
  };

  /** Posts every transfer through `path`; each one's outcome. */
  async function postAll(path: Path, users: { ann: string; bob: string }): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    for (const [index, transfer] of transfers.entries()) {
      const input = transactionFor(path, transfer, index);
      try {
        let transactionId: string;
        switch (path) {
          case 'postTransaction':
            transactionId = (await postTransaction(db, input)).id;
            break;
          case 'postLockedIn':
            transactionId = await db.transaction().execute(async (trx) => {
              const locked = await trx
                .selectFrom('accounts')
                .select(['id', 'currency', 'user_id', 'amount', 'type'])
                .where('id', 'in', [...new Set(input.legs.map((leg) => leg.accountId))])
                .orderBy('id')
                .forUpdate()
                .execute();
              return (await postLockedIn(trx, input, locked)).id;
            });
            break;
          case 'postKeyedAtOnce': {
            const version = await sql<{ version: string }>`
              SELECT axia_payer_version(u) AS version FROM users u WHERE u.id = ${users.ann}`.execute(
              db,
            );
            const result = await postKeyedAtOnce(db, input, {
              key: { userId: users.ann, key: `key-${index}`, fingerprint: `print-${index}` },
              expect: { user: { id: users.ann, version: version.rows[0]!.version }, accounts: {} },
              answer: ({ transactionId: id }) => ({ id }),
              refusal: { statusCode: 422, message: NOT_ENOUGH },
            });
            if (result.outcome === 'refused') throw new InsufficientFundsError();
            if (result.outcome !== 'posted') throw new Error(`Keyed posting: ${result.outcome}`);
            transactionId = (result.answer as { id: string }).id;
            break;
          }
          case 'settleTransaction': {
            // A pending item first (no legs), then its legs added by the settlement.
            const pending = await postTransaction(db, {
              ...input,
              status: 'PENDING_REVIEW',
              legs: [],
            });
            await settleTransaction(db, {
              transactionId: pending.id,
              expected: 'PENDING_REVIEW',
              status: 'COMPLETED',
              legs: input.legs,
              now: input.createdAt,
              conflictMessage: 'Already settled',
            });
            transactionId = pending.id;
            break;
          }
          case 'postMany':
            throw new Error('postMany posts a whole history at once');
        }
        outcomes.push(await postingsOf(path, transactionId));
      } catch (error) {
        outcomes.push(refusal(error));
      }
    }
    return outcomes;
  }

  async function balancesOf(path: Path) {
    const rows = await db
      .selectFrom('accounts')
      .select(['id', 'amount'])
      .where('id', 'like', `${path}:%`)
      .execute();
    return new Map(rows.map((r) => [r.id.slice(path.length + 1), canonical(r.amount)]));
  }

  const expectedBalances = () =>
    new Map([...finalBalances].map(([name, balance]) => [name, canonical(balance)]));

  it('the transfers exercise every case: fees, FX, staking and card, refusals, faults', () => {
    const refused = expected.filter((o) => 'refused' in o).map((o) => o.refused);
    expect(refused.filter((r) => r.statusCode === 422).length).toBeGreaterThan(2);
    expect(refused.filter((r) => r.statusCode === 400).length).toBeGreaterThan(0);
    expect(refused.filter((r) => r.message.startsWith('Unbalanced')).length).toBeGreaterThan(0);
    const posted = expected.flatMap((o) => ('postings' in o ? [o.postings] : []));
    expect(posted.length).toBeGreaterThan(TRANSFERS / 2);
    const touched = (prefix: string) =>
      posted.some((p) => p.some(([account]) => account.startsWith(prefix)));
    for (const prefix of ['fees-', 'fx-', 'stake-', 'card-', 'fund-'])
      expect(touched(prefix), prefix).toBe(true);
    for (const currency of CURRENCIES)
      expect(touched(`ann-${currency}`) || touched(`bob-${currency}`), currency).toBe(true);
    // A debit that drives an internal account below zero is posted (the FX or funding accounts).
    expect(
      [...finalBalances].some(([name, b]) => !mayNotGoNegative(name) && b.startsWith('-')),
    ).toBe(true);
  });

  for (const path of PATHS.filter((p) => p !== 'postMany'))
    it(`${path} writes what the model computes, transfer by transfer`, async () => {
      const users = await copyFor(path);
      expect(await postAll(path, users)).toEqual(expected);
      expect(await balancesOf(path)).toEqual(expectedBalances());
    });

  it('postMany (a seeded history) writes the posted transfers as the model does', async () => {
    await copyFor('postMany');
    const posted = transfers.flatMap((transfer, index) =>
      'postings' in expected[index]! ? [transactionFor('postMany', transfer, index)] : [],
    );
    await postMany(db, posted);
    const rows = await db
      .selectFrom('postings')
      .innerJoin('transactions', 'transactions.id', 'postings.transaction_id')
      .select(['transactions.title', 'postings.transaction_id'])
      .where('postings.account_id', 'like', 'postMany:%')
      .orderBy('postings.id')
      .execute();
    const ids = [...new Map(rows.map((r) => [r.title, r.transaction_id])).values()];
    const written = await Promise.all(ids.map((id) => postingsOf('postMany', id)));
    expect(written).toEqual(expected.filter((o) => 'postings' in o));
    expect(await balancesOf('postMany')).toEqual(expectedBalances());
  });

  it("the keyed posting's version of the customer covers every column of their row", async () => {
    // A column no rule read when the version was written out column by column (status_reason, migration 0023):
    // a plan made before it changed is a plan on stale data, so the keyed posting plans again.
    const users = await copyFor('payer-version');
    const version = async () =>
      (
        await sql<{ version: string }>`
          SELECT axia_payer_version(u) AS version FROM users u WHERE u.id = ${users.ann}`.execute(
          db,
        )
      ).rows[0]!.version;
    const before = await version();
    expect(await version()).toBe(before);
    await db
      .updateTable('users')
      .set({ status_reason: 'Checked by support' })
      .where('id', '=', users.ann)
      .execute();
    expect(await version()).not.toBe(before);
  });

  it('the ledger audit finds nothing after every path', async () => {
    const audit = await auditLedger(db);
    expect(audit).toMatchObject({
      ok: true,
      unbalanced: [],
      balanceMismatches: [],
      negativeCustomerBalances: [],
    });
    expect(audit.counts.postings).toBeGreaterThan(0);
  });
});
