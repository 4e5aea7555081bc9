import { tags } from '../sdk/src/tags.ts';
import { expect, test } from './fixtures.ts';

// The real build as the real server sends it (packages/server/src/plugins/static.test.ts covers the rules on fixtures).
test.describe('serving the built assets', () => {
  test('sends the SDK precompressed, revalidated and embeddable, and keeps its source maps private', async ({ request }) => {
    const res = await request.get('/sdk/chorus.iife.js', { headers: { 'accept-encoding': 'br' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-encoding']).toBe('br');
    expect(res.headers()['cache-control']).toBe('public, max-age=300');
    expect(res.headers()['access-control-allow-origin']).toBe('*');
    expect(res.headers()['etag']).toBeTruthy();
    expect(res.headers()['cross-origin-resource-policy']).toBe('cross-origin');
    expect(await res.text()).toContain('chorus-contest');
    const again = await request.get('/sdk/chorus.iife.js', { headers: { 'accept-encoding': 'br', 'if-none-match': res.headers()['etag']! } });
    expect(again.status()).toBe(304);
    expect((await request.get('/sdk/chorus.iife.js.map')).status()).toBe(404);
    expect((await request.get('/sdk/meta.json')).status()).toBe(404);
  });

  test('the loader names versioned, hashed chunks, sent immutable and compressed', async ({ request }) => {
    const loader = await request.get('/sdk/chorus.js', { headers: { 'accept-encoding': 'br' } });
    expect(loader.headers()['cache-control']).toBe('public, max-age=300');
    expect(loader.headers()['etag']).toBeTruthy();
    const chunks = [...(await loader.text()).matchAll(/"\.\/(\d+\.\d+\.\d+[^"]*\/[\w-]+-[\w-]{8}\.js)"/g)].map((m) => m[1]!);
    // One chunk per element module, each named after it.
    const modules = [...new Set(Object.values(tags).map((t) => t.module))].sort();
    expect(chunks.map((c) => c.replace(/^[^/]+\//, '').replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual(modules);
    for (const chunk of chunks) {
      const res = await request.get(`/sdk/${chunk}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status(), chunk).toBe(200);
      expect(res.headers()['cache-control'], chunk).toBe('public, max-age=31536000, immutable');
      expect(res.headers()['content-encoding'], chunk).toBe('gzip');
      expect(res.headers()['access-control-allow-origin'], chunk).toBe('*');
      expect((await request.get(`/sdk/${chunk}.map`)).status()).toBe(404);
    }
  });

  test("caches the portal's hashed files for a year and revalidates its page", async ({ request }) => {
    const page = await request.get('/contests');
    expect(page.headers()['cache-control']).toBe('no-cache');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
  });
});
