// Whether a package's committed incremental result (mutation/incremental.json) still describes its code: every
// mutated file and every test file Stryker ran is unchanged on disk, and the configuration's mutate globs match the
// same files. Stryker's incremental mode trusts exactly these inputs (a mutant's result is reused when its file and
// its covering tests are unchanged), so when all hold, running Stryker would reuse every result and only repeat the
// test run the unit phase already made; the run then reads the scores from the file instead.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { globSync } from 'tinyglobby';
import { NEVER_MUTATED } from './config.mjs';

const readIf = (path) => (existsSync(path) ? readFileSync(path, 'utf8') : null);

/**
 * The reasons a unit's result is stale (empty when it is current). A unit is a package (`cwd`) or a slice of one,
 * with its results in `dir` and, for a slice, its own `mutate` globs.
 */
export async function staleness({ cwd, dir, mutate }) {
  const incremental = readIf(join(cwd, dir, 'incremental.json'));
  if (incremental === null) return [`no ${dir}/incremental.json`];
  const report = JSON.parse(incremental);
  const globs =
    mutate ?? (await import(pathToFileURL(join(cwd, 'stryker.config.mjs')).href)).default.mutate;
  const reasons = [];
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
  for (const [path, file] of Object.entries(report.testFiles ?? {}))
    if (readIf(join(cwd, path)) !== file.source) reasons.push(`test ${path} changed`);
  return reasons;
}
