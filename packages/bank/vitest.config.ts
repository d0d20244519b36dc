import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    // Each file opens its own database; two at a time fit the 2-core machines.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
