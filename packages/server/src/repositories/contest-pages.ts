import { and, asc, type AnyColumn, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { cursorMessages, encodeCursor, type EntriesCursor, type LeaderboardCursor, type LeaderboardRow } from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { competitions, contestLeaderboard, posts } from '../db/schema.ts';
import { badRequest } from '../lib/http.ts';

type ContestRow = typeof competitions.$inferSelect;
type Conn = Db | Tx;
const lb = contestLeaderboard;

// Every paged read walks its index in the index's own order (docs/architecture.md, "Paged reads"): page 1 and a
// keyset (`after`) page read `pageSize` index entries whatever the size of the contest; a page by number past the
// middle is read from the other end of the same index (backwards), so the last page is as cheap as the first.

/**
 * The columns a contest ranks by, largest first: creativity then likes for creative contests, views or followers
 * for those metrics, else likes. Ties go to creator then platform, A-Z.
 */
export const rankColumns = (c: Pick<ContestRow, 'competitionType' | 'metric'>): AnyColumn[] =>
  c.competitionType.toLowerCase() === 'creative'
    ? [lb.creativity, lb.likes]
    : c.metric === 'views'
      ? [lb.views]
      : c.metric === 'followers'
        ? [lb.followers]
        : [lb.likes];

/**
 * The rank key as the leaderboard indexes hold it (schema.ts): the metrics negated, then creator and platform, all
 * ascending, so "ranked before" is one row comparison that PostgreSQL reads as a range of the index.
 */
const rankKey = (c: Pick<ContestRow, 'competitionType' | 'metric'>): SQL[] => [
  ...rankColumns(c).map((col) => sql`(-${col})`),
  sql`${lb.creator}`,
  sql`${lb.platform}`,
];
const rowCompare = (c: Pick<ContestRow, 'competitionType' | 'metric'>, op: '<' | '>', values: number[], creator: string, platform: string) =>
  sql`(${sql.join(rankKey(c), sql`, `)}) ${sql.raw(op)} (${sql.join([...values.map((v) => sql`${-v}::bigint`), sql`${creator}::text`, sql`${platform}::text`], sql`, `)})`;

const rankOrder = (c: Pick<ContestRow, 'competitionType' | 'metric'>, backwards = false) => rankKey(c).map((k) => (backwards ? desc(k) : asc(k)));

type BoardRow = typeof lb.$inferSelect;
const valuesOf = (c: Pick<ContestRow, 'competitionType' | 'metric'>, r: BoardRow) =>
  rankColumns(c).map((col) => r[col.name as 'likes' | 'views' | 'followers' | 'creativity']);

/**
 * Which rows of an ordered list of `total` a page is, and how to read them: from the start (`offset`), or, past
 * the middle, from the end (`offset` of the reversed order, rows reversed after).
 */
function pageWindow(page: number, pageSize: number, total: number) {
  const from = (page - 1) * pageSize;
  const to = Math.min(from + pageSize, total);
  if (from > 0 && from >= total / 2 && to > from) return { backwards: true, offset: total - to, limit: to - from };
  return { backwards: false, offset: from, limit: pageSize };
}

export interface PageRequest {
  page: number;
  pageSize: number;
  after?: LeaderboardCursor | EntriesCursor;
}

/** The query of one leaderboard page (exported for the plan test); `startRank` is the rank before its first row. */
export function leaderboardPageQuery(db: Conn, c: ContestRow, { page, pageSize, after }: PageRequest) {
  const base = db.select().from(lb);
  if (after) {
    const [rank, values, creator, platform] = after as LeaderboardCursor;
    if (values.length !== rankColumns(c).length) throw badRequest(cursorMessages.invalid);
    const q = base
      .where(and(eq(lb.contestId, c.id), rowCompare(c, '>', values, creator, platform)))
      .orderBy(...rankOrder(c))
      .limit(pageSize);
    return { q, startRank: rank, backwards: false };
  }
  const w = pageWindow(page, pageSize, c.leaderboardCount);
  const q = base
    .where(eq(lb.contestId, c.id))
    .orderBy(...rankOrder(c, w.backwards))
    .limit(w.limit)
    .offset(w.offset);
  return { q, startRank: (page - 1) * pageSize, backwards: w.backwards };
}

export async function leaderboardPage(db: Conn, c: ContestRow, page: number, pageSize: number, after?: LeaderboardCursor) {
  const { q, startRank, backwards } = leaderboardPageQuery(db, c, { page, pageSize, after });
  const found = await q;
  const rows = backwards ? found.reverse() : found;
  const total = c.leaderboardCount;
  const out: LeaderboardRow[] = rows.map((r, i) => ({
    rank: startRank + i + 1,
    creator: r.creator,
    platform: r.platform,
    link: r.topLink,
    likes: r.likes,
    views: r.views,
    followers: r.followers,
    posts: r.posts,
    creativityScore: r.creativity,
  }));
  const last = rows.at(-1);
  const lastRank = startRank + rows.length;
  const next = last && rows.length === pageSize && lastRank < total ? encodeCursor([lastRank, valuesOf(c, last), last.creator, last.platform]) : null;
  return {
    metric: c.metric,
    rows: out,
    page: after ? Math.floor(startRank / pageSize) + 1 : page,
    pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    next,
  };
}

/** The count of rows ranked before a row: one range of the contest's leaderboard index (exported for the plan test). */
export const rankedBeforeQuery = (db: Conn, c: ContestRow, row: BoardRow) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(lb)
    .where(and(eq(lb.contestId, c.id), rowCompare(c, '<', valuesOf(c, row), row.creator, row.platform)));

/**
 * Where some leaderboard groups (creator + platform) stand: each one's rank is 1 + the rows ranked before it,
 * counted on the contest's leaderboard index (a range of it up to the row, never a sort or a read of the whole
 * board). Groups not on the board (nothing approved) are left out.
 */
export async function ranksOf(db: Conn, c: ContestRow, groups: { creator: string; platform: string }[], pageSize: number) {
  const out: { creator: string; platform: string; rank: number; page: number }[] = [];
  for (const g of groups) {
    const [row] = await db
      .select()
      .from(lb)
      .where(and(eq(lb.contestId, c.id), eq(lb.creator, g.creator), eq(lb.platform, g.platform)));
    if (!row) continue;
    const [{ n } = { n: 0 }] = await rankedBeforeQuery(db, c, row);
    const rank = Number(n) + 1;
    out.push({ creator: row.creator, platform: row.platform, rank, page: Math.ceil(rank / pageSize) });
  }
  return out.sort((a, b) => a.rank - b.rank);
}

/** The top `n` leaderboard rows, for paying prizes. */
export async function leaderboardTop(db: Conn, c: ContestRow, n: number) {
  return db.select().from(lb).where(eq(lb.contestId, c.id)).orderBy(...rankOrder(c)).limit(n);
}

/** Microseconds since 1970 of a timestamp, exactly (the cursor of approved entries keeps PostgreSQL's precision). */
const micros = (col: AnyColumn) => sql<string>`((extract(epoch from ${col}) * 1000000)::bigint)::text`;

/** The query of one page of approved entries, newest first (exported for the plan test). */
export function approvedEntriesQuery(db: Conn, c: ContestRow, { page, pageSize, after }: PageRequest) {
  const base = db
    .select({ id: posts.id, creator: posts.creator, platform: posts.platform, link: posts.link, createdAt: posts.createdAt, at: micros(posts.createdAt) })
    .from(posts);
  const approved = and(eq(posts.contestId, c.id), eq(posts.status, 'approved'), isNull(posts.deletedAt));
  if (after) {
    const [, at, id] = after as EntriesCursor;
    const q = base
      .where(and(approved, sql`(${posts.createdAt}, ${posts.id}) < (timestamptz 'epoch' + ${at}::float8 * interval '1 microsecond', ${id}::int)`))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(pageSize);
    return { q, start: after[0], backwards: false };
  }
  const w = pageWindow(page, pageSize, c.approvedCount);
  const order = w.backwards ? [asc(posts.createdAt), asc(posts.id)] : [desc(posts.createdAt), desc(posts.id)];
  return { q: base.where(approved).orderBy(...order).limit(w.limit).offset(w.offset), start: (page - 1) * pageSize, backwards: w.backwards };
}

export async function approvedEntriesPage(db: Conn, c: ContestRow, page: number, pageSize: number, after?: EntriesCursor) {
  const { q, start, backwards } = approvedEntriesQuery(db, c, { page, pageSize, after });
  const found = await q;
  const rows = backwards ? found.reverse() : found;
  const total = c.approvedCount;
  const last = rows.at(-1);
  const end = start + rows.length;
  return {
    rows: rows.map(({ at: _at, ...r }) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    page: after ? Math.floor(start / pageSize) + 1 : page,
    pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    next: last && rows.length === pageSize && end < total ? encodeCursor([end, Number(last.at), last.id]) : null,
  };
}
