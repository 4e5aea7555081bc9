import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import * as z from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localGenerations } from './generations.ts';
import { BURST, BURST_MS, createPublicCache } from './public-cache.ts';

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

describe('a contest taking entries by the hundred', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  /** A cache whose generation bumps are recorded, with the time faked. */
  const setup = () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    const gens = localGenerations();
    const bumps: string[][] = [];
    const cache = createPublicCache({ ...gens, bump: (keys) => (bumps.push([...keys]), gens.bump(keys)) }, 60_000);
    return { cache, bumps };
  };

  it(`shows its first ${BURST} counter changes in a window at once, and the rest of the window's as one at its end`, () => {
    const { cache, bumps } = setup();
    for (let i = 0; i < BURST; i++) cache.changed([7], { counts: true });
    expect(bumps).toHaveLength(BURST);
    for (let i = 0; i < 40; i++) cache.changed([7], { counts: true });
    expect(bumps).toHaveLength(BURST);
    // Another contest's counters are its own.
    cache.changed([8], { counts: true });
    expect(bumps.at(-1)).toEqual(['list', 'c:8']);
    vi.advanceTimersByTime(BURST_MS - 1);
    expect(bumps).toHaveLength(BURST + 1);
    vi.advanceTimersByTime(1);
    expect(bumps).toHaveLength(BURST + 2);
    expect(bumps.at(-1)).toEqual(['list', 'c:7']);
    // A new window: at once again.
    cache.changed([7], { counts: true });
    expect(bumps).toHaveLength(BURST + 3);
  });

  it('shows any other change at once, mid-burst: a change of the board, an organiser’s edit', () => {
    const { cache, bumps } = setup();
    for (let i = 0; i < BURST + 3; i++) cache.changed([7], { counts: true });
    const before = bumps.length;
    cache.changed([7], { board: true });
    cache.changed([7]);
    cache.changed('all');
    expect(bumps.slice(before)).toEqual([['list', 'c:7', 'b:7'], ['list', 'c:7'], ['all']]);
  });
});
