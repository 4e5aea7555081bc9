import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/open.ts';
import { createSession } from '../repositories/sessions.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { makeCampaign, makeHandle, makeOffer } from '../testing/campaign-admin-factories.ts';
import { auth, makeContact } from '../testing/factories.ts';
import { deleteRedisKeys, redisAnswers } from '../testing/redis.ts';
import { send, startServers, type ServerProcess } from '../testing/server-process.ts';
import { openSse } from '../testing/sse.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const enabled = !!process.env.TEST_DATABASE_URL && (await redisAnswers(redisUrl));
const prefix = `chorus-test-live-${process.pid}-${Math.random().toString(36).slice(2, 8)}:`;

describe.skipIf(!enabled)('live events across two server processes through Redis pub/sub', () => {
  let database: TestDatabase;
  let nodes: ServerProcess[] = [];
  let harness: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    nodes = await startServers(2, { DATABASE_URL: database.url, REDIS_URL: redisUrl, REDIS_PREFIX: prefix, RATE_LIMIT_AUTH_MAX: '100000' });
    harness = await openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir() });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(nodes.map((n) => n.stop()));
    await harness?.close();
    await database?.drop();
    await deleteRedisKeys(redisUrl, prefix);
  });
  const report = () => nodes.map((n) => n.report()).join('\n\n');

  it('a notification and a chat message written on node A reach the stream a creator holds on node B', async () => {
    const db = harness.db;
    const creator = await makeContact(db);
    const admin = await makeContact(db, { contactType: 'admin' });
    const campaign = await makeCampaign(db, { title: 'Two nodes' });
    const handle = await makeHandle(db, creator.id);
    const offerId = await makeOffer(db, { campaignId: campaign.id, contactId: creator.id, contactPlatformId: handle.id });
    const creatorToken = (await createSession(db, creator.id, false)).token;
    const adminToken = (await createSession(db, admin.id, false)).token;

    const stream = await openSse(`${nodes[1]!.url}/creatorapi/events`, auth(creatorToken));
    try {
      expect(stream.status, report()).toBe(200);
      const note = await send(nodes[0]!.url, 'POST', '/adminapi/notifications', {
        headers: auth(adminToken),
        body: { contactId: creator.id, subject: 'Across nodes', message: '<p>hello</p>' },
      });
      expect(note.status, report()).toBe(200);
      const got = await stream.next((e) => e.event === 'notification', 15_000);
      expect(JSON.parse(got.data)).toMatchObject({ Subject: 'Across nodes', IsRead: false });

      const chat = await send(nodes[0]!.url, 'POST', `/adminapi/chat/offers/${offerId}/messages`, { headers: auth(adminToken), body: { text: 'From node A' } });
      expect(chat.status, report()).toBe(200);
      const message = await stream.next((e) => e.event === 'chat', 15_000);
      expect(JSON.parse(message.data)).toMatchObject({ Message: { Text: 'From node A' }, UnreadCount: 1 });
    } finally {
      stream.close();
    }
  });
});
