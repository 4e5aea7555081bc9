import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../repositories/sessions.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { auth, makeContact } from '../testing/factories.ts';
import { openSse } from '../testing/sse.ts';
import { hasRedisServer, startOwnRedis, type OwnRedis } from './harness.ts';

// A Redis of this suite's own (never the shared one), so it can be taken away.
describe.skipIf(!hasRedisServer)('live events while Redis is away', () => {
  let redis: OwnRedis;
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    redis = await startOwnRedis();
    t = await createTestApp('pglite', { REDIS_URL: redis.url });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it('a write that publishes answers at once, and this node still delivers to its own streams', async () => {
    const creator = await makeContact(t.db);
    const admin = await makeContact(t.db, { contactType: 'admin' });
    const stream = await openSse(`${base}/creatorapi/events`, auth((await createSession(t.db, creator.id, false)).token));
    try {
      await redis.stop();
      const res = await fetch(`${base}/adminapi/notifications`, {
        method: 'POST',
        headers: { ...auth((await createSession(t.db, admin.id, false)).token), 'content-type': 'application/json' },
        body: JSON.stringify({ contactId: creator.id, subject: 'Redis away', message: 'still here' }),
      });
      // The write commits and answers although its publish cannot reach Redis (commands fail at once, no offline
      // queue); a write that waited for Redis would hang here until the test's timeout. No timing is asserted: the
      // machine is shared.
      expect(res.status).toBe(200);
      const got = await stream.next((e) => e.event === 'notification');
      expect(JSON.parse(got.data)).toMatchObject({ Subject: 'Redis away' });
    } finally {
      stream.close();
    }
  });
});
