import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type * as z from 'zod';
import { contestMessages, isMilestone, MILESTONE_CAP, organiserMessages, type contestInput, type contestPatch, type EditableContest, type OrgContestSummary } from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { competitions, contestLeaderboard, contestPayments, organisations, prizeRows, promotions } from '../db/schema.ts';
import { badRequest, conflict, notFound, type Scope } from '../lib/http.ts';
import { publicChanged } from '../lib/public-cache.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { retireReplacedMedia } from './contest-media.ts';
import { findContest, hasEnded, lockContests, toDetail, toSummary, withEntriesTotal, type ContestRow } from './contests.ts';
import { queuePage, type QueueRequest } from './moderation.ts';
import { inScope, ofScope } from './tenancy.ts';

type Input = z.output<typeof contestInput>;
type Patch = z.output<typeof contestPatch>;

/** Column values from an organiser's input; rich text is sanitized here, once, before it is stored. */
function columns(input: Patch): Partial<typeof competitions.$inferInsert> {
  const { prizeRows: _rows, promotions: _promos, marketingKey, creativeDirection, ...rest } = input;
  return {
    ...rest,
    ...(marketingKey !== undefined && { marketingKey: marketingKey || null }),
    ...(creativeDirection !== undefined && { creativeDirection: creativeDirection ? sanitizeRichText(creativeDirection) : null }),
    updatedAt: new Date(),
  };
}

async function replaceChildren(tx: Tx, contestId: number, input: Patch) {
  if (input.prizeRows) {
    await tx.delete(prizeRows).where(eq(prizeRows.contestId, contestId));
    if (input.prizeRows.length) await tx.insert(prizeRows).values(input.prizeRows.map((r) => ({ ...r, contestId })));
  }
  if (input.promotions) {
    await tx.delete(promotions).where(eq(promotions.contestId, contestId));
    if (input.promotions.length) await tx.insert(promotions).values(input.promotions.map((p) => ({ ...p, contestId })));
  }
}

/**
 * An organisation may not show another organisation's name as a contest's organiser: an artist's embed lists the
 * contests of one organiser name (`?organizer=`), and another's contest would appear on their site. Staff may.
 */
async function assertOwnOrganizer(tx: Tx, scope: Scope, organizer: string | undefined) {
  if (scope.organisationId === null || organizer === undefined) return;
  const [other] = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(sql`lower(${organisations.name}) = lower(${organizer})`, ne(organisations.id, scope.organisationId)))
    .limit(1);
  if (other) throw badRequest(organiserMessages.organizerTaken);
}

/** In the scope's organisation; staff's contests are assigned by their organiser's name (the table's trigger). */
export async function createContest(db: Db, scope: Scope, input: Input) {
  return db.transaction(async (tx) => {
    await assertOwnOrganizer(tx, scope, input.organizer);
    const values = { ...columns(input), ...(scope.organisationId !== null && { organisationId: scope.organisationId }) };
    const [row] = await tx.insert(competitions).values(values as typeof competitions.$inferInsert).returning();
    await replaceChildren(tx, row!.id, input);
    publicChanged(tx, [row!.id]);
    return row!;
  });
}

/** What ranks a contest's board and sets its payouts: final once it has ended, like the board itself. */
const RESULT_FIELDS = ['competitionType', 'metric', 'prizes', 'takePct', 'kind'] as const;
const changesResults = (current: ContestRow, patch: Patch) =>
  RESULT_FIELDS.some((k) => patch[k] !== undefined && JSON.stringify(patch[k]) !== JSON.stringify(current[k]));

/** Locked like every other change to a contest, so an edit cannot interleave with moderation or an end. */
export async function updateContest(db: Db, scope: Scope, id: number, patch: Patch) {
  return db.transaction(async (tx) => {
    const [current] = await lockContests(tx, [id]);
    if (!current || current.deletedAt || !inScope(scope, current.organisationId)) throw notFound('Contest not found.');
    if (hasEnded(current) && changesResults(current, patch)) throw conflict(organiserMessages.endedSettings);
    if (patch.organizer !== undefined && patch.organizer.toLowerCase() !== current.organizer.toLowerCase()) await assertOwnOrganizer(tx, scope, patch.organizer);
    // Turning a contest that already has the cap's approvals into a milestone one ends it, as reaching the cap would.
    const atCap = isMilestone({ competitionType: patch.competitionType ?? current.competitionType }) && current.approvedCount >= MILESTONE_CAP;
    const [row] = await tx
      .update(competitions)
      .set({ ...columns(patch), ...(atCap && { hasEnded: true, endedAt: current.endedAt ?? new Date() }) })
      .where(eq(competitions.id, id))
      .returning();
    await replaceChildren(tx, id, patch);
    // An uploaded cover or sound the edit replaced is retired (the scheduled files clean-up removes its object).
    await retireReplacedMedia(tx, id, 'image', current.image, patch.image);
    await retireReplacedMedia(tx, id, 'audio', current.audio, patch.audio);
    publicChanged(tx, [id]);
    return row!;
  });
}

/** A contest as its organiser edits it, with what the detail does not show (404 outside the scope). */
export async function editableContest(db: Db, scope: Scope, id: number): Promise<EditableContest> {
  const c = await findContest(db, id);
  if (!c || c.deletedAt || !inScope(scope, c.organisationId)) throw notFound(contestMessages.notFound);
  const rows = await db.select({ key: prizeRows.key, value: prizeRows.value }).from(prizeRows).where(eq(prizeRows.contestId, id)).orderBy(asc(prizeRows.id));
  return { ...(await toDetail(db, c)), countries: c.countries, continents: c.continents, marketingKey: c.marketingKey, prizeRows: rows };
}

export async function deleteContest(db: Db, scope: Scope, id: number) {
  await db.transaction(async (tx) => {
    const [current] = await lockContests(tx, [id]);
    if (!current || current.deletedAt || !inScope(scope, current.organisationId)) throw notFound('Contest not found.');
    await tx.update(competitions).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(competitions.id, id));
    publicChanged(tx, [id]);
  });
}

export async function listAllContests(db: Db, scope: Scope) {
  return db
    .select(withEntriesTotal)
    .from(competitions)
    .where(and(isNull(competitions.deletedAt), ofScope(scope, competitions.organisationId))).orderBy(desc(competitions.createdAt), desc(competitions.id));
}

/**
 * The organiser's list: every contest of the scope with its views and likes (its board's sums) and whether every
 * prize it made is paid: two grouped reads on the board's and the payments' contest keys, whatever the list's length.
 */
export async function organiserContestList(db: Db, scope: Scope): Promise<OrgContestSummary[]> {
  const rows = await listAllContests(db, scope);
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const [boards, payments] = await Promise.all([
    db
      .select({ id: contestLeaderboard.contestId, views: sql<string>`coalesce(sum(${contestLeaderboard.views}), 0)::text`, likes: sql<string>`coalesce(sum(${contestLeaderboard.likes}), 0)::text` })
      .from(contestLeaderboard)
      .where(inArray(contestLeaderboard.contestId, ids))
      .groupBy(contestLeaderboard.contestId),
    db
      .select({ id: contestPayments.contestId, owed: sql<number>`(count(*) filter (where ${contestPayments.status} <> 'Paid'))::int` })
      .from(contestPayments)
      .where(inArray(contestPayments.contestId, ids))
      .groupBy(contestPayments.contestId),
  ]);
  const board = new Map(boards.map((b) => [b.id, b]));
  const owed = new Map(payments.map((p) => [p.id, p.owed]));
  return rows.map((r) => {
    const summary = toSummary(r);
    return {
      ...summary,
      views: Number(board.get(r.id)?.views ?? 0),
      likes: Number(board.get(r.id)?.likes ?? 0),
      prizesPaid: summary.hasEnded && owed.get(r.id) === 0,
    };
  });
}

/** The moderation queue of one of the scope's contests (repositories/moderation.ts). */
export async function entriesForOrganiser(db: Db, scope: Scope, contestId: number, q: QueueRequest) {
  const contest = await findContest(db, contestId);
  if (!contest || !inScope(scope, contest.organisationId)) throw notFound('Contest not found.');
  return queuePage(db, contestId, q);
}
