import { defineConfig, devices } from '@playwright/test';
import { e2eDatabase } from './global-setup.ts';

/**
 * Runs against the built server (packages/server/dist, what `npm start` runs) serving the built host app
 * (host-app/dist), started by global-setup on a free port with a fresh data directory, on PGlite or
 * (E2E_DATABASE=postgres) on a fresh PostgreSQL database. Global-setup builds first when the sources are newer.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: `../test-results/${e2eDatabase}`,
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A test's whole budget, not an assertion. npm test runs the two databases' suites side by side, and CI runs npm test
  // twice at once: four suites on two cores. The longest test took 43 s with two suites on busy cores (Nov 2026).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: `../playwright-report/${e2eDatabase}` }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium by default; CHROMIUM_PATH points elsewhere (another distribution, a CI image).
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-gpu',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
