import { defineConfig } from 'vitest/config';

// The fault suite (faults/): bank processes (built from the source by faults/global-setup.ts) on private PostgreSQL
// clusters, killed and cut off on purpose. One file at a time; every loop in it is bounded. `npm run test:unit` runs
// it beside the other unit tests (scripts/test-unit.mjs): most of its time is waiting (a 60 s paced load, Patroni's
// failover), not computing.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['faults/**/*.test.ts'],
    globalSetup: ['faults/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
