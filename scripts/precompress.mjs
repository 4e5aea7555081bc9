// Writes `.gz` (gzip -9) and `.br` (brotli 11) beside every compressible built file, so the server sends them as
// they are (@fastify/static `preCompressed`) instead of compressing on each request at a lower level.
//   node scripts/precompress.mjs <dir>...      (the end of the host-app and SDK builds)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// Text formats only: fonts, images and audio are compressed already. Source maps and the SDK's meta.json are not
// served publicly, so they are not worth the time.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const SKIP = /(?:\.map|[\\/]meta\.json)$/;
// Below this, headers cost more than the saving (the same threshold as the API's on-the-fly compression).
const MIN_BYTES = 1024;

/** Compresses every eligible file under `dir`; returns what was written, for a build log. */
export function precompress(dir) {
  let files = 0;
  let raw = 0;
  let brotli = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (!COMPRESSIBLE.test(file) || SKIP.test(file)) continue;
    const data = fs.readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    const gz = zlib.gzipSync(data, { level: 9 });
    const br = zlib.brotliCompressSync(data, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    });
    // A stale sibling from an earlier build would be served in place of the new file.
    for (const [ext, out] of [['.gz', gz], ['.br', br]]) {
      if (out.length < data.length) fs.writeFileSync(file + ext, out);
      else fs.rmSync(file + ext, { force: true });
    }
    files += 1;
    raw += data.length;
    brotli += br.length;
  }
  return { files, raw, brotli };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const dir of process.argv.slice(2)) {
    const { files, raw, brotli } = precompress(path.resolve(dir));
    console.log(`precompress: ${dir}: ${files} files, ${(raw / 1024).toFixed(1)} KB → ${(brotli / 1024).toFixed(1)} KB brotli (+ gzip)`);
  }
}
