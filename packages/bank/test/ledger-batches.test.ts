import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/schema';
import { keyedPostings, laneOf } from '../src/modules/ledger/keyed-batches';
import { internalAccount, type NewTransaction } from '../src/modules/ledger/post';
import {
  keyedPosting,
  postKeyedAtOnce,
  type CountInStatement,
  type PlannedOn,
} from '../src/modules/ledger/post-keyed';
import { insertCustomerRow } from './customer-row';
import { engine, engineUnavailable, migratedDatabase } from './migrated-database';
import { plannedOn } from './planned-on';

// Keyed postings micro-batched (issue 44; modules/ledger/keyed-batches.ts, migration 0028): while the process's
// posting statements are all busy, the postings that arrive wait and are then sent together, in one statement and
// one commit, each with the outcome it would have had alone. One posting at a time is sent at once, alone. One
// posting in error fails its batch, and then each is sent alone.

const NOW = new Date('2026-11-21T12:00:00Z');
const NOT_ENOUGH = {
  statusCode: 422,
  message: 'You do not have enough balance for this transaction',
};

describe.skipIf(engineUnavailable)(`keyed postings in batches (${engine})`, () => {
  let database: Awaited<ReturnType<typeof migratedDatabase>>['database'];
  let cleanup: () => void;
  let db: Kysely<Database>;
  let people = 0;

  /** A customer with one USD account holding `usd`: ids of the customer and the account. */
  async function customer(usd: string) {
    const userId = `batch-${++people}`;
    await insertCustomerRow(db, { id: userId, email: `${userId}@batches.test`, createdAt: NOW });
    const account = `${userId}-USD`;
    await db
      .insertInto('accounts')
      .values({
        id: account,
        user_id: userId,
        public_id: `P-${account}`,
        type: 'CURRENT',
        type_public_name: 'Current',
        alias: null,
        currency: 'USD',
        amount: usd,
        status: 'ACTIVE',
        created_at: NOW,
      })
      .execute();
    return { userId, usd: account };
  }

  const transfer = (from: string, to: string, amount: string): NewTransaction => ({
    type: 'TRANSFER_BETWEEN_MEMBERS',
    method: 'INTERNAL',
    amount,
    currency: 'USD',
    legs: [
      { accountId: from, amount: `-${amount}` },
      { accountId: to, amount },
    ],
    createdAt: NOW,
  });

  const versions = (userId: string, accountIds: string[]) => plannedOn(db, userId, accountIds);

  /** A keyed posting with one statement in flight at most: those that wait go together. */
  const keyed = (
    input: NewTransaction,
    userId: string,
    expect: PlannedOn,
    key: string,
    count?: CountInStatement,
    inFlight = 1,
  ) =>
    postKeyedAtOnce(db, input, {
      key: { userId, key, fingerprint: `print-${key}` },
      expect,
      answer: ({ publicId }) => ({ publicId, key }),
      refusal: NOT_ENOUGH,
      count,
      inFlight,
    });

  /** What axia_post_keyed (or a batch, in an array) is given for a keyed transfer of 1.00. */
  const posting = (userId: string, from: string, to: string, plan: PlannedOn, key: string) =>
    keyedPosting(transfer(from, to, '1.00'), {
      key: { userId, key, fingerprint: key },
      expect: plan,
      answer: () => ({ key }),
      refusal: NOT_ENOUGH,
    }).p;
  /** The same, as JSON. */
  const postingDocument = (...args: Parameters<typeof posting>) => JSON.stringify(posting(...args));

  const balance = async (id: string) =>
    (
      await db
        .selectFrom('accounts')
        .select('amount')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).amount;
  const kept = async (userId: string) =>
    (
      await db
        .selectFrom('idempotency_keys')
        .select(['key', 'status_code'])
        .where('user_id', '=', userId)
        .orderBy('key')
        .execute()
    ).map((k) => `${k.key} ${k.status_code}`);
  const postingsOf = async (accountId: string) =>
    Number(
      (
        await db
          .selectFrom('postings')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('account_id', '=', accountId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    ({ database, cleanup } = await migratedDatabase());
    db = database.db;
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    cleanup?.();
  });

  it('sends one posting at once and alone, and those that arrive meanwhile together, each with its own outcome', async () => {
    const queue = keyedPostings(db, 1);
    const ann = await customer('100.00');
    const bob = await customer('0');
    const cat = await customer('3.00');
    const dan = await customer('50.00');
    const eve = await customer('20.00');
    const annPlan = await versions(ann.userId, [ann.usd, bob.usd]);
    const catPlan = await versions(cat.userId, [cat.usd, bob.usd]);
    const danPlan = await versions(dan.userId, [dan.usd, bob.usd]);
    const evePlan = await versions(eve.userId, [eve.usd, bob.usd]);
    // ann's key-0 was answered before; dan's plan is out of date (his account was renamed since it was read);
    // eve's window allows one move more than she has made.
    expect(
      (await keyed(transfer(ann.usd, bob.usd, '1.00'), ann.userId, annPlan, 'ann-0')).outcome,
    ).toBe('posted');
    await db.updateTable('accounts').set({ alias: 'Renamed' }).where('id', '=', dan.usd).execute();
    const window = {
      key: `moneyMovesPerCustomer:${eve.userId}`,
      now: '2026-11-21T12:00:00.000Z',
      since: '2026-11-21T11:59:00.000Z',
      max: 1,
    };
    const eveFirst = { window, counted: false };
    const eveSecond = { window, counted: false };

    const sentBefore = { ...queue.sent };
    const outcomes = await Promise.all([
      keyed(transfer(ann.usd, bob.usd, '10.00'), ann.userId, annPlan, 'ann-1'),
      keyed(transfer(cat.usd, bob.usd, '5.00'), cat.userId, catPlan, 'cat-1'),
      keyed(transfer(ann.usd, bob.usd, '1.00'), ann.userId, annPlan, 'ann-0'),
      keyed(transfer(dan.usd, bob.usd, '7.00'), dan.userId, danPlan, 'dan-1'),
      keyed(transfer(eve.usd, bob.usd, '2.00'), eve.userId, evePlan, 'eve-1', eveFirst),
      keyed(transfer(eve.usd, bob.usd, '4.00'), eve.userId, evePlan, 'eve-2', eveSecond),
      keyed(transfer(ann.usd, bob.usd, '20.00'), ann.userId, annPlan, 'ann-2'),
    ]);
    expect(outcomes.map((o) => o.outcome)).toEqual([
      'posted',
      'refused',
      'kept',
      'changed',
      'posted',
      'limited',
      'posted',
    ]);
    // The first went alone; the six that waited for it went in one statement.
    expect({
      statements: queue.sent.statements - sentBefore.statements,
      batches: queue.sent.batches - sentBefore.batches,
      postings: queue.sent.postings - sentBefore.postings,
    }).toEqual({ statements: 2, batches: 1, postings: 7 });
    // ann: 1 + 10 + 20 moved; cat refused (her refusal kept); dan and eve's second wrote nothing but counts.
    expect(await balance(ann.usd)).toBe('69.00000');
    expect(await balance(bob.usd)).toBe('33.00000');
    expect(await balance(cat.usd)).toBe('3.00000');
    expect(await balance(dan.usd)).toBe('50.00000');
    expect(await balance(eve.usd)).toBe('18.00000');
    expect(await kept(ann.userId)).toEqual(['ann-0 200', 'ann-1 200', 'ann-2 200']);
    expect(await kept(cat.userId)).toEqual(['cat-1 422']);
    expect(await kept(dan.userId)).toEqual([]);
    expect(await kept(eve.userId)).toEqual(['eve-1 200']);
    expect([eveFirst.counted, eveSecond.counted]).toEqual([true, true]);
    expect(
      (
        await db
          .selectFrom('rate_limit_hits')
          .select('hits')
          .where('key', '=', window.key)
          .executeTakeFirstOrThrow()
      ).hits,
    ).toBe(2);
    expect(await postingsOf(ann.usd)).toBe(3);
    // ann-0's kept answer is the one its own posting kept.
    expect(outcomes[2]).toMatchObject({
      outcome: 'kept',
      fingerprint: 'print-ann-0',
      statusCode: 200,
    });
  });

  it('the postings that waited go to the database before the answers of the statement they waited for', async () => {
    // Answering is Node's work (the responses, the sockets): were it done first, the database would wait for it.
    const queue = keyedPostings(db, 1);
    const ann = await customer('100.00');
    const bob = await customer('0');
    const plan = await versions(ann.userId, [ann.usd, bob.usd]);
    const p = (key: string) => posting(ann.userId, ann.usd, bob.usd, plan, key);
    const before = queue.sent.statements;
    const first = queue.post(p('first')).then(() => queue.sent.statements - before);
    const waited = [queue.post(p('waited-1')), queue.post(p('waited-2'))];
    // When the first posting's answer is given, the batch of the two that waited has been sent.
    expect(await first).toBe(2);
    expect(await Promise.all(waited)).toEqual([{ outcome: 'posted' }, { outcome: 'posted' }]);
    expect(await balance(ann.usd)).toBe('97.00000');
  });

  it('a batch that is all posted is written at once, each balance running through the batch in order', async () => {
    const queue = keyedPostings(db, 1);
    const ann = await customer('10.00');
    const bob = await customer('0');
    const cat = await customer('5.00');
    const annPlan = await versions(ann.userId, [ann.usd, bob.usd]);
    const bobPlan = await versions(bob.userId, [bob.usd, ann.usd]);
    const catPlan = await versions(cat.userId, [cat.usd, ann.usd]);
    const window = {
      key: `moneyMovesPerCustomer:${ann.userId}`,
      now: '2026-11-21T12:00:00.000Z',
      since: '2026-11-21T11:59:00.000Z',
      max: 5,
    };
    const sentBefore = { ...queue.sent };
    const heard: string[] = [];
    const stopListening = database.listen(
      'bank_events',
      (userId) => heard.push(userId),
      () => {},
    );
    // Listening once a notice sent now is heard.
    await vi.waitFor(async () => {
      await sql`SELECT pg_notify('bank_events', 'probe')`.execute(db);
      expect(heard).toContain('probe');
    });
    // The first goes alone; the four that wait go together. bob's 2.50 is covered only by ann's 2.00 before it in
    // the batch (bob holds 1.00 when the batch starts).
    const outcomes = await Promise.all([
      keyed(transfer(ann.usd, bob.usd, '1.00'), ann.userId, annPlan, 'lead'),
      keyed(transfer(ann.usd, bob.usd, '2.00'), ann.userId, annPlan, 'k1', {
        window,
        counted: false,
      }),
      keyed(transfer(bob.usd, ann.usd, '2.50'), bob.userId, bobPlan, 'k2'),
      keyed(transfer(ann.usd, bob.usd, '3.00'), ann.userId, annPlan, 'k3', {
        window,
        counted: false,
      }),
      keyed(transfer(cat.usd, ann.usd, '4.00'), cat.userId, catPlan, 'k4'),
    ]);
    expect(outcomes.map((o) => o.outcome)).toEqual([
      'posted',
      'posted',
      'posted',
      'posted',
      'posted',
    ]);
    expect({
      statements: queue.sent.statements - sentBefore.statements,
      batches: queue.sent.batches - sentBefore.batches,
      postings: queue.sent.postings - sentBefore.postings,
    }).toEqual({ statements: 2, batches: 1, postings: 5 });
    expect(await balance(ann.usd)).toBe('10.50000');
    expect(await balance(bob.usd)).toBe('3.50000');
    expect(await balance(cat.usd)).toBe('1.00000');
    // Each posting's balance after it, in the order they were written.
    const after = async (accountId: string) =>
      (
        await db
          .selectFrom('postings')
          .select('balance_after')
          .where('account_id', '=', accountId)
          .orderBy('id')
          .execute()
      ).map((p) => p.balance_after);
    expect(await after(ann.usd)).toEqual(['9.00000', '7.00000', '9.50000', '6.50000', '10.50000']);
    expect(await after(bob.usd)).toEqual(['1.00000', '3.00000', '0.50000', '3.50000']);
    expect(await after(cat.usd)).toEqual(['1.00000']);
    // Each transaction's postings: one leg out, one in, on the transaction the key's answer names.
    const legsOf = async (key: string, userId: string) => {
      const answer = await db
        .selectFrom('idempotency_keys')
        .select(['response', 'status_code'])
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      const { publicId } = answer.response as { publicId: string };
      const rows = await db
        .selectFrom('postings')
        .innerJoin('transactions', 'transactions.id', 'postings.transaction_id')
        .select(['postings.account_id', 'postings.amount'])
        .where('transactions.public_id', '=', publicId)
        .orderBy('postings.id')
        .execute();
      return [answer.status_code, ...rows.map((r) => `${r.account_id} ${r.amount}`)];
    };
    // A transaction's postings are written in its accounts' id order (as single postings write them): the ids hold
    // the customers' numbers, so the expected legs are put in that order by sorting them.
    expect(await legsOf('k2', bob.userId)).toEqual([
      200,
      ...[`${ann.usd} 2.50000`, `${bob.usd} -2.50000`].sort(),
    ]);
    expect(await legsOf('k4', cat.userId)).toEqual([
      200,
      ...[`${ann.usd} 4.00000`, `${cat.usd} -4.00000`].sort(),
    ]);
    // ann's two counted moves, in one window.
    expect(
      (
        await db
          .selectFrom('rate_limit_hits')
          .select('hits')
          .where('key', '=', window.key)
          .executeTakeFirstOrThrow()
      ).hits,
    ).toBe(2);
    // ann's live events: one per transaction, each with her balance after it.
    const events = await db
      .selectFrom('bank_events')
      .select(['payload', 'status'])
      .where('user_id', '=', ann.userId)
      .orderBy('id')
      .execute();
    // Each customer is told: cat only by the batch.
    await vi.waitFor(() =>
      expect(new Set(heard.filter((id) => id !== 'probe'))).toEqual(
        new Set([ann.userId, bob.userId, cat.userId]),
      ),
    );
    await stopListening();
    // Only her own account's balance: never bob's or cat's, though their accounts are in her transactions.
    expect(events.map((e) => [e.status, e.payload.balances])).toEqual([
      ['COMPLETED', { [ann.usd]: '9.00000' }],
      ['COMPLETED', { [ann.usd]: '7.00000' }],
      ['COMPLETED', { [ann.usd]: '9.50000' }],
      ['COMPLETED', { [ann.usd]: '6.50000' }],
      ['COMPLETED', { [ann.usd]: '10.50000' }],
    ]);
  });

  it('a batch in which a later posting is not covered after the earlier ones posts them one at a time', async () => {
    const ann = await customer('5.00');
    const bob = await customer('0');
    const plan = await versions(ann.userId, [ann.usd, bob.usd]);
    const outcomes = await Promise.all([
      keyed(transfer(ann.usd, bob.usd, '1.00'), ann.userId, plan, 'lead'),
      keyed(transfer(ann.usd, bob.usd, '3.00'), ann.userId, plan, 'covered'),
      keyed(transfer(ann.usd, bob.usd, '3.00'), ann.userId, plan, 'not-covered'),
    ]);
    expect(outcomes.map((o) => o.outcome)).toEqual(['posted', 'posted', 'refused']);
    expect(await balance(ann.usd)).toBe('1.00000');
    expect(await kept(ann.userId)).toEqual(['covered 200', 'lead 200', 'not-covered 422']);
  });

  it('a key sent twice in one batch posts once: the second gets the first one’s answer', async () => {
    const ann = await customer('100.00');
    const bob = await customer('0');
    const plan = await versions(ann.userId, [ann.usd, bob.usd]);
    const [, first, second] = await Promise.all([
      keyed(transfer(ann.usd, bob.usd, '1.00'), ann.userId, plan, 'lead'),
      keyed(transfer(ann.usd, bob.usd, '3.00'), ann.userId, plan, 'twice'),
      keyed(transfer(ann.usd, bob.usd, '3.00'), ann.userId, plan, 'twice'),
    ]);
    expect(first).toMatchObject({ outcome: 'posted', answer: { key: 'twice' } });
    expect(second).toMatchObject({ outcome: 'kept', statusCode: 200 });
    expect((second as { response: unknown }).response).toEqual(
      (first as { answer: unknown }).answer,
    );
    expect(await balance(ann.usd)).toBe('96.00000');
    expect(await postingsOf(ann.usd)).toBe(2);
  });

  it('a posting in error fails its batch: each is then sent alone, and only that one fails', async () => {
    const queue = keyedPostings(db, 1);
    const ann = await customer('100.00');
    const bob = await customer('0');
    const plan = await versions(ann.userId, [ann.usd, bob.usd]);
    // Two internal accounts (they may go below zero) and a leg beyond what the amount column holds (38 digits).
    const from = await internalAccount(db, 'FX', 'USD');
    const to = await internalAccount(db, 'FEES', 'USD');
    const huge = `1${'0'.repeat(40)}`;
    const overflow: NewTransaction = {
      ...transfer(from, to, '1.00'),
      legs: [
        { accountId: from, amount: `-${huge}` },
        { accountId: to, amount: huge },
      ],
    };
    const sentBefore = { ...queue.sent };
    const outcomes = await Promise.allSettled([
      keyed(transfer(ann.usd, bob.usd, '1.00'), ann.userId, plan, 'alone-first'),
      keyed(transfer(ann.usd, bob.usd, '2.00'), ann.userId, plan, 'in-batch-1'),
      keyed(overflow, ann.userId, plan, 'overflow'),
      keyed(transfer(ann.usd, bob.usd, '4.00'), ann.userId, plan, 'in-batch-2'),
    ]);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value.outcome : 'error'))).toEqual([
      'posted',
      'posted',
      'error',
      'posted',
    ]);
    // The one in error fails with its own statement's error.
    expect(outcomes[2]).toMatchObject({
      status: 'rejected',
      reason: { message: expect.stringMatching(/numeric field overflow/) },
    });
    // The batch of three failed; then each of them went alone.
    expect({
      statements: queue.sent.statements - sentBefore.statements,
      batches: queue.sent.batches - sentBefore.batches,
      alone: queue.sent.alone - sentBefore.alone,
    }).toEqual({ statements: 5, batches: 1, alone: 4 });
    expect(await balance(ann.usd)).toBe('93.00000');
    expect(await kept(ann.userId)).toEqual(['alone-first 200', 'in-batch-1 200', 'in-batch-2 200']);
  });

  it('with two lanes, a customer’s postings keep to one lane and another customer’s go beside them', async () => {
    const queue = keyedPostings(db, 2);
    const ann = await customer('100.00');
    let bob = await customer('0');
    // A customer in the other lane (a few tries: customers spread over the lanes).
    for (let tries = 0; tries < 20 && laneOf(bob.userId, 2) === laneOf(ann.userId, 2); tries++)
      bob = await customer('0');
    expect(laneOf(bob.userId, 2)).not.toBe(laneOf(ann.userId, 2));
    await db.updateTable('accounts').set({ amount: '100.00' }).where('id', '=', bob.usd).execute();
    const annPlan = await versions(ann.userId, [ann.usd, bob.usd]);
    const bobPlan = await versions(bob.userId, [bob.usd, ann.usd]);
    const sentBefore = { ...queue.sent };
    const outcomes = await Promise.all([
      keyed(transfer(ann.usd, bob.usd, '1.00'), ann.userId, annPlan, 'ann-1', undefined, 2),
      keyed(transfer(ann.usd, bob.usd, '2.00'), ann.userId, annPlan, 'ann-2', undefined, 2),
      keyed(transfer(ann.usd, bob.usd, '3.00'), ann.userId, annPlan, 'ann-3', undefined, 2),
      keyed(transfer(bob.usd, ann.usd, '4.00'), bob.userId, bobPlan, 'bob-1', undefined, 2),
    ]);
    expect(outcomes.map((o) => o.outcome)).toEqual(['posted', 'posted', 'posted', 'posted']);
    // ann's first alone, her next two together in her lane; bob's at once in his, not waiting for hers.
    expect({
      statements: queue.sent.statements - sentBefore.statements,
      batches: queue.sent.batches - sentBefore.batches,
      alone: queue.sent.alone - sentBefore.alone,
    }).toEqual({ statements: 3, batches: 1, alone: 2 });
    expect(await balance(ann.usd)).toBe('98.00000');
    expect(await balance(bob.usd)).toBe('102.00000');
  });

  it('a customer’s lane is the same every time, and customers spread over the lanes', () => {
    expect(laneOf('customer-1', 2)).toBe(laneOf('customer-1', 2));
    expect(laneOf('customer-1', 1)).toBe(0);
    const lanes = [0, 0, 0];
    for (let i = 0; i < 300; i++) lanes[laneOf(`customer-${i}`, 3)]! += 1;
    for (const count of lanes) expect(count).toBeGreaterThan(70);
  });

  it('a posting and a batch look every row up by its key: no table is read whole (migration 0030)', async () => {
    const ann = await customer('10.00');
    const bob = await customer('0');
    const plan = await versions(ann.userId, [ann.usd, bob.usd]);
    // More rows than a page, so that reading a whole table is a plan the planner could choose on its guesses.
    for (let i = 0; i < 3; i++) await customer('1.00');
    const document = (key: string) => postingDocument(ann.userId, ann.usd, bob.usd, plan, key);
    // In one transaction, so that its own counts of table reads can be read after it: one posting alone, then a
    // batch of two (written as a set, with the live events of them all). The connection's earlier counts are sent
    // on first: a transaction's counts include those not sent yet (PostgreSQL 15 sends them at most once a second).
    const { outcomes, wholeReads } = await db.connection().execute(async (conn) => {
      await sql`SELECT pg_stat_force_next_flush()`.execute(conn);
      return conn.transaction().execute(async (trx) => {
        const alone = await sql<{ result: { outcome: string } }>`
        SELECT axia_post_keyed(${document('alone')}::jsonb) AS result`.execute(trx);
        const batch = await sql<{ results: { outcome: string }[] }>`
        SELECT axia_post_keyed_batch(${`[${document('set-1')},${document('set-2')}]`}::jsonb) AS results`.execute(
          trx,
        );
        const reads = await sql<{ relname: string }>`
        SELECT relname FROM pg_stat_xact_user_tables WHERE seq_scan > 0 ORDER BY relname`.execute(
          trx,
        );
        return {
          outcomes: [alone.rows[0]!.result, ...batch.rows[0]!.results].map((r) => r.outcome),
          wholeReads: reads.rows.map((r) => r.relname),
        };
      });
    });
    expect(outcomes).toEqual(['posted', 'posted', 'posted']);
    expect(wholeReads).toEqual([]);
    expect(await balance(ann.usd)).toBe('7.00000');
  });

  it('a batch written as a set runs no trigger for its transaction rows, a posting alone does (migration 0032)', async () => {
    const ann = await customer('10.00');
    const bob = await customer('0');
    const plan = await versions(ann.userId, [ann.usd, bob.usd]);
    const document = (key: string) => postingDocument(ann.userId, ann.usd, bob.usd, plan, key);
    // The calls of the row trigger's function, counted in each transaction (track_functions, this connection only).
    const triggerCalls = await db.connection().execute(async (conn) => {
      await sql`SET track_functions = 'pl'`.execute(conn);
      // Each transaction's own counts: the earlier ones are sent on first (see the test above).
      const calls = async (statement: string, posting: string) => {
        await sql`SELECT pg_stat_force_next_flush()`.execute(conn);
        return conn.transaction().execute(async (trx) => {
          await sql`SELECT ${sql.raw(statement)}(${posting}::jsonb)`.execute(trx);
          const { rows } = await sql<{ calls: number }>`
            SELECT coalesce(sum(calls), 0)::int AS calls FROM pg_stat_xact_user_functions
            WHERE funcname = 'axia_transaction_event'`.execute(trx);
          return rows[0]!.calls;
        });
      };
      const batch = await calls(
        'axia_post_keyed_batch',
        `[${document('set-1')},${document('set-2')}]`,
      );
      const alone = await calls('axia_post_keyed', document('alone'));
      await sql`RESET track_functions`.execute(conn);
      return { batch, alone };
    });
    expect(triggerCalls).toEqual({ batch: 0, alone: 1 });
    expect(await balance(ann.usd)).toBe('7.00000');
  });

  it('after a batch written as a set, the rest of its database transaction has its live events as before', async () => {
    const ann = await customer('10.00');
    const bob = await customer('0');
    const plan = await versions(ann.userId, [ann.usd, bob.usd]);
    const document = (key: string) => postingDocument(ann.userId, ann.usd, bob.usd, plan, key);
    await db.transaction().execute(async (trx) => {
      await sql`SELECT axia_post_keyed_batch(${`[${document('set-1')},${document('set-2')}]`}::jsonb)`.execute(
        trx,
      );
      await sql`SELECT axia_post_keyed(${document('then')}::jsonb)`.execute(trx);
    });
    const events = await db
      .selectFrom('bank_events')
      .select('payload')
      .where('user_id', '=', bob.userId)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.payload.balances)).toEqual([
      { [bob.usd]: '1.00000' },
      { [bob.usd]: '2.00000' },
      { [bob.usd]: '3.00000' },
    ]);
  });

  it('with no statement limit (0) every posting is its own statement', async () => {
    const queue = keyedPostings(db, 0);
    const ann = await customer('10.00');
    const bob = await customer('0');
    const plan = await versions(ann.userId, [ann.usd, bob.usd]);
    const outcomes = await Promise.all(
      ['a', 'b', 'c'].map((key) =>
        postKeyedAtOnce(db, transfer(ann.usd, bob.usd, '1.00'), {
          key: { userId: ann.userId, key, fingerprint: key },
          expect: plan,
          answer: () => ({ key }),
          refusal: NOT_ENOUGH,
        }),
      ),
    );
    expect(outcomes.map((o) => o.outcome)).toEqual(['posted', 'posted', 'posted']);
    expect(queue.sent).toMatchObject({ statements: 3, batches: 0, alone: 3, postings: 3 });
  });
});
