import { defineConfig } from 'vitest/config';

// The fault suite (faults/): bank processes (dist/main.js, built first) on a private PostgreSQL, killed and cut off
// on purpose. One file at a time: it is the machine's whole load while it runs. Every loop in it is bounded.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['faults/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
