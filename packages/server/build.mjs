// `npm run build -w packages/server`: the server as JavaScript in dist/ (entry dist/server.js), which `npm start`
// runs with plain node instead of transforming the TypeScript on every start (tsx; `npm run dev` and the tests
// still do). The workspace packages (@chorus/core) and the pure-JS packages from node_modules are bundled in:
// Node's loader resolving, stat-ing and reading ~1,500 module files cost ~0.5 s of every start (issue 13). What
// stays an import: packages with a native addon or wasm, or that read files beside their own (below). Modules the
// code imports with `import()` (first use: S3, Redis, PostgreSQL, mail) are chunks of their own, read only then.
// dist/ sits one level under the package like src/, so src/paths.ts finds the migrations and the web builds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const outdir = path.join(here, 'dist');
// Only what this build writes.
fs.rmSync(outdir, { recursive: true, force: true });

const external = [
  // Native addons, wasm and data files located from the package's own directory.
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  '@ip-location-db/*',
  'pg-native',
  'mmdb-lib',
  // pino starts transports in worker threads by file path (thread-stream).
  'pino',
  'thread-stream',
  // Large, loaded on first use only (S3 storage), and ESM-only packages that read their own files.
  '@aws-sdk/*',
  'file-type',
  // Optional peers of bundled packages, never installed here.
  'smtp-server',
  'mailparser',
];

const shared = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Stack traces map back to the sources with `node --enable-source-maps` (off by default: it slows every `.stack`).
  sourcemap: 'linked',
  // No keepNames: it wraps every function made at run time in a defineProperty of its name, and Fastify makes
  // closures per request (its hook runners): 20-25 % of a cached public read's throughput (issue 13). Nothing here
  // reads a bundled function's name (errors are told apart by their code).
  keepNames: false,
  logLevel: 'warning',
  external,
  // Bundled CommonJS packages call `require` for Node's built-ins and the externals above.
  banner: { js: "import { createRequire as __chorusRequire } from 'node:module'; const require = __chorusRequire(import.meta.url);" },
};
await build({ ...shared, entryPoints: { server: path.join(here, 'src/server.ts') }, outdir, splitting: true, chunkNames: 'chunks/[name]-[hash]' });

// The database new PGlite data directories start from (src/db/template.ts): made here, once per build, instead of
// by every cold start. Its maker is a bundle of its own (no shared chunks: paths.ts must sit directly in dist/).
const templateCli = path.join(outdir, 'template-cli.js');
await build({ ...shared, entryPoints: [path.join(here, 'src/db/template-cli.ts')], outfile: templateCli, sourcemap: false });
const template = spawnSync(process.execPath, [templateCli], { stdio: 'inherit' });
if (template.status !== 0) process.exit(template.status ?? 1);
