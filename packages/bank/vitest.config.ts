import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files that replace a module (vi.mock): they run with a module registry of their own. Every other file shares
 * its worker's modules with the files before it (isolate: false): the bank's modules, PGlite's WebAssembly and
 * Fastify load once per worker instead of once per file (the PGlite pass: 6 min 26 s → 2 min 24 s on 2 cores).
 * A file must therefore leave no module state behind (no vi.mock, no vi.stubGlobal left in place).
 */
export const ISOLATED_TESTS = ['test/second-factor-unit.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    // Each file opens its own database; two at a time fit the 2-core machines.
    maxWorkers: 2,
    fileParallelism: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'bank',
          // Each project names its files: an extended project's lists add to the root's, never replace them.
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ISOLATED_TESTS],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'bank (isolated)', include: ISOLATED_TESTS } },
    ],
  },
});
