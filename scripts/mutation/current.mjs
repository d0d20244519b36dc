// Whether a package's committed incremental result (mutation/incremental.json) still describes its code: every
// mutated file and every test file Stryker ran is unchanged on disk, and the configuration's mutate globs match the
// same files. Stryker's incremental mode trusts exactly these inputs (a mutant's result is reused when its file and
// its covering tests are unchanged), so when all hold, running Stryker would reuse every result and only repeat the
// test run the unit phase already made; the run then reads the scores from the file instead.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { globSync } from 'tinyglobby';
import { NEVER_MUTATED } from './config.mjs';

const readIf = (path) => (existsSync(path) ? readFileSync(path, 'utf8') : null);

/** Beside each unit's incremental.json: the test files present when Stryker last ran it. */
const TESTS_SEEN = 'tests-seen.json';

/** The test files a unit's run would use, on disk now (`tests`: its globs). */
const testFilesOf = (cwd, tests) => globSync(tests, { cwd, ignore: ['**/node_modules/**'] }).sort();

/** After a Stryker run of a unit: records the test files it saw, so a new one makes the results stale. */
export function recordTestsSeen({ cwd, dir, tests }) {
  writeFileSync(
    join(cwd, dir, TESTS_SEEN),
    `${JSON.stringify(testFilesOf(cwd, tests), null, 2)}\n`,
  );
}

/**
 * The reasons a unit's result is stale (empty when it is current). A unit is a package (`cwd`) or a slice of one,
 * with its results in `dir` and, for a slice, its own `mutate` globs.
 */
export async function staleness({ cwd, dir, mutate, tests }) {
  const incremental = readIf(join(cwd, dir, 'incremental.json'));
  if (incremental === null) return [`no ${dir}/incremental.json`];
  const report = JSON.parse(incremental);
  // A test file added since the run may reach mutants (Stryker records only the files whose tests ran): the run
  // leaves the list of test files it saw beside its results (recordTestsSeen).
  const seen = readIf(join(cwd, dir, TESTS_SEEN));
  const newTests =
    seen === null ? [] : testFilesOf(cwd, tests).filter((path) => !JSON.parse(seen).includes(path));
  const globs =
    mutate ?? (await import(pathToFileURL(join(cwd, 'stryker.config.mjs')).href)).default.mutate;
  const reasons = newTests.map((path) => `test ${path} is new`);
  // A glob may end in a line range (`file.ts:1-139`, a part of a file): the file is what is compared.
  const files = globs.map((glob) => glob.replace(/:\d+-\d+$/, ''));
  const mutated = globSync([...files, ...NEVER_MUTATED], {
    cwd,
    ignore: ['**/node_modules/**'],
  }).sort();
  const recorded = Object.keys(report.files).sort();
  for (const path of mutated)
    if (!recorded.includes(path)) reasons.push(`${path} is new to the mutate list`);
  for (const path of recorded)
    if (!mutated.includes(path)) reasons.push(`${path} left the mutate list`);
  for (const [path, file] of Object.entries(report.files))
    if (readIf(join(cwd, path)) !== file.source) reasons.push(`${path} changed`);
  // Only the tests the unit runs now: a file an earlier configuration ran may still be recorded.
  const running = tests ? new Set(testFilesOf(cwd, tests)) : null;
  for (const [path, file] of Object.entries(report.testFiles ?? {}))
    if ((!running || running.has(path)) && readIf(join(cwd, path)) !== file.source)
      reasons.push(`test ${path} changed`);
  return reasons;
}
