import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cursorMessages, encodeCursor, entriesCursor, leaderboardCursor } from '@chorus/core';
import { openDatabase, type Database } from '../db/open.ts';
import { competitions } from '../db/schema.ts';
import { dbKinds } from '../testing/app.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { planOf } from '../testing/plans.ts';
import { approvedEntriesPage, approvedEntriesQuery, boardPageFrom, entriesPageFrom, leaderboardPage, leaderboardPageQuery, rankedBeforeQuery } from './contest-pages.ts';
import { liveContestsQuery, type ContestRow } from './contests.ts';
import { REBUILD_MS } from './page-anchors.ts';

// Every paged read must walk its index in the index's order: a plan is deterministic where a timing is not, so
// this asserts on `EXPLAIN (FORMAT JSON)`. Both databases get enough rows and fresh statistics (PGlite runs no
// autovacuum: without ANALYZE its planner guesses) and must give the same plan.

const BOARD = 3000;
const POSTS = 20_000;

describe.each(dbKinds)('paged reads on %s', (kind) => {
  let database: Database;
  let pg: TestDatabase | null = null;
  let dataDir: string;
  const contests: Record<'likes' | 'views' | 'followers' | 'creative', ContestRow> = {} as never;

  const plan = (q: SQLWrapper) => planOf(database.db, q);
  /** The plan reads `index` in order: an index scan of it, no sort and no sequential scan anywhere. */
  const walks = async (q: SQLWrapper, index: string, direction = 'Forward') => {
    const nodes = await plan(q);
    const scan = nodes.find((n) => n['Index Name'] === index);
    expect(nodes.map((n) => n['Node Type']).filter((t) => /Sort|Seq Scan|Bitmap/.test(t)), JSON.stringify(nodes)).toEqual([]);
    expect(scan?.['Node Type'], JSON.stringify(nodes)).toMatch(/^Index (Only )?Scan$/);
    expect(scan?.['Scan Direction']).toBe(direction);
    return scan!;
  };
  /** The plan reads a range of `index` (in order, or as a bitmap: a count needs no order), and nothing else. */
  const ranges = async (q: SQLWrapper, index: string) => {
    const nodes = await plan(q);
    expect(nodes.map((n) => n['Node Type']).filter((t) => /Sort|Seq Scan/.test(t)), JSON.stringify(nodes)).toEqual([]);
    const scan = nodes.find((n) => n['Index Name'] === index);
    expect(`${index} ${scan?.["Node Type"]}`, JSON.stringify(nodes)).toMatch(/ (Bitmap )?Index (Only )?Scan$/);
    return scan!;
  };
  const reload = async (id: number) => (await database.db.select().from(competitions).where(eq(competitions.id, id)))[0]!;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chorus-plans-'));
    pg = kind === 'postgres' ? await createTestDatabase() : null;
    database = await openDatabase({ databaseUrl: pg?.url, dataDir });
    const { db } = database;
    const make = async (name: string, competitionType: string, metric: string) => {
      const [c] = await db.insert(competitions).values({ name, organizer: 'Plans', competitionType, metric }).returning();
      // Many ties (metric values repeat every 97 rows), so ties are ordered by creator and platform.
      await db.execute(sql`
        insert into contest_leaderboard (contest_id, creator, platform, likes, views, followers, posts, creativity, top_link)
        select ${c!.id}, 'creator' || (g / 2), (array['tiktok','instagram'])[1 + g % 2],
               g % 97, (g * 7) % 89, (g * 3) % 83, 1, g % 5, 'https://x.test/' || g
        from generate_series(1, ${BOARD}) g`);
      await db.execute(sql`update competitions set leaderboard_count = (select count(*) from contest_leaderboard where contest_id = ${c!.id}) where id = ${c!.id}`);
      return c!;
    };
    contests.likes = await make('Likes', 'Likes', 'likes');
    contests.views = await make('Views', 'Views', 'views');
    contests.followers = await make('Followers', 'Likes', 'followers');
    contests.creative = await make('Creative', 'Creative', 'likes');
    // Approved entries of one contest among others' and among entries in review; some created at the same instant.
    await db.execute(sql`
      insert into posts (contest_id, email, creator, platform, status, created_at)
      select case when g % 4 = 0 then ${contests.views.id}::int else ${contests.likes.id}::int end, 'e' || g || '@x.test', 'creator' || g, 'tiktok',
             case when g % 10 = 0 then 'in_review' else 'approved' end, timestamptz '2026-01-01' + ((g / 3) || ' seconds')::interval
      from generate_series(1, ${POSTS}) g`);
    await db.execute(sql`update competitions c set approved_count = (select count(*) from posts p where p.contest_id = c.id and p.status = 'approved')`);
    await db.execute(sql`analyze`);
    for (const k of Object.keys(contests) as (keyof typeof contests)[]) contests[k] = await reload(contests[k].id);
  }, 300_000);
  afterAll(async () => {
    await database?.close();
    await pg?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const indexOf = { likes: 'leaderboard_likes_idx', views: 'leaderboard_views_idx', followers: 'leaderboard_followers_idx', creative: 'leaderboard_creativity_idx' };

  it('reads each leaderboard page on its index: page 1, deep pages from their anchor, the last page and after a cursor', async () => {
    for (const k of Object.keys(indexOf) as (keyof typeof indexOf)[]) {
      const c = contests[k];
      await walks(leaderboardPageQuery(database.db, c, { page: 1, pageSize: 100 }).q, indexOf[k]);
      for (const [page, pageSize] of [[12, 100], [Math.ceil(c.leaderboardCount / 10), 10]] as const) {
        const { from } = await boardPageFrom(database.db, c, page, pageSize);
        // A range of the index from the anchor (a row comparison in the index condition), fewer than a step from it.
        expect(from && (page - 1) * pageSize - from.at).toBeLessThan(100);
        const scan = await walks(leaderboardPageQuery(database.db, c, { page, pageSize, from }).q, indexOf[k]);
        expect(scan['Index Cond']).toMatch(/ROW\(/);
      }
      const first = (await leaderboardPage(database.db, c, 1, 25)).data;
      const after = leaderboardCursor.parse(first.next);
      const scan = await walks(leaderboardPageQuery(database.db, c, { page: 1, pageSize: 25, after }).q, indexOf[k]);
      // The cursor is a range of the index (a row comparison in the index condition), not a filter over it.
      expect(scan['Index Cond']).toMatch(/ROW\(/);
    }
  });

  it('counts the rows ranked before a row (Find me) as one range of the index', async () => {
    for (const k of Object.keys(indexOf) as (keyof typeof indexOf)[]) {
      const c = contests[k];
      const [middle] = (await leaderboardPage(database.db, c, 3, 100)).data.rows;
      const q = rankedBeforeQuery(database.db, c, {
        contestId: c.id,
        creator: middle!.creator,
        platform: middle!.platform,
        likes: middle!.likes,
        views: middle!.views,
        followers: middle!.followers,
        creativity: middle!.creativityScore,
        posts: middle!.posts,
        topLink: middle!.link,
      });
      const scan = await ranges(q, indexOf[k]);
      expect(scan['Index Cond']).toMatch(/ROW\(/);
      expect((await q)[0]!.n).toBe(middle!.rank - 1);
    }
  });

  it('reads approved entries on their index, newest first, by page and after a cursor', async () => {
    const c = contests.likes;
    for (const [page, pageSize] of [[1, 100], [20, 100], [60, 100], [Math.ceil(c.approvedCount / 10), 10]] as const) {
      const { from } = await entriesPageFrom(database.db, c, page, pageSize);
      const scan = await walks(approvedEntriesQuery(database.db, c, { page, pageSize, from }).q, 'posts_approved_idx');
      if (page > 1) expect(scan['Index Cond']).toMatch(/ROW\(/);
    }
    const first = (await approvedEntriesPage(database.db, c, 1, 25)).data;
    const scan = await walks(approvedEntriesQuery(database.db, c, { page: 1, pageSize: 25, after: entriesCursor.parse(first.next) }).q, 'posts_approved_idx');
    expect(scan['Index Cond']).toMatch(/ROW\(/);
  });

  it('refuses cursors that are not one of its own', async () => {
    for (const bad of ['', 'not base64!', 'bm9wZQ', encodeCursor([1, [1], 'a']), encodeCursor([1, [1, 2, 3], 'a', 'b']), encodeCursor([-1, [1], 'a', 'b'])])
      expect(leaderboardCursor.safeParse(bad).error?.issues[0]?.message).toBe(cursorMessages.invalid);
    expect(entriesCursor.safeParse(encodeCursor([0, 1.5, 1])).success).toBe(false);
    expect(leaderboardCursor.safeParse(encodeCursor([2 ** 31, [1], 'a', 'b'])).success).toBe(false);
    // A cursor of another kind of contest (two ranking values for a likes contest) is refused, not misread.
    const wrong = leaderboardCursor.parse(encodeCursor([10, [5, 1], 'a', 'b']));
    expect(() => leaderboardPageQuery(database.db, contests.likes, { page: 1, pageSize: 10, after: wrong })).toThrow(cursorMessages.invalid);
  });

  it('orders the contest list in SQL, by remaining value then the soonest end, reading only the columns it shows', async () => {
    const { db } = database;
    const made = [];
    for (const [invoice, entries, end] of [[2000, 30, null], [2000, 30, '2099-01-01'], [null, 0, null], [100, 30, null], [4000, 0, '2098-01-01']] as const) {
      const [c] = await db
        .insert(competitions)
        .values({ name: `List ${invoice}`, organizer: 'List order', invoiceAmount: invoice, entriesCount: entries, endDate: end ? new Date(end) : null })
        .returning();
      made.push(c!.id);
    }
    const rows = await liveContestsQuery(db, { organizer: 'list ORDER' });
    // remainingValue: 70, 70 (ends sooner first), 50, 1; 200 first.
    expect(rows.map((r) => r.id)).toEqual([made[4], made[1], made[0], made[2], made[3]]);
    expect(Object.keys(rows[0]!)).not.toContain('creativeDirection');
  });

  it('agrees page by page: cursor pages and numbered pages (from their anchors past the first thousand rows) give the same rows', async () => {
    for (const c of [contests.likes, contests.creative]) {
      const size = 100;
      const byNumber = [];
      for (let p = 1; p <= Math.ceil(c.leaderboardCount / size); p++) byNumber.push(...(await leaderboardPage(database.db, c, p, size)).data.rows);
      const byCursor = [];
      let page = (await leaderboardPage(database.db, c, 1, size)).data;
      byCursor.push(...page.rows);
      while (page.next) {
        page = (await leaderboardPage(database.db, c, 1, size, leaderboardCursor.parse(page.next))).data;
        byCursor.push(...page.rows);
      }
      expect(byNumber).toHaveLength(c.leaderboardCount);
      expect(byCursor).toEqual(byNumber);
      expect(byNumber.map((r) => r.rank)).toEqual(byNumber.map((_, i) => i + 1));
      expect(byNumber.map((r) => [r.creator, r.platform])).toEqual(await boardInSql(c));
    }
    const c = contests.likes;
    const size = 100;
    const byNumber = [];
    for (let p = 1; p <= Math.ceil(c.approvedCount / size); p++) byNumber.push(...(await approvedEntriesPage(database.db, c, p, size)).data.rows);
    const byCursor = [];
    let page = (await approvedEntriesPage(database.db, c, 1, size)).data;
    byCursor.push(...page.rows);
    while (page.next) {
      page = (await approvedEntriesPage(database.db, c, 1, size, entriesCursor.parse(page.next))).data;
      byCursor.push(...page.rows);
    }
    expect(byNumber).toHaveLength(c.approvedCount);
    expect(byCursor).toEqual(byNumber);
    const ids = byNumber.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('after a change, serves a deep page from the anchors at hand for a short while, then exactly again after one rebuild', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { db } = database;
      const [made] = await db.insert(competitions).values({ name: 'Anchors', organizer: 'Plans', competitionType: 'Likes', metric: 'likes' }).returning();
      await db.execute(sql`
        insert into contest_leaderboard (contest_id, creator, platform, likes, views, followers, posts, creativity, top_link)
        select ${made!.id}, 'anchor' || g, 'tiktok', g, 0, 0, 1, 0, 'https://x.test/a' || g from generate_series(1, 2500) g`);
      await db.execute(sql`update competitions set leaderboard_count = 2500 where id = ${made!.id}`);
      let c = await reload(made!.id);
      const page = 16; // rows 1,501-1,600: read from an anchor
      const exact = await leaderboardPage(db, c, page, 100);
      expect(exact.until).toBeNull();
      expect(exact.data.rows.map((r) => [r.creator, r.platform])).toEqual((await boardInSql(c)).slice(1500, 1600));

      // Three rows join the top of the board (as refreshLeaderboard does: rows, count and version in one go).
      await db.execute(sql`
        insert into contest_leaderboard (contest_id, creator, platform, likes, views, followers, posts, creativity, top_link)
        select ${c.id}, 'newcomer' || g, 'tiktok', 100000 + g, 0, 0, 1, 0, 'https://x.test/n' || g from generate_series(1, 3) g`);
      await db.execute(sql`update competitions set leaderboard_count = leaderboard_count + 3, board_version = board_version + 1 where id = ${c.id}`);
      c = await reload(c.id);
      // Within REBUILD_MS of the last build: the anchors at hand, so the page is off by the rows that moved above
      // it, and its answer says how long it may be kept.
      const stale = await leaderboardPage(db, c, page, 100);
      expect(stale.until?.getTime()).toBe(Date.now() + REBUILD_MS);
      expect(stale.data.rows.map((r) => r.creator)).toEqual(exact.data.rows.map((r) => r.creator));
      expect(stale.data.total).toBe(2503);

      vi.setSystemTime(Date.now() + REBUILD_MS);
      // The next deep read starts one rebuild and is served from the anchors at hand; once it is done, pages are exact.
      await expect.poll(async () => (await leaderboardPage(db, c, page, 100)).until, { timeout: 60_000 }).toBeNull();
      const fresh = await leaderboardPage(db, c, page, 100);
      expect(fresh.data.rows.map((r) => [r.creator, r.platform])).toEqual((await boardInSql(c)).slice(1500, 1600));
      expect(fresh.data.rows[0]!.creator).not.toBe(exact.data.rows[0]!.creator);
    } finally {
      vi.useRealTimers();
    }
  });

  /** The board's (creator, platform) in rank order, as plain SQL sorts it. */
  async function boardInSql(c: ContestRow) {
    const top = await database.db.execute(sql`select creator, platform from contest_leaderboard where contest_id = ${c.id}
      order by ${sql.raw(c.competitionType === 'Creative' ? 'creativity desc, likes desc' : `${c.metric} desc`)}, creator, platform`);
    return (top as unknown as { rows: { creator: string; platform: string }[] }).rows.map((r) => [r.creator, r.platform]);
  }
});
