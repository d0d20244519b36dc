import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, DEMO_PASSWORD, loadConfig } from '../src/config';
import { createConfirmedIdentity } from '../src/identity/admin';
import { engine, engineUnavailable, inProcessBank } from './harness';

// Issue 40, its last bullet: a sandbox outside local is not an open door. A dev/uat bank with SANDBOX=1 is reachable
// by anyone: its mailbox (the codes of ForgotPassword) needs the back office's token, and the demo users are seeded
// only when asked for (SEED_DEMO=1), with a password of the operator's (SEED_DEMO_PASSWORD), never the published one.
// The bank process printing neither the token nor that password: production-mode.test.ts ('a uat sandbox').

const TOKEN = 'uat-admin-token-of-forty-characters-xyz0';
const SEED_PASSWORD = 'Uat-demo-password-7f3k';
/** A uat bank with the sandbox and its own identity (the least loadConfig accepts for one). */
const UAT = {
  APP_ENVIRONMENT: 'uat',
  DATABASE_URL: 'postgres://bank@db.example/bank',
  SANDBOX: '1',
  SANDBOX_ADMIN_TOKEN: TOKEN,
  PUBLIC_ORIGIN: 'https://uat.bank.example',
  IDENTITY_PROVIDER: 'sandbox',
  LOG_LEVEL: 'silent',
  APP_DIST_DIR: '',
};
/** The same uat bank with the sandbox off (an external pool, SMTP): SEED_DEMO=1 has no sandbox to seed. */
const UAT_SANDBOX_OFF = {
  APP_ENVIRONMENT: 'uat',
  DATABASE_URL: 'postgres://bank@db.example/bank',
  PUBLIC_ORIGIN: 'https://uat.bank.example',
  USER_POOL_ID: 'eu-west-1_AbC123',
  USER_POOL_CLIENT_ID: 'uatclient',
  MAIL_SMTP_URL: 'smtps://smtp.example:465',
  MAIL_FROM: 'no-reply@uat.bank.example',
};

/** The ConfigError loadConfig throws for `env` (fails when it throws none). */
function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig: the demo seed outside local (SEED_DEMO, SEED_DEMO_PASSWORD)', () => {
  it('local seeds the demo users with the published password, unless SEED_DEMO=0', () => {
    expect(loadConfig({})).toMatchObject({ seedDemo: true, demoPassword: 'Demo1234!' });
    expect(loadConfig({ SEED_DEMO: '0' })).toMatchObject({ seedDemo: false });
    // Nothing to seed with the sandbox off.
    expect(loadConfig({ SANDBOX: '0' })).toMatchObject({ seedDemo: false });
  });

  it('uat with the sandbox seeds no demo user and has no demo password unless SEED_DEMO=1 is given', () => {
    expect(loadConfig(UAT)).toMatchObject({ sandbox: true, seedDemo: false, demoPassword: null });
    expect(loadConfig({ ...UAT, SEED_DEMO: '0' })).toMatchObject({ seedDemo: false });
  });

  it('SEED_DEMO=1 outside local takes its own password of 12 characters or more', () => {
    expect(loadConfig({ ...UAT, SEED_DEMO: '1', SEED_DEMO_PASSWORD: SEED_PASSWORD })).toMatchObject(
      { seedDemo: true, demoPassword: SEED_PASSWORD },
    );
    // dev alike.
    expect(
      loadConfig({
        ...UAT,
        APP_ENVIRONMENT: 'dev',
        SEED_DEMO: '1',
        SEED_DEMO_PASSWORD: SEED_PASSWORD,
      }),
    ).toMatchObject({ environment: 'dev', seedDemo: true, demoPassword: SEED_PASSWORD });
  });

  it('refuses SEED_DEMO=1 outside local without SEED_DEMO_PASSWORD', () => {
    expect(configError({ ...UAT, SEED_DEMO: '1' }).message).toBe(
      "SEED_DEMO_PASSWORD is required with SEED_DEMO=1 and APP_ENVIRONMENT=uat: the demo users' password, at " +
        'least 12 characters, not the published one',
    );
    expect(configError({ ...UAT, SEED_DEMO: '1', SEED_DEMO_PASSWORD: '' }).message).toContain(
      'SEED_DEMO_PASSWORD is required',
    );
  });

  it('refuses the published password and a short one, without quoting either', () => {
    const published = configError({ ...UAT, SEED_DEMO: '1', SEED_DEMO_PASSWORD: 'Demo1234!' });
    expect(published.message).toBe(
      'SEED_DEMO_PASSWORD must not be the published demo password with APP_ENVIRONMENT=uat',
    );
    const short = configError({ ...UAT, SEED_DEMO: '1', SEED_DEMO_PASSWORD: 'Short-pw-11' });
    expect(short.message).toBe(
      'SEED_DEMO_PASSWORD must be at least 12 characters with APP_ENVIRONMENT=uat (got 11)',
    );
    expect(short.message).not.toContain('Short-pw-11');
    // Given without SEED_DEMO=1 (for the back office's demo customers) it is held to the same rules.
    expect(configError({ ...UAT, SEED_DEMO_PASSWORD: 'Demo1234!' }).message).toContain(
      'must not be the published demo password',
    );
    expect(loadConfig({ ...UAT, SEED_DEMO_PASSWORD: SEED_PASSWORD })).toMatchObject({
      seedDemo: false,
      demoPassword: SEED_PASSWORD,
    });
  });

  it('refuses SEED_DEMO=1 with the sandbox off, and a SEED_DEMO that is neither 0 nor 1', () => {
    expect(configError({ SANDBOX: '0', SEED_DEMO: '1' }).message).toBe(
      'SEED_DEMO=1 needs the sandbox on (SANDBOX=1): the demo users exist only in the sandbox',
    );
    expect(
      configError({ ...UAT_SANDBOX_OFF, SEED_DEMO: '1', SEED_DEMO_PASSWORD: SEED_PASSWORD })
        .message,
    ).toBe(
      'SEED_DEMO=1 needs the sandbox on (SANDBOX=1): the demo users exist only in the sandbox',
    );
    expect(
      configError({ ...UAT_SANDBOX_OFF, APP_ENVIRONMENT: 'production', SEED_DEMO: '1' }).message,
    ).toBe(
      'SEED_DEMO=1 is refused with APP_ENVIRONMENT=production: the demo users exist only in the sandbox',
    );
    expect(configError({ SEED_DEMO: 'yes' }).message).toBe(
      'SEED_DEMO must be 0 (off) or 1 (on) (got "yes")',
    );
  });
});

describe.skipIf(engineUnavailable)(
  `the sandbox's mailbox and demo customers outside local (${engine})`,
  () => {
    const banks: Awaited<ReturnType<typeof inProcessBank>>[] = [];
    let uat: (typeof banks)[number];
    let local: (typeof banks)[number];
    const EMAIL = 'tester@uat.test';

    const mailbox = (
      bank: typeof uat,
      headers: Record<string, string> = {},
      query = `?email=${EMAIL}`,
    ) => bank.app.inject({ method: 'GET', url: `/sandbox/mailbox${query}`, headers });
    const identity = (bank: typeof uat, operation: string, body: unknown) =>
      bank.app.inject({
        method: 'POST',
        url: '/identity',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        payload: JSON.stringify(body),
      });
    const signIn = (bank: typeof uat, email: string, password: string) =>
      identity(bank, 'InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: bank.ctx.config.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      });
    const demoCustomer = (bank: typeof uat, email: string) =>
      bank.app.inject({
        method: 'POST',
        url: '/sandbox/admin/customers',
        headers: { 'content-type': 'application/json', 'x-admin-token': TOKEN },
        payload: JSON.stringify({ like: 'acme@demo.test', email }),
      });

    beforeAll(async () => {
      uat = await inProcessBank(loadConfig(UAT));
      banks.push(uat);
      local = await inProcessBank(loadConfig({ LOG_LEVEL: 'silent', APP_DIST_DIR: '' }));
      banks.push(local);
      for (const bank of banks)
        await createConfirmedIdentity(bank.ctx, {
          email: EMAIL,
          password: 'Passw0rdOk',
          givenName: 'Tess',
          familyName: 'Uat',
          createdAt: bank.clock.now(),
        });
    }, 120_000);
    afterAll(async () => {
      for (const bank of banks) await bank.close();
    });

    it("uat: a ForgotPassword's code is not readable without the admin token (401), only with it", async () => {
      expect(
        (
          await identity(uat, 'ForgotPassword', {
            ClientId: uat.ctx.config.userPoolClientId,
            Username: EMAIL,
          })
        ).statusCode,
      ).toBe(200);
      // The code has been mailed (read with the token, as the back office would).
      let code = '';
      await vi.waitFor(async () => {
        const res = await mailbox(uat, { 'x-admin-token': TOKEN });
        expect(res.statusCode).toBe(200);
        const messages = res.json() as { code: string | null }[];
        code = messages[0]?.code ?? '';
        expect(code).toMatch(/^\d{6}$/);
      });
      const refused = [
        await mailbox(uat),
        await mailbox(uat, { 'x-admin-token': 'sandbox-admin' }),
        // As long as the real one, one character off.
        await mailbox(uat, { 'x-admin-token': `${TOKEN.slice(0, -1)}1` }),
        // The token is checked before the query: no 400 telling what the route wants.
        await mailbox(uat, {}, ''),
      ];
      for (const res of refused) {
        expect(res.statusCode).toBe(401);
        // The bank's JSON error shape, and nothing of the mail.
        expect(res.json()).toEqual({
          statusCode: 401,
          message: 'A valid x-admin-token header is required',
        });
        expect(res.body).not.toContain(code);
        expect(res.headers['cache-control']).toContain('no-store');
      }
    });

    it('local: the mailbox answers without a token, as the demo and the e2e suite read it', async () => {
      expect(
        (
          await identity(local, 'ForgotPassword', {
            ClientId: local.ctx.config.userPoolClientId,
            Username: EMAIL,
          })
        ).statusCode,
      ).toBe(200);
      await vi.waitFor(async () => {
        const res = await mailbox(local);
        expect(res.statusCode).toBe(200);
        expect((res.json() as { code: string | null }[])[0]?.code).toMatch(/^\d{6}$/);
      });
    });

    it('uat without SEED_DEMO_PASSWORD: the back office makes no demo customer (none with the published password)', async () => {
      const res = await demoCustomer(uat, 'copy@uat.test');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        statusCode: 409,
        message:
          "Demo customers need the demo users' password: SEED_DEMO_PASSWORD with APP_ENVIRONMENT=uat",
      });
      expect(
        await uat.ctx.db
          .selectFrom('identity_users')
          .select('email')
          .where('email', '=', 'copy@uat.test')
          .execute(),
      ).toEqual([]);
    });

    it("uat with SEED_DEMO_PASSWORD: the back office's demo customer takes it, not the published one", async () => {
      const seeded = await inProcessBank(
        loadConfig({ ...UAT, SEED_DEMO: '1', SEED_DEMO_PASSWORD: SEED_PASSWORD }),
      );
      banks.push(seeded);
      expect((await demoCustomer(seeded, 'copy@uat.test')).statusCode).toBe(200);
      expect((await signIn(seeded, 'copy@uat.test', DEMO_PASSWORD)).statusCode).toBe(400);
      expect((await signIn(seeded, 'copy@uat.test', SEED_PASSWORD)).statusCode).toBe(200);
    }, 60_000);
  },
);
