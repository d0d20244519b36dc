import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AdjustableClock } from '../clock';
import { loadConfig } from '../config';
import { openDatabase, type BankDatabase } from '../db/open';
import { ensureDatabase, superviseBanks } from '../cluster';
import { withSecondUsdAccount } from '../sandbox/second-account';
import { findPgBin, startPrivateCluster, type PgCluster } from '../db/pg-cluster';
import type { Database } from '../db/schema';
import { DEMO_PASSWORD, DEMO_USERS, ensureSeeded } from '../sandbox/seed';
import { LIFTED_LIMITS, SETTING_KEY as RATE_LIMITS_SETTING } from '../limits';
import { buildServer } from '../server';
import { benchInsights } from './insights';
import { benchEvents } from './events';
import { benchFairness, fairnessTable, type FairnessRow } from './fairness';

// `npm run bench -w @axia/bank`: requests/s and p50/p99 latency of GET /api/account, of heavy@demo.test's history
// (GET /api/account/transaction, 100 a page: the first page and one deep in 10,000, with the total count), of
// InitiateAuth and of POST /api/transfer/between-accounts (same currency, and across currencies through the FX
// accounts), on PGlite and on PostgreSQL, with autocannon on loopback, each run bounded in time (BENCH_SECONDS,
// default 8). Every transfer carries its own Idempotency-Key, as the app sends them (exactly once is the path that
// counts). The transfers run again with three bank processes (dist/main.js, as `npm run cluster` runs them) on the
// same PostgreSQL cluster, the 10 connections split between them. Then, on that cluster, pgbench's TPC-B-like
// transaction (10 clients, 2 threads, the same duration), and the transfers per second as a share of its
// transactions per second.

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const port = Number(process.env.BENCH_PORT ?? 18080);
/** Only the calls whose name contains this (e.g. BENCH_ONLY=transfer); pgbench runs all the same. */
const only = process.env.BENCH_ONLY;
/** Only this engine (BENCH_ENGINE=pglite or postgres; both when unset). */
const engineOnly = process.env.BENCH_ENGINE;

interface Row {
  engine: string;
  call: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(engine: string, database: BankDatabase): Promise<Row[]> {
  const config = loadConfig({
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SANDBOX_ADMIN_TOKEN: 'bench',
  });
  const { app, ctx } = await buildServer({
    database,
    config,
    clock: new AdjustableClock(),
    logger: false,
  });
  await ensureSeeded(ctx);
  // The load is a handful of demo customers by design: the per-customer limits (src/limits) are lifted.
  await ctx.settings.set(RATE_LIMITS_SETTING, LIFTED_LIMITS);
  await app.listen({ host: '127.0.0.1', port });
  const url = `http://127.0.0.1:${port}`;
  const initiateAuth = (email: string) =>
    JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
    });
  // Sign-ins rotate over the demo users that sign in with a password alone, as many customers would; one
  // user's parallel tries are throttled by design (lockout budget).
  const signInEmails = DEMO_USERS.filter((u) => !u.totpSecret && !u.identityStatus).map(
    (u) => u.email,
  );
  let next = 0;
  const identityHeaders = {
    'content-type': 'application/x-amz-json-1.1',
    'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
  };
  const login = await fetch(`${url}/identity`, {
    method: 'POST',
    headers: identityHeaders,
    body: initiateAuth('ada@demo.test'),
  });
  const { AuthenticationResult } = (await login.json()) as {
    AuthenticationResult: { IdToken: string };
  };
  const heavyLogin = await fetch(`${url}/identity`, {
    method: 'POST',
    headers: identityHeaders,
    body: initiateAuth('heavy@demo.test'),
  });
  const heavyToken = ((await heavyLogin.json()) as { AuthenticationResult: { IdToken: string } })
    .AuthenticationResult.IdToken;
  const heavyUsd = await ctx.db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select('accounts.id')
    .where('users.email', '=', 'heavy@demo.test')
    .where('accounts.currency', '=', 'USD')
    .executeTakeFirstOrThrow();
  const history = (query: string) => ({
    url: `${url}/api/account/transaction?${query}`,
    headers: { authorization: `Bearer ${heavyToken}` },
  });
  const run = (call: string, options: autocannon.Options | autocannon.Options[]) =>
    load(engine, call, Array.isArray(options) ? options : [options]);
  const transfers = await transferSetup(ctx.db, [url], config.adminToken);
  const runs = [
    () =>
      run('GET /api/account', {
        url: `${url}/api/account`,
        headers: { authorization: `Bearer ${AuthenticationResult.IdToken}` },
      }),
    () =>
      run(
        'GET /api/account/transaction (heavy@, limit 100, offset 0, total count)',
        history('limit=100&offset=0&includeTotalCount=true'),
      ),
    () =>
      run(
        'GET /api/account/transaction (heavy@, limit 100, offset 9,000, total count)',
        history('limit=100&offset=9000&includeTotalCount=true'),
      ),
    () =>
      run(
        'GET /api/account/transaction (heavy@ USD account, limit 100, offset 4,000, total count)',
        history(`accountId=${heavyUsd.id}&limit=100&offset=4000&includeTotalCount=true`),
      ),
    () =>
      run('InitiateAuth', {
        url: `${url}/identity`,
        method: 'POST',
        headers: identityHeaders,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: initiateAuth(signInEmails[next++ % signInEmails.length]!),
            }),
          },
        ],
      }),
    () => run(TRANSFER_SAME, transfers.requests('same')),
    () => run(TRANSFER_FX, transfers.requests('fx')),
  ];
  const rows: Row[] = [];
  for (const measureOne of runs) {
    const row = await measureOne();
    if (row) rows.push(row);
  }
  rows.push(...(await benchInsights(engine, ctx, url, heavyToken)));
  fairness.push(
    ...(await benchFairness(engine, ctx, url, AuthenticationResult.IdToken, heavyToken)),
  );
  await app.close();
  return rows;
}

/** `call` for `seconds` with autocannon, one run per options at the same moment (several processes): summed. */
async function load(
  engine: string,
  call: string,
  options: autocannon.Options[],
): Promise<Row | null> {
  if (only && !call.includes(only)) return null;
  const results = await Promise.all(
    options.map((o) => autocannon({ connections: 10, duration: seconds, ...o })),
  );
  return {
    engine,
    call,
    rps: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}

async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'axiasandboxclient',
      AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
    }),
  });
  const body = (await res.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!body.AuthenticationResult)
    throw new Error(`bench sign-in ${email}: ${JSON.stringify(body)}`);
  return body.AuthenticationResult.IdToken;
}

/**
 * The transfers again with PROCESSES bank processes (dist/main.js, as `npm run cluster` runs them) on one database
 * of the same cluster, the 10 connections split between them.
 */
async function measureProcesses(cluster: PgCluster, processes: number): Promise<Row[]> {
  if (only && !TRANSFER_SAME.includes(only) && !TRANSFER_FX.includes(only)) return [];
  const databaseUrl = await ensureDatabase(cluster.url, 'bench_processes');
  const banks = superviseBanks({
    databaseUrl,
    ports: Array.from({ length: processes }, (_, i) => port + 1 + i),
    publicOrigin: `http://127.0.0.1:${port + 1}`,
    env: { SANDBOX_ADMIN_TOKEN: 'bench', BANK_DB_POOL_SIZE: '10' },
  });
  for (const bank of banks) bank.start();
  const database = await openDatabase({ databaseUrl });
  try {
    await Promise.all(banks.map((bank) => bank.waitReady(120_000)));
    // Before any process reads it (readiness does not): the load is a handful of customers by design.
    await database.db
      .insertInto('settings')
      .values({
        key: RATE_LIMITS_SETTING,
        value: JSON.stringify(LIFTED_LIMITS),
        updated_at: new Date(),
      })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(LIFTED_LIMITS) }))
      .execute();
    const engine = `PostgreSQL, ${processes} processes`;
    const transfers = await transferSetup(
      database.db,
      banks.map((b) => b.url),
      'bench',
    );
    const rows: Row[] = [];
    for (const kind of ['same', 'fx'] as const) {
      const row = await load(
        engine,
        kind === 'same' ? TRANSFER_SAME : TRANSFER_FX,
        transfers.requests(kind),
      );
      if (row) rows.push(row);
    }
    return rows;
  } finally {
    await Promise.all(banks.map((bank) => bank.stop()));
    await database.close();
  }
}

const TRANSFER_SAME = 'POST /api/transfer/between-accounts (same currency)';
const TRANSFER_FX = 'POST /api/transfer/between-accounts (USD ⇄ EUR, through FX)';
const TRANSFER_CUSTOMERS = 10;
/** The transfers' setupRequest, a file autocannon's workers load (dist/bench.js → src/bench/). */
const TRANSFER_REQUEST = fileURLToPath(
  new URL('../src/bench/transfer-request.cjs', import.meta.url),
);

/**
 * Transfers for the bench: 10 customers (copies of acme@demo.test, each with a second USD account funded from the
 * first), each request one customer's transfer of a small amount, back and forth so the balances last, each with
 * its own Idempotency-Key, as the app sends them (transfer-request.cjs). `urls`: the bank processes to load
 * (their connections split between them).
 */
async function transferSetup(db: Kysely<Database>, urls: string[], adminToken: string) {
  const url = urls[0]!;
  const customers: { token: string; usd: string; usd2: string; eur: string }[] = [];
  for (let i = 0; i < TRANSFER_CUSTOMERS; i++) {
    const email = `bench${i}@bench.test`;
    const made = await fetch(`${url}/sandbox/admin/customers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': adminToken },
      body: JSON.stringify({ like: 'acme@demo.test', email }),
    });
    if (!made.ok) throw new Error(`bench customer: ${made.status} ${await made.text()}`);
    const { usd, usd2, eur } = await withSecondUsdAccount(db, email, {
      prefix: 'bench',
      publicId: `USD9${String(i).padStart(9, '0')}`,
    });
    const IdToken = await signIn(url, email);
    customers.push({ token: IdToken, usd, usd2, eur });
    const funded = await fetch(`${url}/api/transfer/between-accounts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${IdToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fromAccountId: usd, toAccountId: usd2, amount: '5000' }),
    });
    if (!funded.ok) throw new Error(`bench funding: ${funded.status} ${await funded.text()}`);
  }
  return {
    /**
     * The load runs in 2 worker threads (autocannon's workers, 5 connections each), as pgbench's clients run
     * outside the server: the bank's event loop serves requests and does not also generate them.
     */
    requests(kind: 'same' | 'fx'): autocannon.Options[] {
      process.env.BENCH_TRANSFER_CUSTOMERS = JSON.stringify(customers);
      process.env.BENCH_TRANSFER_KIND = kind;
      return urls.map((target, i) => ({
        url: `${target}/api/transfer/between-accounts`,
        method: 'POST',
        // 10 connections in all, split between the processes.
        connections: Math.floor(10 / urls.length) + (i < 10 % urls.length ? 1 : 0),
        workers: urls.length === 1 ? 2 : 1,
        requests: [{ setupRequest: TRANSFER_REQUEST as never }],
      }));
    },
  };
}

/**
 * pgbench's TPC-B-like transaction on the cluster the bank's PostgreSQL rows ran on (its own database, scale 1):
 * 10 clients, 2 threads, `seconds` long. Returns its transactions per second, or null without pgbench.
 */
function pgbench(cluster: PgCluster): number | null {
  const bin = findPgBin();
  if (!bin) return null;
  const { hostname, port } = new URL(cluster.url);
  const connection = ['-h', hostname, '-p', port, '-U', 'postgres'];
  execFileSync(`${bin}/createdb`, [...connection, 'pgbench'], { stdio: 'pipe' });
  execFileSync(`${bin}/pgbench`, ['-i', '-q', ...connection, 'pgbench'], { stdio: 'pipe' });
  const out = execFileSync(
    `${bin}/pgbench`,
    ['-b', 'tpcb-like', '-c', '10', '-j', '2', '-T', String(seconds), ...connection, 'pgbench'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const tps = /tps = ([\d.]+)/.exec(out);
  return tps ? Number(tps[1]) : null;
}

/** Issue 44's fair reads, per engine (fairness.ts). */
const fairness: FairnessRow[] = [];
const rows: Row[] = [];
if (engineOnly !== 'postgres') {
  const dir = mkdtempSync(join(tmpdir(), 'axia-bench-'));
  try {
    const pglite = await openDatabase({ dataDir: dir });
    rows.push(...(await measure('PGlite', pglite)));
    await pglite.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
let pgbenchTps: number | null = null;
const cluster = engineOnly === 'pglite' ? null : startPrivateCluster({ maxConnections: 100 });
if (cluster) {
  try {
    const postgres = await openDatabase({ databaseUrl: cluster.url });
    rows.push(...(await measure('PostgreSQL, 1 process', postgres)));
    await postgres.close();
    rows.push(...(await measureProcesses(cluster, 3)));
    pgbenchTps = pgbench(cluster);
  } finally {
    cluster.stop();
  }
} else {
  if (engineOnly !== 'pglite')
    console.log('PostgreSQL is not installed here: PostgreSQL rows skipped.');
}

console.log(`\n${seconds} s per run, 10 connections, loopback\n`);
console.log('| engine | call | requests/s | p50 ms | p99 ms | errors |');
console.log('|---|---|---:|---:|---:|---:|');
for (const r of rows)
  console.log(`| ${r.engine} | ${r.call} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
if (pgbenchTps !== null) {
  console.log(
    `\npgbench -b tpcb-like -c 10 -j 2 -T ${seconds} (same PostgreSQL cluster, scale 1): ${Math.round(pgbenchTps)} tps`,
  );
  console.log('\n| engine | transfers | transfers/s | share of pgbench tps |');
  console.log('|---|---|---:|---:|');
  for (const r of rows.filter((x) => x.call === TRANSFER_SAME || x.call === TRANSFER_FX))
    console.log(
      `| ${r.engine} | ${r.call === TRANSFER_SAME ? 'same currency' : 'USD ⇄ EUR'} | ${r.rps} | ${Math.round((100 * r.rps) / pgbenchTps)} % |`,
    );
}
if (fairness.length > 0) console.log(fairnessTable(fairness));
console.log(await benchEvents());
