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
import { entrantCountSql } from './entries.ts';
import { raiseTwinSignals, sharedEmailSql, type NewEntry } from './moderation.ts';

// A contest that goes viral takes thousands of entries before the entries' table is analyzed again (autovacuum waits
// for a tenth of the table to change), so the planner estimates the contest at a row or so. Each entry counts its
// entrant's entries and looks for their twins; with that estimate the planner chose posts_contest_day_idx for them,
// reading every entry of the contest three times per new entry (2.2 ms of database time per entry at 4,000 entries,
// growing with the contest). Asserted on a table never analyzed, and on one analyzed before the contest began.

describe.each(dbKinds)("an entry's look-ups in a contest newer than the statistics, on %s", (kind) => {
  let database: Database;
  let pg: TestDatabase | null = null;
  let dataDir: string;
  let contestId = 0;
  let organisationId = 0;

  /** The indexes the plan reads entries through; it never reads the table whole. */
  const postIndexes = async (q: SQLWrapper) => {
    const nodes = await planOf(database.db, q);
    expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'posts'), JSON.stringify(nodes)).toEqual([]);
    return nodes.map((n) => n['Index Name']).filter((i): i is string => !!i && i.startsWith('posts_'));
  };
  const fill = (id: number, from: number, count: number) =>
    database.db.execute(sql`
      insert into posts (contest_id, email, creator, platform, link, post_key)
      select ${id}::int, 'e' || g || '@x.test', 'creator' || g, 'tiktok', 'https://www.tiktok.com/@c/video/' || g, 'tiktok:' || g
      from generate_series(${from}::int, ${from + count - 1}::int) g`);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chorus-entry-plans-'));
    pg = kind === 'postgres' ? await createTestDatabase() : null;
    database = await openDatabase({ databaseUrl: pg?.url, dataDir });
    // Nothing analyzes the table behind the test's back.
    await database.db.execute(sql`alter table posts set (autovacuum_enabled = false)`);
    const [c] = await database.db.insert(competitions).values({ name: 'Viral', organizer: 'Plans' }).returning();
    contestId = c!.id;
    organisationId = c!.organisationId;
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await pg?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const entry = (): NewEntry => ({ contestId, organisationId, email: 'e77@x.test', creator: 'someone', postKey: 'tiktok:77', contactId: null });

  /** The cap's count (anonymous and signed in), the shared email and the twins: each on the entrant's index. */
  async function assertLookUps() {
    expect(await postIndexes(sql`select ${entrantCountSql(contestId, 'e77@x.test', null)}`)).toEqual(['posts_user_email_idx']);
    expect((await postIndexes(sql`select ${entrantCountSql(contestId, 'e77@x.test', 5)}`)).sort()).toEqual(['posts_contact_idx', 'posts_user_email_idx']);
    expect(await postIndexes(sql`select ${sharedEmailSql(entry())}`)).toEqual(['posts_user_email_idx']);
    expect((await postIndexes(raiseTwinSignals(entry(), sql`true`))).sort()).toEqual(['posts_post_key_any_idx', 'posts_user_email_idx']);
  }

  it('reads them on their indexes in a table never analyzed', async () => {
    await fill(contestId, 1, 20_000);
    await assertLookUps();
  });

  it('reads them on their indexes when the statistics were taken before the contest began', async () => {
    const others = await database.db.insert(competitions).values([1, 2, 3].map((n) => ({ name: `Older ${n}`, organizer: 'Plans' }))).returning();
    await database.db.execute(sql`delete from posts`);
    for (const [i, o] of others.entries()) await fill(o.id, 100_000 * (i + 1), 10_000);
    await database.db.execute(sql`analyze posts`);
    await fill(contestId, 1, 20_000);
    await assertLookUps();
  });
});
