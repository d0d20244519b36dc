// Mutation testing of the feature kit's gate and the registry (issue 38): `npm run test:mutation -w @axia/features`.
// A surviving mutant is a line whose rule (who may open a route or see a menu entry, which manifests compose) can
// break with every test still green.
import { strykerConfig } from '../../scripts/mutation/config.mjs';

/** The tests Stryker runs here (mutation.tests.mjs, which vitest.mutation.config.ts reads in Stryker's sandbox). */
export { mutationTests } from './mutation.tests.mjs';

export default strykerConfig({
  mutate: ['src/kit/gate.ts', 'src/kit/defineFeature.ts', 'src/registry.ts'],
  // Only the tests of these files (the whole suite takes minutes): see vitest.mutation.config.ts.
  vitestConfig: 'vitest.mutation.config.ts',
});
