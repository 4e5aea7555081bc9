import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'host-app/src/**/*.test.{ts,tsx}', 'sdk/src/**/*.test.{ts,tsx}'],
    // Each server test file opens its own PGlite (~300 MB); two at a time fits the 2-core machine.
    maxWorkers: 2,
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
