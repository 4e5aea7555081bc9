import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../repositories/sessions.ts';
import { makeCampaign, makeHandle, makeOffer } from '../testing/campaign-admin-factories.ts';
import { auth, makeContact } from '../testing/factories.ts';
import { send } from '../testing/server-process.ts';
import { openSse } from '../testing/sse.ts';
import { runPrefix, severalNodesPossible, startTwoNodes, type TwoNodes } from './harness.ts';

const enabled = await severalNodesPossible();
const prefix = runPrefix('live');

describe.skipIf(!enabled)('live events across two server processes through Redis pub/sub', () => {
  let cluster: TwoNodes;

  beforeAll(async () => {
    cluster = await startTwoNodes(prefix, { RATE_LIMIT_AUTH_MAX: '100000' });
  }, 120_000);
  afterAll(() => cluster?.close());
  const report = () => cluster.report();

  it('a notification and a chat message written on node A reach the stream a creator holds on node B', async () => {
    const { nodes, harness } = cluster;
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
