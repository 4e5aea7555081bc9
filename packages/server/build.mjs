// `npm run build -w packages/server`: the server as one JavaScript file, dist/server.js, which `npm start` runs
// with plain node instead of transforming the TypeScript on every start (tsx; `npm run dev` and the tests still
// do). Workspace packages (@chorus/core) are TypeScript sources and are bundled in; packages from node_modules
// stay imports (native addons, PGlite's wasm, files read next to their package). dist/ sits one level under the
// package like src/, so src/paths.ts finds the migrations and the web builds from either.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const outdir = path.join(here, 'dist');
// Only what this build writes.
fs.rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: { server: path.join(here, 'src/server.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Stack traces map back to the sources with `node --enable-source-maps` (off by default: it slows every `.stack`).
  sourcemap: 'linked',
  keepNames: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'chorus-node-modules-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@chorus/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
