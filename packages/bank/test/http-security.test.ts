import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type BankConfig } from '../src/config';
import { redactUrl } from '../src/http/log-redaction';
import { HSTS } from '../src/http/security';
import { engine, engineUnavailable, inProcessBank } from './harness';
import { CLIENT_ID, confirmedIdentity, PASSWORD } from './identity-support';

// Headers and leaks, every mode (issue 26 #5): CORS for the app's own origins only, HSTS outside local, COOP/CORP/
// Permissions-Policy, no-store on what carries a code or a token, no secret in the log, no source maps outside local,
// a 404 (not the app) for a path that is neither a file nor a route of the app.

const OWN = 'https://bank.example';

/** A bank over a fresh database, called in-process; `change` edits the configuration loadConfig gave (a mode). */
async function bankWith(change: (config: BankConfig) => BankConfig, log?: string[]) {
  const config = change(
    loadConfig({
      PUBLIC_ORIGIN: OWN,
      SANDBOX_ADMIN_TOKEN: 'test-admin-token-of-32-characters',
      LOG_LEVEL: 'info',
      APP_DIST_DIR: dist,
    }),
  );
  const { app, ctx, clock, close } = await inProcessBank(config, log);
  const call = (
    method: 'GET' | 'POST' | 'OPTIONS',
    url: string,
    headers: Record<string, string> = {},
    body?: unknown,
  ) =>
    app.inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const identity = (operation: string, body: unknown) =>
    call(
      'POST',
      '/identity',
      {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body,
    );
  return { config, ctx, clock, call, identity, close };
}
type Bank = Awaited<ReturnType<typeof bankWith>>;

const dist = mkdtempSync(join(tmpdir(), 'axia-app-dist-'));
const local = (config: BankConfig) => config;
/** The least a production bank starts with (an external user pool, an SMTP server; no network is needed to start). */
const PRODUCTION_ENV = {
  APP_ENVIRONMENT: 'production',
  DATABASE_URL: 'postgres://bank@db.example/bank',
  PUBLIC_ORIGIN: 'https://bank.example',
  USER_POOL_ID: 'us-east-1_AbC123',
  USER_POOL_CLIENT_ID: 'client',
  MAIL_SMTP_URL: 'smtps://smtp.example:465',
  MAIL_FROM: 'no-reply@bank.example',
};

/** A production bank as loadConfig makes it from PRODUCTION_ENV (no sandbox, no /identity, an external pool). */
const production = (): BankConfig =>
  loadConfig({ ...PRODUCTION_ENV, PUBLIC_ORIGIN: OWN, LOG_LEVEL: 'info', APP_DIST_DIR: dist });
/** Local with the sandbox off: the bank's own identity, mails to the mailbox table but nothing of them shown. */
const localSandboxOff = (config: BankConfig): BankConfig => ({ ...config, sandbox: false });

describe.skipIf(engineUnavailable)(`headers and leaks (${engine})`, () => {
  const banks: Bank[] = [];
  let sandbox: Bank;
  let prod: Bank;
  const log: string[] = [];
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>Axia</title><div id="root"></div>',
    );
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(
      join(dist, 'assets', 'main-abc123.js'),
      'console.log(1)\n//# sourceMappingURL=main-abc123.js.map',
    );
    writeFileSync(
      join(dist, 'assets', 'main-abc123.js.map'),
      '{"version":3,"sources":["src/main.ts"]}',
    );
    sandbox = await bankWith(local, log);
    prod = await bankWith(production);
    banks.push(sandbox, prod);
  });
  afterAll(async () => {
    for (const bank of banks) await bank.close();
    rmSync(dist, { recursive: true, force: true });
  });

  describe('CORS', () => {
    const preflight = (bank: Bank, url: string, origin: string) =>
      bank.call('OPTIONS', url, {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      });

    it('answers the app’s own origin, with idempotency-key allowed', async () => {
      for (const url of ['/api/transfer/wire', '/identity']) {
        const res = await preflight(sandbox, url, OWN);
        expect(res.headers['access-control-allow-origin']).toBe(OWN);
        expect(String(res.headers['access-control-allow-headers'])).toContain('idempotency-key');
      }
    });

    it('never allows another origin, nor `null`', async () => {
      for (const origin of ['https://evil.example', 'null', 'https://bank.example.evil.example']) {
        for (const url of ['/api/transfer/wire', '/identity', '/sandbox/admin/audit']) {
          const res = await preflight(sandbox, url, origin);
          expect(res.headers['access-control-allow-origin']).toBeUndefined();
        }
        const get = await sandbox.call('GET', '/api/user', { origin });
        expect(get.headers['access-control-allow-origin']).toBeUndefined();
      }
    });

    it('allows the origins CORS_ORIGINS lists instead, and refuses a value that is not an origin', () => {
      const config = loadConfig({
        PUBLIC_ORIGIN: OWN,
        CORS_ORIGINS: 'https://app.example, https://m.app.example',
      });
      expect(config.corsOrigins).toEqual(['https://app.example', 'https://m.app.example']);
      expect(loadConfig({ ...PRODUCTION_ENV, PUBLIC_ORIGIN: OWN }).corsOrigins).toEqual([OWN]);
      for (const bad of ['*', 'null', 'https://app.example/path', 'ftp://app.example'])
        expect(() => loadConfig({ CORS_ORIGINS: bad })).toThrow(/CORS_ORIGINS must list origins/);
    });
  });

  describe('security headers', () => {
    const pages = ['/', '/login', '/api/user', '/config.json', '/assets/main-abc123.js'];

    it('sends COOP, CORP and a Permissions-Policy denying the camera and the like (passkeys for the app itself), in every mode', async () => {
      for (const bank of [sandbox, prod]) {
        for (const url of pages) {
          const res = await bank.call('GET', url);
          expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
          expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
          const policy = String(res.headers['permissions-policy']);
          for (const feature of ['camera', 'microphone', 'geolocation'])
            expect(policy).toContain(`${feature}=()`);
          // Passkeys (issue 45): the app's own pages sign with them and confirm payments, no other origin's frame.
          for (const feature of [
            'payment',
            'publickey-credentials-create',
            'publickey-credentials-get',
          ])
            expect(policy).toContain(`${feature}=(self)`);
        }
      }
    });

    it('sends HSTS outside local only (local is plain http)', async () => {
      for (const url of pages) {
        expect((await prod.call('GET', url)).headers['strict-transport-security']).toBe(HSTS);
        expect(
          (await sandbox.call('GET', url)).headers['strict-transport-security'],
        ).toBeUndefined();
      }
      expect(HSTS).toBe('max-age=63072000; includeSubDomains');
    });
  });

  it('answers no-store wherever a code or a token may be: identity, API, mailbox, captcha, back office', async () => {
    const email = 'nostore@security.test';
    await confirmedIdentity(sandbox as never, email);
    const signIn = await sandbox.identity('InitiateAuth', {
      ClientId: CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const { IdToken } = signIn.json().AuthenticationResult;
    const admin = {
      'x-admin-token': sandbox.config.adminToken,
      'content-type': 'application/json',
    };
    const answers = [
      signIn,
      await sandbox.identity('GetUser', { AccessToken: 'not-a-token' }),
      await sandbox.call('GET', '/api/user', { authorization: `Bearer ${IdToken}` }),
      await sandbox.call('GET', `/sandbox/mailbox?email=${email}`),
      await sandbox.call('GET', '/sandbox/captcha'),
      await sandbox.call('POST', '/sandbox/admin/customers', admin, {
        like: 'ada@demo.test',
        email: 'x@security.test',
      }),
      await sandbox.call('POST', '/sandbox/admin/audit', admin, {}),
    ];
    for (const res of answers) expect(res.headers['cache-control']).toContain('no-store');
  });

  describe('the log', () => {
    it('redacts tk, tokens, passwords and codes from request URLs', () => {
      expect(redactUrl('/accounts?tk=eyJ.a.b&tab=1')).toBe('/accounts?tk=[redacted]&tab=1');
      expect(
        redactUrl('/x?code=123456&email=a%40b.c&refresh_token=r&Password=p&AccessToken=t'),
      ).toBe(
        '/x?code=[redacted]&email=a%40b.c&refresh_token=[redacted]&Password=[redacted]&AccessToken=[redacted]',
      );
      expect(redactUrl('/accounts')).toBe('/accounts');
    });

    it('holds no token, password or code used in calls (the log of a run, grepped)', async () => {
      const email = 'logged@security.test';
      const password = 'Logged-Passw0rd-1';
      await confirmedIdentity(sandbox as never, email, { password });
      const signIn = await sandbox.identity('InitiateAuth', {
        ClientId: CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      });
      const { IdToken, RefreshToken } = signIn.json().AuthenticationResult;
      await sandbox.call('GET', `/accounts?tk=${IdToken}`);
      await sandbox.call('GET', `/api/user?token=${RefreshToken}`, {
        authorization: `Bearer ${IdToken}`,
      });
      await sandbox.call('GET', `/reset-password?code=987654&email=${email}`);
      const text = log.join('');
      for (const secret of [IdToken, RefreshToken, password, '987654'])
        expect(text).not.toContain(secret);
      // The calls were logged, their secrets replaced.
      expect(text).toContain('/accounts?tk=[redacted]');
    });

    it('holds no mailed code outside the sandbox (where the mailbox does not show them)', async () => {
      const closedLog: string[] = [];
      const bank = await bankWith(localSandboxOff, closedLog);
      banks.push(bank);
      await confirmedIdentity(bank as never, 'reset@security.test');
      const res = await bank.identity('ForgotPassword', {
        ClientId: CLIENT_ID,
        Username: 'reset@security.test',
      });
      expect(res.statusCode).toBe(200);
      const mail = await bank.ctx.db.selectFrom('mailbox').select('code').executeTakeFirstOrThrow();
      expect(mail.code).toMatch(/^\d{6}$/);
      expect(closedLog.join('')).toContain('mailbox: ');
      expect(closedLog.join('')).not.toContain(mail.code!);
    });
  });

  describe('the built app', () => {
    it('serves source maps in local only', async () => {
      expect((await sandbox.call('GET', '/assets/main-abc123.js.map')).statusCode).toBe(200);
      expect((await prod.call('GET', '/assets/main-abc123.js.map')).statusCode).toBe(404);
      expect((await prod.call('GET', '/assets/main-abc123.js')).statusCode).toBe(200);
    });

    it('serves them outside local with SERVE_SOURCE_MAPS=1', async () => {
      expect(loadConfig(PRODUCTION_ENV).serveSourceMaps).toBe(false);
      expect(loadConfig({ ...PRODUCTION_ENV, SERVE_SOURCE_MAPS: '1' }).serveSourceMaps).toBe(true);
      expect(loadConfig({}).serveSourceMaps).toBe(true);
    });

    it('answers 404 for a path that is neither a file nor a route of the app', async () => {
      for (const bank of [sandbox, prod]) {
        // Page-like: 404 with the app (it sends the visitor on to the start page); file-like: a plain 404.
        for (const url of ['/no-such-page', '/accounts/1/2/3', '/admin']) {
          const res = await bank.call('GET', url);
          expect(res.statusCode).toBe(404);
          expect(res.body).toContain('<div id="root">');
        }
        for (const url of ['/wp-login.php', '/favicon.ico', '/.env', '/assets/gone-123.js']) {
          const res = await bank.call('GET', url);
          expect(res.statusCode).toBe(404);
          expect(res.body).not.toContain('<div id="root">');
        }
        for (const url of [
          '/',
          '/login',
          '/accounts/acc-1?tab=x',
          '/transfer/wire-transfer',
          '/favicon.svg',
        ])
          expect((await bank.call('GET', url)).statusCode).toBe(200);
      }
    });
  });
});
