import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECT_BONUS_CENTS, directBonusPayBy } from '@chorus/core';
import { competitions, contestPayments, notifications, paymentEmails, posts } from '../../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { checkConsistency } from '../../testing/consistency.ts';
import { auth, loginAs, makeContact, makeContest } from '../../testing/factories.ts';

// contests.md §9: approved entries in 3 direct contests of a category pay a guaranteed $100, once per creator.
describe.each(dbKinds)('the direct bonus on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await loginAs(t.app, (await makeContact(t.db, { contactType: 'admin' })).email);
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth(token), ...(payload && { payload }) });

  /** One in-review entry by `who` in each contest, straight in the database (as a submission leaves it). */
  const entriesIn = async (contestIds: number[], who: { id: number | null; email: string }, creator = 'bonus.maker') => {
    const rows = await t.db
      .insert(posts)
      .values(contestIds.map((contestId, i) => ({ contestId, contactId: who.id, email: who.email, creator, platform: 'tiktok', link: `https://www.tiktok.com/@${creator}/video/${contestId}${i}` })))
      .returning({ id: posts.id });
    for (const contestId of contestIds)
      await t.db.update(competitions).set({ entriesCount: sql`${competitions.entriesCount} + 1` }).where(eq(competitions.id, contestId));
    return rows.map((r) => r.id);
  };
  const approve = (ids: number[]) => call(admin, 'POST', '/adminapi/entries/approve', { ids });
  const bonusesOf = (contactId: number) => t.db.select().from(contestPayments).where(eq(contestPayments.contactId, contactId));
  const directContests = async (n: number, category: string | undefined) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await makeContest(t.db, { kind: 'direct', ...(category && { category }) })).id);
    return out;
  };

  it('pays $100 once when the third direct contest of a category approves an entry, shown to the creator and the organiser', async () => {
    const me = await makeContact(t.db);
    const token = await loginAs(t.app, me.email);
    const [a, b, c, d] = await directContests(4, 'stagecoach');
    const elsewhere = (await directContests(1, 'rodeo'))[0]!;
    const standard = (await makeContest(t.db, { category: 'stagecoach' })).id;
    const [ea, ea2, eb, ec, ed, eElse, eStd] = await entriesIn([a!, a!, b!, c!, d!, elsewhere, standard], { id: me.id, email: me.email });
    // Two entries in one contest, one in another category and one in a standard contest: still two contests.
    expect((await approve([ea!, ea2!, eb!, eElse!, eStd!])).statusCode).toBe(200);
    expect(await bonusesOf(me.id)).toEqual([]);
    // A rejected entry does not count.
    await call(admin, 'POST', '/adminapi/entries/reject', { ids: [ec!] });
    expect(await bonusesOf(me.id)).toEqual([]);

    expect((await approve([ec!])).statusCode).toBe(200);
    const [bonus, ...more] = await bonusesOf(me.id);
    expect(more).toEqual([]);
    expect(bonus).toMatchObject({ contestId: c, place: 0, bonusCategory: 'stagecoach', grossCents: DIRECT_BONUS_CENTS, amountCents: DIRECT_BONUS_CENTS, status: 'To Be Paid' });
    // A fourth contest pays nothing more.
    await approve([ed!]);
    expect(await bonusesOf(me.id)).toHaveLength(1);

    // Paid by April 30th (contests.md §9): the date follows from when it was earned, and is told to the creator.
    const payBy = directBonusPayBy(bonus!.createdAt);
    const mine = (await call(token, 'GET', '/creatorapi/contest-payments')).json().results.data;
    expect(mine).toEqual([
      expect.objectContaining({ id: bonus!.id, CompetitionID: c, Amount: DIRECT_BONUS_CENTS, PlaceLabel: 'Direct bonus', Status: 'To Be Paid', PayBy: payBy, PaidAt: null }),
    ]);
    const owed = (await call(admin, 'GET', `/adminapi/contest-payments?contestId=${c}`)).json().results.data.rows;
    expect(owed).toEqual([expect.objectContaining({ id: bonus!.id, place: 0, placeLabel: 'Direct bonus', amountCents: DIRECT_BONUS_CENTS, missingPaymentEmail: true })]);
    const byCreator = (await call(admin, 'GET', '/adminapi/payouts/owed')).json().results.data.missingPaymentEmail;
    expect(byCreator.find((g: { contactId: number }) => g.contactId === me.id).payments).toEqual([
      expect.objectContaining({ type: 'contest', id: bonus!.id, payBy, overdue: false }),
    ]);
    const timeline = (await call(token, 'GET', `/creatorapi/payments/${bonus!.id}/timeline?type=contest`)).json().results.data;
    expect(timeline).toMatchObject({ expectedPayDate: payBy, dueRule: 'directBonus', events: [expect.objectContaining({ key: 'bonus', label: 'Direct bonus earned' })] });
    const told = (await t.db.select().from(notifications).where(eq(notifications.contactId, me.id))).find((n) => n.subject.includes('direct bonus'));
    expect(told).toMatchObject({ subject: 'You earned the $100.00 direct bonus' });
    expect(told!.message).toContain('href="/account/vendor"');

    // Paid only to a confirmed payment email, like a prize.
    expect((await call(admin, 'POST', `/adminapi/contest-payments/${bonus!.id}/paid`)).statusCode).toBe(409);
    await t.db.insert(paymentEmails).values({ contactId: me.id, email: 'bonus.pay@x.test', status: 'Confirmed', confirmedAt: new Date() });
    const paid = await call(admin, 'POST', `/adminapi/contest-payments/${bonus!.id}/paid`);
    expect(paid.json().results.data).toMatchObject({ Status: 'Paid', PaymentEmail: 'bonus.pay@x.test' });
    const [row] = (await call(token, 'GET', '/creatorapi/contest-payments')).json().results.data;
    expect(row).toMatchObject({ Status: 'Paid', PayBy: payBy, PaidAt: expect.any(String) });
    const after = (await call(token, 'GET', `/creatorapi/payments/${bonus!.id}/timeline?type=contest`)).json().results.data;
    expect(after.expectedPayDate).toBeNull();
    expect(after.events.at(-1)).toEqual({ key: 'paid', label: 'Paid', at: row.PaidAt, detail: 'To bonus.pay@x.test, outside a payout batch' });

    // Ending the contest pays its prizes beside the bonus (not instead of place 1); reopening voids prizes only.
    const ended = (await call(admin, 'POST', `/adminapi/contests/${c}/end`)).json().results.data.payments;
    expect(ended).toHaveLength(1);
    expect(ended[0].id).not.toBe(bonus!.id);
    expect((await call(admin, 'POST', `/adminapi/contests/${c}/reopen`, {})).statusCode).toBe(200);
    expect(await bonusesOf(me.id)).toEqual([expect.objectContaining({ id: bonus!.id, status: 'Paid' })]);
    const entries = (await call(token, 'GET', '/creatorapi/contest-entries')).json().results;
    expect(JSON.stringify(entries)).not.toContain('Direct bonus');
  });

  it('shows the organiser a bonus past its pay-by date as overdue, first in the owed list', async () => {
    const me = await makeContact(t.db);
    await approve(await entriesIn(await directContests(3, 'late'), { id: me.id, email: me.email }));
    const [bonus] = await bonusesOf(me.id);
    // Earned in an April long gone: its April 30th has passed.
    await t.db.update(contestPayments).set({ createdAt: new Date('2020-04-02T15:00:00Z') }).where(eq(contestPayments.id, bonus!.id));
    const owed = (await call(admin, 'GET', '/adminapi/payouts/owed')).json().results.data.missingPaymentEmail;
    expect(owed[0]).toMatchObject({ contactId: me.id, payments: [expect.objectContaining({ id: bonus!.id, payBy: '2020-05-01T04:59:59.999Z', overdue: true })] });
  });

  it('counts a category-less direct contest with others without one, and never anonymous entries', async () => {
    const me = await makeContact(t.db);
    const contests = await directContests(3, undefined);
    await approve(await entriesIn(contests.slice(0, 2), { id: me.id, email: me.email }));
    // An anonymous entry under the same email belongs to no account.
    await approve(await entriesIn([contests[2]!], { id: null, email: me.email }));
    expect(await bonusesOf(me.id)).toEqual([]);
    await approve(await entriesIn([contests[2]!], { id: me.id, email: me.email }, 'other.handle'));
    expect(await bonusesOf(me.id)).toEqual([expect.objectContaining({ bonusCategory: '', place: 0 })]);
  });

  it('pays once when 50 approvals across 50 direct contests arrive at once', async () => {
    const me = await makeContact(t.db);
    const other = await makeContact(t.db);
    const contests = await directContests(50, 'race');
    const mine = await entriesIn(contests, { id: me.id, email: me.email });
    const theirs = await entriesIn(contests.slice(0, 3), { id: other.id, email: other.email }, 'other.racer');
    const res = await Promise.all([...mine.map((id) => approve([id])), approve(theirs)]);
    expect(res.map((r) => r.statusCode)).toEqual(Array(51).fill(200));
    expect(await bonusesOf(me.id)).toHaveLength(1);
    expect(await bonusesOf(other.id)).toHaveLength(1);
    for (const id of contests.slice(0, 5)) expect(await checkConsistency(t.db, id)).toEqual([]);
  });
});
