import { and, asc, inArray, isNull, eq, sql, type SQL } from 'drizzle-orm';
import { encodeCursor, messages, NEW_ACCOUNT_MINUTES, SIGNAL_BITS, signalsOf, type AdminEntry, type PostPlatform, type QueueCursor } from '@chorus/core';
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
const clean = posts.unflagged;
/** Microseconds since 1970 of created_at, exactly (the cursor keeps PostgreSQL's precision). */
const at = sql<string>`((extract(epoch from ${posts.createdAt}) * 1000000)::bigint)::text`;

const queueWhere = (contestId: number, q: QueueRequest) =>
  and(
    eq(posts.contestId, contestId),
    isNull(posts.deletedAt),
    q.status ? eq(posts.status, q.status) : undefined,
    q.platform ? eq(posts.platform, q.platform) : undefined,
    q.flagged === undefined ? undefined : eq(posts.unflagged, !q.flagged),
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

/**
 * Counting stops here: past it the queue says "10,000 or more" (`totalCapped`), so a count costs at most this many
 * index entries however large the contest (counting half a million took a scan of the table).
 */
export const QUEUE_COUNT_CAP = 10_000;

/** How many entries the queue holds with these filters, up to the cap (a range of the same index). */
export const queueCountQuery = (db: Conn, contestId: number, q: QueueRequest) => {
  const first = db.select({ one: sql`1` }).from(posts).where(queueWhere(contestId, q)).limit(QUEUE_COUNT_CAP + 1).as('first');
  return db.select({ n: sql<number>`count(*)::int` }).from(first);
};

export async function queuePage(db: Conn, contestId: number, q: QueueRequest) {
  const [rows, [count]] = await Promise.all([queueQuery(db, contestId, q), queueCountQuery(db, contestId, q)]);
  const counted = count?.n ?? 0;
  const totalCapped = counted > QUEUE_COUNT_CAP;
  const total = Math.min(counted, QUEUE_COUNT_CAP);
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
    totalCapped,
    next: last && rows.length === q.pageSize && (end < total || totalCapped) ? encodeCursor([end, last.clean ? 1 : 0, Number(last.at), last.id]) : null,
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

/** An entry as it is inserted: what its signals are decided on. */
export interface NewEntry {
  contestId: number;
  organisationId: number;
  email: string;
  creator: string;
  postKey: string | null;
  contactId: number | null;
}

const inOrganisation = (contestCol: SQL, organisationId: number) =>
  sql`exists (select 1 from competitions oc where oc.id = ${contestCol} and oc.organisation_id = ${organisationId}::int)`;

/** The same post in another entry of the organisation's contests, deleted ones too (posts_post_key_any_idx). */
export const samePostSql = (e: NewEntry) =>
  sql<boolean>`exists (select 1 from posts o where o.post_key = ${e.postKey}::text and ${inOrganisation(sql`o.contest_id`, e.organisationId)})`;
/**
 * `alias` is a live entry of the contest, as a filter rather than an index condition, in the look-ups of one entrant's
 * entries: they are read by email (posts_user_email_idx; an email has a handful). A contest newer than the table's
 * statistics is estimated at a row or so, and with its id (or `deleted_at is null`, the predicate of its partial
 * indexes) as an index condition the planner read these look-ups on an index of the contest (posts_contest_day_idx,
 * posts_group_idx): every entry of the contest, three times per new entry, so a viral contest slowed with every entry
 * (repositories/entry-plans.test.ts).
 */
export const liveIn = (alias: string, contestId: number) =>
  sql`(${sql.raw(alias)}.contest_id = ${contestId}::int and ${sql.raw(alias)}.deleted_at is null) is true`;

/** The same email under another handle in the contest (posts_user_email_idx). */
export const sharedEmailSql = (e: NewEntry) =>
  sql<boolean>`exists (select 1 from posts o where o.email = ${e.email}::text and ${liveIn('o', e.contestId)} and o.creator <> ${e.creator}::text)`;
/** The entrant's account made at most NEW_ACCOUNT_MINUTES ago (the contacts' key). */
export const newAccountSql = (e: NewEntry) =>
  sql<boolean>`exists (select 1 from contacts k where k.id = ${e.contactId}::int and k.created_at >= now() - ${`${NEW_ACCOUNT_MINUTES} minutes`}::interval)`;

/**
 * The signals of an entry being inserted (a smallint of core's SIGNAL_BITS), read in its insert. Entries of one email
 * in a contest queue on its advisory lock (submitEntry), so of two racing twins the second sees the first.
 */
export const newEntrySignals = (e: NewEntry) =>
  sql`((case when ${samePostSql(e)} then ${SIGNAL_BITS.samePost}::int else 0 end)
     | (case when ${sharedEmailSql(e)} then ${SIGNAL_BITS.sharedEmail}::int else 0 end)
     | (case when ${newAccountSql(e)} then ${SIGNAL_BITS.newAccount}::int else 0 end))::smallint`;

/** The entries an insert makes twins of: the same email under another handle in the contest; the same post in the organisation. */
export const twinsWhere = (e: NewEntry) =>
  sql`((o.email = ${e.email}::text and ${liveIn('o', e.contestId)} and o.creator <> ${e.creator}::text and o.signals & ${SIGNAL_BITS.sharedEmail}::int = 0)
     or (o.post_key = ${e.postKey}::text and o.signals & ${SIGNAL_BITS.samePost}::int = 0 and ${inOrganisation(sql`o.contest_id`, e.organisationId)}))`;

/** Raises the twins' signals too (an UPDATE for the insert's statement, run when `when` holds: the entry was taken). */
export const raiseTwinSignals = (e: NewEntry, when: SQL) =>
  sql`update posts o set signals = o.signals
        | case when o.contest_id = ${e.contestId}::int and o.email = ${e.email}::text and o.creator <> ${e.creator}::text and o.deleted_at is null then ${SIGNAL_BITS.sharedEmail}::int else 0 end
        | case when o.post_key = ${e.postKey}::text then ${SIGNAL_BITS.samePost}::int else 0 end
      where ${when} and ${twinsWhere(e)}`;
