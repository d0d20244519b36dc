import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import {
  COGNITO_BANK_PORT,
  COGNITO_BANK_URL,
  COGNITO_PG_PORT,
  COGNITO_PORT,
} from './support/cognito-env';

// The cognito-local project (issue 26 #3): the same browser settings as the main suite, against a bank whose
// customers sign in at a Cognito this project did not write. One spec; it starts its own bank, so it runs after
// the main suite (npm run test:e2e). The browser's clock is pinned as everywhere; the bank and cognito-local keep
// real time (no sandbox clock without the sandbox), which Amplify's clock-drift correction absorbs.
export default defineConfig({
  ...base,
  testDir: './cognito-local',
  outputDir: `../test-results/e2e-cognito-${COGNITO_BANK_PORT}`,
  globalSetup: undefined,
  workers: 1,
  use: { ...base.use, baseURL: COGNITO_BANK_URL },
  projects: [{ name: 'cognito-local' }],
  webServer: {
    command: 'node e2e/support/start-cognito-bank.mjs',
    cwd: '..',
    url: `${COGNITO_BANK_URL}/config.json`,
    env: {
      E2E_COGNITO_BANK_PORT: String(COGNITO_BANK_PORT),
      E2E_COGNITO_PORT: String(COGNITO_PORT),
      E2E_COGNITO_PG_PORT: String(COGNITO_PG_PORT),
    },
    reuseExistingServer: false,
    timeout: 120_000,
    // Playwright SIGKILLs a webServer by default, which would leave the PostgreSQL server (a daemon of its own)
    // running and its port taken: SIGTERM lets the start script stop the bank, cognito-local and the cluster.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
