// Streaming uploads: a 200 MB draft-like video sent as a multipart form to a server process of the bench's own (Fastify,
// the uploads plugin as app.ts registers it, PGlite, and one bench-only route calling `receiveUpload`, kind `draft`),
// on the disk driver and on an S3-compatible server (s3rver on loopback). Prints wall time, throughput, and the server's RSS before and at its peak during the upload:
// streaming means the peak does not grow with the file.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { fmt, root, tmpDir } from './lib.mjs';

const TOTAL = 200 * 1024 * 1024;
const MB = 1024 * 1024;
const BOUNDARY = '----chorus-bench';

/** The server side (run as a child process): the app, and a route that exists only in this bench. */
async function serve() {
  const { default: Fastify } = await import('fastify');
  const z = await import('zod');
  const { loadConfig } = await import('../packages/server/src/config.ts');
  const { openDatabase } = await import('../packages/server/src/db/open.ts');
  const { receiveUpload, uploadsPlugin } = await import('../packages/server/src/lib/uploads.ts');
  const { storageFromConfig } = await import('../packages/server/src/plugins/storage.ts');
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DEMO_DATA: 'false', LOG_LEVEL: 'warn' });
  const database = await openDatabase({ dataDir: config.dataDir });
  const fastify = Fastify();
  await fastify.register(async (f) => {
    await uploadsPlugin(f, { db: database.db, storage: storageFromConfig(config) });
    f.post('/bench/upload', async (req) => {
      const { file } = await receiveUpload(req, { kind: 'draft', ownerContactId: null, fields: z.object({}) });
      return { sizeBytes: file?.sizeBytes, contentType: file?.contentType };
    });
  });
  const address = await fastify.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ address })}\n`);
  process.on('SIGTERM', async () => {
    await fastify.close();
    await database.close();
    process.exit(0);
  });
}

/** Resident set size of `pid` in bytes (Linux /proc). */
const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** A multipart body: one file part of `total` bytes starting with an MP4 `ftyp` box, generated as it is sent. */
async function* draftForm(total) {
  yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="draft.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
  const block = Buffer.alloc(256 * 1024, 0x5a);
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom\0\0\x02\0isommp41', 4, 'latin1');
  for (let sent = 0; sent < total; ) {
    const n = Math.min(block.length, total - sent);
    yield sent === 0 ? Buffer.concat([ftyp, block.subarray(ftyp.length, n)]) : block.subarray(0, n);
    sent += n;
  }
  yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
}

function post(address, total) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${address}/bench/upload`, { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
    req.on('response', (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') }));
    });
    req.on('error', reject);
    (async () => {
      for await (const chunk of draftForm(total)) if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      req.end();
    })().catch(reject);
  });
}

async function measure(label, env) {
  const dataDir = tmpDir('chorus-bench-upload-');
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
    cwd: root,
    // NODE_NO_WARNINGS: the AWS SDK's notice that its 2027 releases need Node 22.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, NODE_NO_WARNINGS: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const address = await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (c) => {
        out += c;
        if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]).address);
      });
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    // Warm up (lazy imports, the first insert), then take the resting size.
    for (let i = 0; i < 3; i++) await post(address, 2 * MB);
    const before = rssOf(child.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid))), 10);
    const t0 = performance.now();
    const res = await post(address, TOTAL);
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(child.pid));
    if (res.status !== 200 || res.body.sizeBytes !== TOTAL) throw new Error(`${label}: ${res.status} ${JSON.stringify(res.body)}`);
    console.log(
      `${label.padEnd(24)} ${TOTAL / MB} MB in ${fmt(seconds, 2)} s (${fmt(TOTAL / MB / seconds, 0)} MB/s); server RSS ${fmt(before / MB, 0)} MB before, peak ${fmt(peak / MB, 0)} MB (+${fmt((peak - before) / MB, 0)} MB)`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run() {
  await measure('disk (DATA_DIR/uploads)', {});
  // s3rver runs in this process, so its memory is not the server's.
  const S3rver = createRequire(import.meta.url)('s3rver');
  const directory = tmpDir('chorus-bench-s3-');
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: 'bench' }] });
  const { port } = await s3.run();
  try {
    await measure('S3 (s3rver, loopback)', { S3_URL: `http://S3RVER:S3RVER@127.0.0.1:${port}/bench` });
  } finally {
    await s3.close();
    fs.rmSync(directory, { recursive: true, force: true });
  }
  return true;
}

if (process.argv.includes('--serve')) await serve();
else if (process.argv[1] === fileURLToPath(import.meta.url)) await run();
