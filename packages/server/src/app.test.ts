import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/app.ts';

describe('app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers /healthz once the database is ready', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('serves an OpenAPI document generated from the zod schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs' })).json();
    expect(doc.openapi).toBe('3.0.3');
    const login = doc.paths['/creatorapi/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('username');
    expect(login.responses['200'].content['application/json'].schema.properties).toHaveProperty('contactDetail');
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

  it('sends CORS headers for any origin on public endpoints only', async () => {
    const pub = await t.app.inject({ method: 'OPTIONS', url: '/publicapi/contests', headers: { origin: 'https://artist.example', 'access-control-request-method': 'GET' } });
    expect(pub.headers['access-control-allow-origin']).toBe('*');
    const priv = await t.app.inject({ method: 'OPTIONS', url: '/creatorapi/check', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } });
    expect(priv.headers['access-control-allow-origin']).toBeUndefined();
  });
});
