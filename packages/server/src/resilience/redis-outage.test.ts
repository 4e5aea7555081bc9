import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@chorus/core';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { makeContact, makeContest, TEST_PASSWORD } from '../testing/factories.ts';
import { pollUntil } from '../testing/server-process.ts';
import { hasRedisServer, startOwnRedis, type OwnRedis } from './harness.ts';

// A Redis of this suite's own (never the shared one), so it can be taken away and brought back.
describe.skipIf(!hasRedisServer)('when Redis goes away and comes back', () => {
  let redis: OwnRedis;
  let t: TestApp;

  beforeAll(async () => {
    redis = await startOwnRedis();
    t = await createTestApp('pglite', { REDIS_URL: redis.url, LOGIN_MAX_FAILURES: '5', RATE_LIMIT_PUBLIC_MAX: '5' });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/creatorapi/auth/login', payload: { username, password } });

  it('refuses sign-in with 503 while the login limit cannot be checked, keeps public entries open, and recovers', async () => {
    const me = await makeContact(t.db);
    expect((await login(me.email, 'wrong')).statusCode).toBe(401);

    await redis.stop();
    // Passwords are never checked without the limit: fail closed.
    const during = await login(me.email, TEST_PASSWORD);
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.json().messages).toEqual([messages.generic.unavailable]);
    // The per-address rate limit fails open: an anonymous entry still goes in.
    const c = await makeContest(t.db, { kind: 'quick' });
    const entry = await t.app.inject({
      method: 'POST',
      url: `/publicapi/contests/${c.id}/entries`,
      payload: { link: 'https://www.tiktok.com/@outage/video/1', creator: 'outage', email: 'outage@x.test' },
    });
    expect(entry.statusCode).toBe(201);

    await redis.start();
    // ioredis reconnects by itself; sign-in works again without a restart.
    let last = 0;
    await pollUntil(
      async () => {
        last = (await login(me.email, TEST_PASSWORD)).statusCode;
        return last === 200;
      },
      { timeoutMs: 30_000, what: 'sign-in after Redis came back', detail: () => `last status ${last}` },
    );
  });
});
