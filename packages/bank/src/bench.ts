import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdjustableClock } from './clock';
import { loadConfig } from './config';
import { openDatabase, type BankDatabase } from './db/open';
import { startPrivateCluster } from './db/pg-cluster';
import { DEMO_PASSWORD, DEMO_USERS, ensureSeeded } from './sandbox/seed';
import { buildServer } from './server';

// `npm run bench -w @axia/bank`: requests/s and p50/p99 latency of GET /api/account, of heavy@demo.test's history
// (GET /api/account/transaction, 100 a page: the first page and one deep in 10,000, with the total count) and of
// InitiateAuth, on PGlite and on PostgreSQL, with autocannon on loopback, each run bounded in time (BENCH_SECONDS, default 8).

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const port = Number(process.env.BENCH_PORT ?? 18080);

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
  const rows = [
    await run('GET /api/account', {
      url: `${url}/api/account`,
      headers: { authorization: `Bearer ${AuthenticationResult.IdToken}` },
    }),
    await run(
      'GET /api/account/transaction (heavy@, limit 100, offset 0, total count)',
      history('limit=100&offset=0&includeTotalCount=true'),
    ),
    await run(
      'GET /api/account/transaction (heavy@, limit 100, offset 9,000, total count)',
      history('limit=100&offset=9000&includeTotalCount=true'),
    ),
    await run(
      'GET /api/account/transaction (heavy@ USD account, limit 100, offset 4,000, total count)',
      history(`accountId=${heavyUsd.id}&limit=100&offset=4000&includeTotalCount=true`),
    ),
    await run('InitiateAuth', {
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
  ];
  await app.close();
  return rows;
}

const rows: Row[] = [];
const dir = mkdtempSync(join(tmpdir(), 'axia-bench-'));
try {
  const pglite = await openDatabase({ dataDir: dir });
  rows.push(...(await measure('PGlite', pglite)));
  await pglite.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const cluster = startPrivateCluster();
if (cluster) {
  try {
    const postgres = await openDatabase({ databaseUrl: cluster.url });
    rows.push(...(await measure('PostgreSQL', postgres)));
    await postgres.close();
  } finally {
    cluster.stop();
  }
} else {
  console.log('PostgreSQL is not installed here: PostgreSQL rows skipped.');
}

console.log(`\n${seconds} s per run, 10 connections, loopback\n`);
console.log('| engine | call | requests/s | p50 ms | p99 ms | errors |');
console.log('|---|---|---:|---:|---:|---:|');
for (const r of rows)
  console.log(`| ${r.engine} | ${r.call} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
