// `npm run test:unit`: every package's unit tests (turbo, two at a time) and, beside them, the bank's fault suite
// (packages/bank/faults). The fault suite spends most of its ~2.5 minutes waiting — a load paced at 12 transfers a
// second for 60 s, Patroni promoting a standby, processes starting — so run after the rest it would add its whole
// length to the phase; beside them it costs little. Both always run to the end; the phase fails if either failed.
import { spawn } from 'node:child_process';

const run = (command) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

// What both lanes import (the workspace packages the bank and the tests build on), built once, before they start.
const built = await run('npx turbo run build --filter=@axia/bank^... --filter=@axia/app^...');
if (built !== 0) process.exit(built);

const [units, faults] = await Promise.all([
  run('npx turbo run test --concurrency=2'),
  run('npm run test:faults -w @axia/bank'),
]);
if (units !== 0) console.error(`unit tests failed (exit ${units})`);
if (faults !== 0) console.error(`the bank's fault suite failed (exit ${faults})`);
process.exit(units || faults);
