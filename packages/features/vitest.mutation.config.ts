import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import base from './vitest.config';

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

// Stryker's test run (stryker.config.mjs): only the tests that exercise the gate and the registry, so its dry run
// takes seconds instead of the whole suite's minutes. Everything else is the package's own configuration.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    setupFiles: [designSystemSetup()],
    include: ['src/kit/kit.test.ts', 'src/registry.test.ts', 'src/**/manifest.test.ts'],
  },
});
