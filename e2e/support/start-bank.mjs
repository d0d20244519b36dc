// Starts the sandbox bank for the e2e suite on a fresh temporary PGlite database (never the developer's .data),
// serving a snapshot of the built app on one origin (bank-process.mjs). Playwright's webServer runs this and stops
// it when the suite ends.
import { spawnBank } from './bank-process.mjs';

const { bank, removeWorkDir } = spawnBank({ port: process.env.E2E_PORT ?? '8181' });

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  bank.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
bank.on('exit', (code) => {
  removeWorkDir();
  process.exit(code ?? 0);
});
