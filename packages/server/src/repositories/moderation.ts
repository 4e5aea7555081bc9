import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { encodeCursor, messages, signalsOf, type AdminEntry, type PostPlatform, type QueueCursor } from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { contestPayments, posts } from '../db/schema.ts';
import { conflict, notFound } from '../lib/http.ts';
import { lockContests } from './contests.ts';

// The studio's moderation queue (issue 21): a contest's entries, flagged first (any signal: posts.signals, raised at
// write time, see entries.ts), then oldest first, read on posts_queue_idx (posts_queue_status_idx by state) in the
// index's own order, so a page costs its size in index entries; deep pages go by cursor (`after`). Holding an entry
// keeps a prize its group wins from being paid (payouts.ts, contest-payments.ts) until it is released.

type Conn = Db | Tx;

export interface QueueRequest {
  status?: 'in_review' | 'approved' | 'rejected';
  platform?: PostPlatform;
  flagged?: boolean;
  page: number;
  pageSize: number;
  after?: QueueCursor;
}

/** Unflagged: the index's second key (false, the flagged, sorts first). */
const clean = sql<boolean>`(${posts.signals} = 0)`;
/** Microseconds since 1970 of created_at, exactly (the cursor keeps PostgreSQL's precision). */
const at = sql<string>`((extract(epoch from ${posts.createdAt}) * 1000000)::bigint)::text`;

const queueWhere = (contestId: number, q: QueueRequest) =>
  and(
    eq(posts.contestId, contestId),
    isNull(posts.deletedAt),
    q.status ? eq(posts.status, q.status) : undefined,
    q.platform ? eq(posts.platform, q.platform) : undefined,
    q.flagged === undefined ? undefined : q.flagged ? sql`not ${clean}` : clean,
  );

/** The query of one page of the queue (exported for the plan test and the bench). */
export function queueQuery(db: Conn, contestId: number, q: QueueRequest) {
  const where = queueWhere(contestId, q);
  const base = db
    .select({
      id: posts.id,
      contestId: posts.contestId,
      creator: posts.creator,
      email: posts.email,
      platform: posts.platform,
      link: posts.link,
      likes: posts.likes,
      views: posts.views,
      followers: posts.followers,
      creativityScore: posts.creativityScore,
      status: posts.status,
      createdAt: posts.createdAt,
      country: posts.country,
      signals: posts.signals,
      held: posts.held,
      clean,
      at,
    })
    .from(posts);
  const order = [asc(clean), asc(posts.createdAt), asc(posts.id)];
  if (q.after) {
    const [, wasClean, micros, id] = q.after;
    const after = sql`(${clean}, ${posts.createdAt}, ${posts.id}) > (${wasClean === 1}::boolean, timestamptz 'epoch' + ${micros}::float8 * interval '1 microsecond', ${id}::int)`;
    return base.where(and(where, after)).orderBy(...order).limit(q.pageSize);
  }
  return base.where(where).orderBy(...order).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
}

/** How many entries the queue holds with these filters (a range of the same index). */
export const queueCountQuery = (db: Conn, contestId: number, q: QueueRequest) =>
  db.select({ n: sql<number>`count(*)::int` }).from(posts).where(queueWhere(contestId, q));

export async function queuePage(db: Conn, contestId: number, q: QueueRequest) {
  const [rows, [count]] = await Promise.all([queueQuery(db, contestId, q), queueCountQuery(db, contestId, q)]);
  const total = count?.n ?? 0;
  const start = q.after ? q.after[0] : (q.page - 1) * q.pageSize;
  const end = start + rows.length;
  const last = rows.at(-1);
  return {
    rows: rows.map(
      (p): AdminEntry => ({
        id: p.id,
        contestId: p.contestId,
        creator: p.creator,
        email: p.email,
        platform: p.platform || null,
        link: p.link,
        likes: p.likes,
        views: p.views,
        followers: p.followers,
        creativityScore: p.creativityScore,
        status: p.status,
        createdAt: p.createdAt.toISOString(),
        country: p.country,
        signals: signalsOf(p.signals),
        held: p.held,
      }),
    ),
    page: q.after ? Math.floor(start / q.pageSize) + 1 : q.page,
    pageSize: q.pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
    next: last && rows.length === q.pageSize && end < total ? encodeCursor([end, last.clean ? 1 : 0, Number(last.at), last.id]) : null,
  };
}

/**
 * Holds (or releases) entries: a prize their creator and platform win in the contest is not batched nor marked paid
 * while any of the group's entries is held. Under the entries' contests' locks (which marking one payment paid and
 * ending take too); holding also locks the group's prize payments (a payout batch takes its rows by their locks,
 * skipping locked ones, and looks at holds again once it has them), and is refused once one is paid or in a batch:
 * that money has moved. Returns how many entries were named.
 */
export async function holdEntries(db: Db, entryIds: number[], held: boolean): Promise<number> {
  return db.transaction(async (tx) => {
    const owners = await tx
      .selectDistinct({ contestId: posts.contestId })
      .from(posts)
      .where(and(inArray(posts.id, entryIds), isNull(posts.deletedAt)));
    await lockContests(tx, owners.map((o) => o.contestId));
    const rows = await tx
      .select({ id: posts.id, contestId: posts.contestId, creator: posts.creator, platform: posts.platform })
      .from(posts)
      .where(and(inArray(posts.id, entryIds), isNull(posts.deletedAt)));
    if (!rows.length) throw notFound('Entry not found.');
    if (held) {
      const { rows: paying } = (await tx.execute(sql`
        select kp.id, kp.status, kp.payout_batch_id as "batchId" from ${contestPayments} kp
        where (kp.contest_id, kp.creator, kp.platform) in (
          select * from unnest(${sql.param(rows.map((r) => r.contestId))}::int[], ${sql.param(rows.map((r) => r.creator))}::text[], ${sql.param(rows.map((r) => r.platform))}::text[]))
        order by kp.id for update of kp`)) as unknown as { rows: { id: number; status: string; batchId: number | null }[] };
      if (paying.some((p) => p.status === 'Paid')) throw conflict(messages.moderation.holdPaid);
      const batched = paying.find((p) => p.batchId !== null);
      if (batched) throw conflict(messages.moderation.holdInBatch(Number(batched.batchId)));
    }
    await tx
      .update(posts)
      .set({ held, updatedAt: new Date() })
      .where(and(inArray(posts.id, rows.map((r) => r.id)), sql`${posts.held} <> ${held}`));
    return rows.length;
  });
}

/** SQL: whether the prize payment `kp` (an alias of contest_payments) belongs to a held entry's group. */
export const paymentHeldSql = (kp: string) =>
  sql<boolean>`exists (select 1 from ${posts} hp where hp.contest_id = ${sql.raw(kp)}.contest_id and hp.creator = ${sql.raw(kp)}.creator
    and hp.platform = ${sql.raw(kp)}.platform and hp.held and hp.deleted_at is null)`;

/** The ids among these prize payments that a held entry holds. */
export async function heldPayments(db: Conn, paymentIds: number[]): Promise<number[]> {
  if (!paymentIds.length) return [];
  const { rows } = (await db.execute(sql`
    select kp.id from ${contestPayments} kp where kp.id = any(${sql.param(paymentIds)}::int[]) and ${paymentHeldSql('kp')} order by kp.id`)) as unknown as {
    rows: { id: number }[];
  };
  return rows.map((r) => Number(r.id));
}
