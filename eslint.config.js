// Lint enforces the import boundaries of DESIGN §1: dependencies point one way
// (core <- client <- ui <- sdk/host-app; core <- server), packages are imported only through their roots,
// host-app features do not import each other, and there are no cycles.
import fs from 'node:fs';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = fs.existsSync('host-app/src/features') ? fs.readdirSync('host-app/src/features') : [];
const pkg = (name) => [`@chorus/${name}`, `@chorus/${name}/*`];
const deny = (names, extra = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: ['@chorus/*/*'], message: 'Import packages through their root (@chorus/x), never deep paths.' },
        ...names.map((n) => ({ group: pkg(n), message: `This layer may not depend on @chorus/${n} (DESIGN §1).` })),
        ...extra,
      ],
    },
  ],
});
const react = [{ group: ['react', 'react-dom', 'react-*', 'styled-components'], message: 'No UI code here.' }];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'storybook-static/**', 'test-results/**', 'playwright-report/**', 'data/**', '**/migrations/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'], 'import-x/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages', from: ['./host-app', './sdk', './examples', './e2e'], message: 'Packages never import apps.' },
            { target: './packages/core', from: ['./packages/client', './packages/ui', './packages/server'] },
            { target: './packages/client', from: ['./packages/ui', './packages/server'] },
            { target: './packages/ui', from: ['./packages/server'] },
            { target: './packages/server', from: ['./packages/ui', './packages/client'] },
            { target: './sdk', from: ['./host-app', './packages/server'] },
            { target: './host-app/src/components', from: './host-app/src/features', message: 'Shared components do not import features.' },
            { target: './host-app/src/lib', from: './host-app/src/features', message: 'lib does not import features.' },
            ...features.map((f) => ({
              target: `./host-app/src/features/${f}`,
              from: './host-app/src/features',
              except: [`./${f}`],
              message: 'Host-app features do not import each other; share through components/ or lib/.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**', 'host-app/**', 'sdk/**', 'stories/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['packages/core/**'], rules: deny(['client', 'ui', 'server'], react) },
  { files: ['packages/client/**'], rules: deny(['ui', 'server'], react) },
  { files: ['packages/ui/**'], rules: deny(['server']) },
  { files: ['packages/server/**'], rules: deny(['ui', 'client'], react) },
  { files: ['sdk/**', 'host-app/**'], rules: deny(['server']) },
);
