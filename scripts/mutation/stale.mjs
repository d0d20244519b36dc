// `node scripts/mutation/stale.mjs`: which units' committed mutation results a change has made stale, without
// running Stryker (the check `npm run test:mutation` makes first). Exit 1 when any is stale.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { staleness } from './current.mjs';

let stale = 0;
for (const name of ['core', 'bank', 'features', 'app']) {
  const cwd = join('packages', name);
  if (!existsSync(join(cwd, 'stryker.config.mjs'))) continue;
  const slicesPath = join(cwd, 'stryker.slices.mjs');
  const units = [];
  if (existsSync(slicesPath)) {
    const { slices } = await import(pathToFileURL(slicesPath).href);
    for (const [slice, { mutate, tests, pending }] of Object.entries(slices))
      units.push({
        label: `${name} (${slice})`,
        cwd,
        dir: join('mutation', slice),
        mutate,
        tests,
        pending,
      });
  } else {
    const { mutationTests } = await import(pathToFileURL(join(cwd, 'stryker.config.mjs')).href);
    const tests = mutationTests ?? ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'];
    units.push({ label: name, cwd, dir: 'mutation', tests });
  }
  for (const unit of units) {
    const reasons = await staleness(unit);
    if (reasons.length > 0 && !unit.pending) stale += 1;
    console.log(
      `${unit.label}: ${reasons.length === 0 ? 'current' : reasons.slice(0, 5).join('; ')}`,
    );
  }
}
process.exit(stale > 0 ? 1 : 0);
