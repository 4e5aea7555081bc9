import { and, asc, type AnyColumn, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { cursorMessages, encodeCursor, type EntriesCursor, type LeaderboardCursor, type LeaderboardRow } from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { competitions, contestLeaderboard, posts } from '../db/schema.ts';
import { badRequest } from '../lib/http.ts';
import type { Arg } from './offers.ts';
import { ANCHOR_STEP, ANCHORED_FROM, anchorOf, REBUILD_MS, type Anchor } from './page-anchors.ts';

type ContestRow = typeof competitions.$inferSelect;
type Conn = Db | Tx;
const lb = contestLeaderboard;

// Every paged read walks its index in the index's own order (docs/architecture.md, "Paged reads"): page 1 and a
// keyset (`after`) page read `pageSize` index entries whatever the size of the contest; a page by number deep in
// the list reads from the anchor at or before its first row (page-anchors.ts), so any page costs what page 1 costs.

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
const rowCompare = (c: Pick<ContestRow, 'competitionType' | 'metric'>, op: '<' | '>' | '>=', values: number[], creator: string, platform: string) =>
  sql`(${sql.join(rankKey(c), sql`, `)}) ${sql.raw(op)} (${sql.join([...values.map((v) => sql`${-v}::bigint`), sql`${creator}::text`, sql`${platform}::text`], sql`, `)})`;

const rankOrder = (c: Pick<ContestRow, 'competitionType' | 'metric'>) => rankKey(c).map((k) => asc(k));

type BoardRow = typeof lb.$inferSelect;
const valuesOf = (c: Pick<ContestRow, 'competitionType' | 'metric'>, r: Pick<BoardRow, 'likes' | 'views' | 'followers' | 'creativity'>) =>
  rankColumns(c).map((col) => r[col.name as 'likes' | 'views' | 'followers' | 'creativity']);

/** A leaderboard row's place in the rank order: its ranking values, creator and platform. */
type BoardKey = [values: number[], creator: string, platform: string];
/** An approved entry's place in the newest-first order: its creation time in microseconds since 1970, and its id. */
type EntryKey = [at: string, id: number];

export interface PageRequest {
  page: number;
  pageSize: number;
  after?: LeaderboardCursor | EntriesCursor;
  /** Where a deep page starts reading (pageAnchor); without one a page by number reads by OFFSET. */
  from?: Anchor<BoardKey> | Anchor<EntryKey> | null;
}

/**
 * The anchor a page by number reads from, when it starts deep enough to need one (ANCHORED_FROM), and until when
 * its answer may be kept: no longer than the next rebuild when the anchors are of an older version of the list.
 */
async function pageAnchor<K>(db: Conn, c: ContestRow, list: string, start: number, build: () => Promise<K[]>) {
  if (start < ANCHORED_FROM) return { from: null, until: null };
  const { anchor, exact } = await anchorOf(db, `${list}:${c.id}`, c.boardVersion, start, build);
  return { from: anchor, until: exact ? null : new Date(Date.now() + REBUILD_MS) };
}
/** Where leaderboard page `page` reads from (exported for the plan test and the bench). */
export const boardPageFrom = (db: Conn, c: ContestRow, page: number, pageSize: number) => pageAnchor(db, c, 'board', (page - 1) * pageSize, () => boardKeys(db, c));
/** Where approved-entries page `page` reads from (exported for the plan test and the bench). */
export const entriesPageFrom = (db: Conn, c: ContestRow, page: number, pageSize: number) => pageAnchor(db, c, 'entries', (page - 1) * pageSize, () => entryKeys(db, c));

/** Every ANCHOR_STEP-th key of a query numbered by `rn` (1-based) in the list's order, first key first. */
const everyStep = sql`(rn - 1) % ${ANCHOR_STEP} = 0`;

/** Every ANCHOR_STEP-th leaderboard key of a contest, in rank order: one walk of the leaderboard's index. */
async function boardKeys(db: Conn, c: ContestRow): Promise<BoardKey[]> {
  const numbered = db
    .select({ likes: lb.likes, views: lb.views, followers: lb.followers, creativity: lb.creativity, creator: lb.creator, platform: lb.platform, rn: sql<number>`row_number() over (order by ${sql.join(rankKey(c), sql`, `)})`.as('rn') })
    .from(lb)
    .where(eq(lb.contestId, c.id))
    .as('numbered');
  const rows = await db.select().from(numbered).where(everyStep).orderBy(numbered.rn);
  return rows.map((r) => [valuesOf(c, r), r.creator, r.platform]);
}

/** The query of one leaderboard page (exported for the plan test); `startRank` is the rank before its first row. */
export function leaderboardPageQuery(db: Conn, c: ContestRow, { page, pageSize, after, from }: PageRequest) {
  if (after) {
    const [rank, values, creator, platform] = after as LeaderboardCursor;
    if (values.length !== rankColumns(c).length) throw badRequest(cursorMessages.invalid);
    const q = db
      .select()
      .from(lb)
      .where(and(eq(lb.contestId, c.id), rowCompare(c, '>', values, creator, platform)))
      .orderBy(...rankOrder(c))
      .limit(pageSize);
    return { q, startRank: rank };
  }
  const start = (page - 1) * pageSize;
  const anchor = from as Anchor<BoardKey> | null | undefined;
  const q = numberedBoardPage(db, c, { contestId: c.id, limit: pageSize, offset: start - (anchor?.at ?? 0) }, anchor);
  return { q, startRank: start };
}

/** A leaderboard page by number: from an anchor when there is one, else by OFFSET from the top. */
const numberedBoardPage = (db: Conn, c: ContestRow, v: { contestId: Arg<number>; limit: Arg<number>; offset: Arg<number> }, anchor?: Anchor<BoardKey> | null) =>
  db
    .select()
    .from(lb)
    .where(and(eq(lb.contestId, v.contestId), anchor ? rowCompare(c, '>=', ...anchor.key) : undefined))
    .orderBy(...rankOrder(c))
    .limit(v.limit)
    .offset(v.offset);

type BoardStatement = ReturnType<ReturnType<typeof numberedBoardPage>['prepare']>;
/**
 * The pages above the first anchor, the ones nearly every visitor reads, as one statement per database and rank
 * order, built and named once (parsed once per PostgreSQL connection), as `findContest` is: an uncached page 1 no
 * longer builds its SQL (~9 % of its server CPU in a profile; bench/leaderboard.mjs, "uncached").
 */
const boardStatements = new WeakMap<Db, Map<string, BoardStatement>>();
function topPages(db: Conn, c: ContestRow, start: number, pageSize: number) {
  // In a transaction, a plain statement.
  if ('rollback' in db) return numberedBoardPage(db, c, { contestId: c.id, limit: pageSize, offset: start });
  const order = rankColumns(c)
    .map((col) => col.name)
    .join('_');
  let byOrder = boardStatements.get(db);
  if (!byOrder) boardStatements.set(db, (byOrder = new Map()));
  let st = byOrder.get(order);
  if (!st) {
    const p = { contestId: sql.placeholder('contestId'), limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
    byOrder.set(order, (st = numberedBoardPage(db, c, p).prepare(`board_page_${order}`)));
  }
  return st.execute({ contestId: c.id, limit: pageSize, offset: start });
}

/**
 * One leaderboard page, and until when it may be kept (null: until the board changes; a date when a deep page was
 * read from anchors of an older version of the board).
 */
export async function leaderboardPage(db: Conn, c: ContestRow, page: number, pageSize: number, after?: LeaderboardCursor) {
  const { from, until } = after ? { from: null, until: null } : await boardPageFrom(db, c, page, pageSize);
  const built = after || from ? leaderboardPageQuery(db, c, { page, pageSize, after, from }) : null;
  const startRank = built?.startRank ?? (page - 1) * pageSize;
  const rows = built ? await built.q : await topPages(db, c, startRank, pageSize);
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
  const data = {
    metric: c.metric,
    rows: out,
    page: after ? Math.floor(startRank / pageSize) + 1 : page,
    pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    next,
  };
  return { data, until };
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

const approvedOf = (c: ContestRow) => and(eq(posts.contestId, c.id), eq(posts.status, 'approved'), isNull(posts.deletedAt));
/** Newest first: (created, id) down the approved entries' index. */
const newestFirst = [desc(posts.createdAt), desc(posts.id)];
const entryAt = (at: string, id: number) => sql`(timestamptz 'epoch' + ${at}::float8 * interval '1 microsecond', ${id}::int)`;

/** Every ANCHOR_STEP-th key of a contest's approved entries, newest first: one walk of their index. */
async function entryKeys(db: Conn, c: ContestRow): Promise<EntryKey[]> {
  const numbered = db
    .select({ at: micros(posts.createdAt).as('at'), id: posts.id, rn: sql<number>`row_number() over (order by ${posts.createdAt} desc, ${posts.id} desc)`.as('rn') })
    .from(posts)
    .where(approvedOf(c))
    .as('numbered');
  const rows = await db.select({ at: numbered.at, id: numbered.id }).from(numbered).where(everyStep).orderBy(numbered.rn);
  return rows.map((r) => [r.at, r.id]);
}

/** The query of one page of approved entries, newest first (exported for the plan test). */
export function approvedEntriesQuery(db: Conn, c: ContestRow, { page, pageSize, after, from }: PageRequest) {
  const base = db
    .select({ id: posts.id, creator: posts.creator, platform: posts.platform, link: posts.link, createdAt: posts.createdAt, at: micros(posts.createdAt) })
    .from(posts);
  if (after) {
    const [, at, id] = after as EntriesCursor;
    const q = base
      .where(and(approvedOf(c), sql`(${posts.createdAt}, ${posts.id}) < ${entryAt(String(at), id)}`))
      .orderBy(...newestFirst)
      .limit(pageSize);
    return { q, start: after[0] };
  }
  const start = (page - 1) * pageSize;
  const anchor = from as Anchor<EntryKey> | null | undefined;
  const q = base
    .where(and(approvedOf(c), anchor ? sql`(${posts.createdAt}, ${posts.id}) <= ${entryAt(...anchor.key)}` : undefined))
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset(start - (anchor?.at ?? 0));
  return { q, start };
}

/** One page of approved entries, and until when it may be kept (as leaderboardPage). */
export async function approvedEntriesPage(db: Conn, c: ContestRow, page: number, pageSize: number, after?: EntriesCursor) {
  const { from, until } = after ? { from: null, until: null } : await entriesPageFrom(db, c, page, pageSize);
  const { q, start } = approvedEntriesQuery(db, c, { page, pageSize, after, from });
  const rows = await q;
  const total = c.approvedCount;
  const last = rows.at(-1);
  const end = start + rows.length;
  const data = {
    rows: rows.map(({ at: _at, ...r }) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    page: after ? Math.floor(start / pageSize) + 1 : page,
    pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    next: last && rows.length === pageSize && end < total ? encodeCursor([end, Number(last.at), last.id]) : null,
  };
  return { data, until };
}
