import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, robotCheckOf } from '../src/config';

describe('loadConfig', () => {
  it('defaults the session limits and the status page', () => {
    expect(loadConfig({})).toMatchObject({
      idleTimeoutMinutes: 10,
      sessionLifetimeHours: 12,
      statusPageUrl: 'https://status.axia.example',
      clockStart: null,
    });
    // Empty counts as unset.
    expect(loadConfig({ IDLE_TIMEOUT_MINUTES: '', STATUS_PAGE_URL: '' })).toMatchObject({
      idleTimeoutMinutes: 10,
      statusPageUrl: 'https://status.axia.example',
    });
  });

  it('reads the database pool settings, with defaults', () => {
    expect(loadConfig({})).toMatchObject({
      dbPoolSize: 10,
      dbStatementTimeoutMs: 30_000,
      dbConnectWaitMs: 5_000,
      dbWaitSeconds: 60,
      postingsInFlight: 1,
    });
    expect(
      loadConfig({
        BANK_POSTINGS_IN_FLIGHT: '0',
        BANK_DB_POOL_SIZE: '25',
        BANK_DB_STATEMENT_TIMEOUT_MS: '5000',
        BANK_DB_WAIT_SECONDS: '0',
        BANK_DB_CONNECT_WAIT_MS: '60000',
      }),
    ).toMatchObject({
      dbPoolSize: 25,
      dbStatementTimeoutMs: 5000,
      dbWaitSeconds: 0,
      dbConnectWaitMs: 60_000,
      postingsInFlight: 0,
    });
  });

  it('reads them from the environment', () => {
    expect(
      loadConfig({
        IDLE_TIMEOUT_MINUTES: '15',
        SESSION_LIFETIME_HOURS: '0.5',
        STATUS_PAGE_URL: 'http://status.bank.test/axia',
        SANDBOX_CLOCK_START: '2026-11-21T10:00:00Z',
      }),
    ).toMatchObject({
      clockStart: new Date('2026-11-21T10:00:00Z'),
      idleTimeoutMinutes: 15,
      sessionLifetimeHours: 0.5,
      statusPageUrl: 'http://status.bank.test/axia',
    });
  });

  it.each([
    [
      'IDLE_TIMEOUT_MINUTES',
      'ten',
      /IDLE_TIMEOUT_MINUTES must be a positive number of minutes.*"ten"/,
    ],
    ['IDLE_TIMEOUT_MINUTES', '0', /IDLE_TIMEOUT_MINUTES must be a positive number/],
    ['IDLE_TIMEOUT_MINUTES', '-5', /IDLE_TIMEOUT_MINUTES must be a positive number/],
    [
      'SESSION_LIFETIME_HOURS',
      'Infinity',
      /SESSION_LIFETIME_HOURS must be a positive number of hours/,
    ],
    // Past the browsers' longest timer (about 596 hours) the app would sign out at once.
    ['SESSION_LIFETIME_HOURS', '720', /SESSION_LIFETIME_HOURS .*at most 596 \(got "720"\)/],
    ['STATUS_PAGE_URL', 'status.axia.example', /STATUS_PAGE_URL must be an absolute http\(s\) URL/],
    ['STATUS_PAGE_URL', 'javascript:alert(1)', /STATUS_PAGE_URL must be an absolute http\(s\) URL/],
    ['SANDBOX_CLOCK_START', 'next monday', /SANDBOX_CLOCK_START must be an ISO 8601 date and time/],
    ['SANDBOX_CLOCK_START', '2026-11-21', /SANDBOX_CLOCK_START must be an ISO 8601 date and time/],
    ['SANDBOX_CLOCK_START', '2026-13-45T99:00:00Z', /SANDBOX_CLOCK_START must be an ISO 8601/],
    [
      'BANK_DB_POOL_SIZE',
      '0',
      /BANK_DB_POOL_SIZE must be a whole number from 1 to 1000 \(got "0"\)/,
    ],
    ['BANK_DB_POOL_SIZE', 'ten', /BANK_DB_POOL_SIZE must be a whole number/],
    ['BANK_DB_STATEMENT_TIMEOUT_MS', '1.5', /BANK_DB_STATEMENT_TIMEOUT_MS must be a whole number/],
    ['BANK_DB_WAIT_SECONDS', '-1', /BANK_DB_WAIT_SECONDS must be a whole number from 0/],
    // These three were read with Number(): a typo started a bank listening on NaN or issuing tokens that never expire.
    ['PORT', 'http', /PORT must be a whole number from 0 to 65535 \(got "http"\)/],
    ['PORT', '70000', /PORT must be a whole number from 0 to 65535/],
    ['TOKEN_TTL_SECONDS', '1h', /TOKEN_TTL_SECONDS must be a whole number from 60 to 86400/],
    ['TOKEN_TTL_SECONDS', '0', /TOKEN_TTL_SECONDS must be a whole number from 60/],
    ['REFRESH_TTL_SECONDS', '30d', /REFRESH_TTL_SECONDS must be a whole number from 3600/],
  ])('refuses %s=%s with a clear message', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});

/** A production configuration the bank starts with: an external user pool, an https origin, no sandbox. */
const PRODUCTION_ENV = {
  APP_ENVIRONMENT: 'production',
  DATABASE_URL: 'postgres://bank:db-password@db.example:5432/bank',
  PUBLIC_ORIGIN: 'https://bank.example',
  USER_POOL_ID: 'eu-west-1_AbC123',
  USER_POOL_CLIENT_ID: 'prodclient1234',
  MAIL_SMTP_URL: 'smtps://bank:secret-password@smtp.example:465',
  MAIL_FROM: 'Axia <no-reply@bank.example>',
};

describe('loadConfig modes (issue 26: fail closed outside local)', () => {
  it('local: the sandbox, its identity and its default admin token, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      environment: 'local',
      sandbox: true,
      adminToken: 'sandbox-admin',
      identity: { provider: 'sandbox' },
      userPoolId: 'us-east-1_sandbox',
      userPoolClientId: 'axiasandboxclient',
      publicOrigin: 'http://127.0.0.1:8080',
      // The app's own origin, and the Vite dev servers of `npm run dev` (local only).
      corsOrigins: [
        'http://127.0.0.1:8080',
        'http://localhost:5173',
        'http://127.0.0.1:5173',
        'http://localhost:4173',
        'http://127.0.0.1:4173',
      ],
    });
    expect(loadConfig({ SANDBOX: '0' })).toMatchObject({ sandbox: false });
  });

  it("mail: the sandbox's mailbox; SMTP with the sandbox off, STARTTLS required outside local", () => {
    expect(loadConfig({}).mail).toEqual({ transport: 'mailbox' });
    // Local without the sandbox may go without SMTP (its mails stay in the mailbox table).
    expect(loadConfig({ SANDBOX: '0' }).mail).toEqual({ transport: 'mailbox' });
    expect(loadConfig(PRODUCTION_ENV).mail).toEqual({
      transport: 'smtp',
      url: 'smtps://bank:secret-password@smtp.example:465',
      from: 'Axia <no-reply@bank.example>',
      requireTLS: true,
    });
    const local = { SANDBOX: '0', MAIL_SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'a@b.test' };
    expect(loadConfig(local).mail).toMatchObject({ transport: 'smtp', requireTLS: false });
  });

  it('production: no sandbox, the external pool with its AWS issuer and JWKS by default', () => {
    expect(loadConfig(PRODUCTION_ENV)).toMatchObject({
      environment: 'production',
      sandbox: false,
      adminToken: '',
      publicOrigin: 'https://bank.example',
      corsOrigins: ['https://bank.example'],
      userPoolId: 'eu-west-1_AbC123',
      userPoolClientId: 'prodclient1234',
      identity: {
        provider: 'external',
        issuer: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123',
        jwksUrl:
          'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123/.well-known/jwks.json',
        clientId: 'prodclient1234',
        userPoolId: 'eu-west-1_AbC123',
        endpoint: null,
      },
    });
  });

  it('takes an external Cognito-compatible pool (issuer, JWKS, endpoint) and the CORS origins', () => {
    const config = loadConfig({
      APP_ENVIRONMENT: 'dev',
      DATABASE_URL: 'postgres://bank:db-password@db.example:5432/bank',
      PUBLIC_ORIGIN: 'https://dev.bank.example/',
      CORS_ORIGINS: 'https://dev.bank.example, https://admin.bank.example',
      IDENTITY_PROVIDER: 'external',
      USER_POOL_ID: 'local_AbCd1234',
      USER_POOL_CLIENT_ID: 'client',
      IDENTITY_ISSUER: 'http://127.0.0.1:9229/local_AbCd1234',
      IDENTITY_ENDPOINT: 'http://127.0.0.1:9229/',
      MAIL_SMTP_URL: 'smtp://smtp.dev.bank.example:587',
      MAIL_FROM: 'no-reply@dev.bank.example',
    });
    expect(config).toMatchObject({
      publicOrigin: 'https://dev.bank.example',
      corsOrigins: ['https://dev.bank.example', 'https://admin.bank.example'],
      identity: {
        issuer: 'http://127.0.0.1:9229/local_AbCd1234',
        jwksUrl: 'http://127.0.0.1:9229/local_AbCd1234/.well-known/jwks.json',
        endpoint: 'http://127.0.0.1:9229',
      },
    });
  });

  it('dev and uat: the sandbox (and its identity) only when asked for, with a long admin token', () => {
    const token = 'x'.repeat(32);
    expect(
      loadConfig({
        APP_ENVIRONMENT: 'uat',
        DATABASE_URL: 'postgres://bank:db-password@db.example:5432/bank',
        PUBLIC_ORIGIN: 'https://uat.bank.example',
        SANDBOX: '1',
        SANDBOX_ADMIN_TOKEN: token,
        IDENTITY_PROVIDER: 'sandbox',
      }),
    ).toMatchObject({ sandbox: true, adminToken: token, identity: { provider: 'sandbox' } });
    expect(loadConfig({ ...PRODUCTION_ENV, APP_ENVIRONMENT: 'dev' })).toMatchObject({
      sandbox: false,
      identity: { provider: 'external' },
    });
  });

  const sandboxed = {
    APP_ENVIRONMENT: 'dev',
    DATABASE_URL: 'postgres://bank:db-password@db.example:5432/bank',
    PUBLIC_ORIGIN: 'https://dev.bank.example',
    SANDBOX: '1',
    IDENTITY_PROVIDER: 'sandbox',
  };
  it.each<[string, Record<string, string>, RegExp]>([
    [
      'an unknown mode',
      { APP_ENVIRONMENT: 'prod' },
      /APP_ENVIRONMENT must be one of local, dev, uat, production \(got "prod"\)/,
    ],
    ['SANDBOX not 0 or 1', { SANDBOX: 'yes' }, /SANDBOX must be 0 \(off\) or 1 \(on\)/],
    [
      'the sandbox in production',
      { ...PRODUCTION_ENV, SANDBOX: '1' },
      /SANDBOX=1 is refused with APP_ENVIRONMENT=production/,
    ],
    [
      'no admin token for a dev sandbox',
      sandboxed,
      /SANDBOX_ADMIN_TOKEN is required with SANDBOX=1 and APP_ENVIRONMENT=dev/,
    ],
    [
      'the default admin token outside local',
      { ...sandboxed, SANDBOX_ADMIN_TOKEN: 'sandbox-admin' },
      /SANDBOX_ADMIN_TOKEN must not be the public default "sandbox-admin"/,
    ],
    [
      'a short admin token outside local',
      { ...sandboxed, SANDBOX_ADMIN_TOKEN: 'x'.repeat(31) },
      /SANDBOX_ADMIN_TOKEN must be at least 32 characters with APP_ENVIRONMENT=dev \(got 31\)/,
    ],
    [
      'the sandbox identity in production',
      { ...PRODUCTION_ENV, IDENTITY_PROVIDER: 'sandbox' },
      /IDENTITY_PROVIDER=sandbox is refused with APP_ENVIRONMENT=production/,
    ],
    [
      'the sandbox identity without the sandbox in uat',
      { ...PRODUCTION_ENV, APP_ENVIRONMENT: 'uat', IDENTITY_PROVIDER: 'sandbox' },
      /IDENTITY_PROVIDER=sandbox with APP_ENVIRONMENT=uat needs the sandbox on \(SANDBOX=1\)/,
    ],
    [
      'an unknown identity provider',
      { IDENTITY_PROVIDER: 'google' },
      /IDENTITY_PROVIDER must be sandbox or external \(got "google"\)/,
    ],
    [
      'no identity provider in production',
      { APP_ENVIRONMENT: 'production', PUBLIC_ORIGIN: 'https://bank.example' },
      /USER_POOL_ID is required with IDENTITY_PROVIDER=external \(the default outside local\)/,
    ],
    [
      'no user pool client in production',
      { ...PRODUCTION_ENV, USER_POOL_CLIENT_ID: '' },
      /USER_POOL_CLIENT_ID is required with IDENTITY_PROVIDER=external/,
    ],
    [
      'a malformed user pool id',
      { ...PRODUCTION_ENV, USER_POOL_ID: 'pool' },
      /USER_POOL_ID must be <region>_<id>/,
    ],
    [
      'an http issuer in production',
      { ...PRODUCTION_ENV, IDENTITY_ISSUER: 'http://issuer.example/pool' },
      /IDENTITY_ISSUER must be an https URL with APP_ENVIRONMENT=production/,
    ],
    [
      'an http JWKS in production',
      { ...PRODUCTION_ENV, IDENTITY_JWKS_URL: 'http://issuer.example/jwks.json' },
      /IDENTITY_JWKS_URL must be an https URL with APP_ENVIRONMENT=production/,
    ],
    [
      'an http identity endpoint in production',
      { ...PRODUCTION_ENV, IDENTITY_ENDPOINT: 'http://127.0.0.1:9229' },
      /IDENTITY_ENDPOINT must be an https URL with APP_ENVIRONMENT=production/,
    ],
    [
      'an issuer that is not a URL',
      { ...PRODUCTION_ENV, IDENTITY_ISSUER: 'issuer' },
      /IDENTITY_ISSUER must be an absolute http\(s\) URL/,
    ],
    [
      'no PUBLIC_ORIGIN in production',
      { ...PRODUCTION_ENV, PUBLIC_ORIGIN: '' },
      /PUBLIC_ORIGIN is required with APP_ENVIRONMENT=production/,
    ],
    [
      'an http PUBLIC_ORIGIN in production',
      { ...PRODUCTION_ENV, PUBLIC_ORIGIN: 'http://bank.example' },
      /PUBLIC_ORIGIN must be https with APP_ENVIRONMENT=production \(got "http:\/\/bank.example"\)/,
    ],
    [
      'an http PUBLIC_ORIGIN in uat',
      { ...PRODUCTION_ENV, APP_ENVIRONMENT: 'uat', PUBLIC_ORIGIN: 'http://bank.example' },
      /PUBLIC_ORIGIN must be https with APP_ENVIRONMENT=uat/,
    ],
    [
      'a PUBLIC_ORIGIN with a path',
      { PUBLIC_ORIGIN: 'http://127.0.0.1:8080/bank' },
      /PUBLIC_ORIGIN must be an origin \(scheme:\/\/host\[:port\], no path\)/,
    ],
    [
      'a null CORS origin',
      { CORS_ORIGINS: 'null' },
      /CORS_ORIGINS must list origins .* \(got "null"\)/,
    ],
    [
      'a wildcard CORS origin',
      { CORS_ORIGINS: 'http://127.0.0.1:8080,*' },
      /CORS_ORIGINS must list origins .* \(got "\*"\)/,
    ],
    [
      'an http CORS origin in production',
      { ...PRODUCTION_ENV, CORS_ORIGINS: 'http://bank.example' },
      /CORS_ORIGINS must list https origins with APP_ENVIRONMENT=production/,
    ],
    [
      'no SMTP server in production',
      { ...PRODUCTION_ENV, MAIL_SMTP_URL: '' },
      /MAIL_SMTP_URL is required with the sandbox off and APP_ENVIRONMENT=production/,
    ],
    [
      'no SMTP server in dev with the sandbox off',
      { ...PRODUCTION_ENV, APP_ENVIRONMENT: 'dev', MAIL_SMTP_URL: '' },
      /MAIL_SMTP_URL is required with the sandbox off and APP_ENVIRONMENT=dev/,
    ],
    [
      'an SMTP URL of another scheme (the value, which may hold a password, not quoted)',
      { ...PRODUCTION_ENV, MAIL_SMTP_URL: 'https://bank:hunter2@smtp.example' },
      /MAIL_SMTP_URL must be an smtps:\/\/ or smtp:\/\/ URL.*\(the value given is not shown/,
    ],
    [
      'SMTP without MAIL_FROM',
      { ...PRODUCTION_ENV, MAIL_FROM: '' },
      /MAIL_FROM is required with MAIL_SMTP_URL/,
    ],
    [
      'a MAIL_FROM that is no address',
      { ...PRODUCTION_ENV, MAIL_FROM: 'Axia Bank' },
      /MAIL_FROM must be an email address or "Name <address>" \(got "Axia Bank"\)/,
    ],
  ])('refuses %s with a clear message', (_what, env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    // A message never quotes the SMTP URL's credentials.
    expect(() => loadConfig(env)).not.toThrow(/secret-password|hunter2/);
  });

  // Issue 39 #7: PGlite runs without fsync, so a bank whose money matters keeps it in PostgreSQL.
  it.each(['production', 'uat', 'dev'])(
    'refuses %s without DATABASE_URL (PGlite is local only), and takes it when given',
    (environment) => {
      const env = { ...PRODUCTION_ENV, APP_ENVIRONMENT: environment };
      for (const missing of [{ DATABASE_URL: undefined }, { DATABASE_URL: ' ' }]) {
        expect(() => loadConfig({ ...env, ...missing })).toThrow(
          new ConfigError(
            `DATABASE_URL is required with APP_ENVIRONMENT=${environment}: the PostgreSQL database that keeps the ` +
              "bank's money, e.g. postgres://bank:password@db.internal:5432/bank. PGlite (the local default, in " +
              'BANK_DATA_DIR) runs without fsync: a payment it confirmed could be lost in a machine crash',
          ),
        );
      }
      // A data dir is no way round it.
      expect(() =>
        loadConfig({ ...env, DATABASE_URL: '', BANK_DATA_DIR: '/var/lib/bank' }),
      ).toThrow(/DATABASE_URL is required/);
      expect(loadConfig(env).databaseUrl).toBe('postgres://bank:db-password@db.example:5432/bank');
    },
  );

  it('local: PGlite in BANK_DATA_DIR when DATABASE_URL is unset, PostgreSQL when it is given', () => {
    expect(loadConfig({ BANK_DATA_DIR: '/tmp/bank' })).toMatchObject({
      databaseUrl: undefined,
      dataDir: '/tmp/bank',
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/bank' }).databaseUrl).toBe(
      'postgres://127.0.0.1/bank',
    );
  });
});

describe('robotCheckOf (/config.json robotCheck)', () => {
  const pool = {
    IDENTITY_PROVIDER: 'external',
    USER_POOL_ID: 'us-east-1_AbC123',
    USER_POOL_CLIENT_ID: 'client',
  };
  it('the sandbox identity verifies its own tokens, even with a reCAPTCHA site key', () => {
    expect(robotCheckOf(loadConfig({}))).toBe('sandbox');
    expect(robotCheckOf(loadConfig({ RECAPTCHA_SITE_KEY: 'site-key' }))).toBe('sandbox');
  });
  it("an external pool: Google's widget with a site key (its PreSignUp trigger checks it), else none", () => {
    expect(robotCheckOf(loadConfig({ ...pool, RECAPTCHA_SITE_KEY: 'site-key' }))).toBe('recaptcha');
    expect(robotCheckOf(loadConfig(pool))).toBe('none');
  });
});
