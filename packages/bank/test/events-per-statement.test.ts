import { sql, type Kysely, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { internalAccount, postTransaction, type NewTransaction } from '../src/modules/ledger/post';
import { insertCustomerRow } from './customer-row';
import { engine, engineUnavailable, migratedDatabase } from './migrated-database';

// The live events a posting writes (migration 0027, issue 44): one `bank_events` row per customer and transaction,
// written once for the statement's postings instead of once per posting row, with the customer's own accounts at
// their last balance. What a stream then sends is tested through the API (api-events.test.ts).

const NOW = new Date('2026-11-21T12:00:00Z');

describe.skipIf(engineUnavailable)(`a posting's live events (${engine})`, () => {
  let database: Awaited<ReturnType<typeof migratedDatabase>>['database'];
  let cleanup: () => void;
  let db: Kysely<Database>;
  let people = 0;

  /** A customer with one account per given currency and balance: the accounts' ids by currency. */
  async function customer(balances: Record<string, string>) {
    const userId = `events-${++people}`;
    await insertCustomerRow(db, { id: userId, email: `${userId}@events.test`, createdAt: NOW });
    const ids: Record<string, string> = {};
    for (const [currency, amount] of Object.entries(balances)) {
      const id = `${userId}-${currency}`;
      await db
        .insertInto('accounts')
        .values({
          id,
          user_id: userId,
          public_id: `P-${id}`,
          type: 'CURRENT',
          type_public_name: 'Current',
          alias: null,
          currency,
          amount,
          status: 'ACTIVE',
          created_at: NOW,
        })
        .execute();
      ids[currency] = id;
    }
    return { userId, ...ids } as { userId: string } & Record<string, string>;
  }

  /** The engine's counts of bank_events rows inserted and updated (the pending ones of this backend). */
  const written = async (trx: Transaction<Database>) => {
    const { rows } = await sql<{ inserted: string; updated: string }>`
      SELECT pg_stat_get_xact_tuples_inserted('bank_events'::regclass) AS inserted,
             pg_stat_get_xact_tuples_updated('bank_events'::regclass) AS updated`.execute(trx);
    return { inserted: Number(rows[0]!.inserted), updated: Number(rows[0]!.updated) };
  };

  /**
   * Posts `input` in a database transaction and reads, before it commits, the bank_events rows the posting inserted
   * and updated (the counts after less the counts before: PGlite keeps them across transactions) and the events it
   * wrote; then rolls it back.
   */
  async function eventsOf(input: NewTransaction) {
    let seen: { inserted: number; updated: number; events: unknown[] } | undefined;
    await db
      .transaction()
      .execute(async (trx: Transaction<Database>) => {
        const before = await written(trx);
        const { id } = await postTransaction(trx, input);
        const after = await written(trx);
        const events = await trx
          .selectFrom('bank_events')
          .select(['user_id', 'type', 'entity_id', 'status', 'payload'])
          .where('entity_id', '=', id)
          .orderBy('user_id')
          .execute();
        seen = {
          inserted: after.inserted - before.inserted,
          updated: after.updated - before.updated,
          events,
        };
        throw new Error('roll back');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'roll back') throw error;
      });
    return seen!;
  }

  beforeAll(async () => {
    ({ database, cleanup } = await migratedDatabase());
    db = database.db;
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    cleanup?.();
  });

  it('through FX: one event for the customer, written by the transaction and once more by its four postings', async () => {
    const ann = await customer({ USD: '100.00', EUR: '0' });
    const fxUsd = await internalAccount(db, 'FX', 'USD');
    const fxEur = await internalAccount(db, 'FX', 'EUR');
    const seen = await eventsOf({
      type: 'TRANSFER_BETWEEN_ACCOUNTS',
      method: 'INTERNAL',
      amount: '10',
      currency: 'USD',
      userId: ann.userId,
      legs: [
        { accountId: ann.USD!, amount: '-10' },
        { accountId: fxUsd, amount: '10' },
        { accountId: fxEur, amount: '-9' },
        { accountId: ann.EUR!, amount: '9' },
      ],
      createdAt: NOW,
    });
    // 0019's row trigger updated it once per posting of hers: 2 (the FX accounts have no owner; checked).
    expect({ inserted: seen.inserted, updated: seen.updated }).toEqual({ inserted: 1, updated: 1 });
    expect(seen.events).toEqual([
      {
        user_id: ann.userId,
        type: 'transaction',
        entity_id: expect.any(String),
        status: 'COMPLETED',
        payload: { balances: { [ann.USD!]: '90.00000', [ann.EUR!]: '9.00000' } },
      },
    ]);
  });

  it('to another customer, two legs of one account: each customer once, each with their last balance only', async () => {
    const ann = await customer({ USD: '100.00' });
    const bob = await customer({ USD: '0' });
    const seen = await eventsOf({
      type: 'TRANSFER_BETWEEN_MEMBERS',
      method: 'INTERNAL',
      amount: '10',
      currency: 'USD',
      userId: ann.userId,
      legs: [
        { accountId: ann.USD!, amount: '-6' },
        { accountId: ann.USD!, amount: '-4' },
        { accountId: bob.USD!, amount: '10' },
      ],
      createdAt: NOW,
    });
    // Ann's event made by the transaction and updated once by the postings (0019: twice), Bob's made by them.
    expect({ inserted: seen.inserted, updated: seen.updated }).toEqual({ inserted: 2, updated: 1 });
    expect(seen.events).toEqual([
      {
        user_id: ann.userId,
        type: 'transaction',
        entity_id: expect.any(String),
        status: 'COMPLETED',
        payload: { balances: { [ann.USD!]: '90.00000' } },
      },
      {
        user_id: bob.userId,
        type: 'transaction',
        entity_id: expect.any(String),
        status: 'COMPLETED',
        payload: { balances: { [bob.USD!]: '10.00000' } },
      },
    ]);
  });
});
