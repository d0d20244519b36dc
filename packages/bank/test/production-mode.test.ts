import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open';
import { buildEntries } from './build-entry';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/sandbox/seed';
import { engine, engineUnavailable, freePort, newPostgresDatabase, startTestBank } from './harness';

// Issue 26 #1: the bank PROCESS (src/main.ts, built here as `npm start` builds it) refuses to start in production
// with each unsafe setting, saying which; with a correct production configuration it serves no sandbox path, no
// sandbox identity endpoint, and seeds no demo user; it serves the API's OpenAPI document (issue 32).
// Issue 39 #7: a bank outside local keeps its money in PostgreSQL (DATABASE_URL), never PGlite; so the processes
// that start here run in the PostgreSQL pass of the suite (BANK_TEST_ENGINE=postgres), and the PGlite pass checks
// only the refusals, which open no database.

const packageDir = fileURLToPath(new URL('..', import.meta.url));
/** Inside dist/ (ignored by git) so the bundle finds the package's node_modules. */
const outDir = join(packageDir, 'dist', `.production-mode-${crypto.randomUUID()}`);

/** A correct production configuration: an external user pool at a dummy https issuer (nothing is fetched to start). */
const PRODUCTION = {
  APP_ENVIRONMENT: 'production',
  // Nothing connects to refuse a setting; a bank that starts is given its own database (processDatabase).
  DATABASE_URL: 'postgres://bank:db-password@db.invalid:5432/bank',
  PUBLIC_ORIGIN: 'https://bank.example',
  IDENTITY_PROVIDER: 'external',
  USER_POOL_ID: 'eu-west-1_AbC123',
  USER_POOL_CLIENT_ID: 'prodclient1234',
  IDENTITY_ISSUER: 'https://issuer.invalid/eu-west-1_AbC123',
  // Nothing is sent to start: the bank connects when it mails.
  MAIL_SMTP_URL: 'smtps://bank:smtp-password@smtp.invalid:465',
  MAIL_FROM: 'Axia <no-reply@bank.example>',
};

/** Bank processes still running: stopped after the file whatever happened (a failed test leaves none behind). */
const running = new Set<ChildProcess>();

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts the built bank with exactly `env` (and PATH); resolves when it exits, or when stdout shows `until`. */
function runBank(env: Record<string, string>, until?: string) {
  const child = spawn(process.execPath, [join(outDir, 'main.js')], {
    cwd: packageDir,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', APP_DIST_DIR: '', ...env },
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  const run: Run = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  const exited = new Promise<Run>((resolve) =>
    child.on('exit', (code) => resolve({ ...run, code })),
  );
  const started = new Promise<Run>((resolve) => {
    if (!until) return;
    child.stdout.on('data', () => {
      if (run.stdout.includes(until)) resolve(run);
    });
  });
  return {
    /** The run once listening (or its exit, if it never gets there). */
    ready: Promise.race([started, exited]),
    exited,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A bank process outside local runs on PostgreSQL only: the PGlite pass skips the tests that start one. */
const noPostgres = engine !== 'postgres' || engineUnavailable;

/** A new PostgreSQL database for the process (the run's cluster). */
async function processDatabase(): Promise<{
  env: Record<string, string>;
  open: () => ReturnType<typeof openDatabase>;
  cleanup: () => void;
}> {
  const url = await newPostgresDatabase();
  return {
    env: { DATABASE_URL: url },
    open: () => openDatabase({ databaseUrl: url }),
    cleanup() {},
  };
}

beforeAll(async () => {
  await buildEntries({ main: 'src/main.ts' }, outDir);
}, 120_000);
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(outDir, { recursive: true, force: true });
});

describe('the bank process refuses to start with an unsafe production setting', () => {
  it.each<[string, Record<string, string>, string]>([
    [
      'APP_ENVIRONMENT=production and nothing else',
      { APP_ENVIRONMENT: 'production' },
      'PUBLIC_ORIGIN is required with APP_ENVIRONMENT=production',
    ],
    [
      'the sandbox switched on',
      { ...PRODUCTION, SANDBOX: '1' },
      'SANDBOX=1 is refused with APP_ENVIRONMENT=production',
    ],
    [
      'the default admin token',
      { ...PRODUCTION, SANDBOX_ADMIN_TOKEN: 'sandbox-admin' },
      'SANDBOX_ADMIN_TOKEN must not be the public default "sandbox-admin"',
    ],
    [
      'a short admin token',
      { ...PRODUCTION, SANDBOX_ADMIN_TOKEN: 'short-secret' },
      'SANDBOX_ADMIN_TOKEN must be at least 32 characters with APP_ENVIRONMENT=production',
    ],
    [
      'the sandbox identity',
      { ...PRODUCTION, IDENTITY_PROVIDER: 'sandbox' },
      'IDENTITY_PROVIDER=sandbox is refused with APP_ENVIRONMENT=production',
    ],
    [
      'no user pool',
      { ...PRODUCTION, USER_POOL_ID: '' },
      'USER_POOL_ID is required with IDENTITY_PROVIDER=external',
    ],
    [
      'no user pool client',
      { ...PRODUCTION, USER_POOL_CLIENT_ID: '' },
      'USER_POOL_CLIENT_ID is required with IDENTITY_PROVIDER=external',
    ],
    [
      'an http issuer',
      { ...PRODUCTION, IDENTITY_ISSUER: 'http://issuer.invalid/eu-west-1_AbC123' },
      'IDENTITY_ISSUER must be an https URL with APP_ENVIRONMENT=production',
    ],
    [
      "no SMTP server for the bank's code mails",
      { ...PRODUCTION, MAIL_SMTP_URL: '' },
      'MAIL_SMTP_URL is required with the sandbox off and APP_ENVIRONMENT=production',
    ],
    [
      'SMTP without a sender',
      { ...PRODUCTION, MAIL_FROM: '' },
      'MAIL_FROM is required with MAIL_SMTP_URL',
    ],
    [
      'PUBLIC_ORIGIN not https',
      { ...PRODUCTION, PUBLIC_ORIGIN: 'http://bank.example' },
      'PUBLIC_ORIGIN must be https with APP_ENVIRONMENT=production',
    ],
    [
      'no DATABASE_URL (PGlite in BANK_DATA_DIR, which has no fsync)',
      { ...PRODUCTION, DATABASE_URL: '' },
      'DATABASE_URL is required with APP_ENVIRONMENT=production',
    ],
  ])('%s', async (_what, env, message) => {
    const bank = runBank({ ...env, BANK_DATA_DIR: join(outDir, 'never-opened') }, 'Axia ');
    // A bank that starts after all is stopped here (the test fails on its exit code).
    const run = (await bank.ready).code === null ? await bank.stop() : await bank.exited;
    expect(run.stderr).toContain(`Cannot start the bank: ${message}`);
    expect(run.code).toBe(1);
    // The database's password is never quoted.
    expect(run.stderr).not.toContain('db-password');
  });
});

describe.skipIf(noPostgres)('a correct production configuration (postgres)', () => {
  /** Every /sandbox route a local sandbox bank registers, as [method, path] (parameters filled in). */
  const sandboxRoutes: [string, string][] = [];
  beforeAll(async () => {
    const local = await startTestBank();
    try {
      // printRoutes draws Fastify's radix tree: each line's segment follows its parent's (4 columns a level).
      const parents: string[] = [];
      for (const line of local.app.printRoutes({ commonPrefix: false }).split('\n')) {
        const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
        if (!match) continue;
        const depth = match[1]!.length / 4;
        const path = (parents[depth - 1] ?? '') + match[2]!;
        parents[depth] = path;
        if (!path.startsWith('/sandbox') || !match[3]) continue;
        for (const method of match[3].split(', ').filter((m) => m !== 'HEAD'))
          sandboxRoutes.push([method, path.replace(/:\w+/g, 'x').replace(/\*$/, 'x')]);
      }
    } finally {
      await local.close();
    }
  });

  it('serves no /sandbox path and no POST /identity, seeds and prints no demo user', async () => {
    expect(sandboxRoutes.length).toBeGreaterThan(20);
    expect(sandboxRoutes).toContainEqual(['POST', '/sandbox/admin/deposit']);
    expect(sandboxRoutes).toContainEqual(['GET', '/sandbox/mailbox']);
    const database = await processDatabase();
    const port = await freePort();
    const bank = runBank(
      { ...PRODUCTION, ...database.env, HOST: '127.0.0.1', PORT: String(port) },
      ' on https://bank.example',
    );
    try {
      const started = await bank.ready;
      expect(started.code, started.stderr).toBeNull();
      const url = `http://127.0.0.1:${port}`;
      for (const [method, path] of sandboxRoutes) {
        const res = await fetch(`${url}${path}?email=ada@demo.test`, {
          method,
          headers: { 'content-type': 'application/json', 'x-admin-token': 'sandbox-admin' },
          body: method === 'GET' ? undefined : JSON.stringify({ email: 'ada@demo.test' }),
        });
        expect([method, path, res.status]).toEqual([method, path, 404]);
      }
      const signIn = await fetch(`${url}/identity`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        body: JSON.stringify({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: PRODUCTION.USER_POOL_CLIENT_ID,
          AuthParameters: { USERNAME: DEMO_USERS[0]!.email, PASSWORD: DEMO_PASSWORD },
        }),
      });
      expect(signIn.status).toBe(404);
      // The API's OpenAPI document is served in production too (issue 32); its reference page is sandbox-only.
      const document = await fetch(`${url}/api/openapi.json`);
      expect(document.status).toBe(200);
      expect((await document.json()).openapi).toBe('3.1.0');
      const config = await (await fetch(`${url}/config.json`)).json();
      expect(config).toMatchObject({
        environment: 'production',
        userPoolId: PRODUCTION.USER_POOL_ID,
        userPoolClientId: PRODUCTION.USER_POOL_CLIENT_ID,
        userPoolEndpoint: null,
        apiBaseUrl: 'https://bank.example/api',
      });
    } finally {
      const run = await bank.stop();
      expect(run.stdout).not.toContain(DEMO_PASSWORD);
      expect(run.stdout).not.toContain('admin token');
      expect(run.stdout + run.stderr).not.toContain('smtp-password');
    }
    // No demo user (nor anyone) in the database the production bank opened.
    const opened = await database.open();
    try {
      for (const table of ['users', 'identity_users'] as const) {
        const rows = await opened.db.selectFrom(table).select('email').execute();
        expect([table, rows]).toEqual([table, []]);
      }
    } finally {
      await opened.close();
      database.cleanup();
    }
  });
});

// Issue 40, its last bullet: a dev/uat bank with SANDBOX=1 is reachable by anyone. The process prints neither its
// admin token nor the demo users' password (its log included), seeds no demo user unless SEED_DEMO=1 is given (then
// with SEED_DEMO_PASSWORD, never the published one), and its mailbox needs the token (sandbox-outside-local.test.ts
// has the rest).
describe.skipIf(noPostgres)('a uat sandbox (postgres)', () => {
  const TOKEN = 'uat-admin-token-of-forty-characters-xyz0';
  const SEED_PASSWORD = 'Uat-demo-password-7f3k';
  const UAT = {
    APP_ENVIRONMENT: 'uat',
    SANDBOX: '1',
    SANDBOX_ADMIN_TOKEN: TOKEN,
    PUBLIC_ORIGIN: 'https://uat.bank.example',
    IDENTITY_PROVIDER: 'sandbox',
    // The log too: nothing secret at the default level either.
    LOG_LEVEL: 'info',
  };

  /** A uat bank process on a database of its own with `env` besides UAT, once it has printed its demo users' line. */
  async function startUat(env: Record<string, string> = {}) {
    const database = await processDatabase();
    const port = await freePort();
    const bank = runBank(
      { ...UAT, ...database.env, HOST: '127.0.0.1', PORT: String(port), ...env },
      'Demo users',
    );
    const started = await bank.ready;
    expect(started.code, started.stderr).toBeNull();
    return { bank, database, url: `http://127.0.0.1:${port}` };
  }

  const signIn = (url: string, email: string, password: string) =>
    fetch(`${url}/identity`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: 'axiasandboxclient',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    });

  it('prints no admin token, seeds no demo user without SEED_DEMO=1, and its mailbox needs the token', async () => {
    const { bank, database, url } = await startUat();
    try {
      const mailbox = `${url}/sandbox/mailbox?email=${encodeURIComponent(DEMO_USERS[0]!.email)}`;
      const without = await fetch(mailbox);
      expect(without.status).toBe(401);
      expect(await without.json()).toEqual({
        statusCode: 401,
        message: 'A valid x-admin-token header is required',
      });
      const withToken = await fetch(mailbox, { headers: { 'x-admin-token': TOKEN } });
      expect(withToken.status).toBe(200);
      expect(await withToken.json()).toEqual([]);
    } finally {
      const run = await bank.stop();
      expect(run.stdout + run.stderr).not.toContain(TOKEN);
      expect(run.stdout + run.stderr).not.toContain(DEMO_PASSWORD);
    }
    const opened = await database.open();
    try {
      for (const table of ['users', 'identity_users'] as const) {
        const rows = await opened.db.selectFrom(table).select('email').execute();
        expect([table, rows]).toEqual([table, []]);
      }
    } finally {
      await opened.close();
      database.cleanup();
    }
  });

  it('with SEED_DEMO=1 seeds the demo users with SEED_DEMO_PASSWORD, printing neither it nor the token', async () => {
    const { bank, database, url } = await startUat({
      SEED_DEMO: '1',
      SEED_DEMO_PASSWORD: SEED_PASSWORD,
    });
    try {
      const email = DEMO_USERS[0]!.email;
      const published = await signIn(url, email, DEMO_PASSWORD);
      expect(published.status).toBe(400);
      expect(await published.json()).toMatchObject({ __type: 'NotAuthorizedException' });
      expect((await signIn(url, email, SEED_PASSWORD)).status).toBe(200);
    } finally {
      const run = await bank.stop();
      expect(run.stdout + run.stderr).not.toContain(TOKEN);
      expect(run.stdout + run.stderr).not.toContain(SEED_PASSWORD);
      database.cleanup();
    }
  }, 240_000);
});
