// Streaming uploads through the product's own route: the app started like the other benches (bench/lib.mjs, demo
// data on PGlite), the demo creator signed in, and a 200 MB draft-like video sent as the draft of one of their offers
// at the draft stage (POST /creatorapi/post-approval-submit, multipart: PostID, UID, caption, file), on the disk driver
// and on an S3-compatible server (s3rver on loopback). Between uploads the draft is withdrawn
// (DELETE /creatorapi/post-approval-delete), which puts the offer back at the draft stage. Prints wall time, throughput
// and the server's RSS before and at its peak during the upload, with the machine's load: streaming means the peak
// does not grow with the file. Throws when an upload is refused or not stored whole (checked through the file route).
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { fmt, startSignedIn, tmpDir, uptime } from './lib.mjs';

const TOTAL = 200 * 1024 * 1024;
const MB = 1024 * 1024;
const BOUNDARY = '----chorus-bench';
const DEMO_CREATOR = { username: 'creator@chorus.test', password: 'Chorus-demo-1' };

/** Resident set size of `pid` in bytes (Linux /proc). */
const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** The draft form: the offer's fields, then one file part of `total` bytes starting with an MP4 `ftyp` box, generated as it is sent. */
async function* draftForm(offer, total) {
  const field = (name, value) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  yield Buffer.from(
    field('PostID', offer.PostID) +
      field('UID', offer.UID) +
      field('caption', 'Bench draft #ad') +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="draft.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
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

/** Sends the draft of `offer` (`total` bytes) as the browser's upload does; resolves with the answer. */
function uploadDraft(base, token, offer, total) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/creatorapi/post-approval-submit`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'x-api-key': token },
    });
    req.on('response', (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    (async () => {
      for await (const chunk of draftForm(offer, total)) if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      req.end();
    })().catch(reject);
  });
}

const call = (base, token, path, body, method = 'POST') =>
  fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', 'x-api-key': token }, body: JSON.stringify(body) }).then(async (r) => ({
    status: r.status,
    json: await r.json(),
  }));

/** An offer of the signed-in creator at the draft stage (the demo data has them), from the campaign list. */
async function draftStageOffer(base, token) {
  for (let page = 1; ; page++) {
    const { json } = await call(base, token, '/creatorapi/campaigns', { status: 'inprogress', page });
    const offer = json.results.data.Row_Campaigns.find((r) => r.State === 'draft');
    if (offer) return offer;
    if (page >= json.PageInformation.TotalPages) throw new Error('the demo creator has no offer at the draft stage');
  }
}

/** The size of the offer's stored draft, as the file route serves it (a one-byte Range: its Content-Range total). */
async function storedDraftSize(base, token, offer) {
  const { json } = await call(base, token, '/creatorapi/campaign', { postId: offer.PostID, uid: offer.UID });
  const url = json.results.data.Draft?.FileUrl;
  if (!url) return -1;
  const res = await fetch(`${base}${url}`, { headers: { 'x-api-key': token, range: 'bytes=0-0' } });
  await res.arrayBuffer();
  return Number(/\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1] ?? -1);
}

/** The draft is withdrawn, which puts the offer back at the draft stage for the next upload. */
async function withdraw(base, token, offer) {
  const res = await call(base, token, '/creatorapi/post-approval-delete', { PostID: offer.PostID, UID: offer.UID }, 'DELETE');
  if (res.status !== 200) throw new Error(`withdrawing the draft answered ${res.status}: ${JSON.stringify(res.json)}`);
}

/** One draft upload, answered 200 and stored whole, then withdrawn. */
async function roundTrip(base, token, offer, total) {
  const res = await uploadDraft(base, token, offer, total);
  if (res.status !== 200) throw new Error(`draft upload answered ${res.status}: ${res.body}`);
  const size = await storedDraftSize(base, token, offer);
  if (size !== total) throw new Error(`the stored draft has ${size} bytes, not ${total}`);
  await withdraw(base, token, offer);
}

async function measure(label, env) {
  const dataDir = tmpDir('chorus-bench-upload-');
  // NODE_NO_WARNINGS: the AWS SDK's notice that its 2027 releases need Node 22.
  const { server, token } = await startSignedIn({ dataDir }, DEMO_CREATOR.username, { password: DEMO_CREATOR.password, env: { DEMO_DATA: 'true', NODE_NO_WARNINGS: '1', ...env } });
  try {
    const offer = await draftStageOffer(server.base, token);
    // Warm up (lazy imports, the first file row, the storage driver), then take the resting size.
    for (let i = 0; i < 3; i++) await roundTrip(server.base, token, offer, 2 * MB);
    const before = rssOf(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 10);
    const t0 = performance.now();
    const res = await uploadDraft(server.base, token, offer, TOTAL);
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(server.pid));
    if (res.status !== 200) throw new Error(`${label}: draft upload answered ${res.status}: ${res.body}`);
    const size = await storedDraftSize(server.base, token, offer);
    if (size !== TOTAL) throw new Error(`${label}: the stored draft has ${size} bytes, not ${TOTAL}`);
    console.log(
      `${label.padEnd(24)} ${TOTAL / MB} MB draft in ${fmt(seconds, 2)} s (${fmt(TOTAL / MB / seconds, 0)} MB/s); server RSS ${fmt(before / MB, 0)} MB before, peak ${fmt(peak / MB, 0)} MB (+${fmt((peak - before) / MB, 0)} MB)  [${uptime()}]`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run() {
  console.log('POST /creatorapi/post-approval-submit as the demo creator (the app on PGlite with demo data)');
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

if (process.argv[1] === fileURLToPath(import.meta.url)) await run();
