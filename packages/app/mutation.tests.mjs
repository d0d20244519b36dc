// The tests Stryker runs in packages/app (stryker.config.mjs re-exports them; vitest.mutation.config.ts reads them).
// A module of its own, importing nothing: Stryker runs vitest in a copy of this package (.stryker-tmp/sandbox-…),
// where stryker.config.mjs's import of ../../scripts/mutation/config.mjs does not resolve.

/** The tests Stryker runs here (a new one makes the results stale). */
export const mutationTests = [
  'src/idle/*.test.{ts,tsx}',
  'src/stores/stores.test.ts',
  'src/identity/authService.test.ts',
  'src/services.test.ts',
  'src/call-layer/callLayer.test.ts',
];
