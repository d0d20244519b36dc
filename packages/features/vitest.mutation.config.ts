import { defineConfig } from 'vitest/config';
import base from './vitest.config';
// Not from stryker.config.mjs: its import of the shared configuration (../../scripts) does not resolve in the sandbox.
import { mutationTests } from './mutation.tests.mjs';

// Stryker's test run (stryker.config.mjs): only the tests of the gate and the registry, which render nothing, so
// in node (no jsdom, no design-system setup file: Stryker starts the test environment again for every mutant, and
// jsdom's start took most of each mutant's seconds). Everything else is the package's own configuration.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    environment: 'node',
    setupFiles: [],
    include: mutationTests,
  },
});
