// `npm run test:mutation [-- core bank …]`: runs Stryker in each package that has a stryker.config.mjs (or in the
// ones named), one after another (each run already uses both cores), then prints every configured file's mutation
// score and the mutants that survived, and fails when a file is under the floor (scripts/mutation/config.mjs).
// A package with a stryker.slices.mjs (the bank) runs once per slice, MUTATION_SLICE=<name>, results in
// mutation/<name>/. Incremental: the committed mutation/…/incremental.json holds the last results, so only mutants
// whose code or covering tests changed run again; when nothing changed at all (scripts/mutation/current.mjs) the
// results are read from it. MUTATION_FULL=1 ignores them and runs every mutant.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FLOOR } from './config.mjs';
import { recordTestsSeen, staleness } from './current.mjs';
import { summarize } from './summary.mjs';

const ALL = ['core', 'bank', 'features', 'app'];
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !ALL.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown package ${unknown.join(', ')}; packages: ${ALL.join(', ')}`);
  process.exit(2);
}

/** Each Stryker run to make: a package, or each slice of one (its stryker.slices.mjs). */
async function unitsOf(name) {
  const cwd = join('packages', name);
  if (!existsSync(join(cwd, 'stryker.config.mjs'))) return [];
  const slicesPath = join(cwd, 'stryker.slices.mjs');
  if (!existsSync(slicesPath)) {
    // The tests its run uses: the package's mutationTests, else vitest's default (every test file).
    const { mutationTests } = await import(pathToFileURL(join(cwd, 'stryker.config.mjs')).href);
    const tests = mutationTests ?? ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'];
    return [{ label: `packages/${name}`, cwd, slice: null, dir: 'mutation', tests }];
  }
  const { slices } = await import(pathToFileURL(slicesPath).href);
  return Object.entries(slices).map(([slice, { mutate, tests, pending }]) => ({
    label: `packages/${name} (${slice})`,
    cwd,
    slice,
    dir: join('mutation', slice),
    mutate,
    tests,
    pending,
  }));
}

/**
 * Stryker keeps a static mutant that survived with no covering test of its own, so its incremental mode reuses the
 * verdict however the tests changed: the run forgets those verdicts first, so such mutants are tested again.
 */
function forgetStaticSurvivors(path) {
  if (!existsSync(path)) return;
  const kept = JSON.parse(readFileSync(path, 'utf8'));
  for (const file of Object.values(kept.files))
    file.mutants = file.mutants.filter((m) => !(m.static && m.status === 'Survived'));
  writeFileSync(path, JSON.stringify(kept));
}

const run = (cwd, slice) =>
  new Promise((resolve) => {
    const args = ['stryker', 'run', ...(process.env.MUTATION_FULL === '1' ? ['--force'] : [])];
    const env = { ...process.env, ...(slice ? { MUTATION_SLICE: slice } : {}) };
    const child = spawn('npx', args, { cwd, stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const units = [];
for (const name of chosen.length > 0 ? chosen : ALL) units.push(...(await unitsOf(name)));

const results = [];
for (const unit of units) {
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  console.log(`\n== mutation testing: ${unit.label} ==`);
  const stale = process.env.MUTATION_FULL === '1' ? ['MUTATION_FULL=1'] : await staleness(unit);
  if (stale.length === 0) {
    // Nothing Stryker would look at changed since the committed run: its results stand as they are.
    console.log(
      'The committed incremental result is current: every mutated and test file is unchanged.',
    );
    const report = JSON.parse(readFileSync(join(unit.cwd, unit.dir, 'incremental.json'), 'utf8'));
    results.push({ ...unit, code: 0, seconds: seconds(), report });
    continue;
  }
  const why = `${stale.slice(0, 5).join('; ')}${stale.length > 5 ? '; …' : ''}`;
  if (unit.pending && process.env.CI === 'true' && process.env.MUTATION_RUN_STALE !== '1') {
    // A slice configured but not yet brought to the floor (stryker.slices.mjs says why): reported, not held.
    console.log(`Not measured yet: ${unit.pending}`);
    results.push({
      ...unit,
      code: 0,
      seconds: seconds(),
      report: null,
      note: `PENDING: ${unit.pending}`,
    });
    continue;
  }
  if (unit.slice && process.env.CI === 'true' && process.env.MUTATION_RUN_STALE !== '1') {
    // The bank's slices take from minutes to an hour (their API tests, one file at a time): CI holds their floor on
    // the committed results, which must describe the code, and does not make them up on its own.
    console.log(
      `Stale: ${why}.\nRun \`npm run test:mutation -- ${unit.cwd.split('/')[1]}\` and commit ` +
        `${unit.cwd}/${unit.dir}/incremental.json with the change (MUTATION_RUN_STALE=1 runs it here).`,
    );
    results.push({
      ...unit,
      code: 1,
      seconds: seconds(),
      report: null,
      note: 'its committed results are stale',
    });
    continue;
  }
  console.log(`Running Stryker (incremental): ${why}`);
  forgetStaticSurvivors(join(unit.cwd, unit.dir, 'incremental.json'));
  const code = await run(unit.cwd, unit.slice);
  if (code === 0) recordTestsSeen(unit);
  const reportPath = join(unit.cwd, unit.dir, 'report.json');
  const report = existsSync(reportPath) ? JSON.parse(readFileSync(reportPath, 'utf8')) : null;
  results.push({ ...unit, code, seconds: seconds(), report });
}

let failed = false;
console.log(`\nMutation scores (floor ${FLOOR} % for every configured file):`);
for (const { label, code, seconds, report, note, pending } of results) {
  if (!report) {
    console.log(`\n${label}: no score: ${note ?? `Stryker exited ${code}`}`);
    if (code !== 0) failed = true;
    continue;
  }
  const summary = summarize(report);
  console.log(
    `\n${label}: ${summary.score.toFixed(2)} % (${summary.killed} killed, ${summary.survived} survived, ` +
      `${summary.ignored} ignored as equivalent) in ${seconds} s` +
      (pending ? `\n  PENDING, not held to the floor yet: ${pending}` : ''),
  );
  for (const file of summary.files) {
    const mark = file.score < FLOOR ? '  UNDER FLOOR' : '';
    console.log(`  ${file.score.toFixed(2).padStart(6)} %  ${file.path}${mark}`);
    for (const m of file.survivors) console.log(`           survived ${m}`);
  }
  if (!pending && (code !== 0 || summary.files.some((file) => file.score < FLOOR))) failed = true;
}
process.exit(failed ? 1 : 0);
