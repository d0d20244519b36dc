import { ENVIRONMENTS, type Environment } from '@axia/core';
import { z } from 'zod';
import { PARTIES, PARTY_SETTINGS, PROVIDER_NAMES } from '../providers/config';
import {
  corsOriginList,
  given,
  httpUrl,
  httpUrlOf,
  instant,
  notHttpUrl,
  onOff,
  optionalText,
  originOf,
  positiveNumber,
  publicOriginText,
  quoted,
  text,
  usdAmount,
  wholeNumber,
} from './values';

// Every environment variable the bank reads, in one zod schema, parsed once (parseBankEnv): each variable's name,
// type, default and the checks on its own value, then the rules between variables (the modes: what local allows and
// dev, uat and production refuse). index.ts builds the rest of the configuration from the result.
//
// A bad value ends the start with ONE message, the first in the order the variables are listed here (the mode first,
// then what depends on it), so a setting with several mistakes names the same one each time.

/** An environment value the bank cannot start with; `message` says which and why. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The admin token a local sandbox takes when none is given: public, so never accepted outside local. */
export const DEFAULT_ADMIN_TOKEN = 'sandbox-admin';
const MIN_ADMIN_TOKEN_LENGTH = 32;

/** The demo users' published password (README 'Demo users'): a local sandbox's only, refused elsewhere. */
export const DEMO_PASSWORD = 'Demo1234!';
const MIN_SEED_DEMO_PASSWORD_LENGTH = 12;

/** `APP_ENVIRONMENT=…` for messages that depend on the mode. */
const mode = (environment: Environment) => `APP_ENVIRONMENT=${environment}`;

/** Shortest webhook secret accepted (256 bits of hex or base64 is longer). */
const MIN_WEBHOOK_SECRET_LENGTH = 32;

/** Cognito's pool ids: `<region>_<id>`, e.g. us-east-1_AbC123 (cognito-local's: local_AbCd1234). */
const USER_POOL_ID = /^([\w-]+)_([0-9a-zA-Z]+)$/;

/** An address in MAIL_FROM: a bare address or `Name <address>`. */
const MAIL_FROM = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

/** Each outside party's provider (off or a provider's name) and its webhook secret (providers/config.ts). */
const providerVariables = Object.fromEntries(
  PARTIES.flatMap((party) => {
    const { provider, webhookSecret } = PARTY_SETTINGS[party];
    const names = ['off', ...PROVIDER_NAMES] as const;
    return [
      [
        provider,
        z
          .string()
          .optional()
          .transform((raw, ctx) => {
            const value = given(raw);
            if (!value) return undefined;
            if ((names as readonly string[]).includes(value))
              return value as (typeof names)[number];
            ctx.addIssue({
              code: 'custom',
              message: `${provider} must be one of ${names.join(', ')} (got ${quoted(value)})`,
            });
            return z.NEVER;
          }),
      ],
      [webhookSecret, optionalText()],
    ];
  }),
) as Record<string, z.ZodType<string | undefined, string | undefined>>;

/** The variables, in the order their mistakes are reported: the mode first, then what it decides. */
const variables = z.object({
  APP_ENVIRONMENT: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const value = given(raw) ?? 'local';
      if ((ENVIRONMENTS as readonly string[]).includes(value)) return value as Environment;
      ctx.addIssue({
        code: 'custom',
        message: `APP_ENVIRONMENT must be one of ${ENVIRONMENTS.join(', ')} (got ${quoted(raw)})`,
      });
      return z.NEVER;
    }),
  /** Local: on unless 0. Elsewhere it must be asked for (1), and never in production. */
  SANDBOX: onOff('SANDBOX'),
  PORT: wholeNumber('PORT', 8080, 0, 65_535),
  HOST: text('127.0.0.1'),
  PUBLIC_ORIGIN: publicOriginText,
  IDENTITY_PROVIDER: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const value = given(raw);
      if (!value || value === 'sandbox' || value === 'external') return value;
      ctx.addIssue({
        code: 'custom',
        message: `IDENTITY_PROVIDER must be sandbox or external (got ${quoted(raw)})`,
      });
      return z.NEVER;
    }),
  USER_POOL_ID: optionalText(),
  USER_POOL_CLIENT_ID: optionalText(),
  IDENTITY_ISSUER: optionalText(),
  IDENTITY_JWKS_URL: optionalText(),
  IDENTITY_ENDPOINT: optionalText(),
  CORS_ORIGINS: corsOriginList,
  DATABASE_URL: optionalText(),
  BANK_DB_POOL_SIZE: wholeNumber('BANK_DB_POOL_SIZE', 10, 1, 1000),
  BANK_DB_STATEMENT_TIMEOUT_MS: wholeNumber('BANK_DB_STATEMENT_TIMEOUT_MS', 30_000, 100, 3_600_000),
  BANK_DB_CONNECT_WAIT_MS: wholeNumber('BANK_DB_CONNECT_WAIT_MS', 5_000, 100, 600_000),
  BANK_DB_WAIT_SECONDS: wholeNumber('BANK_DB_WAIT_SECONDS', 60, 0, 3600),
  BANK_POSTINGS_IN_FLIGHT: wholeNumber('BANK_POSTINGS_IN_FLIGHT', 1, 0, 100),
  BANK_EVENTS_HEARTBEAT_MS: wholeNumber('BANK_EVENTS_HEARTBEAT_MS', 15_000, 10, 300_000),
  BANK_EVENTS_STREAMS_PER_CUSTOMER: wholeNumber('BANK_EVENTS_STREAMS_PER_CUSTOMER', 5, 1, 100),
  BANK_EVENTS_RETENTION_HOURS: wholeNumber('BANK_EVENTS_RETENTION_HOURS', 24, 1, 24 * 30),
  BANK_EVENTS_MAX_BUFFERED_BYTES: wholeNumber(
    'BANK_EVENTS_MAX_BUFFERED_BYTES',
    1024 * 1024,
    1024,
    64 * 1024 * 1024,
  ),
  BANK_EVENTS_CATCH_UP_MS: wholeNumber('BANK_EVENTS_CATCH_UP_MS', 5_000, 50, 600_000),
  // A customer's retry comes within the session it was made in (hours); a day is the least, ten years the most.
  BANK_IDEMPOTENCY_RETENTION_DAYS: wholeNumber('BANK_IDEMPOTENCY_RETENTION_DAYS', 30, 1, 3650),
  BANK_DATA_DIR: text('.data/bank'),
  SANDBOX_ADMIN_TOKEN: optionalText(),
  SEED_DEMO: onOff('SEED_DEMO'),
  /** As given (a password is not trimmed); empty counts as unset. */
  SEED_DEMO_PASSWORD: optionalText(),
  ...providerVariables,
  MAIL_SMTP_URL: optionalText(),
  MAIL_FROM: optionalText(),
  // Cognito's own bounds: ID and access tokens 5 minutes to a day (a minute here, for tests), refresh tokens an hour
  // to ten years.
  TOKEN_TTL_SECONDS: wholeNumber('TOKEN_TTL_SECONDS', 3600, 60, 24 * 3600),
  REFRESH_TTL_SECONDS: wholeNumber('REFRESH_TTL_SECONDS', 30 * 24 * 3600, 3600, 3650 * 24 * 3600),
  STATUS_PAGE_ID: text('axia'),
  RECAPTCHA_SITE_KEY: optionalText(),
  IDLE_TIMEOUT_MINUTES: positiveNumber('IDLE_TIMEOUT_MINUTES', 10, 'minutes', 60_000),
  SESSION_LIFETIME_HOURS: positiveNumber('SESSION_LIFETIME_HOURS', 12, 'hours', 3_600_000),
  STATUS_PAGE_URL: httpUrl('STATUS_PAGE_URL', 'https://status.axia.example'),
  SANDBOX_CLOCK_START: instant('SANDBOX_CLOCK_START'),
  BANK_TRUST_PROXY: optionalText(),
  APP_DIST_DIR: optionalText(),
  BACKOFFICE_DIST_DIR: optionalText(),
  STAFF_APPROVAL_THRESHOLD_USD: usdAmount('STAFF_APPROVAL_THRESHOLD_USD', '1000'),
  SERVE_SOURCE_MAPS: optionalText(),
  LOG_LEVEL: text('info'),
  /** The bank the command-line tools (sandbox/cli.ts, ops/cli.ts) call; unset: PUBLIC_ORIGIN. */
  BANK_URL: optionalText(),
});

type Variables = z.output<typeof variables>;

/** A party's variable (its provider or webhook secret: PARTY_SETTINGS names them), as parsed. */
export const partyVariable = (v: Variables, name: string) =>
  (v as unknown as Record<string, string | undefined>)[name];

/** Whether the sandbox is on: local unless SANDBOX=0, elsewhere only with SANDBOX=1. */
export const sandboxOn = (v: Pick<Variables, 'APP_ENVIRONMENT' | 'SANDBOX'>) =>
  v.APP_ENVIRONMENT === 'local' ? v.SANDBOX !== '0' : v.SANDBOX === '1';

/** The identity provider: the one named, else the sandbox's in local and an external pool elsewhere. */
export const identityProviderOf = (v: Pick<Variables, 'APP_ENVIRONMENT' | 'IDENTITY_PROVIDER'>) =>
  v.IDENTITY_PROVIDER ?? (v.APP_ENVIRONMENT === 'local' ? 'sandbox' : 'external');

/** A party's provider: the one named, else the sandbox's in a local sandbox and off anywhere else. */
export const partyProviderOf = (v: Variables, variable: string, sandbox: boolean) =>
  partyVariable(v, variable) ?? (v.APP_ENVIRONMENT === 'local' && sandbox ? 'sandbox' : 'off');

type Refusal = (variable: keyof Variables | string, message: string) => void;

/**
 * The rules between variables: what each mode requires and refuses. Run even when a value above is wrong (the
 * reported mistake is the first in the variables' order), so each rule reads only values it can trust.
 */
function modeRules(v: Variables, refuse: Refusal) {
  // A mode that failed its own check is the mistake reported: nothing below can be judged without it.
  if (typeof v.APP_ENVIRONMENT !== 'string' || typeof v.SANDBOX !== 'string') return;
  const environment = v.APP_ENVIRONMENT;
  const local = environment === 'local';
  const sandbox = sandboxOn(v);

  if (environment === 'production' && v.SANDBOX === '1')
    refuse(
      'SANDBOX',
      'SANDBOX=1 is refused with APP_ENVIRONMENT=production: the sandbox (its back office, mailbox, demo users ' +
        'and money-minting admin routes) must never run in production',
    );

  // PUBLIC_ORIGIN: optional in local (this process's address), required and https elsewhere.
  const origin = given(v.PUBLIC_ORIGIN);
  if (!origin && !local)
    refuse(
      'PUBLIC_ORIGIN',
      `PUBLIC_ORIGIN is required with ${mode(environment)}: the https origin browsers use, e.g. https://bank.example`,
    );
  if (origin && !local && originOf(origin) && !originOf(origin)!.startsWith('https:'))
    refuse(
      'PUBLIC_ORIGIN',
      `PUBLIC_ORIGIN must be https with ${mode(environment)} (got ${quoted(v.PUBLIC_ORIGIN)}): ` +
        'put TLS in front of the bank',
    );

  identityRules(v, refuse, sandbox);

  // CORS_ORIGINS: https only outside local.
  for (const entry of Array.isArray(v.CORS_ORIGINS) ? v.CORS_ORIGINS : [])
    if (!local && !entry.startsWith('https:'))
      refuse(
        'CORS_ORIGINS',
        `CORS_ORIGINS must list https origins with ${mode(environment)} (got ${quoted(entry)})`,
      );

  // PGlite runs with fsync off: a commit it acknowledged can be lost in a machine crash (config/index.ts).
  if (!given(v.DATABASE_URL) && !local)
    refuse(
      'DATABASE_URL',
      `DATABASE_URL is required with ${mode(environment)}: the PostgreSQL database that keeps the bank's money, ` +
        'e.g. postgres://bank:password@db.internal:5432/bank. PGlite (the local default, in BANK_DATA_DIR) runs ' +
        'without fsync: a payment it confirmed could be lost in a machine crash',
    );

  // The default token only in local; a sandbox elsewhere needs a long secret (its back office mints money). One given
  // outside local is checked even with the sandbox off: a default there is a local setting copied by mistake.
  const token = v.SANDBOX_ADMIN_TOKEN?.trim() ?? '';
  if (!local && (sandbox || token)) {
    if (!token)
      refuse(
        'SANDBOX_ADMIN_TOKEN',
        `SANDBOX_ADMIN_TOKEN is required with SANDBOX=1 and ${mode(environment)}: a secret of at least ` +
          `${MIN_ADMIN_TOKEN_LENGTH} characters for the sandbox's back office`,
      );
    else if (token === DEFAULT_ADMIN_TOKEN)
      refuse(
        'SANDBOX_ADMIN_TOKEN',
        `SANDBOX_ADMIN_TOKEN must not be the public default "${DEFAULT_ADMIN_TOKEN}" with ${mode(environment)}`,
      );
    else if (token.length < MIN_ADMIN_TOKEN_LENGTH)
      refuse(
        'SANDBOX_ADMIN_TOKEN',
        `SANDBOX_ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters with ${mode(environment)} ` +
          `(got ${token.length})`,
      );
  }

  demoSeedRules(v, refuse, sandbox);

  for (const party of PARTIES) {
    const names = PARTY_SETTINGS[party];
    const provider = partyProviderOf(v, names.provider, sandbox);
    if (provider === 'off') continue;
    if (provider === 'sandbox' && !sandbox)
      refuse(
        names.provider,
        `${names.provider}=sandbox needs the sandbox on (SANDBOX=1): the sandbox's ${party} lives in its back office`,
      );
    const secret = given(partyVariable(v, names.webhookSecret));
    if (secret && secret.length < MIN_WEBHOOK_SECRET_LENGTH)
      refuse(
        names.webhookSecret,
        `${names.webhookSecret} must be at least ${MIN_WEBHOOK_SECRET_LENGTH} characters: it signs the webhooks`,
      );
  }

  mailRules(v, refuse, sandbox);
}

/** IDENTITY_PROVIDER and, for an external user pool, where its tokens come from (production: external only). */
function identityRules(v: Variables, refuse: Refusal, sandbox: boolean) {
  const environment = v.APP_ENVIRONMENT;
  const provider = identityProviderOf(v);
  if (provider === 'sandbox') {
    if (environment === 'production')
      refuse(
        'IDENTITY_PROVIDER',
        'IDENTITY_PROVIDER=sandbox is refused with APP_ENVIRONMENT=production: production signs customers in ' +
          'with an external user pool (IDENTITY_PROVIDER=external, USER_POOL_ID, USER_POOL_CLIENT_ID)',
      );
    else if (environment !== 'local' && !sandbox)
      refuse(
        'IDENTITY_PROVIDER',
        `IDENTITY_PROVIDER=sandbox with ${mode(environment)} needs the sandbox on (SANDBOX=1); ` +
          'otherwise configure an external user pool (IDENTITY_PROVIDER=external)',
      );
    return;
  }
  if (provider !== 'external') return; // an unknown name: reported above
  const external = `IDENTITY_PROVIDER=external${v.IDENTITY_PROVIDER ? '' : ' (the default outside local)'}`;
  const userPoolId = given(v.USER_POOL_ID);
  if (!userPoolId)
    refuse(
      'USER_POOL_ID',
      `USER_POOL_ID is required with ${external}: the user pool's id, e.g. us-east-1_AbC123`,
    );
  else if (!USER_POOL_ID.test(userPoolId))
    refuse(
      'USER_POOL_ID',
      `USER_POOL_ID must be <region>_<id>, e.g. us-east-1_AbC123 (got ${quoted(v.USER_POOL_ID)})`,
    );
  if (!given(v.USER_POOL_CLIENT_ID))
    refuse(
      'USER_POOL_CLIENT_ID',
      `USER_POOL_CLIENT_ID is required with ${external}: the id of the app's client in the user pool`,
    );
  // In production every address the bank or the browser trusts for identity is https (keys, passwords).
  for (const name of ['IDENTITY_ISSUER', 'IDENTITY_JWKS_URL', 'IDENTITY_ENDPOINT'] as const) {
    const value = given(v[name]);
    if (!value) continue;
    const parsed = httpUrlOf(value);
    if (!parsed) refuse(name, notHttpUrl(name, v[name]));
    else if (environment === 'production' && parsed.protocol !== 'https:')
      refuse(
        name,
        `${name} must be an https URL with ${mode(environment)} (got ${quoted(v[name])})`,
      );
  }
}

/**
 * The demo seed (SEED_DEMO) and the demo users' password (SEED_DEMO_PASSWORD). Local keeps the published password
 * and seeds unless SEED_DEMO=0. Elsewhere the published password would open every demo account of a reachable bank
 * (and a UAT account copied from one): the seed must be asked for and given its own password, never quoted back.
 */
function demoSeedRules(v: Variables, refuse: Refusal, sandbox: boolean) {
  const environment = v.APP_ENVIRONMENT;
  if (v.SEED_DEMO === '1' && !sandbox)
    refuse(
      'SEED_DEMO',
      environment === 'production'
        ? 'SEED_DEMO=1 is refused with APP_ENVIRONMENT=production: the demo users exist only in the sandbox'
        : `SEED_DEMO=1 needs the sandbox on (SANDBOX=1): the demo users exist only in the sandbox`,
    );
  if (environment === 'local') return;
  const password = v.SEED_DEMO_PASSWORD ?? '';
  if (v.SEED_DEMO === '1' && !password)
    refuse(
      'SEED_DEMO_PASSWORD',
      `SEED_DEMO_PASSWORD is required with SEED_DEMO=1 and ${mode(environment)}: the demo users' password, at ` +
        `least ${MIN_SEED_DEMO_PASSWORD_LENGTH} characters, not the published one`,
    );
  // The value is never quoted back (a password).
  else if (password === DEMO_PASSWORD)
    refuse(
      'SEED_DEMO_PASSWORD',
      `SEED_DEMO_PASSWORD must not be the published demo password with ${mode(environment)}`,
    );
  else if (password && password.length < MIN_SEED_DEMO_PASSWORD_LENGTH)
    refuse(
      'SEED_DEMO_PASSWORD',
      `SEED_DEMO_PASSWORD must be at least ${MIN_SEED_DEMO_PASSWORD_LENGTH} characters with ${mode(environment)} ` +
        `(got ${password.length})`,
    );
}

/**
 * The sandbox keeps its mailbox. With the sandbox off, MAIL_SMTP_URL and MAIL_FROM; only local may go without. The
 * URL is never quoted back: it holds a password.
 */
function mailRules(v: Variables, refuse: Refusal, sandbox: boolean) {
  const environment = v.APP_ENVIRONMENT;
  if (sandbox) return;
  const raw = given(v.MAIL_SMTP_URL);
  if (!raw) {
    if (environment !== 'local')
      refuse(
        'MAIL_SMTP_URL',
        `MAIL_SMTP_URL is required with the sandbox off and ${mode(environment)}: the SMTP server that delivers ` +
          "the bank's code mails (smtps://user:password@host:465, or smtp://…:587 with STARTTLS), with MAIL_FROM",
      );
    return;
  }
  let parsed: URL | null = null;
  try {
    parsed = new URL(raw);
  } catch {
    // reported below
  }
  if (!parsed || (parsed.protocol !== 'smtps:' && parsed.protocol !== 'smtp:') || !parsed.hostname)
    refuse(
      'MAIL_SMTP_URL',
      'MAIL_SMTP_URL must be an smtps:// or smtp:// URL, e.g. smtps://user:password@smtp.example:465 ' +
        '(the value given is not shown: it may hold a password)',
    );
  const from = given(v.MAIL_FROM);
  if (!from)
    refuse(
      'MAIL_FROM',
      'MAIL_FROM is required with MAIL_SMTP_URL: the sender of the bank\'s mails, e.g. "Axia <no-reply@bank.example>"',
    );
  else if (!MAIL_FROM.test(from))
    refuse(
      'MAIL_FROM',
      `MAIL_FROM must be an email address or "Name <address>" (got ${quoted(v.MAIL_FROM)})`,
    );
}

/** The schema of the bank's environment: the variables and the rules between them. */
export const bankEnvSchema = variables.superRefine(
  (v, ctx) =>
    modeRules(v, (variable, message) =>
      ctx.addIssue({ code: 'custom', path: [variable], message }),
    ),
  // The rules run even when a value failed its own check, so the mistake reported is the first in order.
  { when: () => true },
);

export type BankEnv = z.output<typeof bankEnvSchema>;

/** The variables' order: a mistake's rank. */
const ORDER = Object.keys(variables.shape);

/** The bank's environment, parsed once; throws ConfigError with the first mistake (in the variables' order). */
export function parseBankEnv(env: NodeJS.ProcessEnv): BankEnv {
  const result = bankEnvSchema.safeParse(env);
  if (result.success) return result.data;
  const rank = (issue: z.core.$ZodIssue) => ORDER.indexOf(String(issue.path[0]));
  // A stable sort: for one variable, its own check (reported first by zod) before the rules.
  const [first] = [...result.error.issues].sort((a, b) => rank(a) - rank(b));
  throw new ConfigError(first!.message);
}
