import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignAdminMessages, campaignMessages } from '@chorus/core';
import { campaignPayments, offerEvents, offers } from '../../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { confirmPaymentEmail, makeCampaign, makeHandle, makeOffer } from '../../testing/campaign-admin-factories.ts';
import { auth, loginAs, makeContact } from '../../testing/factories.ts';

const HOUR = 3_600_000;

describe.each(dbKinds)('organiser campaigns on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let creator: Record<string, string>;
  let maya: { id: number; email: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    const a = await makeContact(t.db, { contactType: 'admin' });
    admin = auth(await loginAs(t.app, a.email));
    maya = await makeContact(t.db);
    creator = auth(await loginAs(t.app, maya.email));
  });
  afterAll(() => t?.close());

  const post = (url: string, payload?: object, headers = admin) => t.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });
  const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
  /** An offer of Maya's in a fresh campaign, moved on by the creator's steps. */
  const offerIn = async (steps: Parameters<typeof makeOffer>[2], campaign: Parameters<typeof makeCampaign>[1] = {}) => {
    const c = await makeCampaign(t.db, campaign);
    const h = await makeHandle(t.db, maya.id, c.platformId);
    return makeOffer(t.db, { campaignId: c.id, contactId: maya.id, contactPlatformId: h.id }, steps);
  };

  it('creates, reads, lists and edits a campaign, sanitizing the creative direction', async () => {
    const res = await post('/adminapi/campaigns', {
      title: 'Neon Nights',
      platformId: 4,
      rateCents: 25_000,
      brandName: 'Glow Co',
      contactName: 'Sam',
      contactEmail: 'Sam@Glow.test',
      boostCode: 'Optional',
      sections: [{ header: 'Creative Direction', fields: [{ name: 'Concept', value: '<p>Dance <script>alert(1)</script><a href="javascript:x">in neon</a></p>' }] }],
    });
    expect(res.statusCode).toBe(201);
    const c = res.json().results.data;
    expect(c).toMatchObject({ title: 'Neon Nights', platform: 'TikTok', contactEmail: 'sam@glow.test', boostCode: 'Optional', draftRequired: true, contractRequired: false, offers: {} });
    expect(c.sections[0].fields[0].value).toBe('<p>Dance <a target="_blank" rel="noopener noreferrer">in neon</a></p>');

    expect((await get(`/adminapi/campaigns/${c.id}`)).json().results.data.title).toBe('Neon Nights');
    expect((await get('/adminapi/campaigns')).json().results.data.map((x: { id: number }) => x.id)).toContain(c.id);
    const edited = await t.app.inject({ method: 'PATCH', url: `/adminapi/campaigns/${c.id}`, headers: admin, payload: { rateCents: 30_000, boostCode: 'Yes' } });
    expect(edited.json().results.data).toMatchObject({ rateCents: 30_000, boostCode: 'Yes', title: 'Neon Nights' });
    // A contract needs a message (or a file) to read.
    const noMessage = await t.app.inject({ method: 'PATCH', url: `/adminapi/campaigns/${c.id}`, headers: admin, payload: { contractRequired: true } });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json().messages).toEqual([campaignAdminMessages.contractMessageRequired]);
    const create = await post('/adminapi/campaigns', { title: 'X', platformId: 4, rateCents: 1, brandName: 'B', contactName: 'C', contactEmail: 'c@b.test', contractRequired: true });
    expect(create.statusCode).toBe(400);
    const badUrl = await post('/adminapi/campaigns', { title: 'X', platformId: 4, rateCents: 1, brandName: 'B', contactName: 'C', contactEmail: 'c@b.test', imageUrl: 'javascript:alert(1)' });
    expect(badUrl.statusCode).toBe(400);
    const badPlatform = await post('/adminapi/campaigns', { title: 'X', platformId: 5, rateCents: 1, brandName: 'B', contactName: 'C', contactEmail: 'c@b.test' });
    expect(badPlatform.statusCode).toBe(400);
  });

  it('refuses creators (403), unknown campaigns and offers (404)', async () => {
    expect((await get('/adminapi/campaigns', creator)).statusCode).toBe(403);
    expect((await post('/adminapi/offers/sweep', undefined, creator)).statusCode).toBe(403);
    expect((await get('/adminapi/campaigns/999999')).statusCode).toBe(404);
    expect((await post('/adminapi/campaigns/999999/invite', { contactPlatformIds: [1] })).statusCode).toBe(404);
    const unknown = await post('/adminapi/offers/999999/verify');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messages).toEqual([campaignMessages.offerNotFound]);
    expect((await post('/adminapi/campaign-payments/999999/paid')).statusCode).toBe(404);
  });

  it('invites handles once each, 48 hours to answer, skipping what it cannot invite', async () => {
    const c = await makeCampaign(t.db, { rateCents: 12_000 });
    const other = await makeContact(t.db);
    const h1 = await makeHandle(t.db, maya.id, 4);
    const h2 = await makeHandle(t.db, other.id, 4);
    const insta = await makeHandle(t.db, other.id, 1);
    const before = Date.now();
    const res = await post(`/adminapi/campaigns/${c.id}/invite`, { contactPlatformIds: [h1.id, h2.id, insta.id, 999_999] });
    expect(res.statusCode).toBe(200);
    const { invited, skipped } = res.json().results.data;
    expect(invited.map((o: { contactPlatformId: number }) => o.contactPlatformId)).toEqual([h1.id, h2.id]);
    expect(invited[0]).toMatchObject({ state: 'invited', rateCents: 12_000, handle: h1.handle, email: maya.email, campaignTitle: c.title });
    const respondBy = Date.parse(invited[0].respondBy);
    expect(respondBy - before).toBeGreaterThanOrEqual(48 * HOUR);
    expect(respondBy - Date.now()).toBeLessThanOrEqual(48 * HOUR);
    expect(skipped).toEqual([
      { contactPlatformId: insta.id, reason: campaignAdminMessages.wrongPlatform('Instagram', 'TikTok') },
      { contactPlatformId: 999_999, reason: campaignAdminMessages.handleNotFound },
    ]);
    // Again, with a rate: the existing offers are skipped, not refused, and nothing changes.
    const again = await post(`/adminapi/campaigns/${c.id}/invite`, { contactPlatformIds: [h1.id], rateCents: 50_000 });
    expect(again.json().results.data).toEqual({ invited: [], skipped: [{ contactPlatformId: h1.id, reason: campaignAdminMessages.alreadyInvited }] });
    const h3 = await makeHandle(t.db, other.id, 4);
    const rated = await post(`/adminapi/campaigns/${c.id}/invite`, { contactPlatformIds: [h3.id], rateCents: 50_000 });
    expect(rated.json().results.data.invited[0].rateCents).toBe(50_000);
    const events = await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, invited[0].id));
    expect(events).toMatchObject([{ fromState: null, toState: 'invited', action: 'invite' }]);

    const list = await get(`/adminapi/offers?campaignId=${c.id}&state=invited&contactId=${maya.id}`);
    expect(list.json().results.data).toMatchObject({ total: 1, rows: [{ id: invited[0].id, handle: h1.handle, email: maya.email }] });
    expect((await get(`/adminapi/offers?campaignId=${c.id}`)).json().results.data.total).toBe(3);
    expect((await get(`/adminapi/campaigns/${c.id}`)).json().results.data.offers).toEqual({ invited: 3 });
  });

  it('approves or rejects a draft with sanitized feedback, and refuses a step from the wrong state (409)', async () => {
    const rejected = await offerIn(['accept', { action: 'submitDraft', changes: { draftUrl: 'https://youtube.com/x' } }]);
    expect((await post(`/adminapi/offers/${rejected}/reject-draft`, {})).statusCode).toBe(400);
    const r = await post(`/adminapi/offers/${rejected}/reject-draft`, { feedbackNotes: '<p>Louder <img src=x onerror=alert(1)>hook</p>' });
    expect(r.statusCode).toBe(200);
    expect(r.json().results.data).toMatchObject({ state: 'draft', draftDecision: 'rejected', feedbackNotes: '<p>Louder hook</p>' });
    const stale = await post(`/adminapi/offers/${rejected}/reject-draft`, { feedbackNotes: 'again' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messages).toEqual([campaignMessages.stale]);

    const approved = await offerIn(['accept', 'submitDraft']);
    const a = await post(`/adminapi/offers/${approved}/approve-draft`, { feedbackNotes: '<strong>Great</strong>' });
    expect(a.json().results.data).toMatchObject({ state: 'notify', draftDecision: 'approved', feedbackNotes: '<strong>Great</strong>' });
    expect(Date.parse(a.json().results.data.postBy) - Date.now()).toBeGreaterThan(47 * HOUR);
    expect((await post(`/adminapi/offers/${approved}/verify`)).statusCode).toBe(409);
  });

  it('answers a change request, accepts or rejects a counter offer', async () => {
    const asked = await offerIn([{ action: 'requestChanges', changes: { changesRequested: 'More money' } }]);
    expect((await post(`/adminapi/offers/${asked}/answer-request`, { feedbackNotes: '  ' })).statusCode).toBe(400);
    const answered = await post(`/adminapi/offers/${asked}/answer-request`, { feedbackNotes: '<p>We can do $200</p>' });
    expect(answered.json().results.data).toMatchObject({ state: 'invited', feedbackNotes: '<p>We can do $200</p>' });

    const countered = await offerIn([{ action: 'counterOffer', changes: { counterOfferCents: 40_000, declineId: 2 } }]);
    const accepted = await post(`/adminapi/offers/${countered}/accept-counter`);
    expect(accepted.json().results.data).toMatchObject({ state: 'draft', rateCents: 40_000 });
    const [payment] = await t.db.select().from(campaignPayments).where(eq(campaignPayments.offerId, countered));
    expect(payment).toMatchObject({ status: 'Potential', amountCents: 40_000 });

    const declined = await offerIn([{ action: 'counterOffer', changes: { counterOfferCents: 40_000, declineId: 2 } }]);
    expect((await post(`/adminapi/offers/${declined}/reject-counter`)).json().results.data.state).toBe('declined');
    expect((await post(`/adminapi/offers/${declined}/accept-counter`)).statusCode).toBe(409);
  });

  it('verifies, completes and pulls; payments go Potential → Pending → Paid only to a confirmed payment email', async () => {
    const creatorB = await makeContact(t.db);
    const c = await makeCampaign(t.db, { draftRequired: false, rateCents: 30_000 });
    const h = await makeHandle(t.db, creatorB.id);
    const verifying = await makeOffer(t.db, { campaignId: c.id, contactId: creatorB.id, contactPlatformId: h.id, rateCents: 30_000 }, [
      'accept',
      { action: 'submitPostUrl', changes: { postUrl: 'https://www.tiktok.com/@x/video/1' } },
      { action: 'submitResults', changes: { results: { Views: 1000 } } },
    ]);
    const payments = async (q = '') => (await get(`/adminapi/campaign-payments?campaignId=${c.id}${q}`)).json().results.data;
    expect((await payments()).rows).toMatchObject([{ offerId: verifying, status: 'Potential', statusLabel: 'Potential', amountCents: 30_000, missingPaymentEmail: true, handle: h.handle }]);
    const paymentId = (await payments()).rows[0].id;
    const early = await post(`/adminapi/campaign-payments/${paymentId}/paid`);
    expect(early.statusCode).toBe(409);
    expect(early.json().messages).toEqual([campaignAdminMessages.notPending]);

    expect((await post(`/adminapi/offers/${verifying}/verify`)).json().results.data.state).toBe('completed');
    expect((await payments('&status=Pending')).rows).toMatchObject([{ id: paymentId, statusLabel: 'To Be Paid', missingPaymentEmail: true, paymentEmail: null }]);
    const noEmail = await post(`/adminapi/campaign-payments/${paymentId}/paid`);
    expect(noEmail.statusCode).toBe(409);
    expect(noEmail.json().messages).toEqual([campaignAdminMessages.noPaymentEmail]);

    await confirmPaymentEmail(t.db, creatorB.id, 'b.pay@test.chorus');
    expect((await payments()).rows[0]).toMatchObject({ missingPaymentEmail: false, paymentEmail: 'b.pay@test.chorus' });
    // Two mark-paids at once pay once.
    const both = await Promise.all([post(`/adminapi/campaign-payments/${paymentId}/paid`), post(`/adminapi/campaign-payments/${paymentId}/paid`)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const paid = both.find((r) => r.statusCode === 200)!.json().results.data;
    expect(paid).toMatchObject({ status: 'Paid', paymentEmail: 'b.pay@test.chorus' });
    expect(paid.paidAt).toBeTruthy();
    expect((await payments('&status=Paid')).total).toBe(1);

    const notify = await makeOffer(t.db, { campaignId: c.id, contactId: maya.id, contactPlatformId: (await makeHandle(t.db, maya.id)).id }, ['accept']);
    expect((await post(`/adminapi/offers/${notify}/verify`)).statusCode).toBe(409);
    expect((await post(`/adminapi/offers/${notify}/pull`)).json().results.data.state).toBe('pulled');
    expect(await t.db.select().from(campaignPayments).where(eq(campaignPayments.offerId, notify))).toEqual([]);
    expect((await post(`/adminapi/offers/${notify}/pull`)).statusCode).toBe(409);

    const posted = await makeOffer(t.db, { campaignId: c.id, contactId: maya.id, contactPlatformId: (await makeHandle(t.db, maya.id)).id }, [
      'accept',
      { action: 'submitPostUrl', changes: { postUrl: 'https://www.tiktok.com/@x/video/2' } },
    ]);
    expect((await post(`/adminapi/offers/${posted}/complete`)).json().results.data.state).toBe('completed');
    const events = await t.db.select().from(offerEvents).where(eq(offerEvents.offerId, posted));
    expect(events.map((e) => e.action)).toEqual(['invite', 'accept', 'submitPostUrl', 'complete']);
  });

  it('sweeps on demand: stale invites expire, offers with no post in time fail', async () => {
    const c = await makeCampaign(t.db, { draftRequired: false });
    const old = new Date(Date.now() - 49 * HOUR);
    const stale = await makeOffer(t.db, { campaignId: c.id, contactId: maya.id, contactPlatformId: (await makeHandle(t.db, maya.id)).id, invitedAt: old });
    const late = await makeOffer(t.db, { campaignId: c.id, contactId: maya.id, contactPlatformId: (await makeHandle(t.db, maya.id)).id, invitedAt: old }, [{ action: 'accept', at: new Date(old.getTime() + HOUR) }]);
    const fresh = await makeOffer(t.db, { campaignId: c.id, contactId: maya.id, contactPlatformId: (await makeHandle(t.db, maya.id)).id });
    const res = await post('/adminapi/offers/sweep');
    expect(res.statusCode).toBe(200);
    expect(res.json().results.data).toMatchObject({ expired: 1, failed: 1 });
    const states = Object.fromEntries((await t.db.select({ id: offers.id, state: offers.state }).from(offers)).map((o) => [o.id, o.state]));
    expect([states[stale], states[late], states[fresh]]).toEqual(['expired', 'failed', 'invited']);
    expect((await post('/adminapi/offers/sweep')).json().results.data).toEqual({ expired: 0, failed: 0, reminded: 0 });
  });

  it('takes the contract file as an upload and keeps only the latest', async () => {
    const c = await makeCampaign(t.db, { contractRequired: true, contractMessage: 'Sign and return.' });
    const form = (name: string, body: string) => {
      const boundary = 'chorusboundary';
      return {
        headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n${body}\r\n--${boundary}--\r\n`,
      };
    };
    const pdf = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
    const first = await t.app.inject({ method: 'POST', url: `/adminapi/campaigns/${c.id}/contract`, ...form('contract.pdf', pdf) });
    expect(first.statusCode, first.body).toBe(200);
    const fileId = first.json().results.data.contractFileId;
    expect(fileId).toBeGreaterThan(0);
    const second = await t.app.inject({ method: 'POST', url: `/adminapi/campaigns/${c.id}/contract`, ...form('v2.pdf', pdf) });
    expect(second.json().results.data.contractFileId).not.toBe(fileId);
    const bad = await t.app.inject({ method: 'POST', url: `/adminapi/campaigns/${c.id}/contract`, ...form('x.pdf', '\u0000\u0001binary') });
    expect(bad.statusCode).toBe(400);
  });
});
