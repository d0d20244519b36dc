// Starts the sandbox bank for the e2e suite on a fresh temporary PGlite database (never the developer's .data),
// serving a snapshot of the built app on one origin. Playwright's webServer runs this and stops it when the suite ends.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), 'axia-e2e-'));
const dataDir = join(workDir, 'bank');
// A snapshot of the built app: a rebuild during the run cannot change what the suite is testing.
const appDist = join(root, 'packages/app/dist');
if (!existsSync(appDist)) throw new Error('packages/app/dist is missing: run the build first');
const appDir = join(workDir, 'app');
cpSync(appDist, appDir, { recursive: true });
const bank = spawn(process.execPath, [join(root, 'packages/bank/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '8181',
    BANK_DATA_DIR: dataDir,
    APP_DIST_DIR: appDir,
    SANDBOX_ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN ?? 'e2e-admin',
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
bank.on('exit', (code) => {
  rmSync(workDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
