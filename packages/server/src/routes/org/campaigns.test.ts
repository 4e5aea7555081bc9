import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignAdminMessages, offerNextSteps } from '@chorus/core';
import { contactPlatforms, offers } from '../../db/schema.ts';
import { mailServiceOf } from '../../plugins/mail.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { makeOffer as stepOffer } from '../../testing/campaign-admin-factories.ts';
import { makeHandle } from '../../testing/campaign-factories.ts';
import { auth, loginAs, makeContact } from '../../testing/factories.ts';
import { offerWithFiles, orgCampaign, orgOffer, orgPendingPayment } from '../../testing/org-campaign-fixtures.ts';
import { makeMember, makeOrganisation, type MadeOrganisation } from '../../testing/org-fixtures.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/smtp.ts';

// The organiser studio's campaigns (issue 22): an organisation's campaigns with a budget, invites that skip what they
// cannot invite and never pass the budget, an offer's log and files, and what it owes, per campaign and creator.
describe.each(dbKinds)('an organisation’s campaigns on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let org: MadeOrganisation;
  let editor: Record<string, string>;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(kind, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.chorus.test' });
    org = await makeOrganisation(t.db);
    editor = auth(await loginAs(t.app, (await makeMember(t.db, org, 'editor')).email));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = editor) => t.app.inject({ method, url, headers, ...(payload && { payload }) });
  const handleOf = async (opts: Parameters<typeof makeContact>[1] = {}, platformId = 4) => (await makeHandle(t.db, (await makeContact(t.db, { login: false, ...opts })).id, platformId)).id;

  it('creates a campaign of the organisation, branded as it, and edits its budget', async () => {
    const created = await call('POST', '/orgapi/campaigns', { title: 'Glow', platformId: 4, rateCents: 10_000, budgetCents: 50_000 });
    expect(created.statusCode).toBe(201);
    const c = created.json().results.data;
    expect(c).toMatchObject({ brandName: org.name, budgetCents: 50_000, spend: { committedCents: 0, toBePaidCents: 0, paidCents: 0 } });
    expect(c.contactEmail).toMatch(/@/);

    const bad = await call('PATCH', `/orgapi/campaigns/${c.id}`, { budgetCents: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual([campaignAdminMessages.budget]);
    const edited = await call('PATCH', `/orgapi/campaigns/${c.id}`, { budgetCents: 40_000, brandName: 'Glow Studio' });
    expect(edited.json().results.data).toMatchObject({ budgetCents: 40_000, brandName: 'Glow Studio' });
    const none = await call('PATCH', `/orgapi/campaigns/${c.id}`, { budgetCents: null });
    expect(none.json().results.data.budgetCents).toBeNull();
    const list = (await call('GET', '/orgapi/campaigns')).json().results.data;
    expect(list.map((x: { id: number }) => x.id)).toContain(c.id);
  });

  it('never shows the organisation a creator’s login email (staff see it); payments name the payment email it pays', async () => {
    const c = await orgCampaign(t.db, org);
    const creator = await makeContact(t.db);
    const h = await makeHandle(t.db, creator.id, c.platformId);
    const invited = (await call('POST', `/orgapi/campaigns/${c.id}/invite`, { contactPlatformIds: [h.id] })).json().results.data.invited[0];
    expect(invited.email).toBeNull();
    expect((await call('GET', `/orgapi/offers/${invited.id}`)).json().results.data.email).toBeNull();
    expect((await call('GET', `/orgapi/offers?campaignId=${c.id}&page=1&pageSize=25`)).json().results.data.rows.map((o: { email: string | null }) => o.email)).toEqual([null]);
    const staff = auth(await loginAs(t.app, (await makeContact(t.db, { contactType: 'admin' })).email));
    expect((await call('GET', `/adminapi/offers/${invited.id}`, undefined, staff)).json().results.data.email).toBe(creator.email);

    const { paymentId } = await orgPendingPayment(t.db, org, { campaignId: c.id });
    const payment = (await call('GET', `/orgapi/campaign-payments?campaignId=${c.id}&page=1&pageSize=25`)).json().results.data.rows.find((p: { id: number }) => p.id === paymentId);
    expect(payment).toMatchObject({ contactEmail: null, paymentEmail: expect.stringMatching(/@pay\.test$/) });
  });

  it('invites at the campaign’s or a handle’s own rate, skipping what it cannot invite, with the reason', async () => {
    const c = await orgCampaign(t.db, org, { rateCents: 10_000 });
    const [fresh, ownRate, invited, instagram, pending, gone] = [
      await handleOf(),
      await handleOf(),
      await handleOf(),
      await handleOf({}, 1),
      await handleOf({ approvalStatusId: 1 }),
      await handleOf({ deactivatedAt: new Date() }),
    ];
    expect((await call('POST', `/orgapi/campaigns/${c.id}/invite`, { contactPlatformIds: [invited] })).statusCode).toBe(200);
    const res = await call('POST', `/orgapi/campaigns/${c.id}/invite`, {
      contactPlatformIds: [fresh, ownRate, invited, instagram, pending, gone, 99_999_999],
      handleRates: [{ contactPlatformId: ownRate, rateCents: 12_500 }],
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().results.data;
    expect(data.invited.map((o: { contactPlatformId: number; rateCents: number }) => [o.contactPlatformId, o.rateCents])).toEqual([
      [fresh, 10_000],
      [ownRate, 12_500],
    ]);
    expect(data.invited[0]).toMatchObject({ state: 'invited', nextStep: offerNextSteps.invited, deadline: data.invited[0].respondBy });
    expect(data.skipped).toEqual([
      { contactPlatformId: invited, reason: campaignAdminMessages.alreadyInvited },
      { contactPlatformId: instagram, reason: campaignAdminMessages.wrongPlatform('Instagram', 'TikTok') },
      { contactPlatformId: pending, reason: campaignAdminMessages.creatorNotApproved },
      { contactPlatformId: gone, reason: campaignAdminMessages.creatorDeactivated },
      { contactPlatformId: 99_999_999, reason: campaignAdminMessages.handleNotFound },
    ]);
    const rateForOther = await call('POST', `/orgapi/campaigns/${c.id}/invite`, { contactPlatformIds: [fresh], handleRates: [{ contactPlatformId: ownRate, rateCents: 1 }] });
    expect(rateForOther.statusCode).toBe(400);
    expect(rateForOther.json().messages).toEqual([campaignAdminMessages.handleRateNotInvited]);
    const got = (await call('GET', `/orgapi/campaigns/${c.id}`)).json().results.data;
    expect(got.spend.committedCents).toBe(10_000 + 10_000 + 12_500);
    expect(got.offers).toEqual({ invited: 3 });
  });

  it('refuses an invite, a counter offer or a budget that would pass the budget, in words', async () => {
    const c = await orgCampaign(t.db, org, { rateCents: 10_000, budgetCents: 30_000 });
    const handles = [await handleOf(), await handleOf(), await handleOf(), await handleOf()];
    const over = await call('POST', `/orgapi/campaigns/${c.id}/invite`, { contactPlatformIds: handles });
    expect(over.statusCode).toBe(409);
    expect(over.json().messages).toEqual([campaignAdminMessages.overBudget(30_000)]);
    expect(over.json().messages[0]).toBe("This invite would pass the campaign's budget: $300.00 left.");
    expect(await t.db.select().from(offers).where(eq(offers.campaignId, c.id))).toEqual([]);

    expect((await call('POST', `/orgapi/campaigns/${c.id}/invite`, { contactPlatformIds: handles.slice(0, 2) })).statusCode).toBe(200);
    const lower = await call('PATCH', `/orgapi/campaigns/${c.id}`, { budgetCents: 15_000 });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().messages).toEqual([campaignAdminMessages.budgetBelowCommitted(20_000)]);

    // $250 committed: a counter offer may raise its offer by the $50 left, not more.
    const countered = await orgOffer(t.db, org, 'countered', { campaignId: c.id, rateCents: 5_000, counterOfferCents: 16_000 });
    const raise = await call('POST', `/orgapi/offers/${countered.id}/accept-counter`);
    expect(raise.statusCode).toBe(409);
    expect(raise.json().messages).toEqual([campaignAdminMessages.counterOverBudget(5_000)]);
    await t.db.update(offers).set({ counterOfferCents: 10_000 }).where(eq(offers.id, countered.id));
    const accepted = await call('POST', `/orgapi/offers/${countered.id}/accept-counter`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().results.data).toMatchObject({ rateCents: 10_000, state: 'draft', nextStep: offerNextSteps.draft });
    expect((await call('GET', `/orgapi/campaigns/${c.id}`)).json().results.data.spend.committedCents).toBe(30_000);
  });

  it('shows an offer with its log, oldest first, and what the organiser must do next; lists by handle text', async () => {
    const c = await orgCampaign(t.db, org);
    const creator = await makeContact(t.db, { login: false });
    const handle = await makeHandle(t.db, creator.id);
    await t.db.update(contactPlatforms).set({ handle: `glow_100%_${handle.id}` }).where(eq(contactPlatforms.id, handle.id));
    const id = await stepOffer(t.db, { campaignId: c.id, contactId: creator.id, contactPlatformId: handle.id }, ['accept', { action: 'submitDraft', changes: { draftUrl: 'https://example.test/draft.mp4' } }]);
    const detail = (await call('GET', `/orgapi/offers/${id}`)).json().results.data;
    expect(detail).toMatchObject({ state: 'review', nextStep: 'Review the draft', deadline: null, draftFileId: null, resultsFileId: null });
    expect(detail.events.map((e: { action: string; by: string; fromState: string | null; toState: string }) => [e.action, e.by, e.fromState, e.toState])).toEqual([
      ['invite', 'organiser', null, 'invited'],
      ['accept', 'creator', 'invited', 'draft'],
      ['submitDraft', 'creator', 'draft', 'review'],
    ]);
    const found = (await call('GET', `/orgapi/offers?q=${encodeURIComponent(`100%_${handle.id}`)}`)).json().results.data;
    expect(found.rows.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(found.rows[0].nextStep).toBe('Review the draft');
    // The pattern's characters are text: '%' matches a '%', never anything.
    expect((await call('GET', `/orgapi/offers?q=${encodeURIComponent('glow_1%0')}`)).json().results.data.total).toBe(0);
    expect((await call('GET', `/orgapi/offers?q=GLOW&campaignId=${c.id}&state=review`)).json().results.data.total).toBe(1);
  });

  it('opens an offer’s draft, contract and results, and the campaign’s contract, with their types; another’s or a missing one is not found', async () => {
    const { offerId, campaignId } = await offerWithFiles(t.config, t.db, org);
    for (const [kind, type] of [
      ['draft', 'application/pdf'],
      ['contract', 'application/pdf'],
      ['results', 'image/png'],
    ] as const) {
      const res = await call('GET', `/orgapi/offers/${offerId}/files/${kind}`);
      expect(res.statusCode, kind).toBe(200);
      expect(res.headers['content-type']).toContain(type);
    }
    expect((await call('GET', `/orgapi/campaigns/${campaignId}/contract-file`)).statusCode).toBe(200);
    const bare = await orgOffer(t.db, org, 'review');
    expect((await call('GET', `/orgapi/offers/${bare.id}/files/draft`)).statusCode).toBe(404);
    expect((await call('GET', `/orgapi/campaigns/${bare.campaignId}/contract-file`)).statusCode).toBe(404);
    expect((await call('GET', `/orgapi/offers/${offerId}/files/screenshot`)).statusCode).toBe(400);
    const other = await offerWithFiles(t.config, t.db, await makeOrganisation(t.db));
    for (const kind of ['draft', 'contract', 'results']) expect((await call('GET', `/orgapi/offers/${other.offerId}/files/${kind}`)).statusCode).toBe(404);
    expect((await call('GET', `/orgapi/campaigns/${other.campaignId}/contract-file`)).statusCode).toBe(404);
  });

  it('sums what it owes per campaign and creator, reminds a creator without a payment email once a day, and batches only what it can pay', async () => {
    const own = await makeOrganisation(t.db);
    const ownOwner = auth(await loginAs(t.app, (await makeMember(t.db, own, 'owner')).email));
    const c = await orgCampaign(t.db, own, { title: 'Summer' });
    const payable = await orgPendingPayment(t.db, own, { campaignId: c.id });
    const unpaid = await orgPendingPayment(t.db, own, { campaignId: c.id, confirmed: false });
    await orgOffer(t.db, own, 'review', { campaignId: c.id });
    const summary = (await call('GET', '/orgapi/campaign-payments/summary', undefined, ownOwner)).json().results.data;
    expect(summary.campaigns).toEqual([{ campaignId: c.id, title: 'Summer', potentialCents: 15_000, toBePaidCents: 30_000, paidCents: 0 }]);
    expect(summary.creators.map((x: { contactId: number; toBePaidCents: number; missingPaymentEmail: boolean; handles: string[] }) => [x.contactId, x.toBePaidCents, x.missingPaymentEmail, x.handles.length]).sort()).toEqual(
      [
        [payable.contactId, 15_000, false, 1],
        [unpaid.contactId, 15_000, true, 1],
      ].sort(),
    );

    const remind = (id: number) => call('POST', `/orgapi/campaign-payments/${id}/remind`, undefined, ownOwner);
    const both = await Promise.all([remind(unpaid.paymentId), remind(unpaid.paymentId)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().messages).toEqual([campaignAdminMessages.reminderRecent]);
    const to = both.find((r) => r.statusCode === 200)!.json().results.message.match(/emailed (\S+) a reminder/)[1];
    await mailServiceOf(t.db).drain();
    const mail = await smtp.nextMail(to);
    expect(mail.subject).toContain('Summer');
    expect(mail.text).toContain('$150');
    expect(mail.text).toContain('https://portal.chorus.test/account/vendor');
    expect((await remind(payable.paymentId)).json().messages).toEqual([campaignAdminMessages.reminderNotNeeded]);
    expect((await call('POST', `/orgapi/campaign-payments/${unpaid.paymentId}/remind`)).statusCode).toBe(404);

    const batch = await call('POST', '/orgapi/payouts', {}, ownOwner);
    expect(batch.statusCode).toBe(201);
    expect(batch.json().results.data.items.map((i: { type: string; id: number }) => [i.type, i.id])).toEqual([['campaign', payable.paymentId]]);
    const owed = (await call('GET', '/orgapi/payouts/owed', undefined, ownOwner)).json().results.data;
    expect(owed.missingPaymentEmail.flatMap((g: { payments: { id: number }[] }) => g.payments.map((p) => p.id))).toEqual([unpaid.paymentId]);
  });
});
