import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignMessages } from '@chorus/core';
import { campaignPayments, offerEvents, offers } from '../../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { checkOfferCounts } from '../../testing/consistency.ts';
import { makeCampaign, makeOffer } from '../../testing/campaign-factories.ts';
import { auth, loginAs, makeContact } from '../../testing/factories.ts';

// A step applies once however many copies arrive together (double clicks, two tabs, a retrying client): one 200,
// every other copy 409, one event row, one payment row. PGlite runs one transaction at a time, so the race is
// real on PostgreSQL (TEST_DATABASE_URL); the counts must hold on both.
describe.each(dbKinds)('offer steps under concurrent requests on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let contactId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const me = await makeContact(t.db);
    contactId = me.id;
    token = await loginAs(t.app, me.email);
  });
  afterAll(() => t.close());

  const fire = (n: number, make: () => InjectOptions) => Promise.all(Array.from({ length: n }, () => t.app.inject(make())));

  async function expectOnce(offerId: number, res: Awaited<ReturnType<typeof fire>>, action: string) {
    const codes = res.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200), JSON.stringify(res.filter((r) => r.statusCode !== 409 && r.statusCode !== 200).map((r) => r.body))).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(res.length - 1);
    expect(new Set(res.filter((r) => r.statusCode === 409).map((r) => r.json().messages[0]))).toEqual(new Set([campaignMessages.stale]));
    const events = await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, offerId));
    expect(events.filter((e) => e.action === action)).toHaveLength(1);
    expect(await t.db.select().from(campaignPayments).where(eq(campaignPayments.offerId, offerId))).toHaveLength(1);
    // The list's counts moved once too.
    expect(await checkOfferCounts(t.db)).toEqual([]);
  }

  it('accepts an offer once when 50 accepts arrive at once', async () => {
    const campaign = await makeCampaign(t.db);
    const offer = await makeOffer(t.db, { contactId, campaignId: campaign.id });
    const res = await fire(50, () => ({
      method: 'POST',
      url: '/creatorapi/campaignResponse/campaignResponseSave',
      headers: auth(token),
      payload: { postId: offer.id, uid: offer.uid, response: 'Accept' },
    }));
    await expectOnce(offer.id, res, 'accept');
    const [row] = await t.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row!.state).toBe('draft');
  });

  it('takes a draft link once when 50 submits arrive at once', async () => {
    const campaign = await makeCampaign(t.db, { platformId: 7 });
    const offer = await makeOffer(t.db, { contactId, campaignId: campaign.id, state: 'draft' });
    const res = await fire(50, () => ({
      method: 'POST',
      url: '/creatorapi/post-final-url-submit',
      headers: auth(token),
      payload: { PostID: offer.id, UID: offer.uid, draftUrl: 'https://www.youtube.com/shorts/race', caption: 'Race' },
    }));
    await expectOnce(offer.id, res, 'submitDraft');
    const [row] = await t.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row!.state).toBe('review');
  });

  it('saves a boost code once when 50 saves of it arrive at once', async () => {
    const campaign = await makeCampaign(t.db, { boostCode: 'Yes' });
    const offer = await makeOffer(t.db, { contactId, campaignId: campaign.id, state: 'boost' });
    const res = await fire(50, () => ({
      method: 'POST',
      url: '/creatorapi/boost-code-save',
      headers: auth(token),
      payload: { PostID: offer.id, UID: offer.uid, BoostCode: 'RACE-1' },
    }));
    await expectOnce(offer.id, res, 'saveBoostCode');
    const [row] = await t.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row).toMatchObject({ state: 'results', boostCode: 'RACE-1' });
  });
});
