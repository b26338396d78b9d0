import { defineConfig, devices } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from '../chromium';

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  globalSetup: './globalSetup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    launchOptions: { executablePath: CHROME_PATH, args: [...CHROMIUM_ARGS] },
    trace: 'off',
  },
});
