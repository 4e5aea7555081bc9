import { defineConfig } from 'vitest/config';
import { hostAppProject } from './host-app/vitest.config.ts';

export default defineConfig({
  test: {
    // Each server test file opens its own PGlite (~300 MB); two at a time fits the 2-core machine.
    maxWorkers: 2,
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'packages', globalSetup: ['./vitest.global-setup.ts'], include: ['packages/*/src/**/*.test.{ts,tsx}', 'sdk/src/**/*.test.{ts,tsx}', 'examples/api-client/src/**/*.test.ts'] } },
      // React aliased to preact/compat, as the host app ships (host-app/vitest.config.ts).
      hostAppProject,
    ],
  },
});
