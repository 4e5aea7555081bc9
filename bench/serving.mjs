// Transfer sizes as served (the server's static files, after `npm run build`): the SDK's entries and the portal's
// first load (index.html and what it links: scripts, module preloads, styles), for a client that takes no
// compression, gzip, and brotli; then what a repeat visit transfers (hashed assets cached, the rest revalidated).
import path from 'node:path';
import Fastify from 'fastify';
import { staticFiles } from '../packages/server/src/plugins/static.ts';
import { root } from './lib.mjs';

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ENCODINGS = [
  ['raw', ''],
  ['gzip', 'gzip'],
  ['brotli', 'gzip, deflate, br'],
];

async function get(app, url, acceptEncoding, headers = {}) {
  const res = await app.inject({ url, headers: { 'accept-encoding': acceptEncoding, ...headers } });
  if (res.statusCode !== 200 && res.statusCode !== 304) throw new Error(`${url}: ${res.statusCode} (run \`npm run build\` first)`);
  return res;
}

/** Bytes of the bodies of `urls`, per encoding. */
async function sizes(app, urls) {
  const out = {};
  for (const [name, accept] of ENCODINGS) {
    let bytes = 0;
    for (const url of urls) bytes += (await get(app, url, accept)).rawPayload.length;
    out[name] = bytes;
  }
  return out;
}

const line = (label, s, files) =>
  `${label.padEnd(40)} ${kb(s.raw).padStart(6)} KB raw  ${kb(s.gzip).padStart(5)} KB gzip  ${kb(s.brotli).padStart(5)} KB brotli${files > 1 ? `  (${files} files)` : ''}`;

export async function run() {
  const app = Fastify();
  await staticFiles(app, { sdkDist: path.join(root, 'sdk/dist'), examples: path.join(root, 'examples'), hostDist: path.join(root, 'host-app/dist') });
  await app.ready();
  try {
    for (const url of ['/sdk/chorus.js', '/sdk/chorus.iife.js']) console.log(line(`GET ${url}`, await sizes(app, [url]), 1));

    const html = (await get(app, '/', '')).payload;
    const linked = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    const firstLoad = ['/', ...new Set(linked)];
    console.log(line('portal first load (index.html + linked)', await sizes(app, firstLoad), firstLoad.length));
    console.log('  (fonts are woff2, compressed already, and load by unicode range: not counted)');

    // A repeat visit: the hashed files are `immutable` (no request); index.html and the SDK revalidate (304, no body).
    const revalidated = [];
    for (const url of ['/', '/sdk/chorus.js']) {
      const first = await get(app, url, 'gzip, deflate, br');
      const again = await get(app, url, 'gzip, deflate, br', { 'if-none-match': String(first.headers.etag) });
      revalidated.push(`${url} ${again.statusCode} (${again.rawPayload.length} B)`);
    }
    const cached = firstLoad.filter((u) => u !== '/').length;
    console.log(`repeat visit: ${cached} hashed files from cache without a request; revalidated: ${revalidated.join(', ')}`);
  } finally {
    await app.close();
  }
  return true;
}
