import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestOverviewResponse } from '@chorus/core';
import { contestPayments, posts } from '../../db/schema.ts';
import { endContest } from '../../repositories/contest-payments.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { approvedEntries, auth, loginAs, makeContact } from '../../testing/factories.ts';
import { entryIn, makeMember, makeOrganisation, orgContest } from '../../testing/org-fixtures.ts';

// The studio's Overview (issue 21) on crafted data: entries on several UTC days (one near midnight, a day without
// any, a deleted one), each status, metrics, and an ended contest with one prize paid and one owed.

describe.each(dbKinds)('contest overview on %s', (kind) => {
  let t: TestApp;
  let viewer: string;
  let staff: string;
  let contestId: number;
  let emptyId: number;
  let owedCents: number;
  let paidCents: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const org = await makeOrganisation(t.db);
    viewer = await loginAs(t.app, (await makeMember(t.db, org, 'viewer')).email);
    staff = await loginAs(t.app, (await makeContact(t.db, { contactType: 'admin' })).email);
    contestId = (await orgContest(t.db, org, { prizes: ['1st Place $100', '2nd Place $50'] })).id;
    emptyId = (await orgContest(t.db, org)).id;
    const [alice, bob, carol] = await approvedEntries(t.db, contestId, [
      { creator: 'alice', likes: 50, views: 1000 },
      { creator: 'bob', likes: 80, views: 500 },
      { creator: 'carol', platform: 'instagram', likes: 5, views: 10 },
    ]);
    const [pending, rejected, deleted] = [await entryIn(t.db, contestId), await entryIn(t.db, contestId), await entryIn(t.db, contestId)];
    await t.db.update(posts).set({ status: 'rejected' }).where(eq(posts.id, rejected));
    await t.db.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, deleted));
    const at: [number, string][] = [
      [alice!, '2026-03-01T23:30:00Z'],
      [bob!, '2026-03-01T00:10:00Z'],
      [carol!, '2026-03-03T00:00:00Z'],
      [pending, '2026-03-03T22:00:00Z'],
      [rejected, '2026-03-04T12:00:00Z'],
      [deleted, '2026-03-06T12:00:00Z'],
    ];
    for (const [id, when] of at) await t.db.update(posts).set({ createdAt: new Date(when) }).where(eq(posts.id, id));
    // Approvals count on the day they were made: alice's and bob's on the day they came in, carol's two days later;
    // an entry approved before the moment was kept (approved_at null) counts on its entry's day.
    await t.db.update(posts).set({ approvedAt: new Date('2026-03-01T23:45:00Z') }).where(inArray(posts.id, [alice!, bob!]));
    await t.db.update(posts).set({ approvedAt: null }).where(eq(posts.id, bob!));
    await t.db.update(posts).set({ approvedAt: new Date('2026-03-05T09:00:00Z') }).where(eq(posts.id, carol!));
    await endContest(t.db, contestId);
    const payments = await t.db.select().from(contestPayments).where(eq(contestPayments.contestId, contestId)).orderBy(contestPayments.place);
    expect(payments.map((p) => p.creator)).toEqual(['bob', 'alice']);
    await t.db.update(contestPayments).set({ status: 'Paid', paidAt: new Date() }).where(inArray(contestPayments.id, [payments[0]!.id]));
    paidCents = payments[0]!.amountCents;
    owedCents = payments[1]!.amountCents;
  });
  afterAll(() => t?.close());

  const overview = async (id: number, token = viewer, prefix = '/orgapi') => {
    const res = await t.app.inject({ method: 'GET', url: `${prefix}/contests/${id}/overview`, headers: auth(token) });
    expect(res.statusCode, res.body).toBe(200);
    return contestOverviewResponse.parse(res.json()).results.data;
  };

  it('counts entries per UTC day they came in and approvals per day they were made, every day from the first to the last, and the totals', async () => {
    const o = await overview(contestId);
    expect(o.days).toEqual([
      { day: '2026-03-01', entries: 2, approved: 2 },
      { day: '2026-03-02', entries: 0, approved: 0 },
      { day: '2026-03-03', entries: 2, approved: 0 },
      { day: '2026-03-04', entries: 1, approved: 0 },
      { day: '2026-03-05', entries: 0, approved: 1 },
    ]);
    // The deleted entry counts nowhere; views and likes are the approved entries'.
    expect(o.totals).toEqual({ entries: 5, approved: 3, rejected: 1, pending: 1, views: 1510, likes: 135 });
  });

  it('counts an approval on the day the editor made it, and no longer once the entry is rejected', async () => {
    const org = await makeOrganisation(t.db);
    const editor = auth(await loginAs(t.app, (await makeMember(t.db, org, 'editor')).email));
    const id = (await orgContest(t.db, org)).id;
    const entry = await entryIn(t.db, id);
    await t.db.update(posts).set({ createdAt: new Date('2026-03-01T12:00:00Z') }).where(eq(posts.id, entry));
    const moderate = (action: 'approve' | 'reject') => t.app.inject({ method: 'POST', url: `/orgapi/entries/${action}`, headers: editor, payload: { ids: [entry] } });
    const before = new Date().toISOString().slice(0, 10);
    expect((await moderate('approve')).statusCode).toBe(200);
    const after = new Date().toISOString().slice(0, 10);
    const days = (await overview(id, editor['x-api-key'])).days;
    expect(days[0]).toEqual({ day: '2026-03-01', entries: 1, approved: 0 });
    // Today, in UTC (the approval may straddle midnight).
    expect([before, after]).toContain(days.at(-1)!.day);
    expect(days.at(-1)!.approved).toBe(1);
    expect((await moderate('reject')).statusCode).toBe(200);
    expect((await overview(id, editor['x-api-key'])).days).toEqual([{ day: '2026-03-01', entries: 1, approved: 0 }]);
  });

  it("ranks the top creators by the contest's metric and sums the prize money owed and paid", async () => {
    const o = await overview(contestId);
    expect(o.rankedBy).toBe('likes');
    expect(o.topCreators).toEqual([
      { creator: 'bob', platform: 'tiktok', value: 80, views: 500, likes: 80 },
      { creator: 'alice', platform: 'tiktok', value: 50, views: 1000, likes: 50 },
      { creator: 'carol', platform: 'instagram', value: 5, views: 10, likes: 5 },
    ]);
    // $100 and $50 less Chorus's fee: what the payments list shows, in cents.
    expect(paidCents).toBeGreaterThan(owedCents);
    expect(o.money).toEqual({ owedCents, owedCount: 1, paidCents, paidCount: 1 });
  });

  it('answers a contest without entries with zeros, and staff read any contest under /adminapi', async () => {
    expect(await overview(emptyId)).toEqual({
      contestId: emptyId,
      days: [],
      totals: { entries: 0, approved: 0, rejected: 0, pending: 0, views: 0, likes: 0 },
      rankedBy: 'likes',
      topCreators: [],
      money: { owedCents: 0, owedCount: 0, paidCents: 0, paidCount: 0 },
    });
    expect((await overview(contestId, staff, '/adminapi')).totals.entries).toBe(5);
  });

  it('ranks a views contest by views, and a deleted contest is not found', async () => {
    await t.db.execute(sql`update competitions set metric = 'views', competition_type = 'Views' where id = ${emptyId}`);
    await approvedEntries(t.db, emptyId, [
      { creator: 'dana', likes: 900, views: 10 },
      { creator: 'eli', likes: 1, views: 20 },
    ]);
    const o = await overview(emptyId);
    expect(o.rankedBy).toBe('views');
    expect(o.topCreators.map((c) => [c.creator, c.value])).toEqual([
      ['eli', 20],
      ['dana', 10],
    ]);
    await t.db.execute(sql`update competitions set deleted_at = now() where id = ${emptyId}`);
    const res = await t.app.inject({ method: 'GET', url: `/orgapi/contests/${emptyId}/overview`, headers: auth(viewer) });
    expect(res.statusCode).toBe(404);
  });
});
