import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditFrom } from '../src/modules/ledger/post';
import { engine, engineUnavailable } from './harness';
import {
  balances,
  buildOps,
  emptyDatabase,
  runOps,
  seededDatabase,
  usdAccountOf,
  type OpsDatabase,
} from './ops-support';

// Issue 39 #6: `npm run backup -w @axia/bank` and `npm run restore -w @axia/bank` (src/ops/backup.ts). A backup,
// then a change (a deposit), then a restore into a fresh database gives the books as at the backup: every balance,
// no trace of the change, the ledger audit clean. A restore never overwrites a database that holds data unless told
// (--force), and says what it did. PostgreSQL: pg_dump -Fc / pg_restore; PGlite: its data dir's tarball.

let ops: Awaited<ReturnType<typeof buildOps>>;
const folder = mkdtempSync(join(tmpdir(), 'axia-backups-'));
const databases: OpsDatabase[] = [];

beforeAll(async () => {
  ops = await buildOps();
}, 120_000);
afterAll(() => {
  ops.remove();
  for (const database of databases) database.cleanup();
  rmSync(folder, { recursive: true, force: true });
});

/** The books of a database: its balances and how many transactions it holds. */
async function books(database: OpsDatabase) {
  const opened = await database.open();
  try {
    const { n } = await opened.db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return { balances: await balances(opened.db), transactions: Number(n) };
  } finally {
    await opened.close();
  }
}

/** A deposit of 250 USD to ada@demo.test: the change made after the backup. */
async function deposit(database: OpsDatabase) {
  const opened = await database.open();
  try {
    const accountId = await usdAccountOf(opened.db, 'ada@demo.test');
    await creditFrom(opened.db, 'SANDBOX_FUNDING', {
      accountId,
      amount: '250',
      type: 'EXTERNAL_TRANSACTION',
      method: 'SANDBOX',
      title: 'Deposit after the backup',
      createdAt: new Date('2026-11-21T13:00:00Z'),
    });
    return accountId;
  } finally {
    await opened.close();
  }
}

describe.skipIf(engineUnavailable)(`npm run backup and restore (${engine})`, () => {
  it('backup, a change, restore into a fresh database: the books as at the backup, the audit clean', async () => {
    const source = await seededDatabase();
    databases.push(source);
    const atBackup = await books(source);
    expect(atBackup.transactions).toBeGreaterThan(0);

    const file = join(folder, engine === 'postgres' ? 'bank.dump' : 'bank.tar.gz');
    const backedUp = await runOps(ops.script, ['backup', file], source.env);
    expect(backedUp.stderr).toBe('');
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toContain(`into ${file} (`);
    expect(backedUp.stdout).toContain(
      engine === 'postgres'
        ? '--format=custom'
        : `Backed up PGlite ${source.env.BANK_DATA_DIR} (its data dir as a gzipped tarball`,
    );
    expect(statSync(file).size).toBeGreaterThan(1000);
    // Nothing half-written is left beside it.
    expect(readdirSync(dirname(file))).toEqual([file.split('/').pop()]);

    const changed = await deposit(source);
    const afterChange = await books(source);
    expect(afterChange.transactions).toBe(atBackup.transactions + 1);
    expect(afterChange.balances[changed]).not.toBe(atBackup.balances[changed]);

    const fresh = await emptyDatabase();
    databases.push(fresh);
    const restored = await runOps(ops.script, ['restore', file], fresh.env);
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toContain(
      engine === 'postgres'
        ? `Restored ${file}: restored into the empty PostgreSQL `
        : `Restored ${file}: restored into the new PGlite ${fresh.env.BANK_DATA_DIR}`,
    );
    // The restore ends with the audit of what it restored.
    expect(restored.stdout).toMatch(/^ledger audit: OK$/m);
    expect(restored.code).toBe(0);
    expect(await books(fresh)).toEqual(atBackup);

    // Into the changed database: refused without --force, and nothing changed.
    const refused = await runOps(ops.script, ['restore', file], source.env);
    expect(refused.stderr).toMatch(
      engine === 'postgres'
        ? /^PostgreSQL \S+ as postgres is not empty \(\d+ tables\): restore into a new, empty database/
        : new RegExp(
            `^${source.env.BANK_DATA_DIR} already holds a database: restore into another BANK_DATA_DIR`,
          ),
    );
    expect(refused.code).toBe(2);
    expect(await books(source)).toEqual(afterChange);

    // With --force: the database as at the backup again (PGlite keeps the replaced one beside it).
    const forced = await runOps(ops.script, ['restore', file, '--force'], source.env);
    expect(forced.stderr).toBe('');
    expect(forced.stdout).toMatch(
      engine === 'postgres'
        ? /^Restored \S+: replaced the \d+ tables of PostgreSQL /m
        : /^Restored \S+: replaced PGlite \S+ \(the database it held is now \S+\.before-restore-\w+: delete it/m,
    );
    expect(forced.stdout).toMatch(/^ledger audit: OK$/m);
    expect(forced.code).toBe(0);
    expect(await books(source)).toEqual(atBackup);
  }, 240_000);

  it('refuses a backup of the other engine, and a missing file, saying why', async () => {
    const fresh = await emptyDatabase();
    databases.push(fresh);
    const other = join(folder, 'other');
    writeFileSync(other, engine === 'postgres' ? Buffer.from([0x1f, 0x8b, 8, 0, 0]) : 'PGDMP...');
    const run = await runOps(ops.script, ['restore', other], fresh.env);
    expect(run.stderr).toContain(
      engine === 'postgres'
        ? "is not a pg_dump custom-format backup (it is a PGlite data dir's)"
        : 'is not a PGlite backup (it is a pg_dump of PostgreSQL: set DATABASE_URL',
    );
    expect(run.code).toBe(2);
    const none = await runOps(ops.script, ['restore'], fresh.env);
    expect(none.stderr).toContain('restore needs the backup file');
    expect(none.code).toBe(2);
    if (fresh.env.BANK_DATA_DIR) expect(existsSync(fresh.env.BANK_DATA_DIR)).toBe(false);
  });
});
