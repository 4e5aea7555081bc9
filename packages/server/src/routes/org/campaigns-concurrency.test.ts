import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignAdminMessages } from '@chorus/core';
import { offerEvents, offers } from '../../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { makeHandle } from '../../testing/campaign-factories.ts';
import { checkOfferCounts } from '../../testing/consistency.ts';
import { auth, loginAs, makeContact } from '../../testing/factories.ts';
import { orgCampaign } from '../../testing/org-campaign-fixtures.ts';
import { makeMember, makeOrganisation, type MadeOrganisation } from '../../testing/org-fixtures.ts';

// The budget and the one-offer-per-handle rule under 50 parallel invites (issue 22): invites to a campaign take its
// row FOR UPDATE, so they run one at a time and each decides on what the ones before it committed.
describe.each(dbKinds)('50 parallel invites on %s', (kind) => {
  let t: TestApp;
  let org: MadeOrganisation;
  let editor: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    org = await makeOrganisation(t.db);
    editor = auth(await loginAs(t.app, (await makeMember(t.db, org, 'editor')).email));
  });
  afterAll(() => t.close());

  const handles = async (n: number) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await makeHandle(t.db, (await makeContact(t.db, { login: false })).id)).id);
    return out;
  };
  const invite = (campaignId: number, contactPlatformIds: number[]) =>
    t.app.inject({ method: 'POST', url: `/orgapi/campaigns/${campaignId}/invite`, headers: editor, payload: { contactPlatformIds } });
  const offersOf = (campaignId: number) => t.db.select().from(offers).where(eq(offers.campaignId, campaignId));

  it('never passes the budget: of 50 invites of one handle each, exactly those that fit are made', async () => {
    const c = await orgCampaign(t.db, org, { rateCents: 10_000, budgetCents: 120_000 });
    const ids = await handles(50);
    const answers = await Promise.all(ids.map((id) => invite(c.id, [id])));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(12);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(38);
    for (const r of refused) expect(r.json().messages).toEqual([campaignAdminMessages.overBudget(0)]);
    const made = await offersOf(c.id);
    expect(made).toHaveLength(12);
    expect(made.reduce((sum, o) => sum + o.rateCents, 0)).toBe(120_000);
    expect(await checkOfferCounts(t.db)).toEqual([]);
  });

  it('makes one offer per handle when 50 calls invite overlapping lists of the same handles, within the budget', async () => {
    const c = await orgCampaign(t.db, org, { rateCents: 10_000, budgetCents: 150_000 });
    const ids = await handles(20);
    // Each call names 3 of the 20 handles (overlapping), and every tenth call all of the first 5.
    const lists = Array.from({ length: 50 }, (_, i) => (i % 10 === 0 ? ids.slice(0, 5) : [ids[i % 20]!, ids[(i * 7) % 20]!, ids[(i * 13 + 3) % 20]!]));
    const answers = await Promise.all(lists.map((list) => invite(c.id, list)));
    for (const r of answers) expect([200, 409]).toContain(r.statusCode);
    const made = await offersOf(c.id);
    expect(new Set(made.map((o) => o.contactPlatformId)).size).toBe(made.length);
    expect(made.reduce((sum, o) => sum + o.rateCents, 0)).toBeLessThanOrEqual(150_000);
    // What the answers say they invited is exactly what was made, once each.
    const invited = answers.filter((r) => r.statusCode === 200).flatMap((r) => r.json().results.data.invited.map((o: { id: number }) => o.id));
    expect(invited.sort((a: number, b: number) => a - b)).toEqual(made.map((o) => o.id).sort((a, b) => a - b));
    // One invitation event per offer.
    const [events] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(offerEvents)
      .innerJoin(offers, eq(offers.id, offerEvents.offerId))
      .where(eq(offers.campaignId, c.id));
    expect(events!.n).toBe(made.length);
    expect(await checkOfferCounts(t.db)).toEqual([]);
  });

  it('invites the same handle from 50 calls at once: one offer, 49 told it is already invited', async () => {
    const c = await orgCampaign(t.db, org, { rateCents: 10_000 });
    const [id] = await handles(1);
    const answers = await Promise.all(Array.from({ length: 50 }, () => invite(c.id, [id!])));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const skipped = answers.flatMap((r) => r.json().results.data.skipped);
    expect(skipped).toHaveLength(49);
    expect(new Set(skipped.map((s: { reason: string }) => s.reason))).toEqual(new Set([campaignAdminMessages.alreadyInvited]));
    expect(await offersOf(c.id)).toHaveLength(1);
  });
});
