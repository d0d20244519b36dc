import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { TEST_PASSWORD_COST } from '../src/identity/password';
import { buildServer } from '../src/server';
import { engine, engineUnavailable, freePort } from './harness';
import { buildOps, runOps, seededDatabase, usdAccountOf, type OpsDatabase } from './ops-support';

// Issue 39 #7: `npm run audit -w @axia/bank` (src/ops/cli.ts) audits any bank's database directly — DATABASE_URL's
// PostgreSQL, a production bank's included (there is no sandbox route there), or BANK_DATA_DIR's PGlite — and exits
// 0 on a clean ledger, 1 with the finding printed on a broken one, 2 when it cannot audit (and says why). A PGlite
// dir held by a running local sandbox bank is audited through that bank's back office; without one, it says to stop
// the bank.

/** A production bank's settings (as production-mode.test.ts starts one): no sandbox, so no back office. */
const PRODUCTION = {
  APP_ENVIRONMENT: 'production',
  PUBLIC_ORIGIN: 'https://bank.example',
  USER_POOL_ID: 'eu-west-1_AbC123',
  USER_POOL_CLIENT_ID: 'prodclient1234',
  MAIL_SMTP_URL: 'smtps://bank:smtp-password@smtp.invalid:465',
  MAIL_FROM: 'Axia <no-reply@bank.example>',
};

let ops: Awaited<ReturnType<typeof buildOps>>;
let database: OpsDatabase;
/** A customer account of the seed, which the broken ledger below changes. */
let accountId: string;

beforeAll(async () => {
  ops = await buildOps();
  if (engineUnavailable) return;
  database = await seededDatabase();
  const opened = await database.open();
  try {
    accountId = await usdAccountOf(opened.db, 'acme@demo.test');
  } finally {
    await opened.close();
  }
}, 120_000);
afterAll(() => {
  ops.remove();
  database?.cleanup();
});

/** Moves the account's balance by `delta` without a posting: the ledger no longer adds up. */
async function nudgeBalance(delta: string) {
  const opened = await database.open();
  try {
    await opened.db
      .updateTable('accounts')
      .set((eb) => ({ amount: eb('amount', '+', delta) }))
      .where('id', '=', accountId)
      .execute();
  } finally {
    await opened.close();
  }
}

describe.skipIf(engineUnavailable)(`npm run audit on the database itself (${engine})`, () => {
  const env = () => (engine === 'postgres' ? { ...PRODUCTION, ...database.env } : database.env);
  const source = () =>
    engine === 'postgres'
      ? /^Ledger audit of PostgreSQL 127\.0\.0\.1:\d+\/axia_test_\w+ as postgres$/m
      : new RegExp(`^Ledger audit of PGlite ${database.env.BANK_DATA_DIR}$`, 'm');

  it(`a clean ledger: exit 0${engine === 'postgres' ? ', from a production configuration' : ''}`, async () => {
    const run = await runOps(ops.script, ['audit'], env());
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(source());
    expect(run.stdout).toMatch(/^unbalanced transactions: 0$/m);
    expect(run.stdout).toMatch(/^balances that are not the sum of their legs: 0$/m);
    expect(run.stdout).toMatch(/^ledger audit: OK$/m);
    expect(run.code).toBe(0);
  });

  it('a balance that is not the sum of its legs: exit 1, the account and its figures printed', async () => {
    await nudgeBalance('1');
    try {
      const run = await runOps(ops.script, ['audit'], env());
      expect(run.stdout).toMatch(source());
      expect(run.stdout).toMatch(/^balances that are not the sum of their legs: 1$/m);
      expect(run.stdout).toMatch(
        new RegExp(`^  ${accountId}: balance 12501\\.750*, legs 12500\\.750*$`, 'm'),
      );
      expect(run.stdout).toMatch(/^ledger audit: FAILED$/m);
      expect(run.code).toBe(1);
    } finally {
      await nudgeBalance('-1');
    }
    expect((await runOps(ops.script, ['audit'], env())).code).toBe(0);
  });
});

describe.skipIf(engine !== 'postgres' || engineUnavailable)(
  'npm run audit on an unreachable PostgreSQL',
  () => {
    it('exit 2 and why, without the password', async () => {
      const port = await freePort();
      const run = await runOps(ops.script, ['audit'], {
        DATABASE_URL: `postgres://bank:db-secret-pw@127.0.0.1:${port}/bank`,
      });
      expect(run.stderr).toContain(`Cannot read PostgreSQL 127.0.0.1:${port}/bank as bank: `);
      expect(run.stderr).not.toContain('db-secret-pw');
      expect(run.code).toBe(2);
    });
  },
);

describe.skipIf(engine !== 'pglite')('npm run audit on a PGlite dir a running bank holds', () => {
  it("asks a local sandbox bank's back office; without the sandbox, says to stop the bank", async () => {
    const opened = await database.open();
    const port = await freePort();
    const config = {
      ...loadConfig({ LOG_LEVEL: 'silent', APP_DIST_DIR: '', PORT: String(port) }),
      passwordCost: TEST_PASSWORD_COST,
    };
    const { app } = await buildServer({
      database: opened,
      config,
      clock: new FixedClock(new Date('2026-11-21T12:00:00Z')),
      logger: false,
    });
    try {
      await app.listen({ host: '127.0.0.1', port });
      const bankUrl = `http://127.0.0.1:${port}`;
      const through = await runOps(ops.script, ['audit'], { ...database.env, BANK_URL: bankUrl });
      expect(through.stdout).toContain(
        `Ledger audit of PGlite ${database.env.BANK_DATA_DIR}, through the running bank's back office at ` +
          `${bankUrl} (process ${process.pid})`,
      );
      expect(through.stdout).toMatch(/^ledger audit: OK$/m);
      expect(through.code).toBe(0);

      const refused = await runOps(ops.script, ['audit'], { ...database.env, SANDBOX: '0' });
      expect(refused.stderr).toContain(
        `The data directory ${database.env.BANK_DATA_DIR} is in use by process ${process.pid} (a running bank, ` +
          `without the sandbox's back office to ask): stop it (kill ${process.pid}) and run the audit again`,
      );
      expect(refused.code).toBe(2);
    } finally {
      await app.close();
      await opened.close();
    }
  });

  it('no database in BANK_DATA_DIR: exit 2, and no database made there', async () => {
    const run = await runOps(ops.script, ['audit'], { BANK_DATA_DIR: '/nonexistent/axia-bank' });
    expect(run.stderr).toContain('There is no database in /nonexistent/axia-bank');
    expect(run.code).toBe(2);
  });
});
