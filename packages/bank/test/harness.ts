import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { inject } from 'vitest';
import { FixedClock } from '../src/clock';
import { loadConfig, type BankConfig } from '../src/config';
import { openDatabase } from '../src/db/open';
import { TEST_PASSWORD_COST } from '../src/identity/password';
import { LIFTED_LIMITS, SETTING_KEY as RATE_LIMITS_SETTING } from '../src/limits';
import { buildServer } from '../src/server';
import { closeAnswerLog, installAnswerCheck } from './openapi-answers';

export const engine = (process.env.BANK_TEST_ENGINE ?? 'pglite') as 'pglite' | 'postgres';
/** True when this run cannot use its engine (PostgreSQL not installed): suites skip with a notice. */
export const engineUnavailable = engine === 'postgres' && !inject('pgAdminUrl');

/** A port nobody listens on now, on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/** A new, empty database on the run's PostgreSQL cluster: its URL. */
export async function newPostgresDatabase(): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const name = `axia_test_${crypto.randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

/** A new database of this run's engine (a PGlite template copy or a new PostgreSQL database). */
export async function freshDatabase(options: { migrateTo?: string } = {}) {
  if (engine === 'postgres') {
    // A call queued for a connection waits as long as a test may take, not the 5 s a loaded production bank answers
    // 503 after: 1,000 concurrent transfers on a busy 2-core machine queued past 5 s (479 answered 503 once).
    const database = await openDatabase({
      databaseUrl: await newPostgresDatabase(),
      connectWaitMs: 120_000,
      ...options,
    });
    return { database, cleanup: () => {} };
  }
  const dir = mkdtempSync(join(tmpdir(), 'axia-pglite-'));
  cpSync(inject('pgliteTemplate'), dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir, ...options });
  return { database, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A bank over a fresh database with `config` exactly as given (a mode loadConfig makes), called in-process
 * (`app.inject`), on a fixed clock; `log`, when given, collects its log lines.
 */
export async function inProcessBank(config: BankConfig, log?: string[]) {
  const { database, cleanup } = await freshDatabase();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log?.push(chunk.toString());
      done();
    },
  });
  const clock = new FixedClock(new Date('2026-11-21T12:00:00Z'));
  const { app, ctx } = await buildServer({
    database,
    config,
    clock,
    logger: log ? { stream } : false,
  });
  await app.ready();
  return {
    app,
    ctx,
    clock,
    close: async () => {
      await app.close();
      await database.close();
      cleanup();
    },
  };
}

export interface TestBank {
  url: string;
  config: BankConfig;
  clock: FixedClock;
  app: Awaited<ReturnType<typeof buildServer>>['app'];
  ctx: Awaited<ReturnType<typeof buildServer>>['ctx'];
  /** What /readyz reports (the entry point sets `started` once it has seeded). */
  readiness: Awaited<ReturnType<typeof buildServer>>['readiness'];
  /** The live events' hub (src/events): its open streams. */
  events: Awaited<ReturnType<typeof buildServer>>['events'];
  close(): Promise<void>;
}

/**
 * A real bank on a loopback port over a fresh database (PGlite copy or a new PostgreSQL database). `overrides`
 * replace parts of the configuration loaded from `env`. The port is chosen before the bank is built (its origin is
 * the token issuer), so another socket may take it in between (an outgoing connection's ephemeral port): the start
 * is then tried again on another port.
 */
export async function startTestBank(
  env: Record<string, string> = {},
  overrides: Partial<BankConfig> = {},
  attempt = 1,
): Promise<TestBank> {
  const port = await freePort();
  const loaded = loadConfig({
    PORT: String(port),
    SANDBOX_ADMIN_TOKEN: 'test-admin',
    // Errors only: an answer of 500 is logged with the error behind it (the bank's own error handler), so a
    // failure explains itself in the test output; nothing else is.
    LOG_LEVEL: 'error',
    ...env,
  });
  const config = {
    ...loaded,
    // A local bank hashes passwords at the tests' low cost (1/32 of the work): every sign-up, sign-in and wrong
    // password of a suite would otherwise spend ~0.1 s of a core (seconds each on a loaded machine) on strength no
    // test here is about. A bank outside local refuses it, so those keep the real cost; a test about the real cost
    // passes { passwordCost: PASSWORD_COST } (test/identity-password-cost.test.ts).
    ...(loaded.environment === 'local' ? { passwordCost: TEST_PASSWORD_COST } : {}),
    ...overrides,
  };
  const clock = new FixedClock(new Date(env.NOW ?? '2026-11-21T12:00:00Z'));
  const { database, cleanup } = await freshDatabase();
  const { app, ctx, readiness, events } = await buildServer({ database, config, clock });
  // Every test of a file calls from 127.0.0.1 at one instant of a fixed clock, as a handful of customers: the rate
  // limits (src/limits) would be one budget for the whole file. They are lifted here; test/rate-limits.test.ts
  // sets them back (the setting `rateLimits`) and tests each one.
  await ctx.settings.set(RATE_LIMITS_SETTING, LIFTED_LIMITS);
  // Every answer under /api is checked against the OpenAPI document; close() fails on any that broke it.
  const answers = installAnswerCheck(app);
  try {
    await app.listen({ host: '127.0.0.1', port });
  } catch (error) {
    await app.close();
    await database.close();
    cleanup();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE' && attempt < 5)
      return startTestBank(env, overrides, attempt + 1);
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    clock,
    app,
    ctx,
    readiness,
    events,
    close: async () => {
      await app.close();
      await database.close();
      cleanup();
      closeAnswerLog(answers);
    },
  };
}

/** A POST to the sandbox's back office (the admin surface), with the bank's admin token. */
export async function adminCall(bank: TestBank, path: string, body: unknown) {
  const res = await fetch(`${bank.url}/sandbox/admin${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': bank.config.adminToken },
    body: JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as any };
}

/** An account's balance as the database holds it. */
export async function accountBalance(bank: Pick<TestBank, 'ctx'>, id: string) {
  const row = await bank.ctx.db
    .selectFrom('accounts')
    .select('amount')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.amount;
}

/** How many rows a ledger table holds (a refusal adds none). */
export async function rowCount(bank: TestBank, table: 'transactions' | 'postings') {
  return Number(
    (
      await bank.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}
