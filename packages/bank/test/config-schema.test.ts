import { describe, expect, it } from 'vitest';
import { bankEnvSchema, ConfigError, parseBankEnv } from '../src/config/env';

// The bank's environment in one zod schema (src/config/env.ts): each variable's type and default, its own check,
// the rules of the modes, and ONE message for a bad setting: the first mistake in the variables' order.

const PRODUCTION_ENV = {
  APP_ENVIRONMENT: 'production',
  DATABASE_URL: 'postgres://bank:db-password@db.example:5432/bank',
  PUBLIC_ORIGIN: 'https://bank.example',
  USER_POOL_ID: 'eu-west-1_AbC123',
  USER_POOL_CLIENT_ID: 'prodclient1234',
  MAIL_SMTP_URL: 'smtps://bank:secret-password@smtp.example:465',
  MAIL_FROM: 'Axia <no-reply@bank.example>',
};

/** The ConfigError parseBankEnv throws for `env` (fails when it throws none). */
function refusal(env: Record<string, string | undefined>): ConfigError {
  try {
    parseBankEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`no ConfigError for ${JSON.stringify(env)}`);
}

describe('the environment schema', () => {
  it('gives each variable its type and default when unset or blank', () => {
    for (const env of [{}, { PORT: '', BANK_DB_POOL_SIZE: ' ', SANDBOX_CLOCK_START: '' }]) {
      expect(parseBankEnv(env)).toMatchObject({
        APP_ENVIRONMENT: 'local',
        SANDBOX: '',
        PORT: 8080,
        HOST: '127.0.0.1',
        BANK_DB_POOL_SIZE: 10,
        IDLE_TIMEOUT_MINUTES: 10,
        SANDBOX_CLOCK_START: null,
        STATUS_PAGE_URL: 'https://status.axia.example',
        STAFF_APPROVAL_THRESHOLD_USD: '1000',
        BANK_DATA_DIR: '.data/bank',
        LOG_LEVEL: 'info',
      });
    }
  });

  it('reads numbers, dates and amounts as their types', () => {
    expect(
      parseBankEnv({
        PORT: ' 9090 ',
        SESSION_LIFETIME_HOURS: '0.5',
        SANDBOX_CLOCK_START: '2026-11-21T10:00:00Z',
        STAFF_APPROVAL_THRESHOLD_USD: '2500.50',
      }),
    ).toMatchObject({
      PORT: 9090,
      SESSION_LIFETIME_HOURS: 0.5,
      SANDBOX_CLOCK_START: new Date('2026-11-21T10:00:00Z'),
      STAFF_APPROVAL_THRESHOLD_USD: '2500.50',
    });
  });

  it('refuses a bad number with its name, bounds and the value given', () => {
    expect(refusal({ BANK_DB_POOL_SIZE: '12.5' }).message).toBe(
      'BANK_DB_POOL_SIZE must be a whole number from 1 to 1000 (got "12.5")',
    );
    expect(refusal({ BANK_EVENTS_HEARTBEAT_MS: '5' }).message).toBe(
      'BANK_EVENTS_HEARTBEAT_MS must be a whole number from 10 to 300000 (got "5")',
    );
    expect(refusal({ IDLE_TIMEOUT_MINUTES: 'NaN' }).message).toBe(
      'IDLE_TIMEOUT_MINUTES must be a positive number of minutes, at most 35791 (got "NaN")',
    );
  });

  it('refuses an unknown mode', () => {
    expect(refusal({ APP_ENVIRONMENT: 'staging' }).message).toBe(
      'APP_ENVIRONMENT must be one of local, dev, uat, production (got "staging")',
    );
  });

  it('refuses production without a variable it requires', () => {
    expect(refusal({ ...PRODUCTION_ENV, MAIL_FROM: undefined }).message).toBe(
      'MAIL_FROM is required with MAIL_SMTP_URL: the sender of the bank\'s mails, e.g. "Axia <no-reply@bank.example>"',
    );
    expect(refusal({ ...PRODUCTION_ENV, USER_POOL_CLIENT_ID: '  ' }).message).toBe(
      "USER_POOL_CLIENT_ID is required with IDENTITY_PROVIDER=external (the default outside local): the id of the app's client in the user pool",
    );
    expect(refusal({ ...PRODUCTION_ENV, PUBLIC_ORIGIN: undefined }).message).toBe(
      'PUBLIC_ORIGIN is required with APP_ENVIRONMENT=production: the https origin browsers use, e.g. https://bank.example',
    );
    // Local requires none of them.
    expect(parseBankEnv({}).APP_ENVIRONMENT).toBe('local');
    expect(parseBankEnv(PRODUCTION_ENV).APP_ENVIRONMENT).toBe('production');
  });

  it('names the first mistake in the variables’ order, a rule of the mode before a later value', () => {
    // Three mistakes: the sandbox in production (a rule on SANDBOX), a port that is no number, a bad TTL.
    const env = { ...PRODUCTION_ENV, SANDBOX: '1', PORT: 'http', TOKEN_TTL_SECONDS: '1h' };
    expect(refusal(env).message).toMatch(/^SANDBOX=1 is refused with APP_ENVIRONMENT=production/);
    expect(refusal({ ...env, SANDBOX: '0' }).message).toBe(
      'PORT must be a whole number from 0 to 65535 (got "http")',
    );
    // The schema itself holds every mistake (the sandbox on outside local also wants its admin token).
    const result = bankEnvSchema.safeParse(env);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'PORT',
      'SANDBOX',
      'SANDBOX_ADMIN_TOKEN',
      'TOKEN_TTL_SECONDS',
    ]);
  });

  it('a mode that fails its own check is the only mistake judged', () => {
    // An unknown mode cannot say whether PUBLIC_ORIGIN is required: only the mode is reported.
    const result = bankEnvSchema.safeParse({ APP_ENVIRONMENT: 'prod', SANDBOX: '1' });
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      'APP_ENVIRONMENT must be one of local, dev, uat, production (got "prod")',
    ]);
  });
});
