import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/open.ts';
import { competitions } from '../db/schema.ts';
import { dbKinds } from '../testing/app.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { planOf } from '../testing/plans.ts';
import { approvalsByDayQuery, boardTotalsQuery, entriesByDayQuery } from './contest-overview.ts';

// The overview's reads at scale (as contest-pages.test.ts does for pages): a plan is deterministic where a timing is
// not. A contest's entries by day must be one pass over its range of posts_contest_day_idx, never a scan of posts
// nor a sort of its entries.

const POSTS = 30_000;

describe.each(dbKinds)('overview plans on %s', (kind) => {
  let database: Database;
  let pg: TestDatabase | null = null;
  let dataDir: string;
  let contestId: number;

  const plan = (q: SQLWrapper) => planOf(database.db, q);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chorus-overview-plans-'));
    pg = kind === 'postgres' ? await createTestDatabase() : null;
    database = await openDatabase({ databaseUrl: pg?.url, dataDir });
    const { db } = database;
    const ids: number[] = [];
    for (let k = 0; k < 10; k++) {
      const [c] = await db.insert(competitions).values({ name: `Overview ${k}`, organizer: 'Plans' }).returning();
      ids.push(c!.id);
    }
    contestId = ids[0]!;
    // Ten contests' entries over 40 days, of every status; a few deleted.
    await db.execute(sql`
      insert into posts (contest_id, email, creator, platform, status, created_at, deleted_at)
      select (${sql.param(ids)}::int[])[1 + g % 10], 'e' || g || '@x.test', 'creator' || g, 'tiktok',
             (array['approved','in_review','rejected'])[1 + g % 3], timestamptz '2026-01-01' + ((g * 113) || ' seconds')::interval,
             case when g % 500 = 0 then now() end
      from generate_series(1, ${POSTS}) g`);
    await db.execute(sql`
      insert into contest_leaderboard (contest_id, creator, platform, likes, views, followers, posts, creativity)
      select (${sql.param(ids)}::int[])[1 + g % 10], 'creator' || g, 'tiktok', g % 97, g % 89, 0, 1, 0 from generate_series(1, ${POSTS}) g`);
    // Autovacuum's work on a live PostgreSQL (PGlite runs none): the visibility map lets an index-only scan skip the
    // heap. Without it the planner reads the contest's rows through another of its indexes: still no scan of posts.
    await db.execute(sql`vacuum analyze`);
  }, 300_000);
  afterAll(async () => {
    await database?.close();
    await pg?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("reads a contest's entries by day off its range of posts_contest_day_idx, without a sequential scan or a sort", async () => {
    const nodes = await plan(entriesByDayQuery(database.db, contestId));
    expect(nodes.map((n) => n['Node Type']).filter((t) => /Seq Scan|Sort/.test(t)), JSON.stringify(nodes)).toEqual([]);
    expect(nodes.find((n) => n['Index Name'] === 'posts_contest_day_idx')?.['Node Type'], JSON.stringify(nodes)).toMatch(/^(Bitmap )?Index (Only )?Scan$/);
  });

  it("reads a contest's approvals by day off its range of posts_approved_day_idx, without a sequential scan or a sort", async () => {
    const nodes = await plan(approvalsByDayQuery(database.db, contestId));
    expect(nodes.map((n) => n['Node Type']).filter((t) => /Seq Scan|Sort/.test(t)), JSON.stringify(nodes)).toEqual([]);
    expect(nodes.find((n) => n['Index Name'] === 'posts_approved_day_idx')?.['Node Type'], JSON.stringify(nodes)).toMatch(/^(Bitmap )?Index (Only )?Scan$/);
  });

  it("sums the contest's board on its own key, without a sequential scan", async () => {
    const nodes = await plan(boardTotalsQuery(database.db, contestId));
    expect(nodes.map((n) => n['Node Type']).filter((t) => /Seq Scan/.test(t)), JSON.stringify(nodes)).toEqual([]);
  });

  it('counts what the grouped query says', async () => {
    const days = await entriesByDayQuery(database.db, contestId);
    const res = (await database.db.execute(sql`select count(*)::int as n from posts where contest_id = ${contestId} and deleted_at is null`)) as unknown as { rows: { n: number }[] };
    expect(days.reduce((s, d) => s + d.entries, 0)).toBe(res.rows[0]!.n);
    expect(days.length).toBeGreaterThan(30);
  });
});
