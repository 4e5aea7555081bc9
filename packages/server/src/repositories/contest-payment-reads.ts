import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { directBonusPayBy, parsePrizes, prizeLabel, type ContestWinner, type CreatorContestPayment, type OwedPayment } from '@chorus/core';
import type { Db } from '../db/open.ts';
import { competitions, contestPayments, posts } from '../db/schema.ts';
import { hasEnded, leaderboardTop, type ContestRow } from './contests.ts';
import { confirmedEmailSql } from './payment-email.ts';
import { ofScope } from './tenancy.ts';
import type { Scope } from '../lib/http.ts';

// Reading prize payments: a creator's (Payments, My Entries), the organiser's list, and an ended contest's winners.
// What creates and changes them is in contest-payments.ts.

export type PaymentRow = typeof contestPayments.$inferSelect;

/** A prize payment as the creator API shows it. */
export const toWire = (p: PaymentRow, contestName: string): CreatorContestPayment => ({
  id: p.id,
  CompetitionID: p.contestId,
  CompetitionName: contestName,
  ContactEmail: p.contactEmail,
  ContactID: p.contactId,
  VendorID: p.vendorId,
  PaymentEmail: p.paymentEmail,
  Amount: p.amountCents,
  Status: p.status,
  updatedAt: p.updatedAt.toISOString(),
  place: p.place,
  PlaceLabel: prizeLabel(p),
  PayBy: p.bonusCategory !== null ? directBonusPayBy(p.createdAt) : null,
  PaidAt: p.paidAt?.toISOString() ?? null,
});

/** Prize payments in board order: places by number, then awards (at place 0) by name. */
export const placesThenAwards = [asc(sql`${contestPayments.award} is not null`), asc(contestPayments.place), asc(contestPayments.award)];

/**
 * The payments that are a creator's: rows for their contact, and rows of anonymous winners under their email only
 * when that email was verified on an entry of the contest (as `ownedBy` in my-entries.ts counts entries).
 */
export const paymentOwnedBy = (who: { contactId: number; email: string }) =>
  or(
    eq(contestPayments.contactId, who.contactId),
    sql`(${contestPayments.contactId} is null and ${contestPayments.contactEmail} = ${who.email} and exists (
    select 1 from ${posts} p where p.contest_id = ${contestPayments.contestId} and p.contact_id is null
      and p.email = ${contestPayments.contactEmail} and p.email_verified_at is not null and p.deleted_at is null))`,
  );

/**
 * A creator's contest payments, newest first, paged: rows for their contact, and rows of anonymous winners under
 * their email only when that email was verified on an entry of the contest (as `ownedBy` in my-entries.ts counts
 * entries): typing someone's email into an anonymous entry must not show up in their account.
 */
export async function paymentsOf(
  db: Db,
  who: { contactId: number; email: string },
  q: { status?: PaymentRow['status']; page: number; pageSize: number },
) {
  const where = and(
    paymentOwnedBy(who),
    q.status ? eq(contestPayments.status, q.status) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ p: contestPayments, name: competitions.name })
      .from(contestPayments)
      .innerJoin(competitions, eq(competitions.id, contestPayments.contestId))
      .where(where)
      .orderBy(desc(contestPayments.updatedAt), desc(contestPayments.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(contestPayments).where(where),
  ]);
  const total = count?.n ?? 0;
  return {
    data: rows.map((r) => toWire(r.p, r.name)),
    PageInformation: { TotalPages: Math.max(1, Math.ceil(total / q.pageSize)), TotalCount: total, Page: q.page, PageSize: q.pageSize },
  };
}

/** The organiser's list of prize payments, unpaid and paid, newest contest first, then by place; paged. */
export async function paymentsForOrganiser(
  db: Db,
  scope: Scope,
  q: { status?: PaymentRow['status']; contestId?: number; page: number; pageSize: number },
): Promise<{ rows: OwedPayment[]; page: number; pageSize: number; total: number; totalPages: number }> {
  const where = and(
    ofScope(scope, contestPayments.organisationId),
    q.status ? eq(contestPayments.status, q.status) : undefined,
    q.contestId ? eq(contestPayments.contestId, q.contestId) : undefined,
  );
  // The payee's confirmed payment email as it is now (what markPaid would pay to).
  const confirmed = confirmedEmailSql(sql`${contestPayments.contactId}`);
  const [rows, [count]] = await Promise.all([
    db
      .select({ p: contestPayments, name: competitions.name, confirmed })
      .from(contestPayments)
      .innerJoin(competitions, eq(competitions.id, contestPayments.contestId))
      .where(where)
      .orderBy(desc(contestPayments.contestId), ...placesThenAwards)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(contestPayments).where(where),
  ]);
  const total = count?.n ?? 0;
  return {
    rows: rows.map(({ p, name, confirmed: now }) => {
      const paymentEmail = p.status === 'Paid' ? p.paymentEmail : now;
      return {
        id: p.id,
        contestId: p.contestId,
        contestName: name,
        place: p.place,
        placeLabel: prizeLabel(p),
        contactId: p.contactId,
        contactEmail: p.contactEmail,
        paymentEmail,
        grossCents: p.grossCents,
        amountCents: p.amountCents,
        status: p.status,
        missingPaymentEmail: !paymentEmail,
        updatedAt: p.updatedAt.toISOString(),
      };
    }),
    page: q.page,
    pageSize: q.pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
  };
}

/**
 * When a contest really ended, or null while it runs: the organiser's end or the milestone cap (`endedAt`), else its
 * end date once passed. A contest marked ended before `endedAt` existed falls back to its end date.
 */
export function endedAtOf(c: ContestRow, now = new Date()): Date | null {
  if (!hasEnded(c, now)) return null;
  return c.endedAt ?? c.endDate;
}

/**
 * An ended contest's winners, by place, from its prize payments (what was paid is who won); null while it runs.
 * Payments from before the group was stored take the frozen board's row at their place.
 */
export async function winnersOf(db: Db, c: ContestRow): Promise<ContestWinner[] | null> {
  if (!hasEnded(c)) return null;
  const rows = await db
    .select()
    .from(contestPayments)
    .where(and(eq(contestPayments.contestId, c.id), isNull(contestPayments.bonusCategory)))
    .orderBy(...placesThenAwards);
  const lastPlace = rows.reduce((m, r) => (r.award === null ? Math.max(m, r.place) : m), 0);
  const board = rows.some((r) => r.creator === null) && lastPlace ? await leaderboardTop(db, c, lastPlace) : [];
  const won = rows.map((r) => ({
    place: r.place,
    placeLabel: prizeLabel(r),
    creator: r.creator ?? board[r.place - 1]?.creator ?? '',
    platform: r.platform ?? board[r.place - 1]?.platform ?? '',
    prizeCents: r.grossCents,
  }));
  // An award without a winner yet is on the board as awaiting judging (nothing is paid for it until one is chosen).
  const awaiting = parsePrizes(c.prizes)
    .filter((p) => p.award && !rows.some((r) => r.award === p.label))
    .map((p) => ({ place: 0, placeLabel: p.label, creator: '', platform: '', prizeCents: p.amountCents, awaitingJudging: true }));
  return [...won, ...awaiting];
}
