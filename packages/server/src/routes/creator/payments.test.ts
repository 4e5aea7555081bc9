import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENTS_PAGE_SIZE } from '@chorus/core';
import { campaignPayments, contestPayments } from '../../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { confirmPaymentEmail, makeCampaign, makeHandle, makeOffer } from '../../testing/campaign-admin-factories.ts';
import { auth, loginAs, makeContact, makeContest } from '../../testing/factories.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(dbKinds)('creator payments on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PAYMENT_TERMS_DAYS: '14' });
  });
  afterAll(() => t.close());

  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
  const campaignPayment = async (contactId: number, steps: Parameters<typeof makeOffer>[2], at?: Date) => {
    const c = await makeCampaign(t.db, { title: `Paid work ${Math.random().toString(36).slice(2, 6)}`, rateCents: 12_345, draftRequired: false });
    const h = await makeHandle(t.db, contactId);
    const offerId = await makeOffer(t.db, { campaignId: c.id, contactId, contactPlatformId: h.id, rateCents: 12_345, invitedAt: at }, steps);
    const [p] = await t.db.select().from(campaignPayments).where(eq(campaignPayments.offerId, offerId));
    return { payment: p!, campaign: c, handle: h, offerId };
  };
  const posted = (at?: Date) => [
    { action: 'accept' as const, at },
    { action: 'submitPostUrl' as const, changes: { postUrl: 'https://www.tiktok.com/@x/video/1' }, at },
  ];

  it('lists the acting creator’s campaign payments by status and page, in cents, with the detail fields', async () => {
    const a = await makeContact(t.db);
    const b = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    const potential = await campaignPayment(a.id, posted());
    const pending = await campaignPayment(a.id, [...posted(), 'complete']);
    await campaignPayment(b.id, [...posted(), 'complete']);

    const all = (await get(token, '/creatorapi/payments')).json();
    expect(all.PageInformation).toEqual({ TotalPages: 1, Page: 1, TotalRows: 2 });
    const rows = all.results.data.Row_Payments;
    expect(rows.map((r: { id: number }) => r.id).sort()).toEqual([potential.payment.id, pending.payment.id].sort());

    const tbp = (await get(token, '/creatorapi/payments?payment_status=Pending')).json().results.data.Row_Payments;
    expect(tbp).toHaveLength(1);
    expect(tbp[0]).toMatchObject({
      id: pending.payment.id,
      PostID: pending.offerId,
      CampaignTitle: pending.campaign.title,
      Amount: 12_345,
      PaymentStatus: 'Pending',
      PaymentStatusLabel: 'To Be Paid',
      Handle: pending.handle.handle,
      Platform: 'TikTok',
    });
    expect(tbp[0].Row_PaymentDetails).toEqual(expect.arrayContaining([{ FieldName: 'Payment Status', FieldValue: 'To Be Paid' }, { FieldName: 'Handle', FieldValue: pending.handle.handle }]));
    expect((await get(token, '/creatorapi/payments?payment_status=Paid')).json().results.data.Row_Payments).toEqual([]);
    expect((await get(token, '/creatorapi/payments?payment_status=Nope')).statusCode).toBe(400);
    expect((await get(token, '/creatorapi/payments?page=0')).statusCode).toBe(400);
  });

  it('pages by PAYMENTS_PAGE_SIZE', async () => {
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    for (let i = 0; i < PAYMENTS_PAGE_SIZE + 1; i++) await campaignPayment(a.id, posted());
    const first = (await get(token, '/creatorapi/payments?payment_status=Potential')).json();
    expect(first.PageInformation).toEqual({ TotalPages: 2, Page: 1, TotalRows: PAYMENTS_PAGE_SIZE + 1 });
    expect(first.results.data.Row_Payments).toHaveLength(PAYMENTS_PAGE_SIZE);
    const second = (await get(token, '/creatorapi/payments?payment_status=Potential&page=2')).json();
    expect(second.results.data.Row_Payments).toHaveLength(1);
    const ids = new Set([...first.results.data.Row_Payments, ...second.results.data.Row_Payments].map((r: { id: number }) => r.id));
    expect(ids.size).toBe(PAYMENTS_PAGE_SIZE + 1);
  });

  it('gives a campaign payment’s timeline from its events, with the expected pay date under the terms', async () => {
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    const at = new Date('2026-03-02T15:00:00Z');
    const { payment } = await campaignPayment(a.id, [...posted(at), { action: 'complete', at: new Date('2026-03-05T10:00:00Z') }], new Date('2026-03-01T12:00:00Z'));
    const res = await get(token, `/creatorapi/payments/${payment.id}/timeline`);
    expect(res.statusCode).toBe(200);
    const data = res.json().results.data;
    expect(data.events.map((e: { label: string }) => e.label)).toEqual(['Offer accepted', 'Post submitted', 'Approved for payment']);
    expect(data.events[2].at).toBe('2026-03-05T10:00:00.000Z');
    expect(data).toMatchObject({ type: 'campaign', amountCents: 12_345, status: 'To Be Paid', paymentTermsDays: 14, expectedPayDate: new Date(Date.parse('2026-03-05T10:00:00Z') + 14 * DAY).toISOString() });

    const potential = await campaignPayment(a.id, posted());
    expect((await get(token, `/creatorapi/payments/${potential.payment.id}/timeline`)).json().results.data.expectedPayDate).toBeNull();
  });

  it('gives a contest prize’s timeline: ended, place, fee', async () => {
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    const contest = await makeContest(t.db, { name: 'Timeline Contest' });
    const [p] = await t.db
      .insert(contestPayments)
      .values({ contestId: contest.id, place: 1, contactId: a.id, contactEmail: a.email, grossCents: 10_000, amountCents: 9_250 })
      .returning();
    const data = (await get(token, `/creatorapi/payments/${p!.id}/timeline?type=contest`)).json().results.data;
    expect(data.events.map((e: { key: string }) => e.key)).toEqual(['ended', 'won', 'fee']);
    expect(data.events[1].label).toBe('Won 1st Place');
    expect(data.events[2].detail).toContain('$7.50');
    expect(data.expectedPayDate).not.toBeNull();
  });

  it('never shows another creator’s payment or timeline', async () => {
    const a = await makeContact(t.db);
    const b = await makeContact(t.db);
    await confirmPaymentEmail(t.db, b.id, `pay.${b.email}`);
    const { payment } = await campaignPayment(b.id, [...posted(), 'complete']);
    const tokenA = await loginAs(t.app, a.email);
    expect((await get(tokenA, `/creatorapi/payments/${payment.id}/timeline`)).statusCode).toBe(404);
    expect((await get(tokenA, '/creatorapi/payments')).json().results.data.Row_Payments).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/creatorapi/payments' })).statusCode).toBe(401);
  });
});
