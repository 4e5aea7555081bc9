import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema.ts';
import { campaignConversationId, sendMessage } from '../repositories/chat.ts';
import { notify } from '../repositories/notifications.ts';
import { createSession } from '../repositories/sessions.ts';
import { makeCampaign, makeHandle, makeOffer } from '../testing/campaign-admin-factories.ts';
import { createTestApp, dbKinds, type TestApp } from '../testing/app.ts';
import { auth, makeContact } from '../testing/factories.ts';
import { deleteRedisKeys, redisAnswers } from '../testing/redis.ts';
import { pollUntil } from '../testing/server-process.ts';
import { openSse, type SseClient } from '../testing/sse.ts';
import { LIVE_REPLAY_LIMIT, LIVE_TOO_MANY, liveHub } from './live.ts';

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

  it('replays what a reconnecting stream missed after its Last-Event-ID, from the notifications and chat tables', async () => {
    const me = await makeContact(t.db);
    const other = await makeContact(t.db);
    const admin = { contactId: (await makeContact(t.db, { contactType: 'admin' })).id, isAdmin: true };
    const campaign = await makeCampaign(t.db, { title: 'Replay Campaign' });
    await makeOffer(t.db, { campaignId: campaign.id, contactId: me.id, contactPlatformId: (await makeHandle(t.db, me.id)).id });
    const conversation = campaignConversationId(campaign.id, me.id);
    const token = (await createSession(t.db, me.id, false)).token;
    const first = await sse(token);
    await pollUntil(() => /^\d+\.\d+$/.test(first.lastEventId), { timeoutMs: 5_000, what: 'the opening cursor' });
    await notify(t.db, me.id, { subject: 'Heard live', message: '<p>1</p>' });
    await first.next((e) => e.event === 'notification');
    const seen = first.lastEventId;
    first.close();
    await pollUntil(() => liveHub(t.db)!.connections(me.id) === 0, { timeoutMs: 5_000, what: 'the stream to close' });

    // Away: a notification, a chat message from the organiser, and something for someone else.
    const missed = await notify(t.db, me.id, { subject: 'Missed', message: '<p>2</p>' });
    await notify(t.db, other.id, { subject: 'Not mine', message: '<p>x</p>' });
    const message = await sendMessage(t.db, admin, conversation, 'While you were away');

    const again = await openSse(`${base}/creatorapi/events`, { ...auth(token), 'last-event-id': seen });
    open.push(again);
    const note = await again.next((e) => e.event === 'notification');
    expect(JSON.parse(note.data)).toMatchObject({ MessageID: missed, Subject: 'Missed' });
    const chat = await again.next((e) => e.event === 'chat');
    expect(JSON.parse(chat.data)).toMatchObject({ ConversationID: conversation, UnreadCount: 1, Message: { MessageID: message.MessageID, Text: 'While you were away', Mine: false } });
    expect(chat.id).toBe(`${missed}.${message.MessageID}`);
    expect(again.events.filter((e) => e.event === 'notification' || e.event === 'chat')).toHaveLength(2);

    // The same cursor in the query (a client reopening the stream itself) replays the same; a current one nothing.
    const byQuery = await openSse(`${base}/creatorapi/events?lastEventId=${seen}`, auth(token));
    open.push(byQuery);
    await byQuery.next((e) => e.event === 'chat');
    expect(byQuery.events.map((e) => e.event)).toEqual(['notification', 'chat']);
    byQuery.close();
    const current = await openSse(`${base}/creatorapi/events`, { ...auth(token), 'last-event-id': chat.id! });
    open.push(current);
    await pollUntil(() => current.lastEventId !== '', { timeoutMs: 5_000, what: 'the opening cursor' });
    expect(current.events).toEqual([]);
    current.close();
    again.close();
  });

  it('tells a client that missed more than the replay holds to reload, and refuses a malformed cursor', async () => {
    const me = await makeContact(t.db);
    const token = (await createSession(t.db, me.id, false)).token;
    const first = await sse(token);
    await pollUntil(() => first.lastEventId !== '', { timeoutMs: 5_000, what: 'the opening cursor' });
    first.close();
    for (let i = 0; i <= LIVE_REPLAY_LIMIT; i++) await notify(t.db, me.id, { subject: `n${i}`, message: '<p>n</p>' });
    await pollUntil(() => liveHub(t.db)!.connections(me.id) === 0, { timeoutMs: 5_000, what: 'the stream to close' });
    const again = await openSse(`${base}/creatorapi/events`, { ...auth(token), 'last-event-id': first.lastEventId });
    open.push(again);
    await again.next((e) => e.event === 'reset');
    expect(again.events.filter((e) => e.event === 'notification')).toEqual([]);
    again.close();
    const bad = await t.app.inject({ method: 'GET', url: '/creatorapi/events?lastEventId=abc', headers: auth(token) });
    expect(bad.statusCode).toBe(400);
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
