import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metered } from '../src/db/metered';
import type { BankDatabase } from '../src/db/open';
import { engine, engineUnavailable, freshDatabase } from './harness';

// db/metered.ts (issue 44): the database time a piece of work holds connections for, charged to a customer's
// expensive reads. Held time is counted, waiting for the connection is not.

let database: BankDatabase;
let cleanup: () => void;

describe.skipIf(engineUnavailable)(`database time meter (${engine})`, () => {
  beforeAll(async () => {
    ({ database, cleanup } = await freshDatabase());
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    cleanup?.();
  });

  it("counts a query's time, a transaction's whole hold, and nothing outside the meter", async () => {
    const meter = { heldMs: 0 };
    await metered(meter, async () => {
      await sql`select pg_sleep(0.2)`.execute(database.db);
    });
    expect(meter.heldMs).toBeGreaterThanOrEqual(200);
    const afterQuery = meter.heldMs;
    // Work outside the meter adds nothing to it.
    await sql`select pg_sleep(0.1)`.execute(database.db);
    expect(meter.heldMs).toBe(afterQuery);
    // A transaction holds its connection from its first statement to its end, idle time included.
    const inTransaction = { heldMs: 0 };
    await metered(inTransaction, () =>
      database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await new Promise((resolve) => setTimeout(resolve, 150));
        await sql`select 1`.execute(trx);
      }),
    );
    expect(inTransaction.heldMs).toBeGreaterThanOrEqual(150);
    // Two meters at once each count their own.
    const [a, b] = [{ heldMs: 0 }, { heldMs: 0 }];
    await Promise.all([
      metered(a, async () => void (await sql`select pg_sleep(0.1)`.execute(database.db))),
      metered(b, async () => void (await sql`select 1`.execute(database.db))),
    ]);
    expect(a.heldMs).toBeGreaterThanOrEqual(100);
    expect(b.heldMs).toBeGreaterThan(0);
  });

  it.runIf(engine === 'pglite')(
    "does not charge the time spent waiting for PGlite's one connection",
    async () => {
      // Another piece of work holds the connection (a transaction) until the metered read has waited 400 ms.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let holding = () => {};
      const started = new Promise<void>((resolve) => (holding = resolve));
      const other = database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        holding();
        await held;
      });
      await started;
      const meter = { heldMs: 0 };
      const began = performance.now();
      const read = metered(meter, async () => {
        await sql`select 1`.execute(database.db);
      });
      setTimeout(release, 400);
      await Promise.all([read, other]);
      const waited = performance.now() - began;
      expect(waited).toBeGreaterThanOrEqual(400);
      // The read's own statement, not the 400 ms behind the other work.
      expect(meter.heldMs).toBeLessThan(waited - 300);
    },
  );
});
