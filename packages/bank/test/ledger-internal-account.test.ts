import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, internalAccount } from '../src/modules/ledger/post';
import { engine, engineUnavailable, migratedDatabase } from './migrated-database';

// An internal account (the FX, fee, vendor … accounts) is made on its first use, inside the posting's transaction.
// Concurrent transfers on a fresh database use it first at the same moment: on PostgreSQL the later inserts found
// the row's public_id taken by an uncommitted twin and failed with a unique violation (a 500 in the 1,000
// concurrent transfers of transfer-concurrency.test.ts, once in a CI run), because only the id was the conflict's
// target. On PGlite (one connection) the transactions run one after another: the test passes there by design.

describe.skipIf(engineUnavailable)(`an internal account's first use (${engine})`, () => {
  let database: Awaited<ReturnType<typeof migratedDatabase>>['database'];
  let cleanup: () => void;
  beforeAll(async () => {
    ({ database, cleanup } = await migratedDatabase());
  });
  afterAll(async () => {
    await database?.close();
    cleanup?.();
  });

  it('is made once when eight transactions use it first at the same moment, none failing', async () => {
    for (let round = 0; round < 25; round++) {
      await database.db.deleteFrom('accounts').where('id', '=', 'internal-FX-GBP').execute();
      const ids = await Promise.all(
        Array.from({ length: 8 }, () =>
          inTransaction(database.db, async (trx) => {
            const id = await internalAccount(trx, 'FX', 'GBP');
            // Held open a moment, as a transfer's transaction is while it posts.
            await sql`select pg_sleep(0.005)`.execute(trx);
            return id;
          }),
        ),
      );
      expect(ids).toEqual(Array(8).fill('internal-FX-GBP'));
    }
    const made = await database.db
      .selectFrom('accounts')
      .select(['id', 'public_id', 'user_id', 'amount'])
      .where('purpose', '=', 'FX')
      .where('currency', '=', 'GBP')
      .execute();
    expect(made).toEqual([
      { id: 'internal-FX-GBP', public_id: 'INTERNAL-FX-GBP', user_id: null, amount: '0.00000' },
    ]);
  });
});
