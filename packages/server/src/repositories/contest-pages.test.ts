import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cursorMessages, encodeCursor, entriesCursor, leaderboardCursor } from '@chorus/core';
import { openDatabase, type Database } from '../db/open.ts';
import { competitions } from '../db/schema.ts';
import { dbKinds } from '../testing/app.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { approvedEntriesPage, approvedEntriesQuery, leaderboardPage, leaderboardPageQuery, rankedBeforeQuery } from './contest-pages.ts';
import { liveContestsQuery, type ContestRow } from './contests.ts';

// Every paged read must walk its index in the index's order: a plan is deterministic where a timing is not, so
// this asserts on `EXPLAIN (FORMAT JSON)`. Both databases get enough rows and fresh statistics (PGlite runs no
// autovacuum: without ANALYZE its planner guesses) and must give the same plan.

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Scan Direction'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodesOf)];

const BOARD = 3000;
const POSTS = 20_000;

describe.each(dbKinds)('paged reads on %s', (kind) => {
  let database: Database;
  let pg: TestDatabase | null = null;
  let dataDir: string;
  const contests: Record<'likes' | 'views' | 'followers' | 'creative', ContestRow> = {} as never;

  const plan = async (q: SQLWrapper) => {
    const res = (await database.db.execute(sql`explain (format json) ${q.getSQL()}`)) as unknown as { rows: Record<string, unknown>[] };
    const raw = Object.values(res.rows[0]!)[0];
    const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    return nodesOf(json[0]!.Plan);
  };
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

  it('reads each leaderboard page on its index: page 1, a deep page, the last page (backwards) and after a cursor', async () => {
    for (const k of Object.keys(indexOf) as (keyof typeof indexOf)[]) {
      const c = contests[k];
      for (const page of [1, 12]) await walks(leaderboardPageQuery(database.db, c, { page, pageSize: 100 }).q, indexOf[k]);
      await walks(leaderboardPageQuery(database.db, c, { page: Math.ceil(c.leaderboardCount / 10), pageSize: 10 }).q, indexOf[k], 'Backward');
      const first = await leaderboardPage(database.db, c, 1, 25);
      const after = leaderboardCursor.parse(first.next);
      const scan = await walks(leaderboardPageQuery(database.db, c, { page: 1, pageSize: 25, after }).q, indexOf[k]);
      // The cursor is a range of the index (a row comparison in the index condition), not a filter over it.
      expect(scan['Index Cond']).toMatch(/ROW\(/);
    }
  });

  it('counts the rows ranked before a row (Find me) as one range of the index', async () => {
    for (const k of Object.keys(indexOf) as (keyof typeof indexOf)[]) {
      const c = contests[k];
      const [middle] = (await leaderboardPage(database.db, c, 3, 100)).rows;
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
    for (const page of [1, 20, 60]) await walks(approvedEntriesQuery(database.db, c, { page, pageSize: 100 }).q, 'posts_approved_idx');
    await walks(approvedEntriesQuery(database.db, c, { page: Math.ceil(c.approvedCount / 10), pageSize: 10 }).q, 'posts_approved_idx', 'Backward');
    const first = await approvedEntriesPage(database.db, c, 1, 25);
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

  it('agrees page by page: cursor pages, numbered pages and pages read backwards give the same rows', async () => {
    for (const c of [contests.likes, contests.creative]) {
      const size = 100;
      const byNumber = [];
      for (let p = 1; p <= Math.ceil(c.leaderboardCount / size); p++) byNumber.push(...(await leaderboardPage(database.db, c, p, size)).rows);
      const byCursor = [];
      let page = await leaderboardPage(database.db, c, 1, size);
      byCursor.push(...page.rows);
      while (page.next) {
        page = await leaderboardPage(database.db, c, 1, size, leaderboardCursor.parse(page.next));
        byCursor.push(...page.rows);
      }
      expect(byNumber).toHaveLength(c.leaderboardCount);
      expect(byCursor).toEqual(byNumber);
      expect(byNumber.map((r) => r.rank)).toEqual(byNumber.map((_, i) => i + 1));
      const top = await database.db.execute(sql`select creator, platform from contest_leaderboard where contest_id = ${c.id}
        order by ${sql.raw(c.competitionType === 'Creative' ? 'creativity desc, likes desc' : 'likes desc')}, creator, platform`);
      expect(byNumber.map((r) => [r.creator, r.platform])).toEqual((top as unknown as { rows: { creator: string; platform: string }[] }).rows.map((r) => [r.creator, r.platform]));
    }
    const c = contests.likes;
    const size = 100;
    const byNumber = [];
    for (let p = 1; p <= Math.ceil(c.approvedCount / size); p++) byNumber.push(...(await approvedEntriesPage(database.db, c, p, size)).rows);
    const byCursor = [];
    let page = await approvedEntriesPage(database.db, c, 1, size);
    byCursor.push(...page.rows);
    while (page.next) {
      page = await approvedEntriesPage(database.db, c, 1, size, entriesCursor.parse(page.next));
      byCursor.push(...page.rows);
    }
    expect(byNumber).toHaveLength(c.approvedCount);
    expect(byCursor).toEqual(byNumber);
    const ids = byNumber.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

});
