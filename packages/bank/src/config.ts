import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ENVIRONMENTS, type Environment, type RobotCheck } from '@axia/core';
import { providersConfig, type ProvidersConfig } from './providers/config';

/**
 * Who signs customers in: the bank's own Cognito-compatible /identity (sandbox), or an external Cognito(-compatible)
 * user pool whose ID tokens the API verifies (identity/external).
 */
export type IdentityConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'external';
      /** The tokens' `iss`, e.g. https://cognito-idp.us-east-1.amazonaws.com/us-east-1_AbC123. */
      issuer: string;
      jwksUrl: string;
      /** The app client: the ID token's `aud`. */
      clientId: string;
      userPoolId: string;
      /** A Cognito-compatible endpoint Amplify calls instead of AWS's (/config.json userPoolEndpoint); null: AWS. */
      endpoint: string | null;
    };

/**
 * Sign-up's robot check (/config.json robotCheck): the sandbox identity verifies only its own tokens; an external
 * pool verifies Google's in its PreSignUp trigger when a reCAPTCHA site key is configured, else the app shows none.
 */
export function robotCheckOf(
  config: Pick<BankConfig, 'identity' | 'recaptchaSiteKey'>,
): RobotCheck {
  if (config.identity.provider === 'sandbox') return 'sandbox';
  return config.recaptchaSiteKey ? 'recaptcha' : 'none';
}

/** Where the bank's own mails go (src/mail): the sandbox mailbox, or an SMTP server. */
export type MailConfig = { transport: 'mailbox' } | SmtpMailConfig;

export interface SmtpMailConfig {
  transport: 'smtp';
  /** smtps:// or smtp://, credentials in the URL (never logged, never in an error message). */
  url: string;
  /** The From of every mail, e.g. "Axia <no-reply@bank.example>". */
  from: string;
  /** smtp:// must upgrade with STARTTLS (outside local). */
  requireTLS: boolean;
}

/** GET /api/events (issue 31). */
export interface EventsConfig {
  /** A heartbeat comment, and the check of the session, this often (BANK_EVENTS_HEARTBEAT_MS, default 15 s). */
  heartbeatMs: number;
  /** Open streams per customer; a new one ends the oldest (BANK_EVENTS_STREAMS_PER_CUSTOMER, default 5). */
  streamsPerCustomer: number;
  /** Events are kept this long for Last-Event-ID resumes (BANK_EVENTS_RETENTION_HOURS, default 24). */
  retentionHours: number;
  /** A stream whose unsent bytes pass this is ended, not buffered further (BANK_EVENTS_MAX_BUFFERED_BYTES). */
  maxBufferedBytes: number;
  /** The safety net for a missed NOTIFY: every stream's events re-read this often (BANK_EVENTS_CATCH_UP_MS). */
  catchUpMs: number;
}

/** scrypt's parameters for new password hashes (src/identity/password.ts): N = 2^ln, block size r, parallelism p. */
export interface PasswordCost {
  ln: number;
  r: number;
  p: number;
}

/**
 * The cost of every new password hash: 32 MiB and ~0.1 s of one core per hash. loadConfig gives it to every bank
 * (no setting lowers it); it is the least a bank outside local accepts (identity/password.ts passwordHasher).
 */
export const PASSWORD_COST: Readonly<PasswordCost> = Object.freeze({ ln: 15, r: 8, p: 1 });

export interface BankConfig {
  host: string;
  port: number;
  /** Public origin the browser uses (issuer, endpoints in /config.json); https outside local. */
  publicOrigin: string;
  /** Origins allowed to call /api and /identity cross-origin (CORS_ORIGINS; default: PUBLIC_ORIGIN only). */
  corsOrigins: string[];
  /** PostgreSQL's connection string (DATABASE_URL); absent: PGlite in dataDir, which only local accepts. */
  databaseUrl?: string;
  /** PostgreSQL only: connections this process keeps at most (BANK_DB_POOL_SIZE); all processes' together must stay under max_connections. */
  dbPoolSize: number;
  /** PostgreSQL only: a statement running longer is cancelled and the call answers 503 (BANK_DB_STATEMENT_TIMEOUT_MS). */
  dbStatementTimeoutMs: number;
  /** PostgreSQL only: a call waits this long for a free connection, then answers 503 (BANK_DB_CONNECT_WAIT_MS). */
  dbConnectWaitMs: number;
  /** How long a starting process waits for its database before it gives up (BANK_DB_WAIT_SECONDS). */
  dbWaitSeconds: number;
  /** The live events' stream (GET /api/events, src/events). */
  events: EventsConfig;
  /**
   * Idempotency keys and their kept answers are deleted this many days after their request (src/retention;
   * BANK_IDEMPOTENCY_RETENTION_DAYS, default 30): a retry after that runs as a new request.
   */
  idempotencyRetentionDays: number;
  dataDir: string;
  /** Sandbox mode: /sandbox routes, the mailbox, the KYC widget, the admin surface, the demo seed. */
  sandbox: boolean;
  /** The back office's token (x-admin-token); empty when the sandbox is off outside local (nothing accepts one). */
  adminToken: string;
  /**
   * Whether the sandbox seeds the demo users at start: in local unless SEED_DEMO=0; elsewhere only with SEED_DEMO=1
   * (and SEED_DEMO_PASSWORD). Never with the sandbox off.
   */
  seedDemo: boolean;
  /**
   * The demo users' password, for the seed and the back office's copies of them (POST /sandbox/admin/customers): the
   * published DEMO_PASSWORD in local, SEED_DEMO_PASSWORD elsewhere (never the published one); null when none is
   * configured outside local (no demo customer is then made).
   */
  demoPassword: string | null;
  environment: Environment;
  /** Who signs customers in: the bank's own Cognito-compatible /identity, or an external user pool. */
  identity: IdentityConfig;
  /** Where the bank's own code mails and notices go. */
  mail: MailConfig;
  /** Each outside party's provider, or off (src/providers). */
  providers: ProvidersConfig;
  /** The user pool and app client the app's Amplify names (the sandbox's own, or the external pool's). */
  userPoolId: string;
  userPoolClientId: string;
  /** Lifetime of ID and access tokens, seconds. */
  tokenTtlSeconds: number;
  refreshTtlSeconds: number;
  statusPageId: string;
  recaptchaSiteKey: string | null;
  /** The app signs an idle user out after this many minutes (a warning one minute before). */
  idleTimeoutMinutes: number;
  /** Absolute session lifetime in the app, hours from sign-in, whatever the activity. */
  sessionLifetimeHours: number;
  /** The public status page the app links to. */
  statusPageUrl: string;
  /**
   * Sandbox only: where the bank's clock starts on a new database (SANDBOX_CLOCK_START), so a run's dates (the seed,
   * statements, notices) do not depend on the real date. Null: the real time. A clock the back office moved keeps
   * its place across restarts.
   */
  clockStart: Date | null;
  /**
   * The proxies whose X-Forwarded-For names the client (BANK_TRUST_PROXY: addresses or CIDRs, comma-separated;
   * Fastify's trustProxy), so per-client rate limits see the client, not the proxy. False: none (direct).
   */
  trustProxy: string | false;
  /** Built app to serve for every other path, when present. */
  appDistDir: string | null;
  /** The built staff console (packages/backoffice/dist), served under /staff when present (BACKOFFICE_DIST_DIR). */
  backofficeDistDir: string | null;
  /**
   * Four eyes (issue 41): a credit or release of money above this many USD (an exact decimal string) is a proposal a
   * second staff member, an approver, must approve (STAFF_APPROVAL_THRESHOLD_USD, default 1000).
   */
  staffApprovalThresholdUsd: string;
  /** Whether the app's source maps (*.map) are served: always in local, elsewhere only with SERVE_SOURCE_MAPS=1. */
  serveSourceMaps: boolean;
  logLevel: string;
  /**
   * scrypt's cost for new password hashes: always PASSWORD_COST from loadConfig. Only a local bank may be given
   * less (the tests' banks, test/harness.ts); buildServer refuses a lower one elsewhere.
   */
  passwordCost: Readonly<PasswordCost>;
}

/** An environment value the bank cannot start with; `message` says which and why. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const DEFAULT_IDLE_TIMEOUT_MINUTES = 10;
export const DEFAULT_SESSION_LIFETIME_HOURS = 12;
export const DEFAULT_STATUS_PAGE_URL = 'https://status.axia.example';
/** Browsers' longest timer (2^31 - 1 ms): a longer limit would fire at once in the app. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** A positive number of `unit`s (`unitMs` each) from `env[name]` that a browser timer can wait for. */
function positiveNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  unit: string,
  unitMs: number,
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  const max = Math.floor(MAX_TIMER_MS / unitMs);
  if (!Number.isFinite(value) || value <= 0 || value > max) {
    throw new ConfigError(
      `${name} must be a positive number of ${unit}, at most ${max} (got ${JSON.stringify(env[name])})`,
    );
  }
  return value;
}

/** A whole number from `env[name]` between `min` and `max`. */
function wholeNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(
      `${name} must be a whole number from ${min} to ${max} (got ${JSON.stringify(env[name])})`,
    );
  }
  return value;
}

function httpUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  return url(env, name, null) ?? fallback;
}

function instant(env: NodeJS.ProcessEnv, name: string): Date | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  const date = new Date(raw);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(raw) || Number.isNaN(date.getTime())) {
    throw new ConfigError(
      `${name} must be an ISO 8601 date and time, e.g. 2026-11-21T10:00:00Z (got ${JSON.stringify(env[name])})`,
    );
  }
  return date;
}

/** The admin token a local sandbox takes when none is given: public, so never accepted outside local. */
export const DEFAULT_ADMIN_TOKEN = 'sandbox-admin';
export const MIN_ADMIN_TOKEN_LENGTH = 32;

/** The demo users' published password (README 'Demo users'): a local sandbox's only, refused elsewhere. */
export const DEMO_PASSWORD = 'Demo1234!';
export const MIN_SEED_DEMO_PASSWORD_LENGTH = 12;

/** `APP_ENVIRONMENT=…` for messages that depend on the mode. */
const mode = (environment: Environment) => `APP_ENVIRONMENT=${environment}`;

function appEnvironment(env: NodeJS.ProcessEnv): Environment {
  const raw = env.APP_ENVIRONMENT?.trim() || 'local';
  if (!(ENVIRONMENTS as readonly string[]).includes(raw)) {
    throw new ConfigError(
      `APP_ENVIRONMENT must be one of ${ENVIRONMENTS.join(', ')} (got ${JSON.stringify(env.APP_ENVIRONMENT)})`,
    );
  }
  return raw as Environment;
}

/** Local: on unless SANDBOX=0. Elsewhere it must be asked for (SANDBOX=1), and never in production. */
function sandboxMode(env: NodeJS.ProcessEnv, environment: Environment): boolean {
  const raw = env.SANDBOX?.trim() ?? '';
  if (raw !== '' && raw !== '0' && raw !== '1') {
    throw new ConfigError(`SANDBOX must be 0 (off) or 1 (on) (got ${JSON.stringify(env.SANDBOX)})`);
  }
  if (environment === 'production' && raw === '1') {
    throw new ConfigError(
      'SANDBOX=1 is refused with APP_ENVIRONMENT=production: the sandbox (its back office, mailbox, demo users ' +
        'and money-minting admin routes) must never run in production',
    );
  }
  return environment === 'local' ? raw !== '0' : raw === '1';
}

/**
 * The default token only in local; a sandbox elsewhere needs a long secret (its back office mints money). One given
 * outside local is checked even with the sandbox off: a default there is a local setting copied by mistake.
 */
function adminToken(env: NodeJS.ProcessEnv, environment: Environment, sandbox: boolean): string {
  const raw = env.SANDBOX_ADMIN_TOKEN?.trim() ?? '';
  if (environment === 'local') return raw || DEFAULT_ADMIN_TOKEN;
  if (!sandbox && !raw) return '';
  if (!raw) {
    throw new ConfigError(
      `SANDBOX_ADMIN_TOKEN is required with SANDBOX=1 and ${mode(environment)}: a secret of at least ` +
        `${MIN_ADMIN_TOKEN_LENGTH} characters for the sandbox's back office`,
    );
  }
  if (raw === DEFAULT_ADMIN_TOKEN) {
    throw new ConfigError(
      `SANDBOX_ADMIN_TOKEN must not be the public default "${DEFAULT_ADMIN_TOKEN}" with ${mode(environment)}`,
    );
  }
  if (raw.length < MIN_ADMIN_TOKEN_LENGTH) {
    throw new ConfigError(
      `SANDBOX_ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters with ${mode(environment)} ` +
        `(got ${raw.length})`,
    );
  }
  return raw;
}

/**
 * The demo seed (SEED_DEMO) and the demo users' password (SEED_DEMO_PASSWORD). Local keeps the published password
 * and seeds unless SEED_DEMO=0. Elsewhere the published password would open every demo account of a reachable bank
 * (and a UAT account copied from one): the seed must be asked for and given its own password, never quoted back.
 */
function demoSeed(
  env: NodeJS.ProcessEnv,
  environment: Environment,
  sandbox: boolean,
): Pick<BankConfig, 'seedDemo' | 'demoPassword'> {
  const raw = env.SEED_DEMO?.trim() ?? '';
  if (raw !== '' && raw !== '0' && raw !== '1') {
    throw new ConfigError(
      `SEED_DEMO must be 0 (off) or 1 (on) (got ${JSON.stringify(env.SEED_DEMO)})`,
    );
  }
  if (raw === '1' && !sandbox) {
    throw new ConfigError(
      environment === 'production'
        ? 'SEED_DEMO=1 is refused with APP_ENVIRONMENT=production: the demo users exist only in the sandbox'
        : `SEED_DEMO=1 needs the sandbox on (SANDBOX=1): the demo users exist only in the sandbox`,
    );
  }
  if (environment === 'local')
    return { seedDemo: sandbox && raw !== '0', demoPassword: DEMO_PASSWORD };
  // As given (a password is not trimmed); empty counts as unset.
  const password = env.SEED_DEMO_PASSWORD ?? '';
  if (raw === '1' && !password) {
    throw new ConfigError(
      `SEED_DEMO_PASSWORD is required with SEED_DEMO=1 and ${mode(environment)}: the demo users' password, at ` +
        `least ${MIN_SEED_DEMO_PASSWORD_LENGTH} characters, not the published one`,
    );
  }
  // The value is never quoted back (a password).
  if (password === DEMO_PASSWORD) {
    throw new ConfigError(
      `SEED_DEMO_PASSWORD must not be the published demo password with ${mode(environment)}`,
    );
  }
  if (password && password.length < MIN_SEED_DEMO_PASSWORD_LENGTH) {
    throw new ConfigError(
      `SEED_DEMO_PASSWORD must be at least ${MIN_SEED_DEMO_PASSWORD_LENGTH} characters with ${mode(environment)} ` +
        `(got ${password.length})`,
    );
  }
  return { seedDemo: raw === '1', demoPassword: sandbox && password ? password : null };
}

/**
 * `env[name]` checked to be an absolute http(s) URL (https only when `httpsOnly` says why), as given (an issuer is
 * compared with tokens' `iss` as written); null when unset.
 */
function url(env: NodeJS.ProcessEnv, name: string, httpsOnly: string | null): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let parsed: URL | null = null;
  try {
    parsed = new URL(raw);
  } catch {
    // not a URL: reported below
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw new ConfigError(
      `${name} must be an absolute http(s) URL (got ${JSON.stringify(env[name])})`,
    );
  }
  if (httpsOnly && parsed.protocol !== 'https:') {
    throw new ConfigError(
      `${name} must be an https URL with ${httpsOnly} (got ${JSON.stringify(env[name])})`,
    );
  }
  return raw;
}

/** An origin (scheme://host[:port]) from `raw`, or null when it is anything more or less. */
function originOf(raw: string): string | null {
  try {
    const parsed = new URL(raw);
    const bare =
      parsed.pathname === '/' &&
      !parsed.search &&
      !parsed.hash &&
      !parsed.username &&
      !parsed.password;
    return bare && (parsed.protocol === 'http:' || parsed.protocol === 'https:')
      ? parsed.origin
      : null;
  } catch {
    return null;
  }
}

/** PUBLIC_ORIGIN: optional in local (this process's address), required and https elsewhere. */
function publicOrigin(env: NodeJS.ProcessEnv, environment: Environment, fallback: string): string {
  const raw = env.PUBLIC_ORIGIN?.trim();
  if (!raw) {
    if (environment === 'local') return fallback;
    throw new ConfigError(
      `PUBLIC_ORIGIN is required with ${mode(environment)}: the https origin browsers use, e.g. https://bank.example`,
    );
  }
  const origin = originOf(raw);
  if (!origin) {
    throw new ConfigError(
      `PUBLIC_ORIGIN must be an origin (scheme://host[:port], no path), e.g. https://bank.example ` +
        `(got ${JSON.stringify(env.PUBLIC_ORIGIN)})`,
    );
  }
  if (environment !== 'local' && !origin.startsWith('https:')) {
    throw new ConfigError(
      `PUBLIC_ORIGIN must be https with ${mode(environment)} (got ${JSON.stringify(env.PUBLIC_ORIGIN)}): ` +
        'put TLS in front of the bank',
    );
  }
  return origin;
}

/** The Vite dev and preview servers (`npm run dev`): the app there calls the bank at PUBLIC_ORIGIN cross-origin. */
const LOCAL_DEV_ORIGINS = [5173, 4173].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/**
 * CORS_ORIGINS: listed origins only (never `null` or `*`: the browser would send credentials from any page); by
 * default the app's own origin, and in local the Vite dev servers (`npm run dev` calls the bank cross-origin).
 */
function corsOrigins(env: NodeJS.ProcessEnv, environment: Environment, own: string): string[] {
  const raw = env.CORS_ORIGINS?.trim();
  if (!raw) return [own, ...(environment === 'local' ? LOCAL_DEV_ORIGINS : [])];
  return raw.split(',').map((entry) => {
    const origin = originOf(entry.trim());
    if (!origin) {
      throw new ConfigError(
        `CORS_ORIGINS must list origins (scheme://host[:port]) separated by commas (got ${JSON.stringify(entry.trim())})`,
      );
    }
    if (environment !== 'local' && !origin.startsWith('https:')) {
      throw new ConfigError(
        `CORS_ORIGINS must list https origins with ${mode(environment)} (got ${JSON.stringify(entry.trim())})`,
      );
    }
    return origin;
  });
}

/** AWS's Cognito endpoint for a pool (its region is the pool id's prefix, as Amplify derives it). */
export function awsCognitoOrigin(userPoolId: string): string {
  return `https://cognito-idp.${userPoolId.split('_')[0]}.amazonaws.com`;
}

/** Cognito's pool ids: `<region>_<id>`, e.g. us-east-1_AbC123 (cognito-local's: local_AbCd1234). */
const USER_POOL_ID = /^([\w-]+)_([0-9a-zA-Z]+)$/;

/**
 * IDENTITY_PROVIDER and, for an external user pool, where its tokens come from. The sandbox's own identity is the
 * default in local; elsewhere the default is external, and production accepts nothing else.
 */
function identityProvider(
  env: NodeJS.ProcessEnv,
  environment: Environment,
  sandbox: boolean,
): IdentityConfig {
  const provider =
    env.IDENTITY_PROVIDER?.trim() || (environment === 'local' ? 'sandbox' : 'external');
  if (provider === 'sandbox') {
    if (environment === 'production') {
      throw new ConfigError(
        'IDENTITY_PROVIDER=sandbox is refused with APP_ENVIRONMENT=production: production signs customers in ' +
          'with an external user pool (IDENTITY_PROVIDER=external, USER_POOL_ID, USER_POOL_CLIENT_ID)',
      );
    }
    if (environment !== 'local' && !sandbox) {
      throw new ConfigError(
        `IDENTITY_PROVIDER=sandbox with ${mode(environment)} needs the sandbox on (SANDBOX=1); ` +
          'otherwise configure an external user pool (IDENTITY_PROVIDER=external)',
      );
    }
    return { provider: 'sandbox' };
  }
  if (provider !== 'external') {
    throw new ConfigError(
      `IDENTITY_PROVIDER must be sandbox or external (got ${JSON.stringify(env.IDENTITY_PROVIDER)})`,
    );
  }
  const external = `IDENTITY_PROVIDER=external${env.IDENTITY_PROVIDER?.trim() ? '' : ' (the default outside local)'}`;
  const userPoolId = env.USER_POOL_ID?.trim();
  if (!userPoolId) {
    throw new ConfigError(
      `USER_POOL_ID is required with ${external}: the user pool's id, e.g. us-east-1_AbC123`,
    );
  }
  if (!USER_POOL_ID.test(userPoolId)) {
    throw new ConfigError(
      `USER_POOL_ID must be <region>_<id>, e.g. us-east-1_AbC123 (got ${JSON.stringify(env.USER_POOL_ID)})`,
    );
  }
  const clientId = env.USER_POOL_CLIENT_ID?.trim();
  if (!clientId) {
    throw new ConfigError(
      `USER_POOL_CLIENT_ID is required with ${external}: the id of the app's client in the user pool`,
    );
  }
  // In production every address the bank or the browser trusts for identity is https (keys, passwords).
  const httpsOnly = environment === 'production' ? mode(environment) : null;
  const issuer =
    url(env, 'IDENTITY_ISSUER', httpsOnly)?.replace(/\/$/, '') ??
    `${awsCognitoOrigin(userPoolId)}/${userPoolId}`;
  const jwksUrl = url(env, 'IDENTITY_JWKS_URL', httpsOnly) ?? `${issuer}/.well-known/jwks.json`;
  const endpoint = url(env, 'IDENTITY_ENDPOINT', httpsOnly)?.replace(/\/$/, '') ?? null;
  return { provider: 'external', issuer, jwksUrl, clientId, userPoolId, endpoint };
}

/** An address in MAIL_FROM: a bare address or `Name <address>`. */
const MAIL_FROM = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

/**
 * The sandbox keeps its mailbox (GET /sandbox/mailbox reads it). With the sandbox off, MAIL_SMTP_URL and MAIL_FROM;
 * only local may go without (its mails stay in the mailbox table). The URL is never quoted back: it holds a password.
 */
function mailTransport(
  env: NodeJS.ProcessEnv,
  environment: Environment,
  sandbox: boolean,
): MailConfig {
  const raw = env.MAIL_SMTP_URL?.trim();
  if (sandbox) return { transport: 'mailbox' };
  if (!raw) {
    if (environment === 'local') return { transport: 'mailbox' };
    throw new ConfigError(
      `MAIL_SMTP_URL is required with the sandbox off and ${mode(environment)}: the SMTP server that delivers ` +
        "the bank's code mails (smtps://user:password@host:465, or smtp://…:587 with STARTTLS), with MAIL_FROM",
    );
  }
  let parsed: URL | null = null;
  try {
    parsed = new URL(raw);
  } catch {
    // reported below
  }
  if (
    !parsed ||
    (parsed.protocol !== 'smtps:' && parsed.protocol !== 'smtp:') ||
    !parsed.hostname
  ) {
    throw new ConfigError(
      'MAIL_SMTP_URL must be an smtps:// or smtp:// URL, e.g. smtps://user:password@smtp.example:465 ' +
        '(the value given is not shown: it may hold a password)',
    );
  }
  const from = env.MAIL_FROM?.trim();
  if (!from) {
    throw new ConfigError(
      'MAIL_FROM is required with MAIL_SMTP_URL: the sender of the bank\'s mails, e.g. "Axia <no-reply@bank.example>"',
    );
  }
  if (!MAIL_FROM.test(from)) {
    throw new ConfigError(
      `MAIL_FROM must be an email address or "Name <address>" (got ${JSON.stringify(env.MAIL_FROM)})`,
    );
  }
  return { transport: 'smtp', url: raw, from, requireTLS: environment !== 'local' };
}

/**
 * DATABASE_URL: optional in local (PGlite in BANK_DATA_DIR, the demo and development default), required elsewhere.
 * PGlite runs with fsync off: a commit it acknowledged (a payment answered 200) can be lost when the machine
 * crashes, so a bank whose money matters keeps it in PostgreSQL. No setting lets a dev, uat or production bank run
 * on PGlite: the tests that start one give it a PostgreSQL database. The URL is never quoted back (a password).
 */
function databaseUrl(env: NodeJS.ProcessEnv, environment: Environment): string | undefined {
  const raw = env.DATABASE_URL?.trim();
  if (raw) return raw;
  if (environment === 'local') return undefined;
  throw new ConfigError(
    `DATABASE_URL is required with ${mode(environment)}: the PostgreSQL database that keeps the bank's money, ` +
      'e.g. postgres://bank:password@db.internal:5432/bank. PGlite (the local default, in BANK_DATA_DIR) runs ' +
      'without fsync: a payment it confirmed could be lost in a machine crash',
  );
}

/** The bank's settings from the environment; throws ConfigError for a value it cannot use. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): BankConfig {
  const environment = appEnvironment(env);
  const sandbox = sandboxMode(env, environment);
  const port = wholeNumber(env, 'PORT', 8080, 0, 65_535);
  const host = env.HOST ?? '127.0.0.1';
  const origin = publicOrigin(env, environment, `http://${host}:${port}`);
  const identity = identityProvider(env, environment, sandbox);
  return {
    host,
    port,
    publicOrigin: origin,
    corsOrigins: corsOrigins(env, environment, origin),
    databaseUrl: databaseUrl(env, environment),
    dbPoolSize: wholeNumber(env, 'BANK_DB_POOL_SIZE', 10, 1, 1000),
    dbStatementTimeoutMs: wholeNumber(env, 'BANK_DB_STATEMENT_TIMEOUT_MS', 30_000, 100, 3_600_000),
    dbConnectWaitMs: wholeNumber(env, 'BANK_DB_CONNECT_WAIT_MS', 5_000, 100, 600_000),
    dbWaitSeconds: wholeNumber(env, 'BANK_DB_WAIT_SECONDS', 60, 0, 3600),
    events: {
      heartbeatMs: wholeNumber(env, 'BANK_EVENTS_HEARTBEAT_MS', 15_000, 10, 300_000),
      streamsPerCustomer: wholeNumber(env, 'BANK_EVENTS_STREAMS_PER_CUSTOMER', 5, 1, 100),
      retentionHours: wholeNumber(env, 'BANK_EVENTS_RETENTION_HOURS', 24, 1, 24 * 30),
      maxBufferedBytes: wholeNumber(
        env,
        'BANK_EVENTS_MAX_BUFFERED_BYTES',
        1024 * 1024,
        1024,
        64 * 1024 * 1024,
      ),
      catchUpMs: wholeNumber(env, 'BANK_EVENTS_CATCH_UP_MS', 5_000, 50, 600_000),
    },
    // A customer's retry comes within the session it was made in (hours); a day is the least, ten years the most.
    idempotencyRetentionDays: wholeNumber(env, 'BANK_IDEMPOTENCY_RETENTION_DAYS', 30, 1, 3650),
    dataDir: env.BANK_DATA_DIR ?? '.data/bank',
    sandbox,
    adminToken: adminToken(env, environment, sandbox),
    ...demoSeed(env, environment, sandbox),
    providers: providersConfig(env, environment, sandbox, (message) => new ConfigError(message)),
    environment,
    identity,
    mail: mailTransport(env, environment, sandbox),
    userPoolId:
      identity.provider === 'external'
        ? identity.userPoolId
        : env.USER_POOL_ID?.trim() || 'us-east-1_sandbox',
    userPoolClientId:
      identity.provider === 'external'
        ? identity.clientId
        : env.USER_POOL_CLIENT_ID?.trim() || 'axiasandboxclient',
    // Cognito's own bounds: ID and access tokens 5 minutes to a day (a minute here, for tests), refresh tokens an
    // hour to ten years.
    tokenTtlSeconds: wholeNumber(env, 'TOKEN_TTL_SECONDS', 3600, 60, 24 * 3600),
    refreshTtlSeconds: wholeNumber(
      env,
      'REFRESH_TTL_SECONDS',
      30 * 24 * 3600,
      3600,
      3650 * 24 * 3600,
    ),
    statusPageId: env.STATUS_PAGE_ID ?? 'axia',
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || null,
    idleTimeoutMinutes: positiveNumber(
      env,
      'IDLE_TIMEOUT_MINUTES',
      DEFAULT_IDLE_TIMEOUT_MINUTES,
      'minutes',
      60_000,
    ),
    sessionLifetimeHours: positiveNumber(
      env,
      'SESSION_LIFETIME_HOURS',
      DEFAULT_SESSION_LIFETIME_HOURS,
      'hours',
      3_600_000,
    ),
    statusPageUrl: httpUrl(env, 'STATUS_PAGE_URL', DEFAULT_STATUS_PAGE_URL),
    clockStart: instant(env, 'SANDBOX_CLOCK_START'),
    trustProxy: env.BANK_TRUST_PROXY?.trim() || false,
    appDistDir: env.APP_DIST_DIR ?? defaultAppDist(),
    backofficeDistDir: env.BACKOFFICE_DIST_DIR ?? defaultBackofficeDist(),
    staffApprovalThresholdUsd: usdAmount(env, 'STAFF_APPROVAL_THRESHOLD_USD', '1000'),
    serveSourceMaps: environment === 'local' || env.SERVE_SOURCE_MAPS === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
    passwordCost: PASSWORD_COST,
  };
}

/** The app's build beside this package (packages/app/dist), when it has been built. */
function defaultAppDist(): string | null {
  const dir = fileURLToPath(new URL('../../app/dist', import.meta.url));
  return existsSync(dir) ? dir : null;
}

/** The staff console's build beside this package (packages/backoffice/dist), when it has been built. */
function defaultBackofficeDist(): string | null {
  const dir = fileURLToPath(new URL('../../backoffice/dist', import.meta.url));
  return existsSync(dir) ? dir : null;
}

/** A non-negative USD amount from `env[name]`: a plain decimal string (at most 2 decimals), kept exact as text. */
function usdAmount(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d{1,15}(\.\d{1,2})?$/.test(raw))
    throw new ConfigError(
      `${name} must be an amount of USD such as 1000 or 2500.50 (got ${JSON.stringify(env[name])})`,
    );
  return raw;
}

/** loadConfig for a command-line entry point: a value it cannot use ends the process with the message, no trace. */
export function loadConfigOrExit(what: string): BankConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${what}: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
