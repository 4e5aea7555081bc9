import Fastify from 'fastify';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { PARSED_URL_MAX_LENGTH, route, serializeAnswer } from './http.ts';

// Answers are written by their response schema (compiled by fast-json-stringify); under the tests each is also
// parsed with the zod schema, so a handler that breaks its contract fails here instead of answering a wrong shape.
const answer = z.object({
  results: z.object({ success: z.boolean(), message: z.optional(z.string()), data: z.object({ State: z.enum(['draft', 'notify']), At: z.nullable(z.string()) }) }),
});

describe('answers through their response schema', () => {
  let app: ReturnType<typeof Fastify> | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function serve(out: unknown) {
    app = Fastify();
    app.decorateRequest('session', null);
    route(app, { method: 'GET', url: '/t', summary: 't', access: 'public', response: answer }, async () => out as never);
    return app.inject({ method: 'GET', url: '/t' });
  }

  it('writes the schema’s fields only, as JSON, whatever else the handler returned', async () => {
    const res = await serve({ results: { success: true, data: { State: 'draft', At: null, secret: 'x' }, message: 'ok', extra: 1 }, token: 't' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ results: { success: true, message: 'ok', data: { State: 'draft', At: null } } });
  });

  it('refuses an answer that breaks the contract (a value the enum lacks, a missing field, a wrong type) while testing', async () => {
    expect(() => serializeAnswer(answer, { results: { success: true, data: { State: 'closed', At: null } } })).toThrow(/invalid_value/);
    expect(() => serializeAnswer(answer, { results: { success: true, data: { State: 'draft' } } })).toThrow();
    expect(() => serializeAnswer(answer, { results: { success: 'yes', data: { State: 'draft', At: null } } })).toThrow();
    expect((await serve({ results: { success: true, data: { State: 'closed', At: null } } })).statusCode).toBe(500);
  });
});

describe('a GET route’s query and parameters', () => {
  it('are parsed once per distinct URL, shared frozen; a refusal is parsed (and refused) every time', async () => {
    let parses = 0;
    const query = z.object({ page: z.pipe(z.string(), z.transform((s) => (parses++, Number(s)))) });
    const app = Fastify();
    app.decorateRequest('session', null);
    const seen: unknown[] = [];
    route(app, { method: 'GET', url: '/t', summary: 't', access: 'public', query, response: z.object({ page: z.number() }) }, async ({ query: q }) => {
      seen.push(q);
      return { page: q.page };
    });
    try {
      const get = (url: string) => app.inject({ method: 'GET', url });
      expect((await get('/t?page=2')).json()).toEqual({ page: 2 });
      expect((await get('/t?page=2')).json()).toEqual({ page: 2 });
      expect(parses).toBe(1);
      expect(seen[0]).toBe(seen[1]);
      expect(Object.isFrozen(seen[0])).toBe(true);
      expect((await get('/t?page=3')).json()).toEqual({ page: 3 });
      expect(parses).toBe(2);
      // No `page`: refused each time, never kept.
      expect((await get('/t')).statusCode).toBe(400);
      expect((await get('/t')).statusCode).toBe(400);
      expect((await get('/t?page=3')).json()).toEqual({ page: 3 });
      expect(parses).toBe(2);
      // A URL with a secret (a webview's token) is parsed every time: it is not kept past its request.
      expect((await get('/t?page=3&token=abc')).json()).toEqual({ page: 3 });
      expect((await get('/t?page=3&token=abc')).json()).toEqual({ page: 3 });
      expect(parses).toBe(4);
      // A long URL (a padded cache-buster) is parsed every time: what a route keeps is bounded in bytes too.
      const long = `/t?page=3&pad=${'x'.repeat(PARSED_URL_MAX_LENGTH)}`;
      expect((await get(long)).json()).toEqual({ page: 3 });
      expect((await get(long)).json()).toEqual({ page: 3 });
      expect(parses).toBe(6);
    } finally {
      await app.close();
    }
  });
});
