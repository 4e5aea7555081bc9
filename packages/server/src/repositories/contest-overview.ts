import { and, eq, isNull, sql } from 'drizzle-orm';
import { contestMessages, OVERVIEW_TOP_CREATORS, type ContestOverview, type OverviewDay } from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { contestLeaderboard, contestPayments, posts } from '../db/schema.ts';
import { notFound, type Scope } from '../lib/http.ts';
import { leaderboardTop, rankColumns } from './contest-pages.ts';
import { findContest, type ContestRow } from './contests.ts';
import { inScope } from './tenancy.ts';

type Conn = Db | Tx;

// The studio's Overview of a contest (issue 21): four reads, each over indexed rows of this contest only
// (docs/architecture.md, "The studio"): its entries grouped by UTC day and status (an index-only pass), its
// leaderboard's sums and top rows (the board's own indexes, as the public page reads them), and its prize payments
// grouped by status.

/**
 * The contest's entries (not deleted) by UTC day, counted by status: an index-only pass over posts_contest_day_idx.
 * Unordered: the planner hashes the few days (sorted here) rather than sort every entry by its day.
 */
export const entriesByDayQuery = (db: Conn, contestId: number) => {
  const day = sql`(${posts.createdAt} at time zone 'UTC')::date`;
  return db
    .select({
      day: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
      entries: sql<number>`count(*)::int`,
      approved: sql<number>`(count(*) filter (where ${posts.status} = 'approved'))::int`,
      rejected: sql<number>`(count(*) filter (where ${posts.status} = 'rejected'))::int`,
    })
    .from(posts)
    .where(and(eq(posts.contestId, contestId), isNull(posts.deletedAt)))
    .groupBy(day);
};

/**
 * The contest's approvals by the UTC day they were made (`approved_at`; an entry approved before moderation kept the
 * moment, or written approved, on its entry's day): an index-only pass over posts_approved_day_idx.
 */
export const approvalsByDayQuery = (db: Conn, contestId: number) => {
  const day = sql`(coalesce(${posts.approvedAt}, ${posts.createdAt}) at time zone 'UTC')::date`;
  return db
    .select({ day: sql<string>`to_char(${day}, 'YYYY-MM-DD')`, approved: sql<number>`count(*)::int` })
    .from(posts)
    .where(and(eq(posts.contestId, contestId), eq(posts.status, 'approved'), isNull(posts.deletedAt)))
    .groupBy(day);
};

/** Views and likes of the contest's approved entries: its leaderboard's sums (one row per creator and platform). */
export const boardTotalsQuery = (db: Conn, contestId: number) =>
  db
    .select({ views: sql<string>`coalesce(sum(${contestLeaderboard.views}), 0)::text`, likes: sql<string>`coalesce(sum(${contestLeaderboard.likes}), 0)::text` })
    .from(contestLeaderboard)
    .where(eq(contestLeaderboard.contestId, contestId));

/** The contest's prize payments by status: how many and their sum, in cents after the fee. */
export const paymentsByStatusQuery = (db: Conn, contestId: number) =>
  db
    .select({ status: contestPayments.status, n: sql<number>`count(*)::int`, cents: sql<string>`coalesce(sum(${contestPayments.amountCents}), 0)::text` })
    .from(contestPayments)
    .where(eq(contestPayments.contestId, contestId))
    .groupBy(contestPayments.status);

/** Entries by the day they came in and approvals by the day they were made, one row per day that has either. */
function byDay(entries: { day: string; entries: number }[], approvals: { day: string; approved: number }[]): OverviewDay[] {
  const out = new Map<string, OverviewDay>();
  for (const e of entries) out.set(e.day, { day: e.day, entries: e.entries, approved: 0 });
  for (const a of approvals) out.set(a.day, { day: a.day, entries: out.get(a.day)?.entries ?? 0, approved: a.approved });
  return [...out.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
}

/** Every day from `first` to `last` (YYYY-MM-DD, UTC), the missing ones at 0. */
function everyDay(found: OverviewDay[]): OverviewDay[] {
  if (!found.length) return [];
  const byDay = new Map(found.map((d) => [d.day, d]));
  const out: OverviewDay[] = [];
  const last = Date.parse(`${found.at(-1)!.day}T00:00:00Z`);
  for (let t = Date.parse(`${found[0]!.day}T00:00:00Z`); t <= last; t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    out.push(byDay.get(day) ?? { day, entries: 0, approved: 0 });
  }
  return out;
}

const rankingOf = (c: ContestRow) => rankColumns(c)[0]!.name as ContestOverview['rankedBy'];

/** A contest's overview; another organisation's contest, or a deleted one, is not found (404). */
export async function contestOverview(db: Db, scope: Scope, contestId: number): Promise<ContestOverview> {
  const contest = await findContest(db, contestId);
  if (!contest || !inScope(scope, contest.organisationId)) throw notFound(contestMessages.notFound);
  const [found, approvals, [board], top, payments] = await Promise.all([
    entriesByDayQuery(db, contestId),
    approvalsByDayQuery(db, contestId),
    boardTotalsQuery(db, contestId),
    leaderboardTop(db, contest, OVERVIEW_TOP_CREATORS),
    paymentsByStatusQuery(db, contestId),
  ]);
  const days = found.sort((a, b) => (a.day < b.day ? -1 : 1));
  const rankedBy = rankingOf(contest);
  const sum = (f: (d: (typeof days)[number]) => number) => days.reduce((n, d) => n + f(d), 0);
  const totals = {
    entries: sum((d) => d.entries),
    approved: sum((d) => d.approved),
    rejected: sum((d) => d.rejected),
    pending: sum((d) => d.entries - d.approved - d.rejected),
    views: Number(board?.views ?? 0),
    likes: Number(board?.likes ?? 0),
  };
  const paid = payments.find((p) => p.status === 'Paid');
  const owed = payments.find((p) => p.status === 'To Be Paid');
  return {
    contestId,
    days: everyDay(byDay(days, approvals)),
    totals,
    rankedBy,
    topCreators: top.map((r) => ({ creator: r.creator, platform: r.platform, value: r[rankedBy], views: r.views, likes: r.likes })),
    money: { owedCents: Number(owed?.cents ?? 0), owedCount: owed?.n ?? 0, paidCents: Number(paid?.cents ?? 0), paidCount: paid?.n ?? 0 },
  };
}
