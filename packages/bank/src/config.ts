import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Environment } from '@axia/core';

export interface BankConfig {
  host: string;
  port: number;
  /** Public origin the browser uses (issuer, endpoints in /config.json). */
  publicOrigin: string;
  databaseUrl?: string;
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
  /** Built app to serve for every other path, when present. */
  appDistDir: string | null;
  logLevel: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): BankConfig {
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  const publicOrigin = env.PUBLIC_ORIGIN ?? `http://${host}:${port}`;
  return {
    host,
    port,
    publicOrigin,
    databaseUrl: env.DATABASE_URL || undefined,
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
    appDistDir: env.APP_DIST_DIR ?? defaultAppDist(),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

/** The app's build beside this package (packages/app/dist), when it has been built. */
function defaultAppDist(): string | null {
  const dir = fileURLToPath(new URL('../../app/dist', import.meta.url));
  return existsSync(dir) ? dir : null;
}
