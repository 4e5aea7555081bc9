import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import * as z from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localGenerations } from './generations.ts';
import { createPublicCache } from './public-cache.ts';

const answer = z.object({ text: z.string() });

describe('the public cache’s bounds', () => {
  const maxBytes = 256 * 1024;
  const cache = createPublicCache(localGenerations(), 60_000, { maxBytes, maxEntries: 1000 });
  const app = Fastify();
  // 8 KB answers that compress about in half (hex), one per key.
  const bodies = new Map<string, string>();
  app.get<{ Params: { key: string } }>('/p/:key', async (req, reply) => {
    const key = req.params.key;
    await cache.serve({ req, reply }, { scopes: ['all'], key, schema: answer, shared: true }, async () => ({
      body: { text: bodies.get(key) ?? bodies.set(key, randomBytes(4096).toString('hex')).get(key)! },
    }));
    return reply;
  });
  beforeAll(() => app.ready());
  afterAll(() => app.close());
  const get = (key: string, encoding?: string) => app.inject({ method: 'GET', url: `/p/${key}`, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('counts the compressed copies it keeps, not only the text', async () => {
    expect((await get('one')).statusCode).toBe(200);
    const plain = cache.bytes;
    expect(plain).toBeGreaterThanOrEqual(8192);
    expect((await get('one', 'br')).headers['content-encoding']).toBe('br');
    const withBr = cache.bytes;
    expect(withBr).toBeGreaterThan(plain);
    expect((await get('one', 'gzip')).headers['content-encoding']).toBe('gzip');
    expect(cache.bytes).toBeGreaterThan(withBr);
    // A second br answer reuses the copy: nothing more is counted.
    const before = cache.bytes;
    await get('one', 'br');
    expect(cache.bytes).toBe(before);
  });

  it('stays within its bytes, compressed copies included, under many distinct answers', async () => {
    for (let i = 0; i < 120; i++) {
      const key = `k${i}`;
      await get(key);
      await get(key, 'br');
      await get(key, 'gzip');
      expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    }
    // 120 answers of 8 KB and their copies are far more than the bound: the oldest went.
    expect(cache.bytes).toBeGreaterThan(maxBytes / 2);
  });
});
