import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveMessages } from '@chorus/core';
import { createTestApp, dbKinds, type TestApp } from '../testing/app.ts';
import { makeCampaign, makeHandle, makeOffer } from '../testing/campaign-admin-factories.ts';
import { auth, linkToManager, makeContact } from '../testing/factories.ts';
import { openSse } from '../testing/sse.ts';
import { createSession } from './sessions.ts';
import { campaignConversationId, contactConversationId } from './chat.ts';

describe.each(dbKinds)('chat on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => t?.close());
  const tokenOf = async (id: number) => (await createSession(t.db, id, false)).token;

  async function offerFor(contactId: number) {
    const campaign = await makeCampaign(t.db, { title: 'Chat Campaign' });
    const handle = await makeHandle(t.db, contactId);
    const offerId = await makeOffer(t.db, { campaignId: campaign.id, contactId, contactPlatformId: handle.id });
    return { offerId, conversationId: campaignConversationId(campaign.id, contactId) };
  }

  it('only the creator and the organiser see a campaign conversation; unread counts per conversation and in total; plain text', async () => {
    const a = await makeContact(t.db);
    const b = await makeContact(t.db);
    const admin = await makeContact(t.db, { contactType: 'admin' });
    const [ta, tb, tadmin] = [await tokenOf(a.id), await tokenOf(b.id), await tokenOf(admin.id)];
    const { offerId, conversationId } = await offerFor(a.id);

    const list = await t.app.inject({ method: 'GET', url: '/creatorapi/chat/conversations', headers: auth(ta) });
    expect(list.json().results.data.Conversations.map((c: { ConversationID: string }) => c.ConversationID)).toEqual([conversationId]);
    expect((await t.app.inject({ method: 'GET', url: '/creatorapi/chat/conversations', headers: auth(tb) })).json().results.data.Conversations).toEqual([]);

    const html = '<b>hi</b> see https://example.test/x';
    const sent = await t.app.inject({ method: 'POST', url: `/creatorapi/chat/conversations/${conversationId}/messages`, headers: auth(ta), payload: { text: html } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().results.data).toMatchObject({ Text: html, Mine: true, SenderRole: 'creator' });

    // Another creator: 404 on every call, as if it did not exist.
    for (const req of [
      { method: 'GET' as const, url: `/creatorapi/chat/conversations/${conversationId}/messages` },
      { method: 'POST' as const, url: `/creatorapi/chat/conversations/${conversationId}/messages`, payload: { text: 'x' } },
      { method: 'POST' as const, url: `/creatorapi/chat/conversations/${conversationId}/read` },
    ])
      expect((await t.app.inject({ ...req, headers: auth(tb) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/creatorapi/chat/conversations/campaign-999999-1/messages', headers: auth(ta) })).statusCode).toBe(404);

    // The organiser (through the offer, as the CLI does) sees it with one unread, and answers.
    const org = await t.app.inject({ method: 'GET', url: `/adminapi/chat/offers/${offerId}`, headers: auth(tadmin) });
    expect(org.statusCode).toBe(200);
    expect(org.json().results.data.Conversation).toMatchObject({ ConversationID: conversationId, UnreadCount: 1 });
    expect(org.json().results.data.Messages.map((m: { Text: string; Mine: boolean }) => [m.Text, m.Mine])).toEqual([[html, false]]);
    expect((await t.app.inject({ method: 'GET', url: '/adminapi/chat/conversations', headers: auth(tadmin) })).json().results.data.UnreadTotal).toBeGreaterThanOrEqual(1);
    await t.app.inject({ method: 'POST', url: `/adminapi/chat/offers/${offerId}/messages`, headers: auth(tadmin), payload: { text: 'Thanks!' } });
    await t.app.inject({ method: 'POST', url: `/adminapi/chat/offers/${offerId}/messages`, headers: auth(tadmin), payload: { text: 'Second' } });
    const mine = (await t.app.inject({ method: 'GET', url: '/creatorapi/chat/conversations', headers: auth(ta) })).json().results.data;
    expect(mine.UnreadTotal).toBe(2);
    // The organiser's side writes as the campaign's brand (issue 22).
    expect(mine.Conversations[0]).toMatchObject({ UnreadCount: 2, With: 'Test Brand' });
    const read = await t.app.inject({ method: 'POST', url: `/creatorapi/chat/conversations/${conversationId}/read`, headers: auth(ta) });
    expect(read.json().results.data.UnreadTotal).toBe(0);
    // Creators may not use the organiser's side.
    expect((await t.app.inject({ method: 'GET', url: `/adminapi/chat/offers/${offerId}`, headers: auth(ta) })).statusCode).toBe(403);
    const empty = await t.app.inject({ method: 'POST', url: `/creatorapi/chat/conversations/${conversationId}/messages`, headers: auth(ta), payload: { text: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messages).toEqual([liveMessages.chatEmpty]);
  });

  it('a contact conversation is open to a manager and their creator only', async () => {
    const manager = await makeContact(t.db, { contactType: 'manager' });
    const creator = await makeContact(t.db);
    const stranger = await makeContact(t.db);
    await linkToManager(t.db, manager.id, creator.id);
    const id = contactConversationId(manager.id, creator.id);
    // Listed on both sides before a word is written: where the conversation is started.
    const listOf = async (who: number) =>
      (await t.app.inject({ method: 'GET', url: '/creatorapi/chat/conversations', headers: auth(await tokenOf(who)) })).json().results.data.Conversations;
    expect(await listOf(manager.id)).toEqual([expect.objectContaining({ ConversationID: id, Kind: 'contact', LastMessage: null, UnreadCount: 0 })]);
    expect((await listOf(creator.id)).map((c: { ConversationID: string }) => c.ConversationID)).toEqual([id]);
    expect(await listOf(stranger.id)).toEqual([]);
    const ok = await t.app.inject({ method: 'POST', url: `/creatorapi/chat/conversations/${id}/messages`, headers: auth(await tokenOf(manager.id)), payload: { text: 'hello' } });
    expect(ok.statusCode).toBe(200);
    const theirs = (await t.app.inject({ method: 'GET', url: '/creatorapi/chat/conversations', headers: auth(await tokenOf(creator.id)) })).json().results.data;
    expect(theirs.UnreadTotal).toBe(1);
    const strangerId = contactConversationId(stranger.id, creator.id);
    expect((await t.app.inject({ method: 'POST', url: `/creatorapi/chat/conversations/${strangerId}/messages`, headers: auth(await tokenOf(stranger.id)), payload: { text: 'x' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/creatorapi/chat/conversations/${id}/messages`, headers: auth(await tokenOf(stranger.id)) })).statusCode).toBe(404);
  });

  it('lists no conversation with a roster creator who has no login (nobody could read it)', async () => {
    const manager = await makeContact(t.db, { contactType: 'manager' });
    const noLogin = await makeContact(t.db, { login: false });
    await linkToManager(t.db, manager.id, noLogin.id);
    const list = (await t.app.inject({ method: 'GET', url: '/creatorapi/chat/conversations', headers: auth(await tokenOf(manager.id)) })).json().results.data;
    expect(list.Conversations).toEqual([]);
  });

  it("delivers a message live to the other side's event stream, only after it is stored", async () => {
    const a = await makeContact(t.db);
    const admin = await makeContact(t.db, { contactType: 'admin' });
    const { offerId, conversationId } = await offerFor(a.id);
    const stream = await openSse(`${base}/creatorapi/events`, auth(await tokenOf(a.id)));
    try {
      const post = await fetch(`${base}/adminapi/chat/offers/${offerId}/messages`, {
        method: 'POST',
        headers: { ...auth(await tokenOf(admin.id)), 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'Live hello' }),
      });
      expect(post.status).toBe(200);
      const e = await stream.next((x) => x.event === 'chat');
      const data = JSON.parse(e.data);
      expect(data).toMatchObject({ ConversationID: conversationId, UnreadCount: 1, Message: { Text: 'Live hello', Mine: false, SenderRole: 'organiser' } });
    } finally {
      stream.close();
    }
  });
});

describe('TalkJS switch (stand-in: this machine cannot reach TalkJS; our ids, signature and switch only)', () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    on = await createTestApp('pglite', { TALKJS_APP_ID: 'tStandIn', TALKJS_SECRET: 'sk_test_standin_secret' });
    off = await createTestApp('pglite');
  });
  afterAll(async () => {
    await on?.close();
    await off?.close();
  });

  it('signs the user id with HMAC-SHA256 as a stand-in TalkJS verifier expects, and stays built-in without the settings', async () => {
    const me = await makeContact(on.db);
    const token = (await createSession(on.db, me.id, false)).token;
    const res = (await on.app.inject({ method: 'GET', url: '/creatorapi/chat/session', headers: auth(token) })).json().results.data;
    // The stand-in verifier: what TalkJS computes on its side for identity verification.
    const standIn = (userId: string, signature: string) => createHmac('sha256', 'sk_test_standin_secret').update(userId).digest('hex') === signature;
    expect(res.UserID).toBe(String(me.id));
    expect(res.TalkJS.AppID).toBe('tStandIn');
    expect(standIn(res.UserID, res.TalkJS.Signature)).toBe(true);
    expect(standIn(String(me.id + 1), res.TalkJS.Signature)).toBe(false);
    // The same conversation ids as the built-in chat.
    expect(campaignConversationId(12, 34)).toBe('campaign-12-34');
    const other = await makeContact(off.db);
    const plain = (await off.app.inject({ method: 'GET', url: '/creatorapi/chat/session', headers: auth((await createSession(off.db, other.id, false)).token) })).json().results.data;
    expect(plain.TalkJS).toBeNull();
    // The CSP lets TalkJS's script and frames in only when it is configured.
    const onCsp = (await on.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'];
    const offCsp = (await off.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'];
    expect(onCsp).toContain('https://cdn.talkjs.com');
    expect(offCsp).not.toContain('talkjs');
  });
});
