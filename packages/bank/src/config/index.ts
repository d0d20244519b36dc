import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Environment, RobotCheck } from '@axia/core';
import { PARTY_SETTINGS, providersConfig, type ProvidersConfig } from '../providers/config';
import {
  ConfigError,
  DEFAULT_ADMIN_TOKEN,
  DEMO_PASSWORD,
  identityProviderOf,
  parseBankEnv,
  partyProviderOf,
  partyVariable,
  sandboxOn,
  type BankEnv,
} from './env';
import { given, originOf } from './values';

// The bank's configuration (one entry point: `../config`). Every environment variable is read and checked in one
// zod schema (./env.ts, its kinds of value in ./values.ts); loadConfig builds the configuration from its result.

export { ConfigError, DEFAULT_ADMIN_TOKEN, DEMO_PASSWORD } from './env';

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
type MailConfig = { transport: 'mailbox' } | SmtpMailConfig;

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
interface EventsConfig {
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
  /** Whether PUBLIC_ORIGIN was given (main.ts requires it with DATABASE_URL: every process names one issuer). */
  publicOriginGiven: boolean;
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
  /**
   * Keyed posting statements a process runs at once (BANK_POSTINGS_IN_FLIGHT); those that arrive meanwhile are
   * posted together in the next (modules/ledger/keyed-batches.ts). 0: each its own statement, none batched.
   */
  postingsInFlight: number;
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
  /** The bank the command-line tools call (BANK_URL; sandbox/cli.ts, ops/cli.ts); null: publicOrigin. */
  bankUrl: string | null;
}

/** AWS's Cognito endpoint for a pool (its region is the pool id's prefix, as Amplify derives it). */
export function awsCognitoOrigin(userPoolId: string): string {
  return `https://cognito-idp.${userPoolId.split('_')[0]}.amazonaws.com`;
}

/** The Vite dev and preview servers (`npm run dev`): the app there calls the bank at PUBLIC_ORIGIN cross-origin. */
const LOCAL_DEV_ORIGINS = [5173, 4173].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** Who signs customers in, from the checked environment. */
function identityOf(v: BankEnv): IdentityConfig {
  if (identityProviderOf(v) === 'sandbox') return { provider: 'sandbox' };
  const userPoolId = given(v.USER_POOL_ID)!;
  const issuer =
    given(v.IDENTITY_ISSUER)?.replace(/\/$/, '') ?? `${awsCognitoOrigin(userPoolId)}/${userPoolId}`;
  return {
    provider: 'external',
    issuer,
    jwksUrl: given(v.IDENTITY_JWKS_URL) ?? `${issuer}/.well-known/jwks.json`,
    clientId: given(v.USER_POOL_CLIENT_ID)!,
    userPoolId,
    endpoint: given(v.IDENTITY_ENDPOINT)?.replace(/\/$/, '') ?? null,
  };
}

/** Where the bank's mails go: the sandbox's mailbox, local without SMTP too; else the SMTP server. */
function mailOf(v: BankEnv, sandbox: boolean): MailConfig {
  const url = given(v.MAIL_SMTP_URL);
  if (sandbox || !url) return { transport: 'mailbox' };
  return {
    transport: 'smtp',
    url,
    from: given(v.MAIL_FROM)!,
    requireTLS: v.APP_ENVIRONMENT !== 'local',
  };
}

/**
 * The demo seed and the demo users' password: local keeps the published password and seeds unless SEED_DEMO=0;
 * elsewhere only SEED_DEMO=1 seeds, with SEED_DEMO_PASSWORD (env.ts has the rules).
 */
function demoSeedOf(v: BankEnv, sandbox: boolean): Pick<BankConfig, 'seedDemo' | 'demoPassword'> {
  if (v.APP_ENVIRONMENT === 'local')
    return { seedDemo: sandbox && v.SEED_DEMO !== '0', demoPassword: DEMO_PASSWORD };
  const password = v.SEED_DEMO_PASSWORD ?? '';
  return { seedDemo: v.SEED_DEMO === '1', demoPassword: sandbox && password ? password : null };
}

/** The bank's settings from the environment; throws ConfigError for a value it cannot use. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): BankConfig {
  const v = parseBankEnv(env);
  const environment = v.APP_ENVIRONMENT;
  const sandbox = sandboxOn(v);
  const host = v.HOST;
  const origin = originOf(given(v.PUBLIC_ORIGIN) ?? '') ?? `http://${host}:${v.PORT}`;
  const identity = identityOf(v);
  return {
    host,
    port: v.PORT,
    publicOrigin: origin,
    publicOriginGiven: given(v.PUBLIC_ORIGIN) !== undefined,
    corsOrigins: v.CORS_ORIGINS ?? [origin, ...(environment === 'local' ? LOCAL_DEV_ORIGINS : [])],
    databaseUrl: given(v.DATABASE_URL),
    dbPoolSize: v.BANK_DB_POOL_SIZE,
    dbStatementTimeoutMs: v.BANK_DB_STATEMENT_TIMEOUT_MS,
    dbConnectWaitMs: v.BANK_DB_CONNECT_WAIT_MS,
    dbWaitSeconds: v.BANK_DB_WAIT_SECONDS,
    postingsInFlight: v.BANK_POSTINGS_IN_FLIGHT,
    events: {
      heartbeatMs: v.BANK_EVENTS_HEARTBEAT_MS,
      streamsPerCustomer: v.BANK_EVENTS_STREAMS_PER_CUSTOMER,
      retentionHours: v.BANK_EVENTS_RETENTION_HOURS,
      maxBufferedBytes: v.BANK_EVENTS_MAX_BUFFERED_BYTES,
      catchUpMs: v.BANK_EVENTS_CATCH_UP_MS,
    },
    idempotencyRetentionDays: v.BANK_IDEMPOTENCY_RETENTION_DAYS,
    dataDir: v.BANK_DATA_DIR,
    sandbox,
    // The default token only in local; outside local env.ts checked the one given (none: nothing accepts one).
    adminToken:
      environment === 'local'
        ? given(v.SANDBOX_ADMIN_TOKEN) || DEFAULT_ADMIN_TOKEN
        : (given(v.SANDBOX_ADMIN_TOKEN) ?? ''),
    ...demoSeedOf(v, sandbox),
    providers: providersConfig((party) => {
      const names = PARTY_SETTINGS[party];
      return {
        provider: partyProviderOf(v, names.provider, sandbox) as 'off' | 'sandbox',
        webhookSecret: given(partyVariable(v, names.webhookSecret)),
      };
    }),
    environment,
    identity,
    mail: mailOf(v, sandbox),
    userPoolId:
      identity.provider === 'external'
        ? identity.userPoolId
        : given(v.USER_POOL_ID) || 'us-east-1_sandbox',
    userPoolClientId:
      identity.provider === 'external'
        ? identity.clientId
        : given(v.USER_POOL_CLIENT_ID) || 'axiasandboxclient',
    tokenTtlSeconds: v.TOKEN_TTL_SECONDS,
    refreshTtlSeconds: v.REFRESH_TTL_SECONDS,
    statusPageId: v.STATUS_PAGE_ID,
    recaptchaSiteKey: v.RECAPTCHA_SITE_KEY || null,
    idleTimeoutMinutes: v.IDLE_TIMEOUT_MINUTES,
    sessionLifetimeHours: v.SESSION_LIFETIME_HOURS,
    statusPageUrl: v.STATUS_PAGE_URL,
    clockStart: v.SANDBOX_CLOCK_START,
    trustProxy: given(v.BANK_TRUST_PROXY) || false,
    appDistDir: v.APP_DIST_DIR ?? defaultAppDist(),
    backofficeDistDir: v.BACKOFFICE_DIST_DIR ?? defaultBackofficeDist(),
    staffApprovalThresholdUsd: v.STAFF_APPROVAL_THRESHOLD_USD,
    serveSourceMaps: environment === 'local' || v.SERVE_SOURCE_MAPS === '1',
    logLevel: v.LOG_LEVEL,
    passwordCost: PASSWORD_COST,
    bankUrl: v.BANK_URL ?? null,
  };
}

/**
 * A sibling package's build (packages/<name>/dist), when it has been built. Found from this package's root, which is
 * one folder up from the build (dist/) and two from this file (src/config/).
 */
function siblingBuild(name: string): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  const build = join(dir, '..', name, 'dist');
  return existsSync(build) ? build : null;
}

/** The app's build beside this package (packages/app/dist), when it has been built. */
const defaultAppDist = () => siblingBuild('app');

/** The staff console's build beside this package (packages/backoffice/dist), when it has been built. */
const defaultBackofficeDist = () => siblingBuild('backoffice');

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
