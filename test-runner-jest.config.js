// The Storybook test-runner reads this file (a separate jest-playwright.config.js is ignored).
// It drives the OS Chromium (CHROME_PATH): test tools may not download browsers on these machines.
import { getJestConfig } from '@storybook/test-runner';

const testRunnerConfig = getJestConfig();
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default {
  ...testRunnerConfig,
  testTimeout: 30000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: chromePath,
        args: [
          '--headless',
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
  },
};
