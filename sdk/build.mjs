// Builds the SDK with esbuild, React aliased to preact/compat:
//   dist/chorus.js            ESM, registers every element
//   dist/elements/<name>.js   ESM, registers one element, self-contained (use chorus.js for several: each file
//                             carries its own runtime, and esbuild's shared chunks would hold nearly all of it)
//   dist/chorus.iife.js       one <script>, registers every element
//   dist/*.d.ts               the hand-written public types (types/)
//   dist/**/*.{gz,br}         gzip and brotli copies of the code, which the server sends as they are
// Fails when real React reaches a bundle (DESIGN §9: npm installs React as a peer of r2wc and styled-components),
// or classic zod (core's response contracts are zod/mini; its classic request schemas live in modules the widgets
// never import, and `sideEffects: false` lets esbuild drop them).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { precompress } from '../scripts/precompress.mjs';

const here = import.meta.dirname;
const dist = path.join(here, 'dist');
const elements = fs.readdirSync(path.join(here, 'src/elements')).filter((f) => f.endsWith('.ts') && !f.includes('.test.'));

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
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'external',
  metafile: true,
  logLevel: 'warning',
  plugins: [dedentWidgetSources],
};

/** Inputs that must never reach a bundle: real React, and classic zod (the contracts go through zod/mini). */
export function forbiddenInputs(metafile) {
  // What reached the output bytes: modules that were parsed and then tree-shaken away do not count.
  const shipped = Object.values(metafile.outputs).flatMap((o) => Object.entries(o.inputs).filter(([, i]) => i.bytesInOutput > 0).map(([p]) => p));
  return shipped.filter((p) => /node_modules\/(react|react-dom|scheduler)\//.test(p) || /node_modules\/zod\/v4\/classic\//.test(p));
}

export async function buildAll({ outdir = dist } = {}) {
  fs.rmSync(outdir, { recursive: true, force: true });
  const esm = await build({
    ...shared,
    entryPoints: [
      { in: path.join(here, 'src/index.ts'), out: 'chorus' },
      ...elements.map((f) => ({ in: path.join(here, 'src/elements', f), out: `elements/${f.replace(/\.ts$/, '')}` })),
    ],
    outdir,
    format: 'esm',
    sourcemap: 'linked',
  });
  const iife = await build({
    ...shared,
    entryPoints: [path.join(here, 'src/index.ts')],
    outfile: path.join(outdir, 'chorus.iife.js'),
    format: 'iife',
    // A script tag has no import.meta: its own URL comes from document.currentScript.
    define: { ...shared.define, 'import.meta.url': '""' },
    sourcemap: 'linked',
  });
  const leaked = [...forbiddenInputs(esm.metafile), ...forbiddenInputs(iife.metafile)];
  if (leaked.length) throw new Error(`Real React or classic zod reached the SDK bundle (an alias failed, or a widget imported a request schema):\n  ${[...new Set(leaked)].join('\n  ')}`);

  for (const name of ['chorus', ...elements.map((f) => `elements/${f.replace(/\.ts$/, '')}`)]) {
    const typesFile = name === 'chorus' ? 'chorus.d.ts' : 'element.d.ts';
    const text = fs.readFileSync(path.join(here, 'types', typesFile), 'utf8');
    fs.writeFileSync(path.join(outdir, `${name}.d.ts`), text);
  }
  fs.writeFileSync(path.join(outdir, 'meta.json'), JSON.stringify({ esm: esm.metafile, iife: iife.metafile }));
  // .gz and .br beside each file: the server sends them as they are (DESIGN §7: served compressed).
  precompress(outdir);
  return { esm: esm.metafile, iife: iife.metafile };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `node build.mjs [--outdir <dir>]` (tests build into a temporary folder).
  const at = process.argv.indexOf('--outdir');
  const outdir = at > 0 ? path.resolve(process.argv[at + 1]) : dist;
  const t0 = performance.now();
  await buildAll({ outdir });
  const size = (f) => (fs.statSync(path.join(outdir, f)).size / 1024).toFixed(1);
  console.log(`sdk: chorus.iife.js ${size('chorus.iife.js')} KB minified, built in ${Math.round(performance.now() - t0)} ms → ${path.relative(process.cwd(), outdir) || '.'}`);
}
