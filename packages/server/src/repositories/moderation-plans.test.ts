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
import { newAccountSql, paymentHeldSql, queueCountQuery, queueQuery, raiseTwinSignals, samePostSql, sharedEmailSql, type NewEntry } from './moderation.ts';

// The moderation queue at 500,000 entries of one contest (issue 21): its pages and the signals' look-ups read their
// indexes, as the leaderboard's plan tests assert (`EXPLAIN (FORMAT JSON)` after ANALYZE: a plan is deterministic
// where a timing is not). PostgreSQL gets the 500,000; PGlite (one process, no parallel build) 100,000, enough
// for its planner to choose as it would at more.

describe.each(dbKinds)('moderation queue plans on %s', (kind) => {
  const ENTRIES = kind === 'postgres' ? 500_000 : 100_000;
  let database: Database;
  let pg: TestDatabase | null = null;
  let dataDir: string;
  let contestId = 0;
  let organisationId = 0;

  const plan = (q: SQLWrapper) => planOf(database.db, q);
  /** The plan reads `index` in order: an index scan of it, no sort and no sequential scan anywhere. */
  const walks = async (q: SQLWrapper, index: string, label = '') => {
    const nodes = await plan(q);
    expect(nodes.map((n) => n['Node Type']).filter((t) => /Sort|Seq Scan|Bitmap/.test(t)), `${label} ${JSON.stringify(nodes)}`).toEqual([]);
    const scan = nodes.find((n) => n['Index Name'] === index);
    expect(scan?.['Node Type'], JSON.stringify(nodes)).toMatch(/^Index (Only )?Scan$/);
    expect(scan?.['Scan Direction']).toBe('Forward');
    return scan!;
  };
  /** The plan looks `indexes` up (in order or as a bitmap) and scans no table whole. */
  const looksUp = async (q: SQLWrapper, indexes: (string | string[])[]) => {
    const nodes = await plan(q);
    // The organisations' and contests' few rows may be read whole; entries never.
    expect(nodes.filter((n) => /Seq Scan/.test(n['Node Type']) && n['Relation Name'] === 'posts'), JSON.stringify(nodes)).toEqual([]);
    const used = nodes.map((n) => n['Index Name']);
    // An entry of `indexes` that is a list: any one of them.
    for (const index of indexes) expect([index].flat().some((i) => used.includes(i)), `${index}: ${JSON.stringify(nodes)}`).toBe(true);
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chorus-moderation-plans-'));
    pg = kind === 'postgres' ? await createTestDatabase() : null;
    database = await openDatabase({ databaseUrl: pg?.url, dataDir });
    const { db } = database;
    const [c] = await db.insert(competitions).values({ name: 'Queue', organizer: 'Plans' }).returning();
    const [other] = await db.insert(competitions).values({ name: 'Other', organizer: 'Plans' }).returning();
    contestId = c!.id;
    organisationId = c!.organisationId;
    // One contest's 500k entries among another's: four platforms, a tenth approved and a tenth rejected, one in 50
    // flagged, many created at the same instant (ties ordered by id), an email entering under a few handles.
    await db.execute(sql`
      insert into posts (contest_id, email, creator, platform, link, post_key, status, signals, created_at)
      select case when g % 10 = 9 then ${other!.id}::int else ${contestId}::int end, 'e' || (g / 3) || '@x.test', 'creator' || g,
             (array['tiktok','instagram','youtube','capcut'])[1 + g % 4], 'https://www.tiktok.com/@c/video/' || g, 'tiktok:' || g,
             case when g % 10 = 1 then 'approved' when g % 10 = 2 then 'rejected' else 'in_review' end,
             case when g % 50 = 0 then 2 else 0 end, timestamptz '2026-01-01' + ((g / 3) || ' seconds')::interval
      from generate_series(1, ${ENTRIES}) g`);
    // Accounts enough that one is looked up by its key, not read among a handful.
    await db.execute(sql`
      insert into contacts (contact_type, first_name, last_name, email_primary)
      select 'creator', 'F' || g, 'L' || g, 'plan' || g || '@x.test' from generate_series(1, 20000) g`);
    // As autovacuum leaves a table: statistics, and pages marked all-visible (index-only scans can count).
    await db.execute(sql`vacuum analyze`);
  }, 600_000);
  afterAll(async () => {
    await database?.close();
    await pg?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const q = { page: 1, pageSize: 100 };

  it('reads a page of the queue on its index, flagged first then oldest first: page 1, by state, flagged, platform, and after a cursor', async () => {
    await walks(queueQuery(database.db, contestId, q), 'posts_queue_idx', 'page 1');
    await walks(queueQuery(database.db, contestId, { ...q, flagged: true }), 'posts_queue_idx', 'flagged');
    await walks(queueQuery(database.db, contestId, { ...q, flagged: false, platform: 'youtube' }), 'posts_queue_idx', 'not flagged, youtube');
    await walks(queueQuery(database.db, contestId, { ...q, status: 'in_review' }), 'posts_queue_status_idx', 'in review');
    // Few rows (a tenth approved, one in 50 of those flagged): the planner may read their range as a bitmap and sort them.
    await looksUp(queueQuery(database.db, contestId, { ...q, status: 'approved', flagged: true }), ['posts_queue_status_idx']);
    // Deep in the queue: a range of the index from the cursor, not an offset walked.
    const after = [400_000, 1, Date.parse('2026-01-02') * 1000, 300_000] as [number, 0 | 1, number, number];
    const scan = await walks(queueQuery(database.db, contestId, { ...q, after }), 'posts_queue_idx');
    expect(scan['Index Cond']).toMatch(/ROW\(.*\) > ROW\(/);
  });

  it('counts at most 10,001 entries: a range of the same index when a filter is narrow, else the first rows found', async () => {
    // Nearly every row of the table is this contest's: the planner reads rows until the limit rather than the index.
    const nodes = await plan(queueCountQuery(database.db, contestId, q));
    expect(nodes.find((n) => n['Node Type'] === 'Limit'), JSON.stringify(nodes)).toMatchObject({ 'Plan Rows': 10_001 });
    await looksUp(queueCountQuery(database.db, contestId, { ...q, flagged: true }), ['posts_queue_idx']);
    await looksUp(queueCountQuery(database.db, contestId, { ...q, status: 'rejected', flagged: true }), ['posts_queue_status_idx']);
  });

  it('looks each signal up on an index: the same post, the shared email, the new account, the twins an entry raises, and the cap', async () => {
    const e: NewEntry = { contestId, organisationId, email: 'e77@x.test', creator: 'someone', postKey: 'tiktok:1234', contactId: 1 };
    await looksUp(sql`select ${samePostSql(e)}`, ['posts_post_key_any_idx']);
    await looksUp(sql`select ${sharedEmailSql(e)}`, [['posts_email_idx', 'posts_user_email_idx']]);
    await looksUp(sql`select ${newAccountSql(e)}`, ['contacts_pkey']);
    await looksUp(raiseTwinSignals(e, sql`true`), [['posts_email_idx', 'posts_user_email_idx'], 'posts_post_key_any_idx']);
    // The entrant's 7-entry cap, anonymous (by email) and signed in (by email or account).
    await looksUp(sql`select ${entrantCountSql(contestId, e.email, null)}`, [['posts_email_idx', 'posts_user_email_idx']]);
    await looksUp(sql`select ${entrantCountSql(contestId, e.email, 1)}`, [['posts_email_idx', 'posts_user_email_idx'], 'posts_contact_idx']);
    // A prize's hold: its group's entries.
    await looksUp(sql`select ${paymentHeldSql('kp')} from contest_payments kp where kp.id = 1`, ['posts_group_idx']);
  });
});
