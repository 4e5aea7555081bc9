// Builds the SDK, React aliased to preact/compat and styled-components to its API over goober (src/styled.ts):
//   dist/<version>/<name>-<hash>.js  by rolldown: one chunk per element (its widget folder and element module) and
//                             one shared runtime chunk, content-hashed under a versioned folder
//   dist/chorus.js            by esbuild: the loader, which defines every tag and imports an element's chunk on use
//   dist/elements/<name>.js, dist/all.js  one-line modules re-exporting the hashed entries (stable import names)
//   dist/chorus.iife.js       by rolldown: one <script>, registers every element
//   dist/react.js             by esbuild: React components over the elements (React stays the app's, external)
//   dist/*.d.ts               generated from the source (src/types.ts, events.ts, react.tsx) by tsup's dts bundle
//   dist/custom-elements.json the elements' manifest (cem.mjs), and dist/meta.json the bundles' inputs
//   dist/**/*.{gz,br}         gzip and brotli copies of the code, which the server sends as they are
//   dist/**/*.js.map          source maps, private: neither in the npm package nor served unless SDK_SOURCE_MAPS=true,
//                             so no file names one in a `sourceMappingURL` comment (bundlers and devtools would ask
//                             for a file that is not there); the server points devtools at them with a `SourceMap`
//                             header when it serves them
// Fails when real React reaches a bundle (DESIGN §9: npm installs React as a peer of r2wc and styled-components),
// or classic zod (core's response contracts are zod/mini; its classic request schemas live in modules the widgets
// never import, and `sideEffects: false` lets the bundlers drop them). What the widgets may use of styled-components
// is what src/styled.ts types: `npm run typecheck` checks them against it (tsconfig.styled-check.json).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { rolldown } from 'rolldown';
import { precompress } from '../scripts/precompress.mjs';
import { shared } from './esbuild-options.mjs';

const here = import.meta.dirname;
const dist = path.join(here, 'dist');
const elements = fs.readdirSync(path.join(here, 'src/elements')).filter((f) => f.endsWith('.ts') && !f.includes('.test.'));

export { shared };

/** Inputs that must never reach a bundle: real React, and classic zod (the contracts go through zod/mini). */
export function forbiddenInputs(metafile) {
  // What reached the output bytes: modules that were parsed and then tree-shaken away do not count.
  const shipped = Object.values(metafile.outputs).flatMap((o) => Object.entries(o.inputs).filter(([, i]) => i.bytesInOutput > 0).map(([p]) => p));
  return shipped.filter((p) => /node_modules\/(react|react-dom|scheduler)\//.test(p) || /node_modules\/zod\/v4\/classic\//.test(p));
}


/** Widget folders of packages/ui that belong to one element's chunk. */
const elementOfWidget = { 'contest-list': 'contest-list', 'contest-card': 'contest-list', 'contest-detail': 'contest', 'entry-form': 'entry-form', 'handle-form': 'handle-form', leaderboard: 'leaderboard', 'help-wanted': 'help-wanted', 'contact-form': 'contact-form' };
/**
 * The chunk a module goes to: its element's (the widget folder and the element module), the one element that
 * `owner` says ships it (a module only that element needs, such as a call only it makes), or the shared runtime.
 */
function chunkOf(id, owner) {
  const el = /[\\/]sdk[\\/]src[\\/]elements[\\/]([\w-]+)\.ts$/.exec(id);
  if (el) return el[1];
  const ui = /[\\/]packages[\\/]ui[\\/]src[\\/]([\w-]+)[\\/]/.exec(id);
  if (ui && elementOfWidget[ui[1]]) return elementOfWidget[ui[1]];
  return owner?.get(id) ?? 'runtime';
}

/** esbuild-metafile-shaped summary of rolldown's output (bench, forbiddenInputs): each file, its imports and inputs. */
function rolldownMeta(output, dir) {
  const outputs = {};
  const at = dir === '.' ? 'dist' : `dist/${dir}`;
  for (const o of output) {
    if (o.type !== 'chunk') continue;
    outputs[`${at}/${o.fileName}`] = {
      bytes: Buffer.byteLength(o.code),
      entryPoint: o.isEntry ? o.facadeModuleId : undefined,
      imports: o.imports.map((i) => ({ path: `${at}/${i}`, kind: 'import-statement' })).concat(o.dynamicImports.map((i) => ({ path: `${at}/${i}`, kind: 'dynamic-import' }))),
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
  //    versioned folder (immutable: a new build gives new names). A module only one element ships stays in that
  //    element's chunk (the runtime holds what two or more ship), so a new element adds nothing to the runtime that
  //    only it uses. dist/all.js imports every element's entry.
  const rolldownInput = (input, define = shared.define) => ({
    input,
    platform: 'browser',
    cwd: here,
    resolve: { alias: shared.alias },
    transform: { define, jsx: { runtime: 'automatic' } },
    plugins: [{ name: 'chorus-dedent-widget-sources', transform: { filter: { id: /[\\/]packages[\\/]ui[\\/]src[\\/].*\.tsx?$/ }, handler: (code) => ({ code: code.replace(/\n[ \t]+/g, '\n'), map: null }) } }],
    logLevel: 'warn',
    preserveEntrySignatures: 'allow-extension',
  });
  const esmBundle = await rolldown(rolldownInput(Object.fromEntries(names.map((n) => [n, path.join(here, 'src/elements', `${n}.ts`)]))));
  const groupNames = [...new Set(['runtime', ...Object.values(elementOfWidget), ...names])];
  const output = (owner) => ({
    dir: path.join(outdir, version),
    format: 'esm',
    minify: true,
    sourcemap: 'hidden',
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: '[name]-[hash].js',
    // Each module goes where chunkOf says, not pulled along by a group that imports it.
    codeSplitting: {
      includeDependenciesRecursively: false,
      // Without `owner`, the runtime takes only what two or more elements ship (what only one needs is left out).
      groups: groupNames.map((name) => ({ name, test: (id) => chunkOf(id, owner) === name, ...(owner || name !== 'runtime' ? {} : { minShareCount: 2 }) })),
    },
  });
  // Which modules only one element ships: the packages' barrels make every module look reachable from every
  // element, so a first pass asks rolldown (after tree-shaking) and the second puts them in that element's chunk.
  const owner = new Map();
  for (const o of (await esmBundle.generate(output())).output)
    if (o.type === 'chunk' && names.includes(o.name)) for (const id of Object.keys(o.modules)) owner.set(id, o.name);
  const written = await esmBundle.write(output(owner));
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
    sourcemap: 'external',
  });
  // 3. The one-file script, by rolldown too: esbuild turns a dynamic import (the contest's entry dialog loads its
  //    forms apart) into lazily initialised modules and then keeps every export of the packages' barrels.
  //    A script tag has no import.meta: its own URL comes from document.currentScript.
  const iifeBundle = await rolldown(rolldownInput(path.join(here, 'src/index.ts'), { ...shared.define, 'import.meta.url': '""' }));
  const iifeOut = await iifeBundle.write({ file: path.join(outdir, 'chorus.iife.js'), format: 'iife', codeSplitting: false, minify: true, sourcemap: 'hidden' });
  await iifeBundle.close();
  const iifeMeta = rolldownMeta(iifeOut.output, '.');
  const iife = { metafile: { ...iifeMeta, inputs: Object.assign({}, ...Object.values(iifeMeta.outputs).map((o) => o.inputs)) } };
  const leaked = [...forbiddenInputs(esm), ...forbiddenInputs(iife.metafile), ...forbiddenInputs(loader.metafile)];
  if (leaked.length) throw new Error(`Real React or classic zod reached the SDK bundle (an alias failed, or a widget imported a request schema):\n  ${[...new Set(leaked)].join('\n  ')}`);

  // Stable names for imports (npm `@chorus/sdk/elements/<name>`, `@chorus/sdk/all`): one-line modules re-exporting
  // the hashed entry; they register the element when imported.
  fs.mkdirSync(path.join(outdir, 'elements'), { recursive: true });
  for (const n of names) fs.writeFileSync(path.join(outdir, 'elements', `${n}.js`), `export * from '../${entryOf[n]}';\n`);
  fs.writeFileSync(path.join(outdir, 'all.js'), names.map((n) => `import './${entryOf[n]}';\n`).join(''));

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
    sourcemap: 'external',
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
