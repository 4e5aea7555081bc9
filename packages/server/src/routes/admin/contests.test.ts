import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { auth, loginAs, makeContact } from '../../testing/factories.ts';

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

    const paid = await call(admin, 'POST', `/adminapi/contest-payments/${ended[0].id}/paid`);
    expect(paid.json().results.data.Status).toBe('Paid');
    expect((await call(admin, 'POST', `/adminapi/contest-payments/${ended[0].id}/paid`)).statusCode).toBe(409);
    const mine = (await call(entrants[1]!.token, 'GET', '/creatorapi/contest-payments?status=Paid')).json().results.data;
    expect(mine).toEqual([expect.objectContaining({ Amount: 19_000, Status: 'Paid', CompetitionName: 'Summer Hook' })]);
  });

  it('deletes entries and contests so they vanish from public lists', async () => {
    const c = (await call(admin, 'POST', '/adminapi/contests', { name: 'Gone soon', organizer: 'X', kind: 'quick' })).json().results.data;
    const e = (await call(null, 'POST', `/publicapi/contests/${c.id}/entries`, { link: 'https://tiktok.com/@g/video/1', creator: 'g', email: 'g@x.test' })).json().results.data;
    await call(admin, 'POST', '/adminapi/entries/approve', { ids: [e.id] });
    expect((await call(null, 'GET', `/publicapi/contests/${c.id}/entries`)).json().results.data.total).toBe(1);
    await call(admin, 'POST', '/adminapi/entries/delete', { ids: [e.id] });
    expect((await call(null, 'GET', `/publicapi/contests/${c.id}/entries`)).json().results.data.total).toBe(0);
    expect((await call(null, 'GET', `/publicapi/contests/${c.id}/leaderboard`)).json().results.data.total).toBe(0);
    // The deleted link may be submitted again.
    expect((await call(null, 'POST', `/publicapi/contests/${c.id}/entries`, { link: 'https://tiktok.com/@g/video/1', creator: 'g', email: 'g@x.test' })).statusCode).toBe(201);
    expect((await call(admin, 'DELETE', `/adminapi/contests/${c.id}`)).statusCode).toBe(200);
    expect((await call(null, 'GET', `/publicapi/contests/${c.id}`)).statusCode).toBe(404);
  });

  it('validates organiser input with messages', async () => {
    const res = await call(admin, 'POST', '/adminapi/contests', { name: '', organizer: 'X', color: 'red', platforms: ['Vine'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual(expect.arrayContaining(['Name is required', 'Colour must be like #1a2b3c']));
    const metrics = await call(admin, 'POST', '/adminapi/contests/999999/metrics', { metrics: [{ id: 1, likes: -5 }] });
    expect(metrics.statusCode).toBe(400);
  });
});
