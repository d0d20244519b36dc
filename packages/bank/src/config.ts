import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Environment } from '@axia/core';

export interface BankConfig {
  host: string;
  port: number;
  /** Public origin the browser uses (issuer, endpoints in /config.json). */
  publicOrigin: string;
  databaseUrl?: string;
  /** PostgreSQL only: connections this process keeps at most (BANK_DB_POOL_SIZE); all processes' together must stay under max_connections. */
  dbPoolSize: number;
  /** PostgreSQL only: a statement running longer is cancelled and the call answers 503 (BANK_DB_STATEMENT_TIMEOUT_MS). */
  dbStatementTimeoutMs: number;
  /** How long a starting process waits for its database before it gives up (BANK_DB_WAIT_SECONDS). */
  dbWaitSeconds: number;
  dataDir: string;
  /** Sandbox mode: /sandbox routes, the mailbox, the KYC widget, the admin surface. */
  sandbox: boolean;
  adminToken: string;
  environment: Environment;
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
  /** Origins allowed to call /api and /identity cross-origin (CORS_ORIGINS; default: PUBLIC_ORIGIN's origin). */
  corsOrigins: string[];
  /** Whether the app's source maps (*.map) are served: always in local, elsewhere only with SERVE_SOURCE_MAPS=1. */
  serveSourceMaps: boolean;
  logLevel: string;
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
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  let protocol = '';
  try {
    protocol = new URL(raw).protocol;
  } catch {
    // not a URL: reported below
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new ConfigError(
      `${name} must be an absolute http(s) URL (got ${JSON.stringify(env[name])})`,
    );
  }
  return raw;
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

/** The bank's settings from the environment; throws ConfigError for a value it cannot use. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): BankConfig {
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  const publicOrigin = env.PUBLIC_ORIGIN ?? `http://${host}:${port}`;
  return {
    host,
    port,
    publicOrigin,
    databaseUrl: env.DATABASE_URL || undefined,
    dbPoolSize: wholeNumber(env, 'BANK_DB_POOL_SIZE', 10, 1, 1000),
    dbStatementTimeoutMs: wholeNumber(env, 'BANK_DB_STATEMENT_TIMEOUT_MS', 30_000, 100, 3_600_000),
    dbWaitSeconds: wholeNumber(env, 'BANK_DB_WAIT_SECONDS', 60, 0, 3600),
    dataDir: env.BANK_DATA_DIR ?? '.data/bank',
    sandbox: env.SANDBOX !== '0',
    adminToken: env.SANDBOX_ADMIN_TOKEN ?? 'sandbox-admin',
    environment: (env.APP_ENVIRONMENT as Environment | undefined) ?? 'local',
    userPoolId: env.USER_POOL_ID ?? 'us-east-1_sandbox',
    userPoolClientId: env.USER_POOL_CLIENT_ID ?? 'axiasandboxclient',
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 3600),
    refreshTtlSeconds: Number(env.REFRESH_TTL_SECONDS ?? 30 * 24 * 3600),
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
    corsOrigins: corsOrigins(env, publicOrigin, (env.APP_ENVIRONMENT ?? 'local') === 'local'),
    serveSourceMaps: (env.APP_ENVIRONMENT ?? 'local') === 'local' || env.SERVE_SOURCE_MAPS === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

/** The Vite dev and preview servers (`npm run dev`): the app there calls the bank at PUBLIC_ORIGIN cross-origin. */
const LOCAL_DEV_ORIGINS = [5173, 4173].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/**
 * CORS_ORIGINS: comma-separated http(s) origins (scheme, host, port; no path). Default: PUBLIC_ORIGIN's origin, and in
 * local the Vite dev servers. `*` and `null` are refused: the browser would send credentials to any page.
 */
function corsOrigins(env: NodeJS.ProcessEnv, publicOrigin: string, local: boolean): string[] {
  const raw = env.CORS_ORIGINS?.trim();
  if (!raw) return [new URL(publicOrigin).origin, ...(local ? LOCAL_DEV_ORIGINS : [])];
  return raw.split(',').map((entry) => {
    const value = entry.trim();
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      // not a URL: reported below
    }
    if (
      !url ||
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      url.origin !== value.replace(/\/$/, '')
    )
      throw new ConfigError(
        `CORS_ORIGINS must list http(s) origins such as https://app.example, comma-separated (got ${JSON.stringify(value)})`,
      );
    return url.origin;
  });
}

/** The app's build beside this package (packages/app/dist), when it has been built. */
function defaultAppDist(): string | null {
  const dir = fileURLToPath(new URL('../../app/dist', import.meta.url));
  return existsSync(dir) ? dir : null;
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
