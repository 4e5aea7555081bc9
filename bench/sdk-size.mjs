// SDK size: every element together (dist/chorus.js and the one-script dist/chorus.iife.js) and each element alone
// (dist/elements/<name>.js, with any chunk it imports), minified, gzip -9 and brotli.
// Budget (DESIGN §7, §9): all elements together ≤ 50 KB gzip.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildAll } from '../sdk/build.mjs';
import { root } from './lib.mjs';

export const BUDGET_GZIP_KB = 50;
const sdk = path.join(root, 'sdk');
const dist = path.join(sdk, 'dist');
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
  const { esm } = await buildAll();
  const esmFiles = (entry) => [...closure(esm.outputs, entry)].filter((f) => f.endsWith('.js'));

  const all = measure(esmFiles('dist/chorus.js'));
  const iife = measure(['dist/chorus.iife.js']);
  console.log(line('all elements, ESM (chorus.js)', all));
  console.log(line('all elements, one script (chorus.iife.js)', iife));
  for (const f of fs.readdirSync(path.join(dist, 'elements')).filter((n) => n.endsWith('.js')).sort())
    console.log(line(`one element: elements/${f}`, measure(esmFiles(`dist/elements/${f}`))));

  const worst = Math.max(all.gzip, iife.gzip) / 1024;
  const ok = worst <= BUDGET_GZIP_KB;
  console.log(`budget: all elements ≤ ${BUDGET_GZIP_KB} KB gzip: ${worst.toFixed(1)} KB, ${ok ? 'within' : 'OVER'} (${(BUDGET_GZIP_KB - worst).toFixed(1)} KB left)`);
  return ok;
}
