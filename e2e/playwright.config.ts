import { defineConfig } from '@playwright/test';
import { BASE_URL, E2E_PORT, PINNED_NOW } from './support/env';

// The e2e suite: the built app served by the sandbox bank (one origin) on a fresh temporary database, driven in
// Debian's Chromium (CHROME_PATH; test tools never download browsers here). Specs that only touch their own
// customers run in parallel (E2E_WORKERS, default 2); specs under specs/bank-wide/ change what every customer sees
// (maintenance, the bank's clock), so they run afterwards, one at a time.
export default defineConfig({
  testDir: './specs',
  // Per port, so two runs side by side (a second E2E_PORT) do not clear each other's results.
  outputDir: `../test-results/e2e-${E2E_PORT}`,
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  // The standard CI setting: a test that fails once and then passes is reported as flaky (and fixed), not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]]
    : 'list',
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: BASE_URL,
    locale: 'en-US',
    timezoneId: 'UTC',
    // No transitions (the app honours reduced motion): axe never reads a colour mid-transition.
    reducedMotion: 'reduce',
    // Recorded on the retry of a failed test only: a trace snapshots the page at every action, which costs a
    // passing run about a tenth of its time.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'customers', testIgnore: /bank-wide\// },
    {
      name: 'bank-wide',
      testMatch: /bank-wide\/.*\.spec\.ts$/,
      dependencies: ['customers'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: {
    command: 'node e2e/support/start-bank.mjs',
    cwd: '..',
    url: `${BASE_URL}/config.json`,
    env: { E2E_PORT: String(E2E_PORT), SANDBOX_CLOCK_START: PINNED_NOW.toISOString() },
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM (not Playwright's default SIGKILL), so start-bank.mjs stops the bank and removes its temporary folder
    // (its database and the app's snapshot, about 100 MB a run).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
