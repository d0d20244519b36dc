// How the e2e suite runs a sandbox bank: a fresh temporary folder (its PGlite database, never the developer's .data,
// and a snapshot of the built app, so a rebuild during the run cannot change what is tested) and the bank's process
// serving both on one origin. start-bank.mjs (the config's webServer) and support/extra-bank.ts (a spec's own second
// bank, e.g. one whose outside parties are off) both start theirs here.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts the bank on `port` in a new temporary folder, with the caller's environment plus `env`. `stdio` as
 * node's spawn takes it. `removeWorkDir()` deletes the folder (once the process has exited).
 */
export function spawnBank({ port, env = {}, stdio = 'inherit' }) {
  const workDir = mkdtempSync(join(tmpdir(), 'axia-e2e-'));
  const appDist = join(root, 'packages/app/dist');
  const removeWorkDir = () => rmSync(workDir, { recursive: true, force: true });
  if (!existsSync(appDist)) {
    removeWorkDir();
    throw new Error('packages/app/dist is missing: run the build first');
  }
  const appDir = join(workDir, 'app');
  cpSync(appDist, appDir, { recursive: true });
  const bank = spawn(process.execPath, [join(root, 'packages/bank/dist/main.js')], {
    cwd: root,
    stdio,
    env: {
      ...process.env,
      PORT: String(port),
      BANK_DATA_DIR: join(workDir, 'bank'),
      APP_DIST_DIR: appDir,
      SANDBOX_ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN ?? 'e2e-admin',
      LOG_LEVEL: process.env.E2E_BANK_LOG ?? 'warn',
      ...env,
    },
  });
  return { bank, workDir, removeWorkDir };
}
