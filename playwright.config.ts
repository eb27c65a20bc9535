/**
 * Browser tests against the reference host: Debian's Chromium (never `npx playwright install`),
 * one host per worker started by the global setup on free ports, each with a fresh temporary database.
 */
import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, pointAtWorkerHost } from './e2e/support/workers';

// Evaluated again in each worker: there it points the specs at that worker's own host.
pointAtWorkerHost();

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // A host and a database per worker (e2e/global-setup.ts): tests that change carts never race.
  workers: E2E_WORKERS,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // Set by the global setup; the workers inherit it.
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
