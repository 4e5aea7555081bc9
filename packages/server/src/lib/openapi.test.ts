import fs from 'node:fs';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputMessages, messages } from '@chorus/core';
import { repoRoot } from '../paths.ts';
import { createTestApp, dbKinds, type TestApp } from '../testing/app.ts';
import { operationIdOf, routeTable } from './http.ts';

// The OpenAPI document at /docs is what clients are generated from (examples/api-client): every operation named,
// the shared schemas as components, every refusal typed by one `Error` schema that the server's real refusals
// match, numbers in URLs as integers, and Redocly's recommended ruleset passed.

type Doc = {
  info: { license?: { name: string; url: string }; contact?: { email: string } };
  servers: { url: string }[];
  components: { schemas: Record<string, object>; responses: Record<string, { headers?: object; content: object }> };
  paths: Record<string, Record<string, { operationId: string; parameters: { in: string; name: string; description?: string; schema: { type?: string; pattern?: string } }[]; responses: Record<string, { $ref?: string }> }>>;
};

/**
 * Warnings of the recommended ruleset the document keeps, each for a reason. no-illogical-composition-keywords: the
 * sign-up body is `oneOf` a manager's request (`isManager: true`) and a creator's sign-up (`isManager` false or
 * absent); they exclude each other by that value, which the rule (reading only `required`) cannot see.
 */
const KEPT_WARNINGS = ['no-illogical-composition-keywords'];

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Doc;
  let text: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    text = (await t.app.inject({ method: 'GET', url: '/docs' })).body;
    doc = JSON.parse(text);
  });
  afterAll(() => t?.close());
  const operations = () => Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));

  it('passes Redocly’s recommended ruleset with no errors', async () => {
    const problems = await lintFromString({ source: text, absoluteRef: '/docs/openapi.json', config: await createConfig({ extends: ['recommended'] }) });
    const show = (p: (typeof problems)[number]) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`;
    const warnings = problems.filter((p) => p.severity === 'warn');
    console.info(`Redocly recommended: ${problems.length - warnings.length} errors, ${warnings.length} warnings (${[...new Set(warnings.map((w) => w.ruleId))].join(', ') || 'none'})`);
    expect(problems.filter((p) => p.severity === 'error').map(show)).toEqual([]);
    expect(warnings.filter((w) => !KEPT_WARNINGS.includes(w.ruleId)).map(show)).toEqual([]);
  });

  it('names every operation once, from its method and path', () => {
    const ops = operations();
    expect(ops.length).toBe(routeTable().length);
    const ids = ops.map(({ op }) => op.operationId);
    expect(ids.every((id) => /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, op } of ops) expect(op.operationId).toBe(operationIdOf(method, path.replace(/\{(\w+)\}/g, ':$1')));
    expect(doc.paths['/publicapi/contests/{id}/my-rank']!.get!.operationId).toBe('getPublicapiContestsByIdMyRank');
    expect(doc.paths['/creatorapi/auth/login']!.post!.operationId).toBe('postCreatorapiAuthLogin');
    // From run to run: examples/api-client's test regenerates the committed client types from a new app's document.
  });

  it('shares core’s schemas as components and types every refusal with one Error schema', () => {
    expect(doc.components.schemas.Error).toMatchObject({ required: ['error', 'messages'], properties: { messages: { type: 'array', items: { type: 'string' } } } });
    expect(doc.components.schemas.ContestSummary).toBeTruthy();
    expect(text).not.toContain('#/definitions/');
    const schema = (r: { $ref?: string }) => r.$ref;
    const rateLimited = new Set(routeTable().filter((r) => r.rateLimit).map((r) => `${r.method.toLowerCase()} ${r.url.replace(/:(\w+)/g, '{$1}')}`));
    for (const { path, method, op } of operations()) {
      expect(schema(op.responses['4XX']!), `${method} ${path}`).toBe('#/components/responses/Refused');
      expect(schema(op.responses['503']!), `${method} ${path}`).toBe('#/components/responses/Unavailable');
      expect(op.responses['429'] && schema(op.responses['429']), `${method} ${path}`).toBe(rateLimited.has(`${method} ${path}`) ? '#/components/responses/TooManyRequests' : undefined);
    }
    for (const name of ['Refused', 'TooManyRequests', 'Unavailable'])
      expect(doc.components.responses[name]!.content).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/Error' } } });
    expect(doc.components.responses.TooManyRequests!.headers).toHaveProperty('Retry-After');
    expect(doc.components.responses.Unavailable!.headers).toHaveProperty('Retry-After');
  });

  it('shows numbers in paths and query strings as integers, with the message a bad one gets', () => {
    const params = operations().flatMap(({ op }) => op.parameters);
    // No decimal string is left to look like text.
    expect(params.filter((p) => p.schema.type === 'string' && /^\^\(?(0\|)?\[1-9\]/.test(p.schema.pattern ?? '')).map((p) => p.name)).toEqual([]);
    const leaderboard = doc.paths['/publicapi/contests/{id}/leaderboard']!.get!.parameters;
    expect(leaderboard.find((p) => p.name === 'id')).toMatchObject({ in: 'path', description: inputMessages.id, schema: { type: 'integer', minimum: 1, maximum: 2147483647 } });
    expect(leaderboard.find((p) => p.name === 'page')).toMatchObject({ in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } });
    expect(leaderboard.find((p) => p.name === 'pageSize')).toMatchObject({ schema: { type: 'integer', enum: [10, 25, 100], default: 10 } });
  });

  it('answers 503 with Retry-After and the documented Error when the database is gone', async () => {
    // PGlite closed under the app; on PostgreSQL, resilience/fault.test.ts cuts the connections under load.
    const broken = await createTestApp('pglite');
    try {
      await (broken.db as unknown as { $client: { close(): Promise<void> } }).$client.close();
      const res = await broken.app.inject({ method: 'GET', url: '/publicapi/contests' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(new Ajv({ strict: false }).validate(doc.components.schemas.Error!, res.json()), res.body).toBe(true);
    } finally {
      await broken.close().catch(() => {});
    }
  });

  it('says where the API is, under which license and whom to ask', async () => {
    expect(doc.servers).toEqual([{ url: '/' }]);
    expect(doc.info.contact).toEqual({ name: 'The Chorus team', email: t.config.TEAM_EMAIL });
    expect(doc.info.license).toEqual({ name: 'MIT', url: '/docs/license' });
    const license = await t.app.inject({ method: 'GET', url: '/docs/license' });
    expect(license.statusCode).toBe(200);
    expect(license.body).toMatch(/^MIT License/);
  });
});

describe.each(dbKinds)('real refusals on %s', (kind) => {
  let t: TestApp;
  let isError: (body: unknown) => boolean;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_PUBLIC_MAX: '1' });
    const doc = (await t.app.inject({ method: 'GET', url: '/docs' })).json() as Doc;
    isError = new Ajv({ strict: false }).compile(doc.components.schemas.Error!);
  });
  afterAll(() => t?.close());

  const expectError = (res: { statusCode: number; body: string }, status: number) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(isError(JSON.parse(res.body)), res.body).toBe(true);
  };

  it('match the documented Error schema: 400 with the parameter’s message, 401, 404, 414, 415, 429 with Retry-After', async () => {
    for (const bad of ['0x10', '%201', '1e3']) {
      const res = await t.app.inject({ method: 'GET', url: `/publicapi/contests/${bad}` });
      expectError(res, 400);
      expect(res.json().messages).toEqual([inputMessages.id]);
      const page = await t.app.inject({ method: 'GET', url: `/publicapi/contests/1/leaderboard?page=${bad}` });
      expectError(page, 400);
      expect(page.json().messages).toEqual([inputMessages.page]);
    }
    // What the router refuses before any route: a malformed percent-encoding, a path segment over 100 characters.
    expectError(await t.app.inject({ method: 'GET', url: '/publicapi/contests/%E0%A4%A' }), 400);
    // A segment over 100 characters is the router's 414 while the portal is not built; once it is, the portal's
    // catch-all route takes the path first and an API path answers the API's 404. The documented Error either way.
    const long = await t.app.inject({ method: 'GET', url: `/publicapi/contests/${'1'.repeat(200)}` });
    expectError(long, fs.existsSync(path.join(repoRoot, 'host-app/dist/index.html')) ? 404 : 414);
    expectError(await t.app.inject({ method: 'GET', url: '/creatorapi/check' }), 401);
    expectError(await t.app.inject({ method: 'GET', url: '/publicapi/contests/999999' }), 404);
    expectError(await t.app.inject({ method: 'POST', url: '/creatorapi/auth/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=a' }), 415);
    const newsletter = () => t.app.inject({ method: 'POST', url: '/publicapi/newsletter', payload: { email: 'not an address' } });
    expectError(await newsletter(), 400);
    const limited = await newsletter();
    expectError(limited, 429);
    expect(limited.json().messages).toEqual([messages.generic.tooManyRequests]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
