import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { feePct, netCents, parsePrizes, placesOf, type ContestPayment } from '@chorus/core';
import type { Db } from '../db/open.ts';
import { competitions, contestPayments, paymentEmails, posts } from '../db/schema.ts';
import { conflict, notFound } from '../lib/http.ts';
import { leaderboardTop, lockContests } from './contests.ts';

type PaymentRow = typeof contestPayments.$inferSelect;

const toWire = (p: PaymentRow, contestName: string): ContestPayment => ({
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
});

/** A creator's contest payments: rows for their contact or their email, newest first, paged. */
export async function paymentsOf(
  db: Db,
  who: { contactId: number; email: string },
  q: { status?: PaymentRow['status']; page: number; pageSize: number },
) {
  const where = and(
    or(eq(contestPayments.contactId, who.contactId), eq(contestPayments.contactEmail, who.email)),
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

/**
 * Ends a contest and creates its prize payments from the final leaderboard, net of the fee. One payment per
 * place (a unique index), so ending twice pays nobody twice. The contest is locked before its prizes and
 * leaderboard are read: a second end waits and finds the payments made, and no moderation or metric update
 * can change the board between reading it and paying from it.
 */
export async function endContest(db: Db, contestId: number): Promise<ContestPayment[]> {
  return db.transaction(async (tx) => {
    const [contest] = await lockContests(tx, [contestId]);
    if (!contest || contest.deletedAt) throw notFound('Contest not found.');
    const prizes = parsePrizes(contest.prizes);
    const places = prizes.reduce((m, p) => Math.max(m, p.toPlace), 0);
    const pct = feePct(contest);
    await tx.update(competitions).set({ hasEnded: true, updatedAt: new Date() }).where(eq(competitions.id, contestId));
    const board = await leaderboardTop(tx, contest, places);
    const values: (typeof contestPayments.$inferInsert)[] = [];
    for (const prize of prizes) {
      for (let place = prize.fromPlace; place < prize.fromPlace + placesOf(prize); place++) {
        const row = board[place - 1];
        if (!row) continue;
        // The payee is whoever entered the row's top post (its link), else any approved entry of the group.
        const [post] = await tx
          .select({ contactId: posts.contactId, email: posts.email })
          .from(posts)
          .where(and(eq(posts.contestId, contestId), eq(posts.creator, row.creator), eq(posts.platform, row.platform), eq(posts.status, 'approved')))
          .orderBy(desc(posts.likes), asc(posts.id))
          .limit(1);
        if (!post) continue;
        const [pe] = post.contactId
          ? await tx
              .select({ email: paymentEmails.email })
              .from(paymentEmails)
              .where(and(eq(paymentEmails.contactId, post.contactId), eq(paymentEmails.status, 'Confirmed')))
              .orderBy(desc(paymentEmails.confirmedAt))
              .limit(1)
          : [];
        values.push({
          contestId,
          place,
          contactId: post.contactId,
          contactEmail: post.email,
          paymentEmail: pe?.email ?? null,
          grossCents: prize.amountCents,
          amountCents: netCents(prize.amountCents, pct),
        });
      }
    }
    if (values.length) await tx.insert(contestPayments).values(values).onConflictDoNothing();
    const rows = await tx.select().from(contestPayments).where(eq(contestPayments.contestId, contestId)).orderBy(asc(contestPayments.place));
    return rows.map((r) => toWire(r, contest.name));
  });
}

export async function markPaid(db: Db, paymentId: number): Promise<ContestPayment> {
  const [row] = await db
    .update(contestPayments)
    .set({ status: 'Paid', updatedAt: new Date() })
    .where(and(eq(contestPayments.id, paymentId), eq(contestPayments.status, 'To Be Paid')))
    .returning();
  if (!row) {
    const [exists] = await db.select().from(contestPayments).where(eq(contestPayments.id, paymentId));
    if (!exists) throw notFound('Payment not found.');
    throw conflict('This payment is already marked paid.');
  }
  const [c] = await db.select({ name: competitions.name }).from(competitions).where(eq(competitions.id, row.contestId));
  return toWire(row, c?.name ?? '');
}
