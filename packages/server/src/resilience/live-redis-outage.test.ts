import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../repositories/sessions.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { auth, makeContact } from '../testing/factories.ts';
import { redisAnswers } from '../testing/redis.ts';
import { freePort, pollUntil } from '../testing/server-process.ts';
import { openSse } from '../testing/sse.ts';

// A Redis of this suite's own (never the shared one), so it can be taken away.
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

describe.skipIf(!hasRedisServer)('live events while Redis is away', () => {
  let port: number;
  let redis: ChildProcess | null = null;
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await pollUntil(() => redisAnswers(`redis://127.0.0.1:${port}`), { timeoutMs: 20_000, what: `redis-server on ${port}` });
    t = await createTestApp('pglite', { REDIS_URL: `redis://127.0.0.1:${port}` });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await t?.close();
    if (redis && redis.exitCode === null) redis.kill('SIGKILL');
  });

  it('a write that publishes answers at once, and this node still delivers to its own streams', async () => {
    const creator = await makeContact(t.db);
    const admin = await makeContact(t.db, { contactType: 'admin' });
    const stream = await openSse(`${base}/creatorapi/events`, auth((await createSession(t.db, creator.id, false)).token));
    try {
      const child = redis!;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
      const started = Date.now();
      const res = await fetch(`${base}/adminapi/notifications`, {
        method: 'POST',
        headers: { ...auth((await createSession(t.db, admin.id, false)).token), 'content-type': 'application/json' },
        body: JSON.stringify({ contactId: creator.id, subject: 'Redis away', message: 'still here' }),
      });
      expect(res.status).toBe(200);
      // No waiting on Redis: well under ioredis's reconnect and command timeouts.
      expect(Date.now() - started).toBeLessThan(5_000);
      const got = await stream.next((e) => e.event === 'notification');
      expect(JSON.parse(got.data)).toMatchObject({ Subject: 'Redis away' });
    } finally {
      stream.close();
    }
  });
});
