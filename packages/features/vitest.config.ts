import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['../design-system/vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // One module graph for all the files of a worker (threads, no per-file isolation): react-aria, react-dom and
    // jsdom load once instead of once per file, which took this suite from minutes to seconds. The setup file
    // puts timers, stubbed globals and spies back after each file, so no file leaks into the next.
    pool: 'threads',
    isolate: false,
    // A test that renders a lazy screen transforms and imports its feature's modules the first time: on a busy
    // machine that alone has taken 5 s, so the limit fits that first render, not the typical one.
    testTimeout: 20_000,
  },
});
