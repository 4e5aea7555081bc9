import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFiles, type StaticOptions } from './static.ts';

const js = (name: string) => `export const ${name} = ${JSON.stringify('x'.repeat(4000))};\n`;

/** Built-looking folders in a temp dir: the tests do not depend on `npm run build` having run. */
function fixtures(root: string): StaticOptions {
  const write = (file: string, text: string | Buffer, precompressed = false) => {
    const at = path.join(root, file);
    fs.mkdirSync(path.dirname(at), { recursive: true });
    fs.writeFileSync(at, text);
    if (precompressed) {
      fs.writeFileSync(`${at}.br`, zlib.brotliCompressSync(text));
      fs.writeFileSync(`${at}.gz`, zlib.gzipSync(text));
    }
  };
  write('sdk/chorus.js', js('sdk'), true);
  write('sdk/chorus.js.map', '{"version":3}');
  write('sdk/elements/contest.js', js('contest'), true);
  write('sdk/elements/contest.js.map', '{"version":3}');
  write('sdk/meta.json', '{}');
  write('sdk/0.1.0/runtime-B6DOiIo_.js', js('runtime'), true);
  write('sdk/0.1.0/runtime-B6DOiIo_.js.map', '{"version":3}');
  write('sdk/0.1.0/notes.js', js('notes'));
  write('sdk/custom-elements.json', JSON.stringify({
    modules: [{ declarations: [{ kind: 'class', customElement: true, tagName: 'chorus-leaderboard', description: 'A contest’s <leaderboard>.', attributes: [{ name: 'contest-id', type: { text: 'number' }, description: '`contest-id` (required).' }] }] }],
  }));
  write('examples/index.html', '<!doctype html><title>Chorus examples</title>');
  write('examples/embed-html/index.html', '<!doctype html><script src="embed.js"></script>');
  write('examples/react-app/index.html', '<!doctype html><script type="module" src="./src/main.tsx"></script>');
  write('examples/react-app/src/main.tsx', 'export {};');
  write('examples/react-app/dist/index.html', '<!doctype html><title>React example</title><script type="module" src="./assets/index-AbCd1234.js"></script>');
  write('examples/react-app/dist/assets/index-AbCd1234.js', js('react'));
  write('examples/embed-html/embed.js', js('embed'));
  write('host/index.html', `<!doctype html><title>Chorus</title>${' '.repeat(2000)}`, true);
  write('host/assets/index-AbC_d-12.js', js('app'), true);
  // The build's page per route (host-app/vite.config.ts routePages): index.html with the route's chunks preloaded.
  const routePage = (screen: string) =>
    `<!doctype html><title>Chorus</title><link rel="modulepreload" crossorigin href="/assets/${screen}-AbCd1234.js">${' '.repeat(2000)}`;
  write('host/routes/public-contests.html', routePage('public-contests'), true);
  write('host/routes/quickdetail.html', routePage('contest-detail'), true);
  write('host/routes/account/vendor.html', routePage('vendor'), true);
  write('host/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('host/robots.txt', 'User-agent: *\nDisallow: /studio\n');
  write('host/manifest.webmanifest', '{"name":"Chorus"}');
  return {
    sdkDist: path.join(root, 'sdk'),
    examples: path.join(root, 'examples'),
    hostDist: path.join(root, 'host'),
    publicUrl: 'https://chorus.example',
    // A stand-in for the database lookup (lib/share-card.test.ts tests it): contest 7 exists, 13 makes it fail.
    shareCard: async (url) => {
      if (url.includes('PostID=13')) throw new Error('database down');
      return url.startsWith('/quickdetail?PostID=7') ? { title: 'Midnight <Drive>', description: 'A contest by Luna Vale on Chorus.', url: `https://chorus.example${url}`, image: null } : null;
    },
  };
}

/** The same order as app.ts: files, then compression for what follows (an API route). */
async function build(opts: StaticOptions) {
  const app = Fastify();
  await staticFiles(app, opts);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  app.get('/publicapi/big', async () => ({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) }));
  app.get('/publicapi/small', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('static files', () => {
  let dir: string;
  let opts: StaticOptions;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chorus-static-'));
    opts = fixtures(dir);
    app = await build(opts);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends the brotli copy to a client that takes brotli, gzip to one that takes gzip, the file to others', async () => {
    const raw = fs.readFileSync(path.join(opts.sdkDist, 'chorus.js'), 'utf8');
    const br = await app.inject({ url: '/sdk/chorus.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(raw);

    const gz = await app.inject({ url: '/sdk/chorus.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(raw);

    const plain = await app.inject({ url: '/sdk/chorus.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.payload).toBe(raw);
  });

  it('never compresses a file a second time: one without a copy is sent as it is', async () => {
    const res = await app.inject({ url: '/examples/embed-html/embed.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.payload).toBe(fs.readFileSync(path.join(opts.examples, 'embed-html/embed.js'), 'utf8'));
  });

  it('caches hashed assets for a year; revalidates the SDK entries, index.html and the app’s routes by ETag', async () => {
    const hashed = await app.inject({ url: '/assets/index-AbC_d-12.js', headers: { 'accept-encoding': 'br' } });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-encoding']).toBe('br');

    for (const url of ['/sdk/chorus.js', '/sdk/elements/contest.js', '/', '/index.html', '/contests/12', '/favicon.svg']) {
      for (const encoding of ['br', 'gzip', '']) {
        const res = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode, `${url} (${encoding || 'identity'})`).toBe(200);
        // The SDK's unversioned entries: five minutes (a CDN's edge), then revalidated like the rest.
        expect(res.headers['cache-control'], url).toBe(url.startsWith('/sdk/') ? 'public, max-age=300' : 'no-cache');
        const etag = String(res.headers.etag);
        expect(etag, url).toMatch(/^W\/".+"$/);
        const again = await app.inject({ url, headers: { 'accept-encoding': encoding, 'if-none-match': etag } });
        expect(again.statusCode, `${url} revalidated`).toBe(304);
        expect(again.payload).toBe('');
      }
    }
    // Each encoding is its own representation, with its own ETag.
    const tags = await Promise.all(['br', 'gzip', ''].map(async (e) => (await app.inject({ url: '/sdk/chorus.js', headers: { 'accept-encoding': e } })).headers.etag));
    expect(new Set(tags).size).toBe(3);
  });

  it('serves the SDK’s versioned, hashed chunks immutable and every SDK file to any origin', async () => {
    for (const encoding of ['br', 'gzip', '']) {
      const chunk = await app.inject({ url: '/sdk/0.1.0/runtime-B6DOiIo_.js', headers: { 'accept-encoding': encoding } });
      expect(chunk.statusCode).toBe(200);
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(chunk.headers['content-encoding']).toBe(encoding || undefined);
      expect(chunk.headers['access-control-allow-origin']).toBe('*');
    }
    // Unhashed in the versioned folder: not immutable.
    expect((await app.inject({ url: '/sdk/0.1.0/notes.js' })).headers['cache-control']).toBe('public, max-age=300');
    for (const url of ['/sdk/chorus.js', '/sdk/elements/contest.js'])
      expect((await app.inject({ url, headers: { origin: 'https://artist.example' } })).headers['access-control-allow-origin'], url).toBe('*');
    // Not the portal's own files.
    expect((await app.inject({ url: '/assets/index-AbC_d-12.js' })).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the app’s page, compressed, for any route of the single-page app', async () => {
    const res = await app.inject({ url: '/contests/12/leaderboard', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<title>Chorus</title>');
  });

  it('serves a route the page the build wrote for it, with the route’s chunks preloaded, and index.html to others', async () => {
    const preloads = async (url: string) => {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      return [...zlib.brotliDecompressSync(res.rawPayload).toString().matchAll(/modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    };
    expect(await preloads('/public-contests')).toEqual(['/assets/public-contests-AbCd1234.js']);
    expect(await preloads('/public-contests?sort=prize')).toEqual(['/assets/public-contests-AbCd1234.js']);
    expect(await preloads('/account/vendor')).toEqual(['/assets/vendor-AbCd1234.js']);
    // No page of its own (or not a plain path): index.html, never a file outside routes/.
    for (const url of ['/contests/12', '/', '/account', '/public-contests/', '/routes/../index', '/%2e%2e/index'])
      expect(await preloads(url), url).toEqual([]);
  });

  it('does not serve the SDK’s source maps or build metadata, nor the app’s page for a missing file', async () => {
    expect((await app.inject({ url: '/sdk/chorus.js' })).headers.sourcemap).toBeUndefined();
    for (const url of ['/sdk/chorus.js.map', '/sdk/elements/contest.js.map', '/sdk/0.1.0/runtime-B6DOiIo_.js.map', '/sdk/meta.json', '/sdk/nope.js', '/assets/gone-12345678.js', '/examples/nope.js']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/html/);
    }
  });

  it('answers 404 for a file-like path that is not there, and serves robots.txt and the web manifest', async () => {
    for (const url of ['/sitemap.xml', '/wp-login.php', '/contests/old.html', '/favicon.ico', '/.env', '/apple-app-site-association.json']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/html/);
    }
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /studio');
    expect((await app.inject({ url: '/manifest.webmanifest' })).json()).toEqual({ name: 'Chorus' });
    // A route with a dot in its query is still the app's.
    expect((await app.inject({ url: '/login?email=a.b@c.io' })).statusCode).toBe(200);
  });

  it('writes a shared contest link’s card into the page, and sends the plain page when the lookup fails', async () => {
    const res = await app.inject({ url: '/quickdetail?PostID=7', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Midnight &lt;Drive&gt; · Chorus</title>');
    expect(res.body).toContain('<meta property="og:url" content="https://chorus.example/quickdetail?PostID=7" />');
    // The card goes into the route's own page: its chunks stay preloaded.
    expect(res.body).toContain('href="/assets/contest-detail-AbCd1234.js"');
    for (const url of ['/quickdetail?PostID=13', '/quickdetail?PostID=8']) {
      const plain = await app.inject({ url });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.body, url).toContain('<title>Chorus</title>');
    }
  });

  it('answers /sdk/ and /examples/ with index pages, and the React example with its build, never its source', async () => {
    const sdk = await app.inject({ url: '/sdk/' });
    expect(sdk.statusCode).toBe(200);
    expect(sdk.headers['content-type']).toMatch(/^text\/html/);
    expect(sdk.body).toContain('&lt;script src="https://chorus.example/sdk/chorus.iife.js" defer&gt;');
    expect(sdk.body).toContain('<code>&lt;chorus-leaderboard&gt;</code>');
    expect(sdk.body).toContain('A contest’s &lt;leaderboard&gt;.');
    expect(sdk.body).toContain('<td><code>contest-id</code></td><td><code>number</code></td><td><code>contest-id</code> (required).</td>');
    expect((await app.inject({ url: '/examples/' })).body).toContain('<title>Chorus examples</title>');
    const react = await app.inject({ url: '/examples/react-app/' });
    expect(react.statusCode).toBe(200);
    expect(react.body).toContain('<title>React example</title>');
    expect((await app.inject({ url: '/examples/react-app/assets/index-AbCd1234.js' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/examples/react-app' })).statusCode).toBe(301);
    expect((await app.inject({ url: '/examples/react-app/index.html' })).body).toContain('<title>React example</title>');
    for (const url of ['/examples/react-app/src/main.tsx', '/examples/react-app/dist/index.html'])
      expect((await app.inject({ url })).statusCode, url).toBe(404);
  });

  it('serves the SDK’s source maps when configured to', async () => {
    const open = await build({ ...opts, sdkSourceMaps: true });
    try {
      expect((await open.inject({ url: '/sdk/chorus.js.map' })).statusCode).toBe(200);
      expect((await open.inject({ url: '/sdk/meta.json' })).statusCode).toBe(200);
      // The files name no map themselves (sdk/build.mjs): the header points devtools at it, relative to the file.
      expect((await open.inject({ url: '/sdk/0.1.0/runtime-B6DOiIo_.js', headers: { 'accept-encoding': 'br' } })).headers.sourcemap).toBe('runtime-B6DOiIo_.js.map');
      expect((await open.inject({ url: '/sdk/0.1.0/notes.js' })).headers.sourcemap).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it('compresses API answers above 1 KB only', async () => {
    const big = await app.inject({ url: '/publicapi/big', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()).items).toHaveLength(200);
    const gz = await app.inject({ url: '/publicapi/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const small = await app.inject({ url: '/publicapi/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });
});
