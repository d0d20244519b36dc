// Mutation testing of the bank's money and access code (issue 38): `npm run test:mutation -- bank` runs every slice
// of stryker.slices.mjs; `MUTATION_SLICE=ledger npx stryker run` (here) runs one.
import { strykerConfig } from '../../scripts/mutation/config.mjs';
import { slices } from './stryker.slices.mjs';

const name = process.env.MUTATION_SLICE;
const slice = slices[name];
if (!slice) {
  throw new Error(
    `Set MUTATION_SLICE to one of ${Object.keys(slices).join(', ')} (npm run test:mutation -- bank runs them all)`,
  );
}

export default strykerConfig({
  mutate: slice.mutate,
  vitestConfig: 'vitest.mutation.config.ts',
  incrementalFile: `mutation/${name}/incremental.json`,
  jsonReporter: { fileName: `mutation/${name}/report.json` },
  htmlReporter: { fileName: `mutation/${name}/report.html` },
});
