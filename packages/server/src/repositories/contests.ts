import { and, asc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  describePrize,
  FEE_LABEL,
  feePct,
  isMilestone,
  MILESTONE_CAP,
  netCents,
  parsePrizes,
  prizeTotalCents,
  DEFAULT_INVOICE_AMOUNT,
  ORDER_DIVISOR,
  type ContestDetail,
  type ContestSummary,
} from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { competitions, contestEntryCounts, contestLeaderboard, posts, prizeRows, promotions } from '../db/schema.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { boundedMemo } from '../lib/bounded-memo.ts';
import { publicChanged } from '../lib/public-cache.ts';

export type ContestRow = typeof competitions.$inferSelect;
export { approvedEntriesPage, leaderboardPage, leaderboardTop, ranksOf } from './contest-pages.ts';
type Conn = Db | Tx;

/** Ended by the organiser, by the milestone cap, or by its end date passing. */
export const hasEnded = (c: Pick<ContestRow, 'hasEnded' | 'endDate'>, now = new Date()) => c.hasEnded || (!!c.endDate && c.endDate <= now);
export const acceptsEntries = (c: ContestRow) => c.isActive && !hasEnded(c) && !c.deletedAt;

/** Slots of `contest_entry_counts` per contest: more than the connections that enter at once, so they rarely share one. */
export const ENTRY_COUNT_SLOTS = 32;

/**
 * A contest's entries: the count on its row (seeds, imports, moderation's deletes) plus the slots `submitEntry`
 * adds to. A row read with `select()` holds the first alone: what shows a count reads this (lists) or adds the
 * slots (`toDetail`).
 */
export const entriesTotal = sql<number>`(${competitions.entriesCount} + coalesce((select sum(s.n) from ${contestEntryCounts} s where s.contest_id = ${competitions.id}), 0))::int`;

export function toSummary(c: ContestListRow): ContestSummary {
  return {
    id: c.id,
    name: c.name,
    organizer: c.organizer,
    image: c.image,
    audio: c.audio,
    event: c.event,
    category: c.category,
    kind: c.kind,
    isActive: c.isActive,
    isClosed: c.isClosed,
    isDirect: c.kind === 'direct',
    hasEnded: hasEnded(c),
    startDate: c.startDate?.toISOString() ?? null,
    endDate: c.endDate?.toISOString() ?? null,
    competitionType: c.competitionType,
    metric: c.metric,
    platforms: c.platforms,
    takePct: c.takePct,
    color: c.color,
    prizes: c.prizes,
    prizeTotalCents: prizeTotalCents(c.prizes),
    entriesCount: c.entriesCount,
    approvedCount: c.approvedCount,
  };
}

/** A contest's prize rows and promotions, in id order, and the entries its count slots hold, in one query. */
async function childrenOf(db: Conn, contestId: number) {
  const res = (await db.execute(sql`
    select
      (select coalesce(json_agg(json_build_object('key', r.key, 'value', r.value) order by r.id), '[]'::json)
         from ${prizeRows} r where r.contest_id = ${contestId}) as rows,
      (select coalesce(json_agg(json_build_object('isActive', p.is_active, 'amountCents', p.amount_cents) order by p.id), '[]'::json)
         from ${promotions} p where p.contest_id = ${contestId}) as promos,
      (select coalesce(sum(s.n), 0)::int from ${contestEntryCounts} s where s.contest_id = ${contestId}) as slotted`)) as unknown as {
    rows: { rows: unknown; promos: unknown; slotted: number }[];
  };
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const row = res.rows[0]!;
  return {
    rows: parse<{ key: string; value: string }[]>(row.rows),
    promos: parse<{ isActive: boolean; amountCents: number }[]>(row.promos),
    slotted: Number(row.slotted),
  };
}

/** Rich text sanitized on the way out, remembered by its text (a contest's text is read far more often than written). */
const sanitizeOnce = boundedMemo(sanitizeRichText, { maxEntries: 200, maxBytes: 4 * 1024 * 1024 });

/** The detail of a contest row as stored (`select()`: its entries count without the slots, added here). */
export async function toDetail(db: Conn, c: ContestRow): Promise<ContestDetail> {
  const { rows, promos, slotted } = await childrenOf(db, c.id);
  const pct = feePct(c);
  return {
    ...toSummary({ ...c, entriesCount: c.entriesCount + slotted }),
    // Sanitized on the way out too, whatever path wrote it (seeds, SQL consoles, older rows).
    creativeDirection: c.creativeDirection ? sanitizeOnce(c.creativeDirection) : null,
    tiktokSound: c.tiktokSound,
    instagramSound: c.instagramSound,
    tiktok: c.tiktok,
    instagram: c.instagram,
    spotify: c.spotify,
    hasMarketingKey: !!c.marketingKey,
    prizeLines: parsePrizes(c.prizes).map((p) => ({
      ...p,
      netCents: netCents(p.amountCents, pct),
      // A prize row whose Key appears in the label describes it; otherwise the rule of contests.md §9 does.
      description:
        rows.find((r) => p.label.toLowerCase().includes(r.key.toLowerCase()))?.value ?? describePrize(p, c.metric),
    })),
    feePct: pct,
    feeLabel: pct > 0 ? (c.takePct !== null ? FEE_LABEL : 'platform fee') : null,
    milestone: isMilestone(c) ? { approved: c.approvedCount, cap: MILESTONE_CAP } : null,
    promotions: promos.map((p) => ({ isActive: p.isActive, amountCents: p.amountCents })),
    lastUpdated: (c.lastUpdated ?? c.updatedAt).toISOString(),
  };
}

/**
 * The locking discipline (docs/architecture.md): whatever changes a contest's entries, counters, leaderboard,
 * state or payments first locks the contest rows with this, then reads what it decides on, then writes. Rows
 * are locked in ascending id order, so two transactions that lock several contests never wait on each other
 * in a cycle. Returns the locked rows (deleted ones too; callers decide), read after the lock was granted.
 */
export async function lockContests(tx: Tx, ids: readonly number[]): Promise<ContestRow[]> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (!sorted.length) return [];
  // PostgreSQL locks rows as the sorted result is returned, so ORDER BY sets the locking order.
  return tx.select().from(competitions).where(inArray(competitions.id, sorted)).orderBy(asc(competitions.id)).for('update');
}

export async function findContest(db: Conn, id: number): Promise<ContestRow | undefined> {
  // In a transaction, a plain statement; else the one prepared for the database (see contestQuery).
  if ('rollback' in db) return (await db.select().from(competitions).where(and(eq(competitions.id, id), isNull(competitions.deletedAt))))[0];
  let query = contestQueries.get(db);
  if (!query) contestQueries.set(db, (query = contestQuery(db)));
  return (await query.execute({ id }))[0];
}

/**
 * The query of `findContest`, built once per database and prepared (a named statement on PostgreSQL): every public
 * read of a contest the cache has not kept begins with it (the uncached leaderboard page went from 2.58 to 2.09 times
 * the bare same-SQL route's time: bench/leaderboard.mjs).
 */
const contestQuery = (db: Db) =>
  db
    .select()
    .from(competitions)
    .where(and(eq(competitions.id, sql.placeholder('id')), isNull(competitions.deletedAt)))
    .prepare('find_contest');
const contestQueries = new WeakMap<Db, ReturnType<typeof contestQuery>>();

/** The columns a contest list shows (`toSummary`) and decides on (eligibility: countries, continents). */
const listColumns = {
  id: competitions.id,
  name: competitions.name,
  organizer: competitions.organizer,
  image: competitions.image,
  audio: competitions.audio,
  event: competitions.event,
  category: competitions.category,
  kind: competitions.kind,
  isActive: competitions.isActive,
  isClosed: competitions.isClosed,
  hasEnded: competitions.hasEnded,
  startDate: competitions.startDate,
  endDate: competitions.endDate,
  competitionType: competitions.competitionType,
  metric: competitions.metric,
  platforms: competitions.platforms,
  takePct: competitions.takePct,
  color: competitions.color,
  prizes: competitions.prizes,
  entriesCount: entriesTotal,
  approvedCount: competitions.approvedCount,
  countries: competitions.countries,
  continents: competitions.continents,
};
export type ContestListRow = { [K in keyof typeof listColumns]: ContestRow[K] };
/** Every column of a contest, with its entries count total (`entriesTotal`): for lists that show whole rows. */
export const withEntriesTotal = { ...getTableColumns(competitions), entriesCount: entriesTotal };

/**
 * The query of the live contests (not deleted, active, not ended), ordered by remaining value (core's
 * `remainingValue`, in SQL), largest first, then the soonest end, then id; of one category and one organiser
 * (case-insensitive) when given. Exported for the plan test.
 */
export const liveContestsQuery = (db: Conn, { category, organizer }: { category?: string; organizer?: string }) =>
  db
    .select(listColumns)
    .from(competitions)
    .where(
      and(
        isNull(competitions.deletedAt),
        eq(competitions.isActive, true),
        eq(competitions.hasEnded, false),
        sql`(${competitions.endDate} is null or ${competitions.endDate} > now())`,
        category ? eq(competitions.category, category) : undefined,
        organizer ? sql`lower(${competitions.organizer}) = lower(${organizer})` : undefined,
      ),
    )
    .orderBy(
      sql`greatest(1, coalesce(${competitions.invoiceAmount}, ${sql.raw(String(DEFAULT_INVOICE_AMOUNT))})::float8 / ${sql.raw(String(ORDER_DIVISOR))} - ${entriesTotal}) desc`,
      sql`${competitions.endDate} asc nulls last`,
      asc(competitions.id),
    );

export async function listLiveContests(db: Conn, category?: string, organizer?: string): Promise<ContestListRow[]> {
  return liveContestsQuery(db, { category, organizer });
}

/** The leaderboard groups (handle + platform) of an account's approved entries in a contest. */
export async function groupsOfContact(db: Conn, contestId: number, contactId: number) {
  return db
    .selectDistinct({ creator: posts.creator, platform: posts.platform })
    .from(posts)
    .where(and(eq(posts.contestId, contestId), eq(posts.contactId, contactId), eq(posts.status, 'approved'), isNull(posts.deletedAt)));
}

/** The groups of one handle (any platform) on a contest's board. */
export async function groupsOfHandle(db: Conn, contestId: number, creator: string) {
  return db
    .select({ creator: contestLeaderboard.creator, platform: contestLeaderboard.platform })
    .from(contestLeaderboard)
    .where(and(eq(contestLeaderboard.contestId, contestId), eq(contestLeaderboard.creator, creator)));
}

export interface Group {
  creator: string;
  platform: string;
}

/** The distinct creator+platform groups of some entries. */
export const groupsOf = (entries: Group[]): Group[] =>
  [...new Map(entries.map((e) => [`${e.creator}\u0000${e.platform}`, { creator: e.creator, platform: e.platform }])).values()];

/**
 * Recomputes leaderboard rows from approved entries: for the given creator+platform groups, or the whole
 * contest. Runs inside the transaction that changed the entries, so readers never see a stale board.
 * The group list drives the join, so the plan stays an index lookup per group whatever the table
 * statistics say (PGlite runs no autovacuum, so its statistics can be far off). Callers hold the contest's
 * lock (lockContests): two refreshes of one group in parallel would each miss the other's change. Bumps the
 * contest's `board_version` (deep pages' anchors) and, once committed, the public cache's board generation.
 */
export async function refreshLeaderboard(tx: Conn, contestId: number, groups?: Group[]): Promise<void> {
  const aggregate = (from: SQL) => sql`
    select p.contest_id, p.creator, p.platform, sum(p.likes) as likes, sum(p.views) as views,
           max(p.followers) as followers, count(*) as posts,
           max(p.creativity_score) as creativity, (array_agg(p.link order by p.likes desc, p.id))[1] as top_link
    from ${from}
    where p.contest_id = ${contestId} and p.status = 'approved' and p.deleted_at is null
    group by p.contest_id, p.creator, p.platform`;
  if (!groups) {
    await tx.execute(sql`delete from contest_leaderboard where contest_id = ${contestId}`);
    await tx.execute(sql`
      insert into contest_leaderboard (contest_id, creator, platform, likes, views, followers, posts, creativity, top_link)
      ${aggregate(sql`posts p`)}`);
  } else {
    if (groups.length === 0) return;
    const g = sql`unnest(${sql.param(groups.map((x) => x.creator))}::text[], ${sql.param(groups.map((x) => x.platform))}::text[]) as g(creator, platform)`;
    // One statement: upsert the groups that still have approved entries, delete those that have none left.
    await tx.execute(sql`
      with agg as (${aggregate(sql`${g} join posts p on p.contest_id = ${contestId} and p.creator = g.creator and p.platform = g.platform`)}),
      up as (
        insert into contest_leaderboard (contest_id, creator, platform, likes, views, followers, posts, creativity, top_link)
        select * from agg
        on conflict (contest_id, creator, platform) do update set
          likes = excluded.likes, views = excluded.views, followers = excluded.followers, posts = excluded.posts,
          creativity = excluded.creativity, top_link = excluded.top_link
        returning 1)
      delete from contest_leaderboard lb
      using ${g}
      where lb.contest_id = ${contestId} and lb.creator = g.creator and lb.platform = g.platform
        and not exists (select 1 from agg where agg.creator = lb.creator and agg.platform = lb.platform)`);
  }
  await tx.execute(sql`
    update competitions set leaderboard_count = (select count(*) from contest_leaderboard where contest_id = ${contestId}),
      board_version = board_version + 1
    where id = ${contestId}`);
  publicChanged(tx, [contestId], { board: true });
}

/** Re-counts a contest's entry counters from its entries (after bulk changes); its count slots are emptied into the row. */
export async function recount(tx: Conn, contestId: number): Promise<void> {
  await tx.execute(sql`delete from ${contestEntryCounts} where contest_id = ${contestId}`);
  await tx.execute(sql`
    update competitions c set
      entries_count = (select count(*) from posts p where p.contest_id = c.id and p.deleted_at is null),
      approved_count = (select count(*) from posts p where p.contest_id = c.id and p.deleted_at is null and p.status = 'approved'),
      updated_at = now()
    where c.id = ${contestId}`);
}
