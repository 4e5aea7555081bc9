import { createRequire } from 'node:module';
import path from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { preactAliases } from './vite.config.ts';

// Testing Library's `main` is CommonJS, whose `require('react-dom')` Node would answer with real React: its ES module
// build goes through Vite instead, so the aliases reach its imports.
const testingLibrary = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@testing-library/react/package.json')),
  'dist/@testing-library/react.esm.js',
);
// ES module builds first (react-router-dom's `node` export is CommonJS unless `module-sync` is asked for).
const conditions = ['module', 'module-sync', 'browser', 'development|production'];

/**
 * The host app's tests: a project of the root vitest.config.ts, run from the repository root as before
 * (`npx vitest run host-app/src/...`). They render through preact/compat with the build's aliases, so they test what
 * ships. Preact and the libraries that import React (visx too) are inlined (transformed by Vite, not loaded by Node), so the
 * aliases reach their imports and there is one Preact; otherwise Node would load real React beside it (DESIGN §9).
 */
export const hostAppProject = {
  extends: true,
  resolve: {
    alias: [{ find: /^@testing-library\/react$/, replacement: testingLibrary }, ...preactAliases],
    dedupe: ['preact', 'styled-components'],
    conditions,
    mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'],
  },
  ssr: { resolve: { conditions } },
  test: {
    name: 'host-app',
    include: ['host-app/src/**/*.test.{ts,tsx}'],
    setupFiles: ['./host-app/vitest.setup.ts'],
    server: {
      deps: {
        inline: [/[\\/]node_modules[\\/](preact|@testing-library[\\/]react|react-router|react-router-dom|styled-components|zustand|lucide-react|@visx[\\/][a-z]+)[\\/]/],
      },
    },
  },
} satisfies TestProjectInlineConfiguration;
