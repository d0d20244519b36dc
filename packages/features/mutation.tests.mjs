// The tests Stryker runs in packages/features (stryker.config.mjs re-exports them; vitest.mutation.config.ts reads
// them). A module of its own, importing nothing: Stryker runs vitest in a copy of this package
// (.stryker-tmp/sandbox-…), where stryker.config.mjs's import of ../../scripts/mutation/config.mjs does not resolve.

/** The tests Stryker runs here (a new one makes the results stale). */
export const mutationTests = [
  'src/kit/kit.test.ts',
  'src/registry.test.ts',
  'src/**/manifest.test.ts',
];
