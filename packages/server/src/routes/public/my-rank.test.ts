import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { approvedEntries, auth, loginAs, makeContact, makeContest } from '../../testing/factories.ts';

type Row = { creator: string; platform: string; rank: number; page: number };

// 'Find me': a handle's (or the signed-in account's) rank and page, the same as reading the whole board would give.
describe.each(dbKinds)('my rank on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  const get = (url: string, headers = {}) => t.app.inject({ method: 'GET', url, headers });
  const board = async (id: number) =>
    (await get(`/publicapi/contests/${id}/leaderboard?pageSize=100`)).json().results.data.rows as { rank: number; creator: string; platform: string }[];
  const rankOf = async (id: number, creator: string, pageSize = 10, headers = {}) => {
    const res = await get(`/publicapi/contests/${id}/my-rank?pageSize=${pageSize}${creator ? `&creator=${encodeURIComponent(creator)}` : ''}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results.data.rows as Row[];
  };

  it.each([
    ['likes', {}],
    ['views', { metric: 'views' }],
    ['creativity', { competitionType: 'Creative' }],
  ] as const)('agrees with the board for every row, ties included (%s)', async (_name, input) => {
    const c = await makeContest(t.db, input);
    await approvedEntries(
      t.db,
      c.id,
      Array.from({ length: 27 }, (_, i) => ({ creator: `r${(i * 7) % 27}`, platform: i % 4 ? 'tiktok' : 'instagram', likes: (i % 5) * 10, views: (i % 3) * 100 })),
    );
    if ('competitionType' in input) {
      const { recordMetrics } = await import('../../repositories/entries.ts');
      const { posts } = await import('../../db/schema.ts');
      const { eq } = await import('drizzle-orm');
      const ids = await t.db.select({ id: posts.id }).from(posts).where(eq(posts.contestId, c.id));
      await recordMetrics(t.db, c.id, ids.map((r, i) => ({ id: r.id, creativityScore: (i % 3) * 10 })));
    }
    const all = await board(c.id);
    expect(all).toHaveLength(27);
    for (const row of all) {
      expect(await rankOf(c.id, row.creator, 10)).toEqual([{ creator: row.creator, platform: row.platform, rank: row.rank, page: Math.ceil(row.rank / 10) }]);
    }
    // Any case, with an @; pages of 25.
    const last = all.at(-1)!;
    expect(await rankOf(c.id, `@${last.creator.toUpperCase()}`, 25)).toEqual([expect.objectContaining({ rank: 27, page: 2 })]);
    expect(await rankOf(c.id, 'nobody.here')).toEqual([]);
  });

  it("answers the signed-in creator's own rows without a handle, and nothing for a visitor", async () => {
    const c = await makeContest(t.db);
    const me = await makeContact(t.db);
    await approvedEntries(t.db, c.id, [
      { creator: 'top', likes: 900 },
      { creator: 'me.tt', likes: 50, contactId: me.id },
      { creator: 'me.ig', platform: 'instagram', likes: 500, contactId: me.id },
      { creator: 'low', likes: 1 },
    ]);
    const token = await loginAs(t.app, me.email);
    expect(await rankOf(c.id, '', 10, auth(token))).toEqual([
      { creator: 'me.ig', platform: 'instagram', rank: 2, page: 1 },
      { creator: 'me.tt', platform: 'tiktok', rank: 3, page: 1 },
    ]);
    expect(await rankOf(c.id, '')).toEqual([]);
    expect((await get(`/publicapi/contests/${c.id}/my-rank?pageSize=7`)).statusCode).toBe(400);
    expect((await get('/publicapi/contests/999999/my-rank')).statusCode).toBe(404);
  });
});
