import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryMessages } from '@chorus/core';
import { competitions } from '../../db/schema.ts';
import { publicChanged } from '../../lib/public-cache.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { approvedEntries, auth, loginAs, makeContact, makeContest } from '../../testing/factories.ts';
import { STAFF_SCOPE } from '../../lib/http.ts';

describe.each(dbKinds)('public contest endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists live contests only, ordered by remaining value, with a category filter', async () => {
    const cat = `cat${Date.now()}`;
    const big = await makeContest(t.db, { name: 'Big', invoiceAmount: 5000, category: cat });
    const small = await makeContest(t.db, { name: 'Small', invoiceAmount: 400, category: cat });
    const dflt = await makeContest(t.db, { name: 'Default', category: cat });
    await makeContest(t.db, { name: 'Inactive', isActive: false, category: cat });
    await makeContest(t.db, { name: 'Past', endDate: new Date(Date.now() - 1000), category: cat });
    const ended = await makeContest(t.db, { name: 'Ended', category: cat });
    const { endContest } = await import('../../repositories/contest-payments.ts');
    await endContest(t.db, ended.id);
    const { deleteContest } = await import('../../repositories/contest-admin.ts');
    const deleted = await makeContest(t.db, { name: 'Deleted', category: cat });
    await deleteContest(t.db, STAFF_SCOPE, deleted.id);
    // 'Default' (1000/20 = 50) beats 'Small' (400/20 = 20) once Small has no posts; Big is 250.
    const res = await get(`/publicapi/contests?category=${cat.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().results.data.map((c: { id: number }) => c.id)).toEqual([big.id, dflt.id, small.id]);
  });

  it('shows a visitor every live contest, restricted ones too; a signed-in account gets its own by country and continent', async () => {
    const cat = `where${Date.now()}`;
    const open = await makeContest(t.db, { category: cat });
    const usOnly = await makeContest(t.db, { countries: ['US'], category: cat });
    const europe = await makeContest(t.db, { continents: ['Europe'], category: cat });
    // Inactive and ended contests are dropped from every list (contests.md §4).
    await makeContest(t.db, { category: cat, isActive: false });
    await makeContest(t.db, { category: cat, countries: ['US'], endDate: new Date(Date.now() - 60_000).toISOString() });
    const ids = async (headers = {}) =>
      (await t.app.inject({ method: 'GET', url: `/publicapi/contests?category=${cat}`, headers })).json().results.data.map((c: { id: number }) => c.id).sort();
    const all = [open.id, usOnly.id, europe.id].sort();
    expect(await ids()).toEqual(all);
    // Wherever the visitor is, the list is the same: whether they may enter is the contest page's answer.
    expect(await ids({ 'x-country': 'US', 'cf-ipcountry': 'US' })).toEqual(all);
    expect(await ids({ 'cf-ipcountry': 'GB' })).toEqual(all);
    const us = await makeContact(t.db, { countryId: 1 });
    expect((await ids(auth(await loginAs(t.app, us.email)))).sort()).toEqual([open.id, usOnly.id].sort());
    const uk = await makeContact(t.db, { countryId: 4 });
    expect((await ids(auth(await loginAs(t.app, uk.email)))).sort()).toEqual([open.id, europe.id].sort());
    const denied = await makeContact(t.db, { approvalStatusId: 2 });
    expect(await ids(auth(await loginAs(t.app, denied.email)))).toEqual([]);
  });

  it('tells a visitor a restricted contest needs them logged in, and refuses their entry whatever country they claim', async () => {
    const restricted = await makeContest(t.db, { kind: 'quick', countries: ['US'] });
    const byContinent = await makeContest(t.db, { kind: 'direct', continents: ['North America'] });
    const open = await makeContest(t.db, { kind: 'quick' });
    expect((await get(`/publicapi/contests/${restricted.id}`)).json().results.data.eligibility).toEqual({ canEnter: false, reason: entryMessages.signIn });
    expect((await get(`/publicapi/contests/${open.id}`)).json().results.data.eligibility).toEqual({ canEnter: true, reason: null });
    for (const c of [restricted, byContinent]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/publicapi/contests/${c.id}/entries`,
        payload: { link: 'https://tiktok.com/@v/video/1', creator: 'visitor', email: 'v@fan.test', country: 'US' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().messages).toEqual([entryMessages.signIn]);
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: `/publicapi/contests/${open.id}/entries`,
      payload: { link: 'https://tiktok.com/@v/video/1', creator: 'visitor', email: 'v@fan.test' },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('orders by remaining value minus posts', async () => {
    const cat = `order${Date.now()}`;
    const a = await makeContest(t.db, { invoiceAmount: 1000, category: cat }); // 50 - 45 = 5
    const b = await makeContest(t.db, { invoiceAmount: 200, category: cat }); // 10
    await approvedEntries(t.db, a.id, Array.from({ length: 45 }, (_, i) => ({ creator: `c${i}` })));
    const ids = (await get(`/publicapi/contests?category=${cat}`)).json().results.data.map((c: { id: number }) => c.id);
    expect(ids).toEqual([b.id, a.id]);
  });

  it('gives one contest with parsed prizes, total, fee and sanitized creative direction', async () => {
    const c = await makeContest(t.db, {
      prizes: ['1st Place $500', '2nd-5th Place $50', 'Top 10 $10'],
      creativeDirection: '<p onclick="x()">Dance <script>alert(1)</script><a href="javascript:evil()">here</a></p>',
      prizeRows: [{ key: '1st Place', value: 'Most liked video wins' }],
    });
    const d = (await get(`/publicapi/contests/${c.id}`)).json().results.data;
    expect(d.prizeTotalCents).toBe(500_00 + 4 * 50_00 + 10 * 10_00);
    expect(d.feePct).toBe(7.5);
    expect(d.prizeLines[0]).toMatchObject({ label: '1st Place', amountCents: 50_000, netCents: 46_250, description: 'Most liked video wins' });
    expect(d.prizeLines[1]).toMatchObject({ fromPlace: 2, toPlace: 5, description: 'Creators in places 2 through 5 by combined likes' });
    expect(d.creativeDirection).toBe('<p>Dance <a target="_blank" rel="noopener noreferrer">here</a></p>');
    expect(d.milestone).toBeNull();
    expect(d.lastUpdated).toBeTruthy();
  });

  it('applies takePct as the fee, none for direct contests, and shows milestone progress', async () => {
    const take = (await get(`/publicapi/contests/${(await makeContest(t.db, { takePct: 0.1 })).id}`)).json().results.data;
    expect(take).toMatchObject({ feePct: 10, feeLabel: 'transaction fee for payment processing' });
    const direct = (await get(`/publicapi/contests/${(await makeContest(t.db, { kind: 'direct' })).id}`)).json().results.data;
    expect(direct).toMatchObject({ feePct: 0, feeLabel: null, isDirect: true });
    expect(direct.prizeLines[0].netCents).toBe(10_000);
    const m = await makeContest(t.db, { competitionType: '555' });
    await approvedEntries(t.db, m.id, [{ creator: 'a' }, { creator: 'b' }]);
    expect((await get(`/publicapi/contests/${m.id}`)).json().results.data.milestone).toEqual({ approved: 2, cap: 500 });
  });

  it('says when an ended contest ended and who won, from its prize payments; nothing while it runs', async () => {
    const c = await makeContest(t.db, { prizes: ['1st Place $100', '2nd-3rd Place $40'] });
    await approvedEntries(t.db, c.id, [
      { creator: 'gold', likes: 900 },
      { creator: 'silver', likes: 500, platform: 'instagram' },
    ]);
    const detail = async () => (await get(`/publicapi/contests/${c.id}`)).json().results.data;
    expect(await detail()).toMatchObject({ hasEnded: false, endedAt: null, winners: null });
    const before = Date.now();
    const { endContest, reopenContest } = await import('../../repositories/contest-payments.ts');
    await endContest(t.db, c.id);
    // Called here without the organiser route, whose write tells the public cache (plugins/caches.ts).
    publicChanged(t.db, 'all');
    const ended = await detail();
    expect(ended.hasEnded).toBe(true);
    expect(Date.parse(ended.endedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(ended.endedAt)).toBeLessThanOrEqual(Date.now());
    // Third place had nobody on the board, so no payment and no winner.
    expect(ended.winners).toEqual([
      { place: 1, placeLabel: '1st Place', creator: 'gold', platform: 'tiktok', prizeCents: 10_000 },
      { place: 2, placeLabel: '2nd Place', creator: 'silver', platform: 'instagram', prizeCents: 4_000 },
    ]);
    // A second end keeps the first end's time; a reopen clears both.
    await endContest(t.db, c.id);
    publicChanged(t.db, 'all');
    expect((await detail()).endedAt).toBe(ended.endedAt);
    await reopenContest(t.db, c.id);
    publicChanged(t.db, 'all');
    expect(await detail()).toMatchObject({ hasEnded: false, endedAt: null, winners: null });
  });

  it('dates a contest that ended by its end date at that date, paid or not', async () => {
    const c = await makeContest(t.db, { endDate: new Date(Date.now() + 60_000) });
    await approvedEntries(t.db, c.id, [{ creator: 'late', likes: 5 }]);
    // Its end date passes (moderation refuses changes once it has).
    const endDate = new Date(Date.now() - 60_000);
    await t.db.update(competitions).set({ endDate }).where(eq(competitions.id, c.id));
    publicChanged(t.db, [c.id]);
    const detail = async () => (await get(`/publicapi/contests/${c.id}`)).json().results.data;
    expect(await detail()).toMatchObject({ hasEnded: true, endedAt: endDate.toISOString(), winners: [] });
    const { endContest } = await import('../../repositories/contest-payments.ts');
    await endContest(t.db, c.id);
    publicChanged(t.db, 'all');
    expect(await detail()).toMatchObject({ endedAt: endDate.toISOString(), winners: [expect.objectContaining({ place: 1, creator: 'late' })] });
  });

  it('answers 404 with a message for unknown or deleted contests, 400 for bad ids', async () => {
    expect((await get('/publicapi/contests/999999')).statusCode).toBe(404);
    expect((await get('/publicapi/contests/abc')).statusCode).toBe(400);
    expect((await get('/publicapi/contests/999999/leaderboard')).json()).toEqual({ error: true, messages: ['Contest not found.'] });
  });

  it('refuses a malformed request in the product\'s words, naming each field, and keeps the schemas\' own messages', async () => {
    const c = await makeContest(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/publicapi/contests/${c.id}/entries`,
      payload: { link: 7, email: 'a@b.co', platform: 'myspace', marketingConsent: 'yes', creator: 'x'.repeat(101) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: true,
      messages: [
        'link must be text',
        'Text must be at most 100 characters.',
        'platform must be one of tiktok, youtube, instagram, capcut',
        'marketingConsent must be true or false',
      ],
    });
    const signup = await t.app.inject({ method: 'POST', url: '/publicapi/marketing-signup', payload: { preffyID: 1 } });
    expect(signup.json()).toEqual({ error: true, messages: ['email is required', 'marketingConsent is required'] });
    for (const m of [...res.json().messages, ...signup.json().messages]) expect(m).not.toMatch(/Invalid input|expected|Too big|Too small|Invalid option/);
  });

  it('ranks creators by platform with summed likes and views, post count and the top post link', async () => {
    const c = await makeContest(t.db);
    await approvedEntries(t.db, c.id, [
      { creator: 'ana', likes: 100, views: 1000 },
      { creator: 'ana', likes: 300, views: 500 },
      { creator: 'ana', platform: 'instagram', likes: 50, views: 10 },
      { creator: 'bo', likes: 350, views: 9000 },
    ]);
    const lb = (await get(`/publicapi/contests/${c.id}/leaderboard`)).json().results.data;
    expect(lb).toMatchObject({ metric: 'likes', total: 3, page: 1, pageSize: 10, totalPages: 1 });
    expect(lb.rows.map((r: { creator: string; platform: string; likes: number; posts: number; rank: number }) => [r.rank, r.creator, r.platform, r.likes, r.posts])).toEqual([
      [1, 'ana', 'tiktok', 400, 2],
      [2, 'bo', 'tiktok', 350, 1],
      [3, 'ana', 'instagram', 50, 1],
    ]);
    expect(lb.rows[0].views).toBe(1500);
    expect(lb.rows[0].link).toContain('@ana');
  });

  it('ranks by views when the metric is views, and pages with 10/25/100 only', async () => {
    const c = await makeContest(t.db, { metric: 'views' });
    await approvedEntries(t.db, c.id, Array.from({ length: 30 }, (_, i) => ({ creator: `v${String(i).padStart(2, '0')}`, likes: i, views: 1000 - i })));
    const p1 = (await get(`/publicapi/contests/${c.id}/leaderboard?pageSize=25`)).json().results.data;
    expect(p1.rows[0]).toMatchObject({ creator: 'v00', views: 1000, rank: 1 });
    expect(p1).toMatchObject({ total: 30, totalPages: 2 });
    const p2 = (await get(`/publicapi/contests/${c.id}/leaderboard?pageSize=25&page=2`)).json().results.data;
    expect(p2.rows.map((r: { rank: number }) => r.rank)).toEqual([26, 27, 28, 29, 30]);
    const bad = await get(`/publicapi/contests/${c.id}/leaderboard?pageSize=7`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual(['Page size must be one of 10, 25, 100']);
  });

  it('ranks by followers when the metric is followers: the largest count over a creator\'s entries, not their sum', async () => {
    const c = await makeContest(t.db, { kind: 'quick', metric: 'followers' });
    await approvedEntries(t.db, c.id, [
      // Followers belong to the account: two entries of one account do not double them.
      { creator: 'fa', likes: 900, followers: 5000 },
      { creator: 'fa', likes: 900, followers: 5200 },
      { creator: 'fb', likes: 1, followers: 8000 },
      { creator: 'fc', likes: 50, followers: 0 },
    ]);
    const lb = (await get(`/publicapi/contests/${c.id}/leaderboard`)).json().results.data;
    expect(lb).toMatchObject({ metric: 'followers', total: 3 });
    expect(lb.rows.map((r: { rank: number; creator: string; followers: number; likes: number }) => [r.rank, r.creator, r.followers, r.likes])).toEqual([
      [1, 'fb', 8000, 1],
      [2, 'fa', 5200, 1800],
      [3, 'fc', 0, 50],
    ]);
    // A likes contest still ranks by likes and shows the followers it has.
    const likes = await makeContest(t.db);
    await approvedEntries(t.db, likes.id, [{ creator: 'la', likes: 10, followers: 90 }, { creator: 'lb', likes: 20, followers: 1 }]);
    expect((await get(`/publicapi/contests/${likes.id}/leaderboard`)).json().results.data.rows.map((r: { creator: string; followers: number }) => [r.creator, r.followers])).toEqual([
      ['lb', 1],
      ['la', 90],
    ]);
  });

  it('lists approved entries newest first, leaving out entries in review', async () => {
    const c = await makeContest(t.db);
    const [first] = await approvedEntries(t.db, c.id, [{ creator: 'old' }]);
    const [second] = await approvedEntries(t.db, c.id, [{ creator: 'new' }]);
    const { posts } = await import('../../db/schema.ts');
    await t.db.insert(posts).values({ contestId: c.id, creator: 'pending', email: 'p@x.test', link: 'https://tiktok.com/@p/video/1' });
    const e = (await get(`/publicapi/contests/${c.id}/entries`)).json().results.data;
    expect(e.rows.map((r: { id: number }) => r.id)).toEqual([second, first]);
    expect(e.total).toBe(2);
  });

  it('sends CORS headers for any origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/publicapi/contests', headers: { origin: 'https://artist.example' } });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});
