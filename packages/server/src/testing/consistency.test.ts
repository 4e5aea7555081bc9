import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MILESTONE_CAP } from '@chorus/core';
import { competitions, contestLeaderboard, posts } from '../db/schema.ts';
import { createTestApp, type TestApp } from './app.ts';
import { checkConsistency } from './consistency.ts';
import { approvedEntries, makeContest } from './factories.ts';

// The check guards every concurrency test, so it must see each kind of drift it claims to see.
describe('checkConsistency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('finds nothing wrong in contests kept by the repositories', async () => {
    const c = await makeContest(t.db);
    await approvedEntries(t.db, c.id, [{ creator: 'a', likes: 5, followers: 40 }, { creator: 'a', likes: 9, followers: 12 }, { creator: 'b', views: 3 }]);
    expect(await checkConsistency(t.db, c.id)).toEqual([]);
    expect(await checkConsistency(t.db)).toEqual([]);
  });

  it('reports drifted counters and leaderboard rows', async () => {
    const c = await makeContest(t.db);
    const [first] = await approvedEntries(t.db, c.id, [{ creator: 'a', likes: 5 }, { creator: 'b', likes: 1 }]);
    await t.db.update(competitions).set({ entriesCount: 7, approvedCount: MILESTONE_CAP, leaderboardCount: 1 }).where(eq(competitions.id, c.id));
    await t.db.update(posts).set({ likes: 50 }).where(eq(posts.id, first!));
    await t.db.execute(sql`insert into contest_leaderboard (contest_id, creator, platform, likes, views, posts, creativity) values (${c.id}, 'ghost', 'tiktok', 1, 0, 1, 0)`);
    await t.db.delete(contestLeaderboard).where(sql`${contestLeaderboard.contestId} = ${c.id} and ${contestLeaderboard.creator} = 'b'`);
    const found = await checkConsistency(t.db, c.id);
    expect(found.map((m) => m.what)).toEqual([
      'approved_count',
      'entries_count',
      'leaderboard_count',
      'leaderboard a/tiktok',
      'leaderboard b/tiktok',
      'leaderboard ghost/tiktok',
    ]);
    expect(found[0]).toEqual({ contestId: c.id, what: 'approved_count', stored: String(MILESTONE_CAP), actual: '2' });
    expect(found.find((m) => m.what === 'leaderboard b/tiktok')).toMatchObject({ stored: null });
    expect(found.find((m) => m.what === 'leaderboard ghost/tiktok')).toMatchObject({ actual: null });
    expect(found.find((m) => m.what === 'leaderboard a/tiktok')?.actual).toContain('likes=50');
  });

  it('reports a leaderboard row whose followers are not the largest of its entries', async () => {
    const c = await makeContest(t.db, { kind: 'quick', metric: 'followers' });
    const [first] = await approvedEntries(t.db, c.id, [{ creator: 'a', followers: 40 }, { creator: 'a', followers: 12 }]);
    expect(await checkConsistency(t.db, c.id)).toEqual([]);
    await t.db.update(posts).set({ followers: 900 }).where(eq(posts.id, first!));
    const found = await checkConsistency(t.db, c.id);
    expect(found).toEqual([expect.objectContaining({ what: 'leaderboard a/tiktok' })]);
    expect(found[0]!.stored).toContain('followers=40');
    expect(found[0]!.actual).toContain('followers=900');
  });

  it('reports a milestone contest left open at its cap', async () => {
    const c = await makeContest(t.db, { competitionType: '555' });
    await approvedEntries(t.db, c.id, Array.from({ length: MILESTONE_CAP }, (_, i) => ({ creator: `m${i}` })));
    expect(await checkConsistency(t.db, c.id)).toEqual([]);
    await t.db.update(competitions).set({ hasEnded: false }).where(eq(competitions.id, c.id));
    expect(await checkConsistency(t.db, c.id)).toEqual([{ contestId: c.id, what: 'has_ended', stored: 'false', actual: 'true' }]);
  });
});
