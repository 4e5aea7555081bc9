import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@chorus/core';
import { CONVERSATION_NOT_FOUND, campaignConversationId, contactConversationId, latestChatMessageId } from '../../repositories/chat.ts';
import { latestNotificationId } from '../../repositories/notifications.ts';
import { makeOffer } from '../../testing/campaign-admin-factories.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { auth, linkToManager, loginAs, makeContact } from '../../testing/factories.ts';
import { makeMember, makeOrganisation, type MadeOrganisation } from '../../testing/org-fixtures.ts';
import { openSse } from '../../testing/sse.ts';
import { creatorWithHandle, orgCampaign, type MadeCreator } from '../../testing/studio-creator-fixtures.ts';

// The organisation's chat with creators (issue 22): its members hold the organiser's seat of its campaigns'
// conversations (the ones the creators see), each with their own unread count; viewers read, editors and owners
// write; another organisation's member is answered as if the conversation did not exist, live events included.

// Bodies are read field by field below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe.each(dbKinds)('organisation chat on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let orgA: MadeOrganisation;
  let orgB: MadeOrganisation;
  const tk = { owner: '', editor: '', viewer: '', bOwner: '', creator: '', bCreator: '' };
  let creator: MadeCreator;
  let bCreator: MadeCreator;
  let campaignA = 0;
  let campaignB = 0;
  let conv = '';
  let bConv = '';
  let offerA = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const db = t.db;
    orgA = await makeOrganisation(db, { name: `Lumen ${Math.random().toString(36).slice(2, 6)}` });
    orgB = await makeOrganisation(db);
    const [owner, editor, viewer, bOwner] = [
      await makeMember(db, orgA, 'owner'),
      await makeMember(db, orgA, 'editor'),
      await makeMember(db, orgA, 'viewer'),
      await makeMember(db, orgB, 'owner'),
    ];
    creator = await creatorWithHandle(db, `chat${Math.random().toString(36).slice(2, 8)}`);
    bCreator = await creatorWithHandle(db, `chatb${Math.random().toString(36).slice(2, 8)}`);
    campaignA = (await orgCampaign(db, orgA, { title: 'Glow Serum' })).id;
    campaignB = (await orgCampaign(db, orgB, { title: 'B Campaign' })).id;
    offerA = await makeOffer(db, { campaignId: campaignA, contactId: creator.id, contactPlatformId: creator.handleId });
    await makeOffer(db, { campaignId: campaignB, contactId: bCreator.id, contactPlatformId: bCreator.handleId });
    conv = campaignConversationId(campaignA, creator.id);
    bConv = campaignConversationId(campaignB, bCreator.id);
    for (const [k, email] of [
      ['owner', owner.email],
      ['editor', editor.email],
      ['viewer', viewer.email],
      ['bOwner', bOwner.email],
      ['creator', creator.email],
      ['bCreator', bCreator.email],
    ] as const)
      tk[k] = await loginAs(t.app, email);
  });
  afterAll(async () => t?.close());

  const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: auth(token), ...(payload && { payload }) });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const send = (token: string, id: string, text: string) => call(token, 'POST', `/orgapi/conversations/${id}/messages`, { text });
  const list = async (token: string, campaignId?: number) =>
    (await call(token, 'GET', `/orgapi/conversations${campaignId ? `?campaignId=${campaignId}` : ''}`)).body.results.data;

  it('an editor writes as the organisation; the creator sees the brand as the sender and answers; each member has their own unread count', async () => {
    const before = await list(tk.owner, campaignA);
    expect(before.Conversations).toHaveLength(1);
    expect(before.Conversations[0]).toMatchObject({
      ConversationID: conv,
      CampaignID: campaignA,
      ContactID: creator.id,
      OfferID: offerA,
      OfferState: 'invited',
      ContactPlatformID: creator.handleId,
      Handle: creator.handle,
      Subject: 'Glow Serum',
      LastMessage: null,
      UnreadCount: 0,
    });

    const sent = await send(tk.editor, conv, 'Hello from the brand');
    expect(sent.status).toBe(200);
    expect(sent.body.results.data).toMatchObject({ SenderRole: 'organiser', SenderName: orgA.name, Mine: true });

    // The creator's side: their routes, unchanged, with the organisation as the organiser.
    const mine = (await call(tk.creator, 'GET', '/creatorapi/chat/conversations')).body.results.data;
    expect(mine.Conversations.find((c: Json) => c.ConversationID === conv)).toMatchObject({ With: orgA.name, UnreadCount: 1 });
    const page = (await call(tk.creator, 'GET', `/creatorapi/chat/conversations/${conv}/messages`)).body.results.data;
    expect(page.Messages.map((m: Json) => [m.Text, m.SenderName, m.Mine])).toEqual([['Hello from the brand', orgA.name, false]]);
    expect((await call(tk.creator, 'POST', `/creatorapi/chat/conversations/${conv}/messages`, { text: 'Hi! Happy to help.' })).status).toBe(200);

    // Each member's unread: the creator's answer (the organisation's own messages are never unread to it).
    for (const token of [tk.owner, tk.editor, tk.viewer]) {
      const l = await list(token, campaignA);
      expect(l.UnreadTotal).toBe(1);
      expect(l.Conversations[0]).toMatchObject({ UnreadCount: 1, LastMessage: { Text: 'Hi! Happy to help.', SenderRole: 'creator', Mine: false } });
    }
    const msgs = (await call(tk.viewer, 'GET', `/orgapi/conversations/${conv}/messages`)).body;
    expect(msgs.results.data.Messages.map((m: Json) => [m.Text, m.Mine])).toEqual([
      ['Hello from the brand', true],
      ['Hi! Happy to help.', false],
    ]);
    const read = await call(tk.viewer, 'POST', `/orgapi/conversations/${conv}/read`);
    expect(read).toMatchObject({ status: 200, body: { results: { data: { UnreadTotal: 0 } } } });
    expect((await list(tk.viewer)).UnreadTotal).toBe(0);
    expect((await list(tk.owner)).UnreadTotal).toBe(1);
  });

  it('a viewer may read but not write', async () => {
    const res = await send(tk.viewer, conv, 'Not allowed');
    expect(res.status).toBe(403);
    expect(res.body.messages).toEqual([messages.organisation.role.orgEditor]);
  });

  it("another organisation's member finds nothing: 404 as for a conversation that does not exist", async () => {
    for (const [method, url, payload] of [
      ['GET', `/orgapi/conversations/${conv}/messages`],
      ['POST', `/orgapi/conversations/${conv}/messages`, { text: 'From B' }],
      ['POST', `/orgapi/conversations/${conv}/read`],
      ['GET', '/orgapi/conversations/campaign-999999-1/messages'],
    ] as const) {
      const res = await call(tk.bOwner, method, url, payload);
      expect(res.status, url).toBe(404);
      expect(res.body.messages).toEqual([CONVERSATION_NOT_FOUND]);
    }
    expect((await call(tk.bOwner, 'GET', `/orgapi/conversations?campaignId=${campaignA}`)).status).toBe(404);
    expect((await list(tk.bOwner)).Conversations.map((c: Json) => c.ConversationID)).toEqual([bConv]);
    expect((await list(tk.owner)).Conversations.map((c: Json) => c.ConversationID)).toEqual([conv]);
    // A manager's conversation with a creator is no organisation's.
    const manager = await makeContact(t.db, { contactType: 'manager' });
    await linkToManager(t.db, manager.id, creator.id);
    expect((await call(tk.owner, 'GET', `/orgapi/conversations/${contactConversationId(manager.id, creator.id)}/messages`)).status).toBe(404);
  });

  it("live events reach the campaign's organisation only, as they happen and when replayed", async () => {
    const aStream = await openSse(`${base}/creatorapi/events`, auth(tk.owner));
    const bStream = await openSse(`${base}/creatorapi/events`, auth(tk.bOwner));
    try {
      const cursor = `${await latestNotificationId(t.db)}.${await latestChatMessageId(t.db)}`;
      expect((await call(tk.creator, 'POST', `/creatorapi/chat/conversations/${conv}/messages`, { text: 'For A' })).status).toBe(200);
      expect((await call(tk.bCreator, 'POST', `/creatorapi/chat/conversations/${bConv}/messages`, { text: 'For B' })).status).toBe(200);
      const a = JSON.parse((await aStream.next((e) => e.event === 'chat')).data);
      expect(a).toMatchObject({ ConversationID: conv, Message: { Text: 'For A', Mine: false }, UnreadCount: 2 });
      // B's first chat event is its own conversation's, sent after A's: A's never reached it.
      const b = JSON.parse((await bStream.next((e) => e.event === 'chat')).data);
      expect(b).toMatchObject({ ConversationID: bConv, Message: { Text: 'For B' } });
      expect(bStream.events.filter((e) => e.event === 'chat')).toHaveLength(1);

      // Reconnecting from before both: each organisation's member is replayed its own conversation's message only.
      for (const [token, id, text] of [
        [tk.owner, conv, 'For A'],
        [tk.bOwner, bConv, 'For B'],
      ] as const) {
        const replay = await openSse(`${base}/creatorapi/events`, { ...auth(token), 'last-event-id': cursor });
        try {
          const e = JSON.parse((await replay.next((x) => x.event === 'chat')).data);
          expect(e).toMatchObject({ ConversationID: id, Message: { Text: text } });
          expect(replay.events.filter((x) => x.event === 'chat')).toHaveLength(1);
        } finally {
          replay.close();
        }
      }
    } finally {
      aStream.close();
      bStream.close();
    }
  });
});
