import { eq } from 'drizzle-orm';
import { homeMessages } from '@chorus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignPayments, contestPayments } from '../../db/schema.ts';
import { earningsOf } from '../../repositories/home.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { makeCampaign, makeHandle, makeOffer } from '../../testing/campaign-admin-factories.ts';
import { auth, loginAs, makeContact, makeContest } from '../../testing/factories.ts';

const DAY = 24 * 60 * 60 * 1000;
const done = ['accept', { action: 'submitPostUrl', changes: { postUrl: 'https://www.tiktok.com/@x/video/1' } }, 'complete'] as const;

// The Earn page's figures (issue 24): what each sums, and "this month" in the viewer's zone.
describe.each(dbKinds)('home earnings figures on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });

  it('sums paid, to be paid (verified, not paid), possible (accepted open offers) and paid this month', async () => {
    const a = await makeContact(t.db);
    const other = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    const h = await makeHandle(t.db, a.id);
    const offer = async (rateCents: number, steps: readonly unknown[]) => {
      const c = await makeCampaign(t.db, { rateCents, draftRequired: false });
      return makeOffer(t.db, { campaignId: c.id, contactId: a.id, contactPlatformId: h.id, rateCents }, steps as never);
    };
    await offer(1_000, []); // an invite: no payment yet, counted nowhere
    await offer(2_050, ['accept']); // Potential
    await offer(40_000, ['accept']); // Potential
    await offer(12_345, done); // Pending (To Be Paid)
    const paidNow = await offer(100_000, done);
    const paidBefore = await offer(7_000, done);
    const now = new Date();
    await t.db.update(campaignPayments).set({ status: 'Paid', paidAt: now }).where(eq(campaignPayments.offerId, paidNow));
    await t.db
      .update(campaignPayments)
      .set({ status: 'Paid', paidAt: new Date(now.getTime() - 40 * DAY) })
      .where(eq(campaignPayments.offerId, paidBefore));
    const contest = await makeContest(t.db);
    await t.db.insert(contestPayments).values([
      { contestId: contest.id, place: 1, contactId: a.id, contactEmail: a.email, grossCents: 6_000, amountCents: 5_000, status: 'Paid', paidAt: now },
      { contestId: contest.id, place: 2, contactId: a.id, contactEmail: a.email, grossCents: 3_000, amountCents: 2_500, status: 'To Be Paid' },
      // Someone else's prize counts for no one else.
      { contestId: contest.id, place: 3, contactId: other.id, contactEmail: other.email, grossCents: 999_000, amountCents: 999_000, status: 'Paid', paidAt: now },
    ]);

    const res = await get(token, '/creatorapi/home?timeZone=America%2FNew_York');
    expect(res.statusCode).toBe(200);
    const r = res.json().results;
    expect(r.Earnings).toEqual({
      Paid: 100_000 + 7_000 + 5_000,
      ToBePaid: 12_345 + 2_500,
      Possible: 2_050 + 40_000,
      PaidThisMonth: 100_000 + 5_000,
      ContestsPaid: 5_000,
      ContestsToBePaid: 2_500,
      TimeZone: 'America/New_York',
    });
    // The spec's fields keep their meaning: paid, and everything not yet paid.
    expect(r.TotalEarnings).toBe(r.Earnings.Paid);
    expect(r.PossibleEarnings).toBe(2_050 + 40_000 + 12_345 + 2_500);
    // Without a zone, the month is UTC's.
    expect((await get(token, '/creatorapi/home')).json().results.Earnings.TimeZone).toBe('UTC');
  });

  it("counts a payment in the viewer's calendar month: 03:00 UTC on March 1 is still February in Chicago", async () => {
    const a = await makeContact(t.db);
    const h = await makeHandle(t.db, a.id);
    const c = await makeCampaign(t.db, { rateCents: 9_900, draftRequired: false });
    const id = await makeOffer(t.db, { campaignId: c.id, contactId: a.id, contactPlatformId: h.id, rateCents: 9_900 }, [...done] as never);
    await t.db.update(campaignPayments).set({ status: 'Paid', paidAt: new Date('2027-03-01T03:00:00Z') }).where(eq(campaignPayments.offerId, id));
    const who = { contactId: a.id, email: a.email };
    const month = async (zone: string, now: string) => (await earningsOf(t.db, who, zone, new Date(now))).Earnings.PaidThisMonth;
    expect(await month('UTC', '2027-03-10T12:00:00Z')).toBe(9_900);
    expect(await month('Asia/Tokyo', '2027-03-10T12:00:00Z')).toBe(9_900);
    // Chicago's March starts at 06:00 UTC: the payment was made on its February 28.
    expect(await month('America/Chicago', '2027-03-10T12:00:00Z')).toBe(0);
    expect(await month('America/Chicago', '2027-03-01T04:00:00Z')).toBe(9_900);
    expect(await month('UTC', '2027-04-01T00:00:00Z')).toBe(0);
  });

  it('refuses a time zone it does not know with 400 and the message', async () => {
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    const res = await get(token, '/creatorapi/home?timeZone=Mars%2FOlympus');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(homeMessages.timeZone);
  });
});
