import { sql } from 'drizzle-orm';
import { MILESTONE_CAP, MILESTONE_TYPE } from '@chorus/core';
import type { Db } from '../db/open.ts';

/** A stored value that differs from the one recomputed from `posts` (null: the row is missing on that side). */
export type Mismatch = {
  contestId: number;
  /** `entries_count`, `approved_count`, `leaderboard_count`, `has_ended`, or `leaderboard <creator>/<platform>`. */
  what: string;
  stored: string | null;
  actual: string | null;
};

/** `execute` is typed per driver (`unknown` on the shared Db type); both drivers answer with `rows`. */
const rowsOf = (result: unknown) => (result as { rows: Mismatch[] }).rows;

/**
 * Compares every stored counter and leaderboard row (of one contest, or all) with what the entries say.
 * An empty list means the contest is consistent. Two statements, each a grouped pass over `posts` driven
 * by the contest filter; meant for test databases, not for production-sized contests.
 */
export async function checkConsistency(db: Db, contestId?: number): Promise<Mismatch[]> {
  const only = contestId ?? null;
  const counters = await db.execute(sql`
    with c as (
      -- A contest's entries count is its row's plus the slots submitEntry counts in (contest_entry_counts).
      select id, entries_count + coalesce((select sum(s.n) from contest_entry_counts s where s.contest_id = competitions.id), 0)::int as entries_count,
             approved_count, leaderboard_count, has_ended, competition_type
      from competitions where ${only}::int is null or id = ${only}::int),
    n as (
      select c.id,
        (select count(*) from posts p where p.contest_id = c.id and p.deleted_at is null)::int as entries,
        (select count(*) from posts p where p.contest_id = c.id and p.deleted_at is null and p.status = 'approved')::int as approved,
        (select count(*) from (select 1 from posts p where p.contest_id = c.id and p.deleted_at is null and p.status = 'approved'
                               group by p.creator, p.platform) g)::int as groups
      from c)
    select c.id as "contestId", x.what, x.stored, x.actual
    from c join n on n.id = c.id
    cross join lateral (values
      ('entries_count', c.entries_count::text, n.entries::text),
      ('approved_count', c.approved_count::text, n.approved::text),
      ('leaderboard_count', c.leaderboard_count::text, n.groups::text),
      -- A milestone contest ends when its cap is reached (and stays ended).
      ('has_ended', c.has_ended::text,
        (c.has_ended or (c.competition_type = ${MILESTONE_TYPE} and n.approved >= ${MILESTONE_CAP}))::text)
    ) as x(what, stored, actual)
    where x.stored is distinct from x.actual
    order by 1, 2`);
  // The same aggregate refreshLeaderboard writes, compared row by row in both directions.
  const board = await db.execute(sql`
    with want as (
      select p.contest_id, p.creator, p.platform,
             sum(p.likes)::bigint as likes, sum(p.views)::bigint as views, max(p.followers)::bigint as followers,
             count(*)::int as posts,
             max(p.creativity_score)::int as creativity, (array_agg(p.link order by p.likes desc, p.id))[1] as top_link
      from posts p
      where (${only}::int is null or p.contest_id = ${only}::int) and p.status = 'approved' and p.deleted_at is null
      group by p.contest_id, p.creator, p.platform),
    have as (
      select contest_id, creator, platform, likes, views, followers, posts, creativity, top_link
      from contest_leaderboard where ${only}::int is null or contest_id = ${only}::int)
    select coalesce(h.contest_id, w.contest_id) as "contestId",
           'leaderboard ' || coalesce(h.creator, w.creator) || '/' || coalesce(h.platform, w.platform) as what,
           case when h.contest_id is null then null
                else concat_ws(' ', 'likes=' || h.likes, 'views=' || h.views, 'followers=' || h.followers, 'posts=' || h.posts,
                               'creativity=' || h.creativity, 'top=' || coalesce(h.top_link, '-')) end as stored,
           case when w.contest_id is null then null
                else concat_ws(' ', 'likes=' || w.likes, 'views=' || w.views, 'followers=' || w.followers, 'posts=' || w.posts,
                               'creativity=' || w.creativity, 'top=' || coalesce(w.top_link, '-')) end as actual
    from have h
    full join want w on w.contest_id = h.contest_id and w.creator = h.creator and w.platform = h.platform
    where h.contest_id is null or w.contest_id is null
       or (h.likes, h.views, h.followers, h.posts, h.creativity, h.top_link)
          is distinct from (w.likes, w.views, w.followers, w.posts, w.creativity, w.top_link)
    order by 1, 2`);
  return [...rowsOf(counters), ...rowsOf(board)].map((m) => ({ ...m, contestId: Number(m.contestId) }));
}

/** A creator's stored count of offers in a state (offer_counts) that differs from the offers (0 where a side has none). */
export type OfferCountMismatch = { contactId: number; state: string; stored: number; actual: number };

/**
 * Compares every offer_counts row (kept by migration 0020's triggers) with the offers themselves, in both
 * directions; an empty list means they agree.
 */
export async function checkOfferCounts(db: Db): Promise<OfferCountMismatch[]> {
  const res = await db.execute(sql`
    select coalesce(c.contact_id, o.contact_id) as "contactId", coalesce(c.state, o.state) as state,
           coalesce(c.n, 0)::int as stored, coalesce(o.n, 0)::int as actual
    from offer_counts c
    full join (select contact_id, state, count(*)::int as n from offers group by 1, 2) o on o.contact_id = c.contact_id and o.state = c.state
    where coalesce(c.n, 0) <> coalesce(o.n, 0)
    order by 1, 2`);
  return (res as unknown as { rows: OfferCountMismatch[] }).rows.map((m) => ({ ...m, contactId: Number(m.contactId) }));
}
