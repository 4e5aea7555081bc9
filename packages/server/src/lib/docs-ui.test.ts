import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.ts';

// /docs: the OpenAPI JSON for programs and a browsable reference for people, all from this origin under the CSP.
describe('the API reference', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers JSON at /docs and /docs/openapi.json, and sends a browser to /docs/ui', async () => {
    const json = await get('/docs');
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toMatch(/^3\./);
    expect(json.json().paths['/publicapi/contests/{id}/my-rank']).toBeTruthy();
    expect((await get('/docs', { accept: 'application/json' })).json().openapi).toMatch(/^3\./);
    expect((await get('/docs/openapi.json')).json()).toEqual(json.json());
    const browser = await get('/docs', { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' });
    expect(browser.statusCode).toBe(302);
    expect(browser.headers.location).toBe('/docs/ui');
  });

  it('serves Swagger UI from this origin with no inline script, under the same CSP', async () => {
    const page = await get('/docs/ui');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/src="\/docs\/ui\//);
      expect(body!.trim()).toBe('');
    }
    expect(page.body).not.toMatch(/https?:\/\//);
    for (const asset of ['/docs/ui/swagger-ui-bundle.js', '/docs/ui/swagger-ui.css', '/docs/ui/init.js']) {
      const res = await get(asset);
      expect(res.statusCode, asset).toBe(200);
      expect(res.body.length, asset).toBeGreaterThan(50);
    }
    expect((await get('/docs/ui/init.js')).body).toContain("url: '/docs/openapi.json'");
    expect((await get('/docs/ui/package.json')).statusCode).toBe(404);
    expect((await get('/docs/ui/..%2Fpackage.json')).statusCode).toBe(404);
  });
});
