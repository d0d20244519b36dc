// `npm test`: every check in order (dependency advisories, lint, format, typecheck, unit tests, mutation scores, the
// Storybook audit, e2e), stopping at the first that fails, and at the end how long each phase took, so the run's budget can be
// watched as it grows.
// TEST_PHASES=unit,e2e runs only those phases (same order).
import { spawn } from 'node:child_process';

const PHASES = [
  ['advisories', 'npm run advisories'],
  ['lint', 'npm run lint'],
  ['format', 'npm run format:check'],
  ['typecheck', 'npm run typecheck'],
  ['unit', 'npm run test:unit'],
  ['mutation', 'npm run test:mutation'],
  ['storybook', 'npm run test-storybook:ci'],
  ['e2e', 'npm run test:e2e'],
];

const chosen = process.env.TEST_PHASES?.split(',').map((name) => name.trim());
const unknown = chosen?.filter((name) => !PHASES.some(([phase]) => phase === name)) ?? [];
if (unknown.length > 0) {
  console.error(
    `Unknown phase ${unknown.join(', ')}; phases: ${PHASES.map(([p]) => p).join(', ')}`,
  );
  process.exit(2);
}

const run = (command) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const format = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
};

const timings = [];
const started = Date.now();
let failed = null;
for (const [name, command] of PHASES) {
  if (chosen && !chosen.includes(name)) continue;
  const phaseStart = Date.now();
  const code = await run(command);
  timings.push([name, Date.now() - phaseStart, code === 0 ? 'passed' : `failed (exit ${code})`]);
  if (code !== 0) {
    failed = name;
    break;
  }
}

console.log('\nnpm test, phase by phase:');
for (const [name, ms, result] of timings)
  console.log(`  ${name.padEnd(10)} ${format(ms).padStart(12)}  ${result}`);
console.log(`  ${'total'.padEnd(10)} ${format(Date.now() - started).padStart(12)}`);
process.exit(failed ? 1 : 0);
