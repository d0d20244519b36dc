// The cognito-local project's servers: a private PostgreSQL cluster, cognito-local (patched, seeded pools) and the
// bank with the sandbox off and IDENTITY_PROVIDER=external pointed at cognito-local's issuer and JWKS, serving a
// snapshot of the built app. Playwright's webServer runs this and stops it (and so all three) when the suite ends.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCognitoLocal } from '../../scripts/cognito-local/start.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { startPrivateCluster } = await import(join(root, 'packages/bank/dist/pg-cluster.js'));
const bankPort = process.env.E2E_COGNITO_BANK_PORT ?? '8191';
const workDir = mkdtempSync(join(tmpdir(), 'axia-e2e-cognito-'));
const appDist = join(root, 'packages/app/dist');
if (!existsSync(appDist)) throw new Error('packages/app/dist is missing: run the build first');
const appDir = join(workDir, 'app');
cpSync(appDist, appDir, { recursive: true });

const cluster = startPrivateCluster({ port: Number(process.env.E2E_COGNITO_PG_PORT ?? 15299) });
if (!cluster) throw new Error('PostgreSQL is not installed (.ci/run installs Debian postgresql)');
const pool = await startCognitoLocal({ port: Number(process.env.E2E_COGNITO_PORT ?? 9329) }).catch(
  (error) => {
    cluster.stop();
    throw error;
  },
);

const bank = spawn(process.execPath, [join(root, 'packages/bank/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: bankPort,
    PUBLIC_ORIGIN: `http://127.0.0.1:${bankPort}`,
    DATABASE_URL: cluster.url,
    APP_DIST_DIR: appDir,
    SANDBOX: '0',
    IDENTITY_PROVIDER: 'external',
    USER_POOL_ID: pool.userPoolId,
    USER_POOL_CLIENT_ID: pool.clientId,
    // cognito-local's issuer is http and its key ships in its package: trusted here, in the test configuration only.
    IDENTITY_ISSUER: pool.issuer,
    IDENTITY_JWKS_URL: pool.jwksUrl,
    IDENTITY_ENDPOINT: pool.endpoint,
    LOG_LEVEL: process.env.E2E_BANK_LOG ?? 'warn',
  },
});

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  bank.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
bank.on('exit', async (code) => {
  await pool.stop();
  cluster.stop();
  rmSync(workDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
