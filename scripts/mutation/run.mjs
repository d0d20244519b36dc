// `npm run test:mutation [-- core bank …]`: runs Stryker in each package that has a stryker.config.mjs (or in the
// ones named), one after another (each already uses both cores), then prints every configured file's mutation score
// and the mutants that survived, and fails when a file is under the floor (scripts/mutation/config.mjs).
// Incremental: each package's mutation/incremental.json (committed) holds the last results, so only mutants whose
// code or covering tests changed are run again. MUTATION_FULL=1 ignores it and runs every mutant.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLOOR } from './config.mjs';
import { staleness } from './current.mjs';
import { summarize } from './summary.mjs';

const ALL = ['core', 'bank', 'features', 'app'];
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !ALL.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown package ${unknown.join(', ')}; packages: ${ALL.join(', ')}`);
  process.exit(2);
}
const packages = (chosen.length > 0 ? chosen : ALL).filter((name) =>
  existsSync(join('packages', name, 'stryker.config.mjs')),
);

const run = (cwd) =>
  new Promise((resolve) => {
    const args = ['stryker', 'run', ...(process.env.MUTATION_FULL === '1' ? ['--force'] : [])];
    const child = spawn('npx', args, { cwd, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const results = [];
for (const name of packages) {
  const cwd = join('packages', name);
  const started = Date.now();
  console.log(`\n== mutation testing: packages/${name} ==`);
  const stale = process.env.MUTATION_FULL === '1' ? ['MUTATION_FULL=1'] : await staleness(cwd);
  if (stale.length === 0) {
    // Nothing Stryker would look at changed since the committed run: its results stand as they are.
    console.log(
      'The committed incremental result is current: every mutated and test file is unchanged.',
    );
    const report = JSON.parse(readFileSync(join(cwd, 'mutation', 'incremental.json'), 'utf8'));
    results.push({ name, code: 0, seconds: Math.round((Date.now() - started) / 1000), report });
    continue;
  }
  console.log(
    `Running Stryker (incremental): ${stale.slice(0, 5).join('; ')}${stale.length > 5 ? '; …' : ''}`,
  );
  const code = await run(cwd);
  const reportPath = join(cwd, 'mutation', 'report.json');
  const report = existsSync(reportPath) ? JSON.parse(readFileSync(reportPath, 'utf8')) : null;
  results.push({ name, code, seconds: Math.round((Date.now() - started) / 1000), report });
}

let failed = false;
console.log(`\nMutation scores (floor ${FLOOR} % for every configured file):`);
for (const { name, code, seconds, report } of results) {
  if (!report) {
    console.log(`\npackages/${name}: no report (Stryker exited ${code})`);
    failed = true;
    continue;
  }
  const summary = summarize(report);
  console.log(
    `\npackages/${name}: ${summary.score.toFixed(2)} % (${summary.killed} killed, ${summary.survived} survived, ` +
      `${summary.ignored} ignored as equivalent) in ${seconds} s`,
  );
  for (const file of summary.files) {
    const mark = file.score < FLOOR ? '  UNDER FLOOR' : '';
    console.log(`  ${file.score.toFixed(2).padStart(6)} %  ${file.path}${mark}`);
    for (const m of file.survivors) console.log(`           survived ${m}`);
  }
  if (code !== 0 || summary.files.some((file) => file.score < FLOOR)) failed = true;
}
process.exit(failed ? 1 : 0);
