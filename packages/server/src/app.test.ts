import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@chorus/core';
import { createTestApp, type TestApp } from './testing/app.ts';

describe('app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers /healthz (the process) and /readyz (the database) once started', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('sends security headers: a CSP without inline script, no framing, nosniff, a referrer policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/creatorapi/check' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Without HTTPS configured there is no HSTS (it would lock a plain-HTTP install out of itself).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // What other sites embed may be loaded cross-origin.
    const pub = await t.app.inject({ method: 'GET', url: '/publicapi/contests' });
    expect(pub.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('sends the same full set of security headers on every kind of answer (built once at start-up)', async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;media-src 'self' blob: https:;" +
        "font-src 'self' data: https:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    const security = (headers: Record<string, unknown>) => Object.fromEntries(Object.keys(expected).map((k) => [k, headers[k]]));
    // An answer, a refusal, an unknown path, the portal's shell, a redirect, a 404 under an embeddable prefix.
    for (const url of ['/healthz', '/creatorapi/check', '/creatorapi/nope', '/', '/examples/embed-html', '/publicapi/contests/999999']) {
      const res = await t.app.inject({ method: 'GET', url });
      const want = url.startsWith('/publicapi/') ? { ...expected, 'cross-origin-resource-policy': 'cross-origin' } : expected;
      expect(security(res.headers), url).toEqual(want);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('serves an OpenAPI document generated from the zod schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs' })).json();
    expect(doc.openapi).toBe('3.0.3');
    const login = doc.paths['/creatorapi/auth/login'].post;
    // Core's schemas are components the operations refer to (lib/openapi.ts).
    const component = (schema: { $ref: string }) => doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')];
    expect(component(login.requestBody.content['application/json'].schema).properties).toHaveProperty('username');
    expect(component(login.responses['200'].content['application/json'].schema).properties).toHaveProperty('contactDetail');
    expect(doc.paths['/creatorapi/check-username'].get.parameters[0]).toMatchObject({ in: 'query', name: 'username' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/creatorapi/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(true);
  });

  it('refuses non-JSON bodies with a 4xx, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/creatorapi/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&password=b',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe(true);
  });

  it('sends an example page without its trailing slash to the slashed address, so its script path resolves', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/examples/embed-html' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/examples/embed-html/');
  });

  it('sends HSTS when cookies are Secure', async () => {
    const secure = await createTestApp('pglite', { COOKIE_SECURE: 'true' });
    try {
      for (const url of ['/healthz', '/creatorapi/nope']) {
        const res = await secure.app.inject({ method: 'GET', url });
        expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
        expect(res.headers['content-security-policy'], url).toMatch(/;upgrade-insecure-requests$/);
      }
    } finally {
      await secure.close();
    }
  });

  it('answers 503 with Retry-After, not a crash or a 500, when the database is gone', async () => {
    const broken = await createTestApp('pglite');
    await (broken.db as unknown as { $client: { close(): Promise<void> } }).$client.close();
    const res = await broken.app.inject({ method: 'GET', url: '/publicapi/contests' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ error: true, messages: [messages.generic.unavailable] });
    expect((await broken.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await broken.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await broken.close().catch(() => {});
  });

  it('compresses API answers above 1 KB, errors and 503s included, with the headers they had', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/docs', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(docs.headers['content-encoding']).toBe('br');
    expect(docs.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(docs.rawPayload).toString()).openapi).toBe('3.0.3');
    const missing = await t.app.inject({ method: 'GET', url: '/creatorapi/nope', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(true);

    const broken = await createTestApp('pglite');
    await (broken.db as unknown as { $client: { close(): Promise<void> } }).$client.close();
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/publicapi/contests', headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ error: true, messages: [messages.generic.unavailable] });
    } finally {
      await broken.close().catch(() => {});
    }
  });

  it('sends CORS headers for any origin on public endpoints only', async () => {
    const pub = await t.app.inject({ method: 'OPTIONS', url: '/publicapi/contests', headers: { origin: 'https://artist.example', 'access-control-request-method': 'GET' } });
    expect(pub.headers['access-control-allow-origin']).toBe('*');
    expect(pub.headers['access-control-allow-credentials']).toBeUndefined();
    expect(pub.statusCode).toBe(204);
    const read = await t.app.inject({ method: 'GET', url: '/publicapi/contests', headers: { origin: 'https://artist.example' } });
    expect(read.headers['access-control-allow-origin']).toBe('*');
    const priv = await t.app.inject({ method: 'OPTIONS', url: '/creatorapi/check', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } });
    expect(priv.headers['access-control-allow-origin']).toBeUndefined();
    expect(priv.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets the configured origins (CORS_ORIGINS) call the signed-in API with credentials, and no other', async () => {
    const app = await createTestApp('pglite', { CORS_ORIGINS: 'https://app.example' });
    try {
      const preflight = await app.app.inject({
        method: 'OPTIONS',
        url: '/creatorapi/auth/login',
        headers: { origin: 'https://app.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example');
      expect(preflight.headers['access-control-allow-credentials']).toBe('true');
      expect(preflight.headers['access-control-allow-headers']).toBe('content-type');
      const check = await app.app.inject({ method: 'GET', url: '/creatorapi/check', headers: { origin: 'https://app.example' } });
      expect(check.headers['access-control-allow-origin']).toBe('https://app.example');
      expect(String(check.headers.vary)).toMatch(/origin/i);
      const other = await app.app.inject({ method: 'GET', url: '/creatorapi/check', headers: { origin: 'https://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      expect(other.headers['access-control-allow-credentials']).toBeUndefined();
      // The public API stays open to every site, without credentials, whatever the list says.
      const pub = await app.app.inject({ method: 'GET', url: '/publicapi/contests', headers: { origin: 'https://evil.example' } });
      expect(pub.headers['access-control-allow-origin']).toBe('*');
      expect(pub.headers['access-control-allow-credentials']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
