import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema.ts';
import { createSession } from '../repositories/sessions.ts';
import { createTestApp, dbKinds, type TestApp } from '../testing/app.ts';
import { auth, makeContact } from '../testing/factories.ts';
import { deleteRedisKeys, redisAnswers } from '../testing/redis.ts';
import { pollUntil } from '../testing/server-process.ts';
import { openSse, type SseClient } from '../testing/sse.ts';
import { LIVE_TOO_MANY, liveHub } from './live.ts';

const listen = async (t: TestApp) => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

describe.each(dbKinds)('live events on %s', (kind) => {
  let t: TestApp;
  let base: string;
  const open: SseClient[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind, { LIVE_HEARTBEAT_SECONDS: '0.2', LIVE_MAX_PER_CONTACT: '3' });
    base = await listen(t);
  });
  afterAll(async () => {
    for (const c of open) c.close();
    await t?.close();
  });
  const sse = async (token: string) => {
    const c = await openSse(`${base}/creatorapi/events`, auth(token));
    open.push(c);
    return c;
  };

  it('streams an event only to the contact it is for, with heartbeats; without Accept it answers JSON', async () => {
    const a = await makeContact(t.db);
    const b = await makeContact(t.db);
    const ta = (await createSession(t.db, a.id, false)).token;
    const tb = (await createSession(t.db, b.id, false)).token;
    const ca = await sse(ta);
    const cb = await sse(tb);
    expect(ca.status).toBe(200);
    await pollUntil(() => liveHub(t.db)!.connections(a.id) === 1 && liveHub(t.db)!.connections(b.id) === 1, { timeoutMs: 5_000, what: 'both streams registered' });
    liveHub(t.db)!.publish(a.id, { type: 'notification', data: { MessageID: 7 } });
    const got = await ca.next((e) => e.event === 'notification');
    expect(JSON.parse(got.data)).toEqual({ MessageID: 7 });
    await pollUntil(() => ca.comments.includes('heartbeat'), { timeoutMs: 5_000, what: 'a heartbeat' });
    expect(cb.events).toEqual([]);
    const json = await t.app.inject({ method: 'GET', url: '/creatorapi/events', headers: auth(tb) });
    expect(json.statusCode).toBe(200);
    expect(json.json().results.data.Connections).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/creatorapi/events', headers: { accept: 'text/event-stream' } })).statusCode).toBe(401);
  });

  it('caps the streams of one contact and frees a slot when one closes', async () => {
    const a = await makeContact(t.db);
    const token = (await createSession(t.db, a.id, false)).token;
    const first = await sse(token);
    await sse(token);
    await sse(token);
    const refused = await fetch(`${base}/creatorapi/events`, { headers: { accept: 'text/event-stream', ...auth(token) } });
    expect(refused.status).toBe(429);
    expect((await refused.json()).messages).toEqual([LIVE_TOO_MANY]);
    first.close();
    await pollUntil(() => liveHub(t.db)!.connections(a.id) === 2, { timeoutMs: 5_000, what: 'the closed stream to be forgotten' });
    expect((await sse(token)).status).toBe(200);
  });

  it('ends the stream on logout, and a revoked session at the next heartbeat', async () => {
    const a = await makeContact(t.db);
    const one = (await createSession(t.db, a.id, false)).token;
    const two = (await createSession(t.db, a.id, false)).token;
    const c1 = await sse(one);
    const c2 = await sse(two);
    const out = await fetch(`${base}/creatorapi/auth/logout`, { method: 'POST', headers: { ...auth(one), 'x-chorus-csrf': '1' } });
    expect(out.status).toBe(200);
    await c1.closed;
    expect(liveHub(t.db)!.connections(a.id)).toBe(1);
    // Revoked elsewhere (another node's logout, an expiry): the heartbeat's check ends it.
    await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.actorContactId, a.id));
    await c2.closed;
    await pollUntil(() => liveHub(t.db)!.connections(a.id) === 0, { timeoutMs: 5_000, what: 'no stream left' });
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const hasRedis = await redisAnswers(redisUrl);

describe.skipIf(!hasRedis)('live events through Redis pub/sub (two apps in one process)', () => {
  const prefix = `chorus-test-live-${process.pid}-${Math.random().toString(36).slice(2, 8)}:`;
  let a: TestApp;
  let b: TestApp;
  let baseB: string;
  let client: SseClient | null = null;
  beforeAll(async () => {
    a = await createTestApp('pglite', { REDIS_URL: redisUrl, REDIS_PREFIX: prefix });
    b = await createTestApp('pglite', { REDIS_URL: redisUrl, REDIS_PREFIX: prefix });
    baseB = await listen(b);
  });
  afterAll(async () => {
    client?.close();
    await a?.close();
    await b?.close();
    await deleteRedisKeys(redisUrl, prefix);
  });

  it('an event published on node A reaches a stream held on node B', async () => {
    const contact = await makeContact(b.db);
    client = await openSse(`${baseB}/creatorapi/events`, auth((await createSession(b.db, contact.id, false)).token));
    await pollUntil(() => liveHub(b.db)!.connections(contact.id) === 1, { timeoutMs: 5_000, what: 'the stream on B' });
    liveHub(a.db)!.publish(contact.id, { type: 'chat', data: { ConversationID: 'x' } });
    const got = await client.next((e) => e.event === 'chat');
    expect(JSON.parse(got.data)).toEqual({ ConversationID: 'x' });
    expect(liveHub(a.db)!.connections(contact.id)).toBe(0);
  });
});
