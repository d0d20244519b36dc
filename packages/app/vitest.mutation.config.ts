import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import base from './vite.config';
// Not from stryker.config.mjs: its import of the shared configuration (../../scripts) does not resolve in the sandbox.
import { mutationTests } from './mutation.tests.mjs';

/**
 * The design system's setup file, found upwards: Stryker runs the tests in a copy of this package
 * (.stryker-tmp/sandbox-…), where the configuration's '../design-system/vitest.setup.ts' is not beside it.
 */
function designSystemSetup(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const file = join(dir, 'packages', 'design-system', 'vitest.setup.ts');
    if (existsSync(file)) return file;
    if (dirname(dir) === dir) throw new Error('packages/design-system/vitest.setup.ts not found');
  }
}

// Stryker's test run (stryker.config.mjs): only the tests that exercise the idle timeout and the session store
// (the router's tests alone take about 20 s and reach the session only through the rest of the app). Everything
// else is the package's own configuration.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    setupFiles: [designSystemSetup()],
    include: mutationTests,
  },
});
