import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@chorus/core';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { eventLoopMonitor } from './load-shedding.ts';

// A node past its heap budget (1 MB: always, once measured) stands for any pressure: the refusal is the same.
describe('load shedding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { SHED_HEAP_USED_MB: '1' });
    // The first sample comes a quarter of a second after start-up; until then nothing is measured.
    await vi.waitFor(async () => expect((await t.app.inject({ method: 'GET', url: '/publicapi/contests' })).statusCode).toBe(503), {
      timeout: 30_000,
      interval: 50,
    });
  });
  afterAll(() => t.close());

  it('refuses requests at once with 503, Retry-After and the product message', async () => {
    for (const url of ['/publicapi/contests', '/creatorapi/session', '/docs']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe('5');
      expect(res.json(), url).toEqual({ error: true, messages: [messages.generic.unavailable] });
    }
    const post = await t.app.inject({ method: 'POST', url: '/creatorapi/login', payload: { email: 'a@b.co', password: 'x' } });
    expect(post.statusCode).toBe(503);
  });

  it('keeps /healthz and /readyz answering, so the balancer keeps the node', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('the event loop monitor', () => {
  const block = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until);
  };

  it('measures a loop that did not turn for a whole sample by how late the sample came, not as infinitely late', async () => {
    const loop = eventLoopMonitor(1000);
    try {
      // Blocked for 1.5 s: no probe runs, and the sample comes at least half a second late.
      block(1500);
      await vi.waitFor(() => expect(loop.delay()).toBeGreaterThanOrEqual(400), { timeout: 10_000, interval: 5 });
      expect(Number.isFinite(loop.delay())).toBe(true);
    } finally {
      loop.stop();
    }
  });

  it('sheds load while the event loop is late past SHED_EVENT_LOOP_DELAY_MS', async () => {
    const t = await createTestApp('pglite', { SHED_EVENT_LOOP_DELAY_MS: '100', SHED_HEAP_USED_MB: '0' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      await vi.waitFor(
        async () => {
          block(600);
          expect((await t.app.inject({ method: 'GET', url: '/publicapi/contests' })).statusCode).toBe(503);
        },
        { timeout: 30_000, interval: 300 },
      );
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
