import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestMessages,
  organiserMessages, MILESTONE_CAP } from '@chorus/core';
import { competitions, paymentEmails, posts } from '../../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { checkConsistency } from '../../testing/consistency.ts';
import { approvedEntries, auth, entrantHandle, loginAs, makeContact, makeContest } from '../../testing/factories.ts';

describe.each(dbKinds)('organiser endpoints on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let creator: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await loginAs(t.app, (await makeContact(t.db, { contactType: 'admin' })).email);
    creator = await loginAs(t.app, (await makeContact(t.db)).email);
  });
  afterAll(() => t.close());

  const call = (token: string | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload && { payload }) });

  it('refuses creators (403) and visitors (401) on every organiser endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/adminapi/contests'],
      ['POST', '/adminapi/contests'],
      ['PATCH', '/adminapi/contests/1'],
      ['POST', '/adminapi/entries/approve'],
      ['POST', '/adminapi/contests/1/metrics'],
      ['POST', '/adminapi/contests/1/end'],
      ['POST', '/adminapi/contests/1/reopen'],
      ['POST', '/adminapi/contests/1/awards'],
      ['GET', '/adminapi/contest-payments'],
      ['POST', '/adminapi/contest-payments/1/paid'],
    ] as const) {
      expect((await call(creator, method, url, {})).statusCode, url).toBe(403);
      expect((await call(null, method, url, {})).statusCode, url).toBe(401);
    }
  });

  it('runs a contest end to end: create, edit, moderate, record metrics, end with fee, mark paid', async () => {
    const created = await call(admin, 'POST', '/adminapi/contests', {
      name: 'Summer Hook',
      organizer: 'Blue Label',
      prizes: ['1st Place $200', '2nd-3rd Place $50'],
      platforms: ['TikTok', 'Instagram Reel'],
      endDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().results.data.id;
    const patched = await call(admin, 'PATCH', `/adminapi/contests/${id}`, { event: 'Live at the Ryman', takePct: 0.05 });
    expect(patched.json().results.data).toMatchObject({ event: 'Live at the Ryman', feePct: 5, prizeTotalCents: 300_00 });

    // Three creators enter through the creator API.
    const entrants = await Promise.all([1, 2, 3].map(async (n) => {
      const c = await makeContact(t.db);
      await entrantHandle(t.db, c.id, `c${n}`);
      return { ...c, token: await loginAs(t.app, c.email), n };
    }));
    for (const e of entrants) {
      const r = await call(e.token, 'POST', `/creatorapi/contests/${id}/entries`, { link: `https://tiktok.com/@c${e.n}/video/${e.n}`, creator: `c${e.n}` });
      expect(r.statusCode).toBe(201);
    }
    const pending = (await call(admin, 'GET', `/adminapi/contests/${id}/entries?status=in_review`)).json().results.data;
    expect(pending.total).toBe(3);
    const ids = pending.rows.map((r: { id: number }) => r.id);
    // Nothing on the leaderboard until approved.
    expect((await call(null, 'GET', `/publicapi/contests/${id}/leaderboard`)).json().results.data.total).toBe(0);
    expect((await call(admin, 'POST', '/adminapi/entries/approve', { ids })).json().results.data.updated).toBe(3);
    await call(admin, 'POST', `/adminapi/contests/${id}/metrics`, {
      metrics: [{ id: ids[0], likes: 10 }, { id: ids[1], likes: 500, views: 9000 }, { id: ids[2], likes: 70 }],
    });
    const board = (await call(null, 'GET', `/publicapi/contests/${id}/leaderboard`)).json().results.data.rows;
    expect(board.map((r: { creator: string }) => r.creator)).toEqual(['c2', 'c3', 'c1']);

    await call(admin, 'POST', '/adminapi/entries/reject', { ids: [ids[2]] });
    expect((await call(null, 'GET', `/publicapi/contests/${id}/leaderboard`)).json().results.data.rows.map((r: { creator: string }) => r.creator)).toEqual(['c2', 'c1']);

    const ended = (await call(admin, 'POST', `/adminapi/contests/${id}/end`)).json().results.data.payments;
    expect(ended.map((p: { Amount: number; ContactEmail: string }) => [p.ContactEmail, p.Amount])).toEqual([
      [entrants[1]!.email, 19_000],
      [entrants[0]!.email, 4_750],
    ]);
    // Ending again pays nobody twice.
    expect((await call(admin, 'POST', `/adminapi/contests/${id}/end`)).json().results.data.payments).toHaveLength(2);
    expect((await call(null, 'GET', '/publicapi/contests')).json().results.data.map((c: { id: number }) => c.id)).not.toContain(id);

    // Nobody to pay until the winner confirms a payment email; then that address is paid.
    const refused = await call(admin, 'POST', `/adminapi/contest-payments/${ended[0].id}/paid`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messages).toEqual([organiserMessages.noPaymentEmail]);
    await t.db.insert(paymentEmails).values({ contactId: entrants[1]!.id, email: 'c2.pay@x.test', status: 'Confirmed', confirmedAt: new Date() });
    const paid = await call(admin, 'POST', `/adminapi/contest-payments/${ended[0].id}/paid`);
    expect(paid.json().results.data).toMatchObject({ Status: 'Paid', PaymentEmail: 'c2.pay@x.test' });
    expect((await call(admin, 'POST', `/adminapi/contest-payments/${ended[0].id}/paid`)).statusCode).toBe(409);
    const mine = (await call(entrants[1]!.token, 'GET', '/creatorapi/contest-payments?status=Paid')).json().results.data;
    expect(mine).toEqual([expect.objectContaining({ Amount: 19_000, Status: 'Paid', CompetitionName: 'Summer Hook' })]);
  });

  it('records followers for a followers contest, ranks by them, pays from that board and freezes them at the end', async () => {
    const c = await makeContest(t.db, { kind: 'quick', metric: 'followers', prizes: ['1st Place $100', '2nd Place $50'] });
    for (const h of ['fol.a', 'fol.b', 'fol.c']) {
      const r = await call(null, 'POST', `/publicapi/contests/${c.id}/entries`, { creator: h, email: `${h}@fans.test` });
      expect(r.statusCode).toBe(201);
    }
    const ids = (await call(admin, 'GET', `/adminapi/contests/${c.id}/entries`)).json().results.data.rows.map((r: { id: number }) => r.id);
    expect((await call(admin, 'POST', '/adminapi/entries/approve', { ids })).json().results.data.updated).toBe(3);
    // Likes would put fol.a first; followers put fol.b first.
    const recorded = await call(admin, 'POST', `/adminapi/contests/${c.id}/metrics`, {
      metrics: [{ id: ids[0], likes: 9000, followers: 1200 }, { id: ids[1], likes: 1, followers: 52_800 }, { id: ids[2], followers: 3400 }],
    });
    expect(recorded.json().results.data.updated).toBe(3);
    const entries = (await call(admin, 'GET', `/adminapi/contests/${c.id}/entries`)).json().results.data.rows;
    expect(entries.map((r: { followers: number }) => r.followers)).toEqual([1200, 52_800, 3400]);
    const board = await boardOf(c.id);
    expect(board.map((r) => [r.creator, r.followers])).toEqual([
      ['fol.b', 52_800],
      ['fol.c', 3400],
      ['fol.a', 1200],
    ]);
    expect(await checkConsistency(t.db, c.id)).toEqual([]);
    // Omitted followers keep what the entry had.
    await call(admin, 'POST', `/adminapi/contests/${c.id}/metrics`, { metrics: [{ id: ids[2], likes: 5 }] });
    expect((await boardOf(c.id)).map((r) => r.followers)).toEqual([52_800, 3400, 1200]);

    expect((await call(admin, 'POST', `/adminapi/contests/${c.id}/end`)).statusCode).toBe(200);
    expect((await paymentsOf(c.id)).map((p) => [p.place, p.contactEmail])).toEqual([
      [1, 'fol.b@fans.test'],
      [2, 'fol.c@fans.test'],
    ]);
    expectRefused(await call(admin, 'POST', `/adminapi/contests/${c.id}/metrics`, { metrics: [{ id: ids[0], followers: 99_999 }] }), organiserMessages.ended);
    expect((await call(admin, 'POST', `/adminapi/contests/${c.id}/metrics`, { metrics: [{ id: ids[0], followers: 1200 }] })).statusCode).toBe(200);
    expect((await boardOf(c.id)).map((r) => r.creator)).toEqual(['fol.b', 'fol.c', 'fol.a']);
    expect(await checkConsistency(t.db, c.id)).toEqual([]);
  });

  it('deletes entries and contests so they vanish from public lists', async () => {
    const c = (await call(admin, 'POST', '/adminapi/contests', { name: 'Gone soon', organizer: 'X', kind: 'quick' })).json().results.data;
    const e = (await call(null, 'POST', `/publicapi/contests/${c.id}/entries`, { link: 'https://tiktok.com/@g/video/1', creator: 'gg', email: 'g@x.test' })).json().results.data;
    await call(admin, 'POST', '/adminapi/entries/approve', { ids: [e.id] });
    expect((await call(null, 'GET', `/publicapi/contests/${c.id}/entries`)).json().results.data.total).toBe(1);
    await call(admin, 'POST', '/adminapi/entries/delete', { ids: [e.id] });
    expect((await call(null, 'GET', `/publicapi/contests/${c.id}/entries`)).json().results.data.total).toBe(0);
    expect((await call(null, 'GET', `/publicapi/contests/${c.id}/leaderboard`)).json().results.data.total).toBe(0);
    // The deleted link may be submitted again.
    expect((await call(null, 'POST', `/publicapi/contests/${c.id}/entries`, { link: 'https://tiktok.com/@g/video/1', creator: 'gg', email: 'g@x.test' })).statusCode).toBe(201);
    expect((await call(admin, 'DELETE', `/adminapi/contests/${c.id}`)).statusCode).toBe(200);
    expect((await call(null, 'GET', `/publicapi/contests/${c.id}`)).statusCode).toBe(404);
  });

  it('validates organiser input with messages', async () => {
    const res = await call(admin, 'POST', '/adminapi/contests', { name: '', organizer: 'X', color: 'red', platforms: ['Vine'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual(expect.arrayContaining(['Name is required', 'Colour must be like #1a2b3c']));
    // A continent is named as the countries name it (any case); another name would hide the contest from everyone.
    const atlantis = await call(admin, 'POST', '/adminapi/contests', { name: 'N', organizer: 'X', continents: ['Europe', 'Atlantis'] });
    expect(atlantis.statusCode).toBe(400);
    expect(atlantis.json().messages).toEqual(['Continents must be among North America, South America, Europe, Asia, Africa, Oceania, Antarctica.']);
    const europe = await call(admin, 'POST', '/adminapi/contests', { name: 'N', organizer: 'X', continents: ['europe'] });
    expect(europe.statusCode).toBe(201);
    expect((await call(admin, 'GET', `/adminapi/contests/${europe.json().results.data.id}`)).json().results.data.continents).toEqual(['Europe']);
    const metrics = await call(admin, 'POST', '/adminapi/contests/999999/metrics', { metrics: [{ id: 1, likes: -5 }] });
    expect(metrics.statusCode).toBe(400);
    for (const followers of [-1, 1.5, '10', Number.MAX_SAFE_INTEGER + 2])
      expect((await call(admin, 'POST', '/adminapi/contests/999999/metrics', { metrics: [{ id: 1, followers }] })).statusCode, String(followers)).toBe(400);
  });

  // ---- Results freeze at the end; no payment without a payee ----

  type Payment = { id: number; place: number; contactEmail: string; amountCents: number; status: string; placeLabel: string; paymentEmail: string | null; missingPaymentEmail: boolean };
  const paymentsOf = async (id: number): Promise<Payment[]> => {
    const res = await call(admin, 'GET', `/adminapi/contest-payments?contestId=${id}`);
    expect(res.statusCode).toBe(200);
    return res.json().results.data.rows;
  };
  const boardOf = async (id: number): Promise<{ creator: string; likes: number; followers: number }[]> =>
    (await call(null, 'GET', `/publicapi/contests/${id}/leaderboard`)).json().results.data.rows;
  /** The payments of an ended contest pay its board's top places, in order (entrants' emails are `<creator>@fans.test`). */
  const expectPaymentsAgree = async (id: number, places: number) => {
    const board = await boardOf(id);
    const payments = await paymentsOf(id);
    expect(payments.map((p) => [p.place, p.contactEmail])).toEqual(board.slice(0, places).map((r, i) => [i + 1, `${r.creator}@fans.test`]));
    expect(await checkConsistency(t.db, id)).toEqual([]);
    return payments;
  };
  const pending = async (contestId: number, creator: string) => {
    const [row] = await t.db
      .insert(posts)
      .values({ contestId, creator, platform: 'tiktok', email: `${creator}@fans.test`, link: `https://www.tiktok.com/@${creator}/video/${contestId}` })
      .returning({ id: posts.id });
    await t.db.update(competitions).set({ entriesCount: 1 + (await t.db.select().from(competitions).where(eq(competitions.id, contestId)))[0]!.entriesCount }).where(eq(competitions.id, contestId));
    return row!.id;
  };
  const expectRefused = (res: { statusCode: number; json(): { messages: string[] } }, message: string) => {
    expect(res.statusCode).toBe(409);
    expect(res.json().messages).toEqual([message]);
  };

  it('freezes the results of a contest the organiser ended: moderation, metrics and result settings are refused', async () => {
    const c = await makeContest(t.db, { prizes: ['1st Place $100', '2nd Place $50'] });
    const [a, b, z] = await approvedEntries(t.db, c.id, [
      { creator: 'fa', likes: 900 },
      { creator: 'fb', likes: 500 },
      { creator: 'fz', likes: 100 },
    ]);
    const late = await pending(c.id, 'flate');
    expect((await call(admin, 'POST', `/adminapi/contests/${c.id}/end`)).statusCode).toBe(200);
    const before = await expectPaymentsAgree(c.id, 2);
    expect(before.map((p) => p.contactEmail)).toEqual(['fa@fans.test', 'fb@fans.test']);

    expectRefused(await call(admin, 'POST', '/adminapi/entries/approve', { ids: [late] }), organiserMessages.ended);
    expectRefused(await call(admin, 'POST', '/adminapi/entries/reject', { ids: [a!] }), organiserMessages.ended);
    expectRefused(await call(admin, 'POST', '/adminapi/entries/delete', { ids: [b!] }), organiserMessages.ended);
    expectRefused(await call(admin, 'POST', `/adminapi/contests/${c.id}/metrics`, { metrics: [{ id: z!, likes: 5000 }] }), organiserMessages.ended);
    expectRefused(await call(admin, 'PATCH', `/adminapi/contests/${c.id}`, { prizes: ['1st Place $1,000'] }), organiserMessages.endedSettings);
    expectRefused(await call(admin, 'PATCH', `/adminapi/contests/${c.id}`, { metric: 'views' }), organiserMessages.endedSettings);
    // What changes nothing is answered as before: approving an approved entry, re-sending the same figures, a new event line.
    expect((await call(admin, 'POST', '/adminapi/entries/approve', { ids: [a!] })).statusCode).toBe(200);
    expect((await call(admin, 'POST', `/adminapi/contests/${c.id}/metrics`, { metrics: [{ id: z!, likes: 100 }] })).statusCode).toBe(200);
    expect((await call(admin, 'PATCH', `/adminapi/contests/${c.id}`, { event: 'Encore', metric: 'likes' })).statusCode).toBe(200);
    // Ending again pays from the same board.
    expect((await call(admin, 'POST', `/adminapi/contests/${c.id}/end`)).json().results.data.payments.map((p: { id: number }) => p.id)).toEqual(before.map((p) => p.id));
    expect(await expectPaymentsAgree(c.id, 2)).toEqual(before);
  });

  it('freezes a contest whose end date has passed, before and after it is paid out', async () => {
    const c = await makeContest(t.db, { prizes: ['1st Place $100', '2nd Place $50'], endDate: new Date(Date.now() + 86_400_000).toISOString() });
    const [a] = await approvedEntries(t.db, c.id, [
      { creator: 'da', likes: 10 },
      { creator: 'db', likes: 20 },
    ]);
    const late = await pending(c.id, 'dlate');
    await t.db.update(competitions).set({ endDate: new Date(Date.now() - 60_000) }).where(eq(competitions.id, c.id));
    expectRefused(await call(admin, 'POST', '/adminapi/entries/approve', { ids: [late] }), organiserMessages.ended);
    expectRefused(await call(admin, 'POST', `/adminapi/contests/${c.id}/metrics`, { metrics: [{ id: a!, likes: 99 }] }), organiserMessages.ended);
    await call(admin, 'POST', `/adminapi/contests/${c.id}/end`);
    expect((await expectPaymentsAgree(c.id, 2)).map((p) => p.contactEmail)).toEqual(['db@fans.test', 'da@fans.test']);
    expectRefused(await call(admin, 'POST', '/adminapi/entries/reject', { ids: [a!] }), organiserMessages.ended);
  });

  it('lets the approval that reaches the milestone through, then refuses moderation and a reopen', async () => {
    const c = await makeContest(t.db, { competitionType: '555', prizes: ['1st Place $100'] });
    const ids = await approvedEntries(t.db, c.id, Array.from({ length: MILESTONE_CAP - 1 }, (_, i) => ({ creator: `ms${i}`, likes: i })));
    const [last, extra] = [await pending(c.id, 'mslast'), await pending(c.id, 'msextra')];
    expect((await call(admin, 'POST', '/adminapi/entries/approve', { ids: [last] })).statusCode).toBe(200);
    expect((await call(null, 'GET', `/publicapi/contests/${c.id}`)).json().results.data).toMatchObject({ hasEnded: true, approvedCount: MILESTONE_CAP });
    expectRefused(await call(admin, 'POST', '/adminapi/entries/approve', { ids: [extra] }), contestMessages.milestoneReached);
    expectRefused(await call(admin, 'POST', '/adminapi/entries/reject', { ids: [ids[0]!] }), contestMessages.milestoneReached);
    expectRefused(await call(admin, 'POST', `/adminapi/contests/${c.id}/metrics`, { metrics: [{ id: ids[0]!, likes: 1e6 }] }), contestMessages.milestoneReached);
    expectRefused(await call(admin, 'POST', `/adminapi/contests/${c.id}/reopen`), organiserMessages.reopenMilestone);
    await call(admin, 'POST', `/adminapi/contests/${c.id}/end`);
    expect((await expectPaymentsAgree(c.id, 1)).map((p) => p.contactEmail)).toEqual([`ms${MILESTONE_CAP - 2}@fans.test`]);
  });

  it('reopens an ended contest: unpaid payments are voided, moderation works again, and the next end pays the new board', async () => {
    const c = await makeContest(t.db, { prizes: ['1st Place $100', '2nd Place $50'], endDate: new Date(Date.now() + 86_400_000).toISOString() });
    const [a, , z] = await approvedEntries(t.db, c.id, [
      { creator: 'ra', likes: 900 },
      { creator: 'rb', likes: 500 },
      { creator: 'rz', likes: 100 },
    ]);
    await t.db.update(competitions).set({ endDate: new Date(Date.now() - 60_000) }).where(eq(competitions.id, c.id));
    await call(admin, 'POST', `/adminapi/contests/${c.id}/end`);
    expect((await expectPaymentsAgree(c.id, 2)).map((p) => p.contactEmail)).toEqual(['ra@fans.test', 'rb@fans.test']);

    const badDate = await call(admin, 'POST', `/adminapi/contests/${c.id}/reopen`, { endDate: '2001-01-01' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().messages).toEqual([organiserMessages.reopenEndDate]);
    const reopened = await call(admin, 'POST', `/adminapi/contests/${c.id}/reopen`);
    expect(reopened.statusCode).toBe(200);
    // The end date had passed: it is cleared, so the contest runs until the organiser ends it.
    expect(reopened.json().results.data).toMatchObject({ voidedPayments: 2, contest: { id: c.id, hasEnded: false, endDate: null } });
    expect(await paymentsOf(c.id)).toEqual([]);

    expect((await call(admin, 'POST', '/adminapi/entries/reject', { ids: [a!] })).statusCode).toBe(200);
    expect((await call(admin, 'POST', `/adminapi/contests/${c.id}/metrics`, { metrics: [{ id: z!, likes: 1000 }] })).statusCode).toBe(200);
    await call(admin, 'POST', `/adminapi/contests/${c.id}/end`);
    const after = await expectPaymentsAgree(c.id, 2);
    expect(after.map((p) => p.contactEmail)).toEqual(['rz@fans.test', 'rb@fans.test']);

    // The winner entered anonymously: nobody to pay. Reopened with a new end date, the entry is claimed by an
    // account with a confirmed payment email, and the next end pays that account.
    expectRefused(await call(admin, 'POST', `/adminapi/contest-payments/${after[0]!.id}/paid`), organiserMessages.noPaymentEmail);
    const until = new Date(Date.now() + 3_600_000).toISOString();
    expect((await call(admin, 'POST', `/adminapi/contests/${c.id}/reopen`, { endDate: until })).json().results.data).toMatchObject({ voidedPayments: 2, contest: { endDate: until, hasEnded: false } });
    const rz = await makeContact(t.db);
    await t.db.insert(paymentEmails).values({ contactId: rz.id, email: 'rz.pay@x.test', status: 'Confirmed', confirmedAt: new Date() });
    await t.db.update(posts).set({ contactId: rz.id }).where(eq(posts.id, z!));
    await call(admin, 'POST', `/adminapi/contests/${c.id}/end`);
    // Once a prize is paid, money has moved: no reopen, and the payments stay.
    const linked = await expectPaymentsAgree(c.id, 2);
    expect(linked[0]).toMatchObject({ contactEmail: 'rz@fans.test', paymentEmail: 'rz.pay@x.test', missingPaymentEmail: false });
    expect((await call(admin, 'POST', `/adminapi/contest-payments/${linked[0]!.id}/paid`)).json().results.data).toMatchObject({ Status: 'Paid', PaymentEmail: 'rz.pay@x.test' });
    expectRefused(await call(admin, 'POST', `/adminapi/contests/${c.id}/reopen`), organiserMessages.reopenPaid);
    expectRefused(await call(admin, 'POST', '/adminapi/entries/reject', { ids: [z!] }), organiserMessages.ended);
    expect((await expectPaymentsAgree(c.id, 2)).map((p) => p.status)).toEqual(['Paid', 'To Be Paid']);
  });

  it('pays a judged award only to the winner the organiser chooses, never to a rank, and shows it awaiting judging until then', async () => {
    const c = await makeContest(t.db, { prizes: ['1st-10th Place $10', 'Best Dance $25'] });
    const ids = await approvedEntries(t.db, c.id, Array.from({ length: 12 }, (_, i) => ({ creator: `aw${c.id}r${i + 1}`, likes: 1000 - i })));
    const choose = (award: string, entryId: number) => call(admin, 'POST', `/adminapi/contests/${c.id}/awards`, { award, entryId });
    expectRefused(await choose('Best Dance', ids[11]!), organiserMessages.awardNotEnded);
    await call(admin, 'POST', `/adminapi/contests/${c.id}/end`);
    // Ten places paid; the 11th ranked gets nothing, and the award waits for the organiser.
    expect((await paymentsOf(c.id)).map((p) => p.placeLabel)).toEqual(Array.from({ length: 10 }, (_, i) => `${i + 1}${['st', 'nd', 'rd'][i] ?? 'th'} Place`));
    const detail = async () => (await call(null, 'GET', `/publicapi/contests/${c.id}`)).json().results.data;
    expect((await detail()).winners.at(-1)).toEqual({ place: 0, placeLabel: 'Best Dance', creator: '', platform: '', prizeCents: 2_500, awaitingJudging: true });
    expect((await detail()).prizeLines.at(-1)).toMatchObject({ label: 'Best Dance', award: true, description: 'Chosen by the organiser' });

    const unknown = await choose('Best Vocals', ids[0]!);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messages).toEqual([organiserMessages.awardNotFound('Best Vocals')]);
    const other = await makeContest(t.db, {});
    const [elsewhere] = await approvedEntries(t.db, other.id, [{ creator: `aw${c.id}x` }]);
    const wrong = await choose('Best Dance', elsewhere!);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messages).toEqual([organiserMessages.awardEntry]);

    // Ten organisers choosing at once: one winner, one payment, the fee as for places.
    const answers = await Promise.all(ids.slice(2, 12).map((id) => choose('best dance', id)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409).map((r) => r.json().messages)).toEqual(Array(9).fill([organiserMessages.awardChosen('Best Dance')]));
    const won = answers.find((r) => r.statusCode === 201)!.json().results.data;
    expect(won).toMatchObject({ PlaceLabel: 'Best Dance', Amount: 2_312, Status: 'To Be Paid' });
    const rows = await paymentsOf(c.id);
    expect(rows).toHaveLength(11);
    expect(rows.at(-1)).toMatchObject({ placeLabel: 'Best Dance', grossCents: 2_500, amountCents: 2_312, contactEmail: won.ContactEmail });
    expect((await detail()).winners.at(-1)).toMatchObject({ placeLabel: 'Best Dance', creator: won.ContactEmail.split('@')[0], prizeCents: 2_500 });
    expect((await detail()).winners.at(-1).awaitingJudging).toBeUndefined();

    // A reopen clears the choice with the other unpaid prizes; the next end leaves the award to be judged again.
    expect((await call(admin, 'POST', `/adminapi/contests/${c.id}/reopen`)).json().results.data.voidedPayments).toBe(11);
    await call(admin, 'POST', `/adminapi/contests/${c.id}/end`);
    expect(await paymentsOf(c.id)).toHaveLength(10);
    expect((await detail()).winners.at(-1)).toMatchObject({ placeLabel: 'Best Dance', awaitingJudging: true });
  });

  it('refuses to mark a prize paid without a confirmed payment email, and the owed list flags those payees', async () => {
    const c = await makeContest(t.db, { prizes: ['1st Place $300', '2nd Place $200', '3rd Place $100'] });
    const pendingPayee = await makeContact(t.db);
    const noEmail = await makeContact(t.db);
    const confirmed = await makeContact(t.db);
    await t.db.insert(paymentEmails).values([
      { contactId: pendingPayee.id, email: 'later.pay@x.test', status: 'Pending' },
      { contactId: confirmed.id, email: 'ready.pay@x.test', status: 'Confirmed', confirmedAt: new Date() },
    ]);
    await approvedEntries(t.db, c.id, [
      { creator: 'anon', likes: 30 },
      { creator: 'later', likes: 20, contactId: pendingPayee.id },
      { creator: 'ready', likes: 10, contactId: confirmed.id },
      { creator: 'none', likes: 5, contactId: noEmail.id },
    ]);
    const ended = (await call(admin, 'POST', `/adminapi/contests/${c.id}/end`)).json().results.data.payments;
    // endContest fills the payment email it knows.
    expect(ended.map((p: { PaymentEmail: string | null }) => p.PaymentEmail)).toEqual([null, null, 'ready.pay@x.test']);
    const owed = await expectPaymentsAgree(c.id, 3);
    expect(owed.map((p) => [p.contactEmail, p.amountCents, p.status, p.missingPaymentEmail])).toEqual([
      ['anon@fans.test', 27_750, 'To Be Paid', true],
      ['later@fans.test', 18_500, 'To Be Paid', true],
      ['ready@fans.test', 9_250, 'To Be Paid', false],
    ]);
    // An anonymous winner, and one whose email is still pending: refused, and nothing changes.
    expectRefused(await call(admin, 'POST', `/adminapi/contest-payments/${owed[0]!.id}/paid`), organiserMessages.noPaymentEmail);
    expectRefused(await call(admin, 'POST', `/adminapi/contest-payments/${owed[1]!.id}/paid`), organiserMessages.noPaymentEmail);
    expect((await call(admin, 'POST', `/adminapi/contest-payments/${owed[2]!.id}/paid`)).json().results.data).toMatchObject({ Status: 'Paid', PaymentEmail: 'ready.pay@x.test' });
    // The payee confirms later: the list shows it, and that address is paid.
    await t.db.update(paymentEmails).set({ status: 'Confirmed', confirmedAt: new Date() }).where(eq(paymentEmails.contactId, pendingPayee.id));
    const toPay = (await call(admin, 'GET', `/adminapi/contest-payments?contestId=${c.id}&status=To%20Be%20Paid`)).json().results.data;
    expect(toPay).toMatchObject({ total: 2, page: 1 });
    expect(toPay.rows.map((p: Payment) => [p.contactEmail, p.paymentEmail, p.missingPaymentEmail])).toEqual([
      ['anon@fans.test', null, true],
      ['later@fans.test', 'later.pay@x.test', false],
    ]);
    expect((await call(admin, 'POST', `/adminapi/contest-payments/${owed[1]!.id}/paid`)).json().results.data).toMatchObject({ Status: 'Paid', PaymentEmail: 'later.pay@x.test' });
    const paid = (await call(admin, 'GET', `/adminapi/contest-payments?contestId=${c.id}&status=Paid`)).json().results.data.rows;
    expect(paid.map((p: Payment) => p.place)).toEqual([2, 3]);
    expect((await call(admin, 'GET', '/adminapi/contest-payments?pageSize=7')).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/adminapi/contest-payments/999999/paid')).statusCode).toBe(404);
  });
});
