import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AdjustableClock } from './clock';
import { loadConfig } from './config';
import { openDatabase, type BankDatabase } from './db/open';
import { findPgBin, startPrivateCluster, type PgCluster } from './db/pg-cluster';
import { DEMO_PASSWORD, DEMO_USERS, ensureSeeded } from './sandbox/seed';
import type { BankContext } from './context';
import { buildServer } from './server';

// `npm run bench -w @axia/bank`: requests/s and p50/p99 latency of GET /api/account, of heavy@demo.test's history
// (GET /api/account/transaction, 100 a page: the first page and one deep in 10,000, with the total count), of
// InitiateAuth and of POST /api/transfer/between-accounts (same currency, and across currencies through the FX
// accounts), on PGlite and on PostgreSQL, with autocannon on loopback, each run bounded in time (BENCH_SECONDS,
// default 8). Then, on the same PostgreSQL cluster, pgbench's TPC-B-like transaction (10 clients, 2 threads, the
// same duration), and the transfers per second as a share of its transactions per second.

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
  const run = async (call: string, options: autocannon.Options) => {
    if (only && !call.includes(only)) return null;
    const result = await autocannon({ connections: 10, duration: seconds, ...options });
    return {
      engine,
      call,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
  };
  const transfers = await transferSetup(ctx, url, config.adminToken);
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
  await app.close();
  return rows;
}

const TRANSFER_SAME = 'POST /api/transfer/between-accounts (same currency)';
const TRANSFER_FX = 'POST /api/transfer/between-accounts (USD ⇄ EUR, through FX)';
const TRANSFER_CUSTOMERS = 10;
/** The transfers' setupRequest, a file autocannon's workers load (dist/bench.js → src/). */
const TRANSFER_REQUEST = fileURLToPath(
  new URL('../src/bench-transfer-request.cjs', import.meta.url),
);

/**
 * Transfers for the bench: 10 customers (copies of acme@demo.test, each with a second USD account funded from the
 * first), each request one customer's transfer of a small amount, back and forth so the balances last, without an
 * Idempotency-Key (bench-transfer-request.cjs).
 */
async function transferSetup(ctx: BankContext, url: string, adminToken: string) {
  const customers: { token: string; usd: string; usd2: string; eur: string }[] = [];
  for (let i = 0; i < TRANSFER_CUSTOMERS; i++) {
    const email = `bench${i}@bench.test`;
    const made = await fetch(`${url}/sandbox/admin/customers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': adminToken },
      body: JSON.stringify({ like: 'acme@demo.test', email }),
    });
    if (!made.ok) throw new Error(`bench customer: ${made.status} ${await made.text()}`);
    const user = await ctx.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const accounts = await ctx.db
      .selectFrom('accounts')
      .select(['id', 'currency'])
      .where('user_id', '=', user.id)
      .execute();
    const usd = accounts.find((a) => a.currency === 'USD')!.id;
    const eur = accounts.find((a) => a.currency === 'EUR')!.id;
    const usd2 = `bench-usd2-${user.id}`;
    await ctx.db
      .insertInto('accounts')
      .values({
        id: usd2,
        user_id: user.id,
        public_id: `USD9${String(i).padStart(9, '0')}`,
        type: 'CURRENT',
        type_public_name: 'US Dollar Account',
        alias: 'Bench',
        currency: 'USD',
        amount: '0',
        status: 'ACTIVE',
        created_at: ctx.clock.now(),
      })
      .execute();
    const { IdToken } = await ctx.tokens.issue(
      { sub: user.id, email, given_name: user.first_name, family_name: user.last_name },
      { withRefresh: false },
    );
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
    requests(kind: 'same' | 'fx'): autocannon.Options {
      process.env.BENCH_TRANSFER_CUSTOMERS = JSON.stringify(customers);
      process.env.BENCH_TRANSFER_KIND = kind;
      return {
        url: `${url}/api/transfer/between-accounts`,
        method: 'POST',
        workers: 2,
        requests: [{ setupRequest: TRANSFER_REQUEST as never }],
      };
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
const cluster = engineOnly === 'pglite' ? null : startPrivateCluster();
if (cluster) {
  try {
    const postgres = await openDatabase({ databaseUrl: cluster.url });
    rows.push(...(await measure('PostgreSQL', postgres)));
    await postgres.close();
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
