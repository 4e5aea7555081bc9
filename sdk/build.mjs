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
import { rolldown } from 'rolldown';
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


/** The chunk a module goes to: its element's (the widget folder and the element module), or the shared runtime. */
const elementOfWidget = { 'contest-list': 'contest-list', 'contest-card': 'contest-list', 'contest-detail': 'contest', 'entry-form': 'entry-form', 'handle-form': 'handle-form', leaderboard: 'leaderboard' };
function chunkOf(id) {
  const el = /[\\/]sdk[\\/]src[\\/]elements[\\/]([\w-]+)\.ts$/.exec(id);
  if (el) return el[1];
  if (/[\\/]sdk[\\/]src[\\/]index\.ts$/.test(id)) return 'all';
  const ui = /[\\/]packages[\\/]ui[\\/]src[\\/]([\w-]+)[\\/]/.exec(id);
  if (ui && elementOfWidget[ui[1]]) return elementOfWidget[ui[1]];
  return 'runtime';
}

/** esbuild-metafile-shaped summary of rolldown's output (bench, forbiddenInputs): each file, its imports and inputs. */
function rolldownMeta(output, dir) {
  const outputs = {};
  for (const o of output) {
    if (o.type !== 'chunk') continue;
    outputs[`dist/${dir}/${o.fileName}`] = {
      bytes: Buffer.byteLength(o.code),
      entryPoint: o.isEntry ? o.facadeModuleId : undefined,
      imports: o.imports.map((i) => ({ path: `dist/${dir}/${i}`, kind: 'import-statement' })).concat(o.dynamicImports.map((i) => ({ path: `dist/${dir}/${i}`, kind: 'dynamic-import' }))),
      inputs: Object.fromEntries(Object.entries(o.modules).map(([id, m]) => [path.relative(here, id), { bytesInOutput: m.renderedLength }])),
    };
  }
  return { outputs };
}

export const version = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8')).version;
const names = elements.map((f) => f.replace(/\.ts$/, ''));

export async function buildAll({ outdir = dist, types = true } = {}) {
  fs.rmSync(outdir, { recursive: true, force: true });
  // 1. The elements' code, split by rolldown (Vite 8's Rollup-compatible bundler; esbuild's splitting puts every
  //    module reached through a package root's barrel into one shared chunk, and tsup splits with esbuild):
  //    one content-hashed chunk per element (its widget folder and its element module) and one runtime chunk
  //    (preact/compat, r2wc, styled-components, zod/mini, the client, core's rules and the widget kit), under a
  //    versioned folder (immutable: a new build gives new names). `all` registers every element at once.
  const esmBundle = await rolldown({
    input: { all: path.join(here, 'src/index.ts'), ...Object.fromEntries(names.map((n) => [n, path.join(here, 'src/elements', `${n}.ts`)])) },
    platform: 'browser',
    cwd: here,
    resolve: { alias: shared.alias },
    transform: { define: shared.define, jsx: { runtime: 'automatic' } },
    plugins: [{ name: 'chorus-dedent-widget-sources', transform: { filter: { id: /[\\/]packages[\\/]ui[\\/]src[\\/].*\.tsx?$/ }, handler: (code) => ({ code: code.replace(/\n[ \t]+/g, '\n'), map: null }) } }],
    logLevel: 'warn',
    preserveEntrySignatures: 'allow-extension',
  });
  const written = await esmBundle.write({
    dir: path.join(outdir, version),
    format: 'esm',
    minify: true,
    sourcemap: true,
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: '[name]-[hash].js',
    // Each module goes where chunkOf says, not pulled along by a group that imports it.
    codeSplitting: {
      includeDependenciesRecursively: false,
      groups: [...new Set(['runtime', 'all', ...Object.values(elementOfWidget), ...names])].map((name) => ({ name, test: (id) => chunkOf(id) === name })),
    },
  });
  await esmBundle.close();
  const entryOf = Object.fromEntries(written.output.filter((o) => o.type === 'chunk' && o.isEntry).map((o) => [o.name, `${version}/${o.fileName}`]));
  const esm = rolldownMeta(written.output, version);
  // 2. The loader (dist/chorus.js), told where each element's chunk is.
  const loader = await build({
    ...shared,
    entryPoints: [path.join(here, 'src/loader.ts')],
    outfile: path.join(outdir, 'chorus.js'),
    format: 'esm',
    define: { ...shared.define, __CHORUS_CHUNKS__: JSON.stringify(Object.fromEntries(names.map((n) => [n, `./${entryOf[n]}`]))) },
    sourcemap: 'linked',
  });
  // 3. The one-file script.
  const iife = await build({
    ...shared,
    entryPoints: [path.join(here, 'src/index.ts')],
    outfile: path.join(outdir, 'chorus.iife.js'),
    format: 'iife',
    // A script tag has no import.meta: its own URL comes from document.currentScript.
    define: { ...shared.define, 'import.meta.url': '""' },
    sourcemap: 'linked',
  });
  const leaked = [...forbiddenInputs(esm), ...forbiddenInputs(iife.metafile), ...forbiddenInputs(loader.metafile)];
  if (leaked.length) throw new Error(`Real React or classic zod reached the SDK bundle (an alias failed, or a widget imported a request schema):\n  ${[...new Set(leaked)].join('\n  ')}`);

  // Stable names for imports (npm `@chorus/sdk/elements/<name>`, `@chorus/sdk/all`): one-line modules re-exporting
  // the hashed entry; they register the element when imported.
  fs.mkdirSync(path.join(outdir, 'elements'), { recursive: true });
  for (const n of names) fs.writeFileSync(path.join(outdir, 'elements', `${n}.js`), `export * from '../${entryOf[n]}';\n`);
  fs.writeFileSync(path.join(outdir, 'all.js'), `export * from './${entryOf.all}';\n`);

  // 4. @chorus/sdk/react: typed React components over the elements, for React apps (React stays the app's own:
  //    external, not aliased); each imports its element module when it first mounts.
  await build({
    ...shared,
    alias: {},
    plugins: [
      {
        name: 'chorus-element-modules',
        setup(b) {
          b.onResolve({ filter: /^\.\/elements\/[\w-]+\.ts$/ }, (a) => ({ path: a.path.replace(/\.ts$/, '.js'), external: true }));
        },
      },
    ],
    entryPoints: [path.join(here, 'src/react.tsx')],
    outfile: path.join(outdir, 'react.js'),
    format: 'esm',
    external: ['react', 'react/*'],
    metafile: false,
    sourcemap: 'linked',
  });
  // 5. Types, generated from the source (src/types.ts, src/events.ts, src/react.tsx) by tsup's declaration bundle
  //    (rollup-plugin-dts): the element modules and `all` take theirs from chorus.d.ts.
  if (types) {
    const { build: tsup } = await import('tsup');
    await tsup({
      entry: { chorus: path.join(here, 'src/types.ts'), react: path.join(here, 'src/react.tsx') },
      dts: { only: true },
      outDir: outdir,
      tsconfig: path.join(here, 'tsconfig.dts.json'),
      format: ['esm'],
      silent: true,
      clean: false,
    });
    const stub = (to) => `// Registers the element(s); the types are the package's (chorus.d.ts).\nexport type * from '${to}';\n`;
    for (const n of names) fs.writeFileSync(path.join(outdir, 'elements', `${n}.d.ts`), stub('../chorus.js'));
    fs.writeFileSync(path.join(outdir, 'all.d.ts'), stub('./chorus.js'));
    fs.writeFileSync(path.join(outdir, 'chorus.iife.d.ts'), stub('./chorus.js'));
  }
  // 6. custom-elements.json for IDEs and Storybook (cem.mjs: the analyzer with a plugin describing the elements).
  const { customElementsManifest } = await import('./cem.mjs');
  fs.writeFileSync(path.join(outdir, 'custom-elements.json'), JSON.stringify(await customElementsManifest(), null, 2));

  const metafile = { esm, loader: loader.metafile, iife: iife.metafile, entries: entryOf, version };
  fs.writeFileSync(path.join(outdir, 'meta.json'), JSON.stringify(metafile));
  // .gz and .br beside each file: the server sends them as they are (DESIGN §7: served compressed).
  precompress(outdir);
  return metafile;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `node build.mjs [--outdir <dir>] [--no-types]` (tests build into a temporary folder, some without the types).
  const at = process.argv.indexOf('--outdir');
  const outdir = at > 0 ? path.resolve(process.argv[at + 1]) : dist;
  const t0 = performance.now();
  await buildAll({ outdir, types: !process.argv.includes('--no-types') });
  const size = (f) => (fs.statSync(path.join(outdir, f)).size / 1024).toFixed(1);
  console.log(`sdk: chorus.iife.js ${size('chorus.iife.js')} KB minified, built in ${Math.round(performance.now() - t0)} ms → ${path.relative(process.cwd(), outdir) || '.'}`);
}
