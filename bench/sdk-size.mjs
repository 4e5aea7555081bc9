// SDK size as pages download it, minified, gzip -9 and brotli (each file compressed on its own, as served):
// the loader (dist/chorus.js), the shared runtime chunk, each element's chunks, every element together, and the
// one-script dist/chorus.iife.js. Budgets (DESIGN §7, issue 12), failing the bench when over: loader ≤ 6 KB gzip;
// loader + runtime + the heaviest element ≤ 45 KB gzip; every element together ≤ 65 KB gzip.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildAll } from '../sdk/build.mjs';
import { root } from './lib.mjs';

export const BUDGETS_GZIP_KB = { loader: 6, heaviest: 45, all: 65 };
const sdk = path.join(root, 'sdk');
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** An ESM output and every chunk it imports statically (metafile paths, relative to sdk/). */
function closure(outputs, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imp of outputs[file]?.imports ?? []) if (imp.kind === 'import-statement') closure(outputs, imp.path, seen);
  return seen;
}

function measure(files) {
  const read = (f) => fs.readFileSync(path.join(sdk, f));
  const code = Buffer.concat(files.map(read));
  // Each file is fetched and compressed on its own.
  const per = (fn) => files.reduce((n, f) => n + fn(read(f)).length, 0);
  return {
    min: code.length,
    gzip: per((b) => zlib.gzipSync(b, { level: 9 })),
    brotli: per((b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })),
    files: files.length,
  };
}

const line = (label, m) =>
  `${label.padEnd(44)} ${kb(m.min).padStart(6)} KB min  ${kb(m.gzip).padStart(5)} KB gzip  ${kb(m.brotli).padStart(5)} KB brotli${m.files > 1 ? `  (${m.files} files)` : ''}`;

export async function run() {
  const meta = await buildAll();
  const { esm } = meta;
  const files = (entry) => [...closure(esm.outputs, `dist/${entry}`)].filter((f) => f.endsWith('.js'));
  const names = Object.keys(meta.entries).filter((n) => n !== 'all');
  // The runtime: the chunk every element imports.
  const runtime = files(meta.entries[names[0]]).filter((f) => names.every((n) => files(meta.entries[n]).includes(f)));
  const loader = measure(['dist/chorus.js']);
  console.log(line('loader (chorus.js)', loader));
  console.log(line(`runtime (${runtime.map((f) => path.basename(f)).join(', ')})`, measure(runtime)));
  let heaviest = { gzip: 0 };
  let heaviestName = '';
  for (const n of names.sort()) {
    const page = measure(['dist/chorus.js', ...files(meta.entries[n])]);
    console.log(line(`one element: loader + runtime + ${n}`, page));
    if (page.gzip > heaviest.gzip) [heaviest, heaviestName] = [page, n];
  }
  const all = measure(['dist/chorus.js', ...new Set(names.flatMap((n) => files(meta.entries[n])))]);
  console.log(line('every element (loader + all chunks)', all));
  console.log(line('one script (chorus.iife.js)', measure(['dist/chorus.iife.js'])));
  const checks = [
    ['loader', loader.gzip, BUDGETS_GZIP_KB.loader],
    [`loader + runtime + heaviest element (${heaviestName})`, heaviest.gzip, BUDGETS_GZIP_KB.heaviest],
    ['every element together', all.gzip, BUDGETS_GZIP_KB.all],
  ];
  let ok = true;
  for (const [label, bytes, budget] of checks) {
    const within = bytes / 1024 <= budget;
    ok &&= within;
    console.log(`budget: ${label} ≤ ${budget} KB gzip: ${kb(bytes)} KB, ${within ? 'within' : 'OVER'} (${(budget - bytes / 1024).toFixed(1)} KB left)`);
  }
  return ok;
}
