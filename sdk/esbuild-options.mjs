// The SDK build's esbuild options: React aliased to preact/compat, styled-components to src/styled.ts (build.mjs
// says why), shared by build.mjs and cem.mjs.
import fs from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;

/**
 * The widgets' styled-components CSS is written indented inside template literals, and esbuild keeps template
 * text as it is: ~12 KB of indentation, ~0.3 KB gzip of the 50 KB budget. Leading whitespace means nothing in TS,
 * JSX or CSS, so packages/ui sources lose it on the way in (source maps show the dedented text).
 */
const dedentWidgetSources = {
  name: 'chorus-dedent-widget-sources',
  setup(b) {
    b.onLoad({ filter: /[\\/]packages[\\/]ui[\\/]src[\\/].*\.tsx?$/ }, async (args) => ({
      contents: (await fs.promises.readFile(args.path, 'utf8')).replace(/\n[ \t]+/g, '\n'),
      loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
    }));
  },
};

/** esbuild's options for the SDK's code (build.mjs, and cem.mjs reading what each element bundles). */
export const shared = {
  bundle: true,
  minify: true,
  target: 'es2020',
  platform: 'browser',
  jsx: 'automatic',
  absWorkingDir: here,
  alias: {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
    // styled-components' API over goober (src/styled.ts): ~10 KB gzip less in every page (docs/architecture.md).
    'styled-components': path.join(here, 'src/styled.ts'),
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'external',
  metafile: true,
  logLevel: 'warning',
  plugins: [dedentWidgetSources],
};
