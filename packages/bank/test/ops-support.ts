import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { FixedClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { openDatabase, type BankDatabase } from '../src/db/open';
import { TEST_PASSWORD_COST } from '../src/identity/password';
import { DEMO_PASSWORD, ensureSeeded } from '../src/sandbox/seed';
import { buildServer } from '../src/server';
import { buildEntries } from './build-entry';
import { engine, newPostgresDatabase } from './harness';

// The operator's commands (src/ops/cli.ts) as `npm run audit|backup|restore` runs them: a separate process built
// from the source (as production-mode.test.ts builds main.ts), on a database of this run's engine that the test
// seeds and changes directly.

export const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** Builds ops.js into its own folder of dist/ (ignored by git; the bundle finds the package's node_modules). */
export async function buildOps(): Promise<{ script: string; remove: () => void }> {
  const outDir = join(packageDir, 'dist', `.ops-${crypto.randomUUID()}`);
  await buildEntries({ ops: 'src/ops/cli.ts' }, outDir);
  return {
    script: join(outDir, 'ops.js'),
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}

export interface OpsRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node <script> ...args` with exactly `env` (and PATH); resolves when it exits. */
export function runOps(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: packageDir,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', APP_DIST_DIR: '', ...env },
  });
  const run: OpsRun = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  return new Promise<OpsRun>((resolve) => child.on('exit', (code) => resolve({ ...run, code })));
}

/** A database the commands reach by `env` (DATABASE_URL or BANK_DATA_DIR), and the test by `open`. */
export interface OpsDatabase {
  env: Record<string, string>;
  open: () => Promise<BankDatabase>;
  cleanup: () => void;
}

/** An empty database of this run's engine: a new PostgreSQL database, or a new (not yet created) PGlite dir. */
export async function emptyDatabase(): Promise<OpsDatabase> {
  if (engine === 'postgres') {
    const url = await newPostgresDatabase();
    return {
      env: { DATABASE_URL: url },
      open: () => openDatabase({ databaseUrl: url }),
      cleanup() {},
    };
  }
  const parent = mkdtempSync(join(tmpdir(), 'axia-ops-'));
  const dir = join(parent, 'bank');
  return {
    env: { BANK_DATA_DIR: dir },
    open: () => openDatabase({ dataDir: dir }),
    cleanup: () => rmSync(parent, { recursive: true, force: true }),
  };
}

/** A database of this run's engine with the sandbox's demo users and their money (the seed), then closed. */
export async function seededDatabase(): Promise<OpsDatabase> {
  const database = await emptyDatabase();
  if (database.env.BANK_DATA_DIR)
    cpSync(inject('pgliteTemplate'), database.env.BANK_DATA_DIR, { recursive: true });
  const opened = await database.open();
  try {
    const config = {
      ...loadConfig({ LOG_LEVEL: 'silent', APP_DIST_DIR: '' }),
      passwordCost: TEST_PASSWORD_COST,
    };
    const { app, ctx } = await buildServer({
      database: opened,
      config,
      clock: new FixedClock(new Date('2026-11-21T12:00:00Z')),
      logger: false,
    });
    await ensureSeeded(ctx, DEMO_PASSWORD);
    await app.close();
  } finally {
    await opened.close();
  }
  return database;
}

/** Every account's balance, by id: what a restore must bring back exactly. */
export async function balances(db: BankDatabase['db']) {
  const rows = await db.selectFrom('accounts').select(['id', 'amount']).orderBy('id').execute();
  return Object.fromEntries(rows.map((row) => [row.id, row.amount]));
}

/** The id of a demo customer's USD account. */
export async function usdAccountOf(db: BankDatabase['db'], email: string): Promise<string> {
  const account = await db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select('accounts.id')
    .where('users.email', '=', email)
    .where('accounts.currency', '=', 'USD')
    .executeTakeFirstOrThrow();
  return account.id;
}
