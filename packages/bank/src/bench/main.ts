import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdjustableClock } from '../clock';
import { loadConfig } from '../config';
import { openDatabase, type BankDatabase } from '../db/open';
import { startPrivateCluster } from '../db/pg-cluster';
import { DEMO_PASSWORD, DEMO_USERS, ensureSeeded } from '../sandbox/seed';
import { LIFTED_LIMITS, SETTING_KEY as RATE_LIMITS_SETTING } from '../limits';
import { buildServer } from '../server';
import { benchInsights } from './insights';
import { benchEvents } from './events';
import { TRANSFER_FX, TRANSFER_SAME, transferSetup } from './transfers';
import { benchFairness, fairnessTable, type FairnessRow } from './fairness';

// `npm run bench -w @axia/bank`: requests/s and p50/p99 latency of GET /api/account, of heavy@demo.test's history
// (GET /api/account/transaction, 100 a page: the first page and one deep in 10,000, with the total count), of
// InitiateAuth and of POST /api/transfer/between-accounts (same currency, and across currencies through the FX
// accounts), on PGlite and on PostgreSQL, with autocannon on loopback, each run bounded in time (BENCH_SECONDS,
// default 8). Every transfer carries its own Idempotency-Key, as the app sends them (exactly once is the path that
// counts). Then fair reads (fairness.ts) and live events (events.ts). The transfers against pgbench, with several
// processes and more clients, are ratio.ts (`npm run bench:ratio`).

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const port = Number(process.env.BENCH_PORT ?? 18080);
/** Only the calls whose name contains this (e.g. BENCH_ONLY=transfer). */
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
const cluster = engineOnly === 'pglite' ? null : startPrivateCluster({ maxConnections: 100 });
if (cluster) {
  try {
    const postgres = await openDatabase({ databaseUrl: cluster.url });
    rows.push(...(await measure('PostgreSQL', postgres)));
    await postgres.close();
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
console.log(
  '\nTransfers against pgbench (alternating windows, 1 and 3 processes, 16 and 64 clients): npm run bench:ratio',
);
if (fairness.length > 0) console.log(fairnessTable(fairness));
console.log(await benchEvents());
