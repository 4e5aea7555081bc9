import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  BONUS_PLACE,
  DIRECT_BONUS_CENTS,
  DIRECT_BONUS_CONTESTS,
  directBonusPayBy,
  contestMessages,
  organiserMessages,
  paymentMessages,
  feePct,
  isMilestone,
  MILESTONE_CAP,
  netCents,
  parsePrizes,
  findAward,
  placesOf,
  prizeLabel,
  type ContestPayment,
  type ContestWinner,
  type CreatorContestPayment,
  type OwedPayment,
} from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { competitions, contacts, contestPayments, paymentEmails, posts } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../lib/http.ts';
import { hasEnded, leaderboardTop, lockContests, type ContestRow } from './contests.ts';
import { tellPrizesWon } from './contest-mail.ts';
import { accountOfEmail } from './entry-claims.ts';
import { notifyBonusEarned, notifyContestPaymentsPaid } from './notifications.ts';
import { mailPaid } from './payouts.ts';

type PaymentRow = typeof contestPayments.$inferSelect;

const toWire = (p: PaymentRow, contestName: string): CreatorContestPayment => ({
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
const placesThenAwards = [asc(sql`${contestPayments.award} is not null`), asc(contestPayments.place), asc(contestPayments.award)];

/**
 * The payments that are a creator's: rows for their contact, and rows of anonymous winners under their email only
 * when that email was verified on an entry of the contest (as `ownedBy` in entries.ts counts entries).
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
 * their email only when that email was verified on an entry of the contest (as `ownedBy` in entries.ts counts
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

/** The payee's confirmed payment email (the latest confirmed), or null: an anonymous winner has none. */
async function confirmedPaymentEmail(tx: Db | Tx, contactId: number | null): Promise<string | null> {
  if (!contactId) return null;
  const [pe] = await tx
    .select({ email: paymentEmails.email })
    .from(paymentEmails)
    .where(and(eq(paymentEmails.contactId, contactId), eq(paymentEmails.status, 'Confirmed')))
    .orderBy(sql`${paymentEmails.confirmedAt} desc nulls last`, desc(paymentEmails.id))
    .limit(1);
  return pe?.email ?? null;
}

/**
 * Ends a contest and creates its prize payments from the final leaderboard, net of the fee. One payment per
 * place (a unique index), so ending twice pays nobody twice. The contest is locked before its prizes and
 * leaderboard are read: a second end waits and finds the payments made, and no moderation or metric update
 * can change the board between reading it and paying from it. Once ended, the board is frozen (moderation and
 * metrics are refused, see entries.ts), so the payments and the board agree until the organiser reopens it.
 */
export async function endContest(db: Db, contestId: number): Promise<ContestPayment[]> {
  return db.transaction(async (tx) => {
    const [contest] = await lockContests(tx, [contestId]);
    if (!contest || contest.deletedAt) throw notFound('Contest not found.');
    // Places only: an award is paid when the organiser chooses its winner (chooseAwardWinner), never by rank.
    const prizes = parsePrizes(contest.prizes).filter((p) => !p.award);
    const places = prizes.reduce((m, p) => Math.max(m, p.toPlace), 0);
    const pct = feePct(contest);
    const now = new Date();
    // When it really ended: kept from a first end (a second one changes nothing), its end date if that passed first.
    const endedAt = contest.endedAt ?? (contest.endDate && contest.endDate <= now ? contest.endDate : now);
    await tx.update(competitions).set({ hasEnded: true, endedAt, updatedAt: now }).where(eq(competitions.id, contestId));
    const board = await leaderboardTop(tx, contest, places);
    const values: (typeof contestPayments.$inferInsert)[] = [];
    for (const prize of prizes) {
      for (let place = prize.fromPlace; place < prize.fromPlace + placesOf(prize); place++) {
        const row = board[place - 1];
        if (!row) continue;
        // The payee is whoever entered the row's top post (its link), else any approved entry of the group.
        // FOR SHARE: a claim of the entry (entry-claims.ts) in flight is waited for, so its verification is seen.
        const [post] = await tx
          .select({ contactId: posts.contactId, email: posts.email, verifiedAt: posts.emailVerifiedAt })
          .from(posts)
          .where(and(eq(posts.contestId, contestId), eq(posts.creator, row.creator), eq(posts.platform, row.platform), eq(posts.status, 'approved')))
          .orderBy(desc(posts.likes), asc(posts.id))
          .limit(1)
          .for('share');
        if (!post) continue;
        // An anonymous entry whose email was proved is its account's: the account is the payee.
        const payee = post.contactId ?? (post.verifiedAt ? await accountOfEmail(tx, post.email) : null);
        values.push({
          contestId,
          place,
          creator: row.creator,
          platform: row.platform,
          contactId: payee,
          contactEmail: post.email,
          // Known now, or null: markPaid looks again (the payee may confirm one later).
          paymentEmail: await confirmedPaymentEmail(tx, payee),
          grossCents: prize.amountCents,
          amountCents: netCents(prize.amountCents, pct),
        });
      }
    }
    if (values.length) {
      const made = await tx.insert(contestPayments).values(values).onConflictDoNothing().returning();
      await tellPrizesWon(tx, contest, made);
    }
    const rows = await tx
      .select()
      .from(contestPayments)
      .where(and(eq(contestPayments.contestId, contestId), isNull(contestPayments.bonusCategory)))
      .orderBy(...placesThenAwards);
    return rows.map((r) => toWire(r, contest.name));
  });
}


/**
 * The organiser chooses a judged award's winner (a prize line naming no place): the entry, approved, of this ended
 * contest, gets the award's payment, net of the fee as a place's is, its payee found as `endContest` finds one (the
 * entrant's account, or a proved email's; else none until the entrant claims it). Under the contest's lock, as every
 * change to its payments: an award gets one winner (a second choice is refused: reopening clears it with the other
 * unpaid prizes), and a reopen or a second end cannot interleave.
 */
export async function chooseAwardWinner(db: Db, contestId: number, awardName: string, entryId: number): Promise<ContestPayment> {
  return db.transaction(async (tx) => {
    const [contest] = await lockContests(tx, [contestId]);
    if (!contest || contest.deletedAt) throw notFound(contestMessages.notFound);
    const award = findAward(contest.prizes, awardName);
    if (!award) throw notFound(organiserMessages.awardNotFound(awardName.trim()));
    if (!hasEnded(contest)) throw conflict(organiserMessages.awardNotEnded);
    const [chosen] = await tx
      .select({ id: contestPayments.id })
      .from(contestPayments)
      .where(and(eq(contestPayments.contestId, contestId), eq(contestPayments.award, award.label)));
    if (chosen) throw conflict(organiserMessages.awardChosen(award.label));
    const [entry] = await tx
      .select({ contactId: posts.contactId, email: posts.email, verifiedAt: posts.emailVerifiedAt, creator: posts.creator, platform: posts.platform })
      .from(posts)
      .where(and(eq(posts.id, entryId), eq(posts.contestId, contestId), eq(posts.status, 'approved'), isNull(posts.deletedAt)))
      .for('share');
    if (!entry) throw badRequest(organiserMessages.awardEntry);
    const payee = entry.contactId ?? (entry.verifiedAt ? await accountOfEmail(tx, entry.email) : null);
    const [row] = await tx
      .insert(contestPayments)
      .values({
        contestId,
        place: 0,
        award: award.label,
        creator: entry.creator,
        platform: entry.platform,
        contactId: payee,
        contactEmail: entry.email,
        paymentEmail: await confirmedPaymentEmail(tx, payee),
        grossCents: award.amountCents,
        amountCents: netCents(award.amountCents, feePct(contest)),
      })
      .returning();
    await tellPrizesWon(tx, contest, [row!]);
    return toWire(row!, contest.name);
  });
}

/**
 * The direct bonus (contests.md §9: approved entries in 3 direct contests of one category pay $100 once): called by
 * `moderate` in the transaction that approves `approved` entries, after their contests are locked and the entries
 * written. Each creator's contact row is locked next (ascending ids, `FOR NO KEY UPDATE`, so entries referencing
 * the contact are not blocked): two approvals completing the same creator's third contest at once queue there, and
 * the second, counting again after the first committed, finds the bonus paid. The partial unique index
 * (contact, category) stands behind it. Only accounts' entries count (an anonymous entry belongs to no one yet).
 * The payment is a contest payment at place 0 (`BONUS_PLACE`, 'Direct bonus') in the contest whose approval earned
 * it, paid like a prize (a confirmed payment email), never voided by a reopen. Returns how many were created.
 */
export async function grantDirectBonuses(
  tx: Tx,
  approved: { contestId: number; contactId: number | null; email: string; creator: string; platform: string }[],
  contestsById: Map<number, ContestRow>,
): Promise<number> {
  const earners = approved.filter((e) => e.contactId !== null && contestsById.get(e.contestId)?.kind === 'direct');
  if (!earners.length) return 0;
  const contactIds = [...new Set(earners.map((e) => e.contactId!))].sort((a, b) => a - b);
  await tx.execute(sql`select id from ${contacts} where ${inArray(contacts.id, contactIds)} order by id for no key update`);
  let created = 0;
  const seen = new Set<string>();
  for (const e of earners) {
    const category = contestsById.get(e.contestId)!.category ?? '';
    const key = `${e.contactId}:${category}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const [done] = await tx
      .select({ id: contestPayments.id })
      .from(contestPayments)
      .where(and(eq(contestPayments.contactId, e.contactId!), eq(contestPayments.bonusCategory, category)))
      .limit(1);
    if (done) continue;
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(distinct ${posts.contestId})::int` })
      .from(posts)
      .innerJoin(competitions, eq(competitions.id, posts.contestId))
      .where(
        and(
          eq(posts.contactId, e.contactId!),
          eq(posts.status, 'approved'),
          isNull(posts.deletedAt),
          eq(competitions.kind, 'direct'),
          isNull(competitions.deletedAt),
          sql`coalesce(${competitions.category}, '') = ${category}`,
        ),
      );
    if (n < DIRECT_BONUS_CONTESTS) continue;
    const paymentEmail = await confirmedPaymentEmail(tx, e.contactId);
    const rows = await tx
      .insert(contestPayments)
      .values({
        contestId: e.contestId,
        place: BONUS_PLACE,
        bonusCategory: category,
        creator: e.creator,
        platform: e.platform,
        contactId: e.contactId,
        contactEmail: e.email,
        paymentEmail,
        grossCents: DIRECT_BONUS_CENTS,
        amountCents: DIRECT_BONUS_CENTS,
      })
      .onConflictDoNothing()
      .returning({ id: contestPayments.id, createdAt: contestPayments.createdAt });
    created += rows.length;
    // The pay-by date is promised to the creator (contests.md §9), and a payment needs a confirmed email to be made.
    if (rows[0]) await notifyBonusEarned(tx, e.contactId!, directBonusPayBy(rows[0].createdAt), paymentEmail);
  }
  return created;
}

/**
 * Marks a prize (or a direct bonus) paid on its own, outside any payout batch: to the payee's confirmed payment email
 * as it is now (they may have confirmed one after the end); without one there is nobody to pay, so it is refused,
 * and a payment already in a batch is paid with its batch (the batch's CSV pays it). Under the contest's lock,
 * which owns its payments, so a reopen voiding this payment and the mark cannot interleave, and so two marks pay
 * once. Sets paidAt (the timeline's Paid), notifies and mails the payee in the same transaction.
 */
export async function markPaid(db: Db, publicUrl: string, paymentId: number, now = new Date()): Promise<ContestPayment> {
  return db.transaction(async (tx) => {
    // A payment never moves to another contest, so its contest may be found before the lock; its state may not.
    const [found] = await tx.select({ contestId: contestPayments.contestId }).from(contestPayments).where(eq(contestPayments.id, paymentId));
    if (!found) throw notFound(organiserMessages.paymentNotFound);
    const [contest] = await lockContests(tx, [found.contestId]);
    const [payment] = await tx.select().from(contestPayments).where(eq(contestPayments.id, paymentId));
    if (!payment) throw notFound(organiserMessages.paymentNotFound);
    if (payment.status === 'Paid') throw conflict(organiserMessages.alreadyPaid);
    if (payment.payoutBatchId) throw conflict(paymentMessages.inBatch(payment.payoutBatchId));
    const email = await confirmedPaymentEmail(tx, payment.contactId);
    if (!email) throw conflict(organiserMessages.noPaymentEmail);
    const [row] = await tx
      .update(contestPayments)
      .set({ status: 'Paid', paymentEmail: email, paidAt: now, updatedAt: now })
      .where(eq(contestPayments.id, paymentId))
      .returning();
    await notifyContestPaymentsPaid(tx, [paymentId]);
    await mailPaid(tx, publicUrl, [row!]);
    return toWire(row!, contest?.name ?? '');
  });
}

/**
 * Reopens an ended contest so its results may change again: its unpaid prize payments are deleted (the next end
 * creates them afresh from the board as it then is; deleting rather than marking them void keeps one payment per
 * place), `hasEnded` is cleared, and an end date that has passed is replaced by `endDate` or cleared (the contest
 * then runs until the organiser ends it). Refused once any prize is paid (money has moved) or in a payout batch (its
 * CSV may be with PayPal: the batch pays it, and a reopen would pay the winner again), and for a milestone
 * contest still at its cap (it would be ended again by the cap at once). Reopening a live contest changes nothing
 * but the end date, if one is given.
 */
export async function reopenContest(db: Db, contestId: number, endDate?: Date): Promise<{ contest: ContestRow; voidedPayments: number }> {
  return db.transaction(async (tx) => {
    const [contest] = await lockContests(tx, [contestId]);
    if (!contest || contest.deletedAt) throw notFound(contestMessages.notFound);
    const now = new Date();
    if (endDate && endDate <= now) throw badRequest(organiserMessages.reopenEndDate);
    if (isMilestone(contest) && contest.approvedCount >= MILESTONE_CAP) throw conflict(organiserMessages.reopenMilestone);
    // Prizes only: a direct bonus earned in this contest is the creator's whatever the results (it is not voided).
    const prizes = and(eq(contestPayments.contestId, contestId), isNull(contestPayments.bonusCategory));
    // The prize rows are locked too, after the contest: a payout batch takes payments by their row locks (payouts.ts,
    // createBatch), so one being batched now is waited for and read as committed, and one locked here is skipped
    // by the batch. Money that is batched or paid is never deleted, so nobody is paid twice by the next end.
    const held = await tx
      .select({ id: contestPayments.id, status: contestPayments.status, batchId: contestPayments.payoutBatchId })
      .from(contestPayments)
      .where(prizes)
      .orderBy(asc(contestPayments.id))
      .for('update');
    if (held.some((p) => p.status === 'Paid')) throw conflict(organiserMessages.reopenPaid);
    const batched = held.find((p) => p.batchId !== null);
    if (batched) throw conflict(organiserMessages.reopenInBatch(batched.batchId!));
    const voided = held.length
      ? await tx
          .delete(contestPayments)
          .where(and(inArray(contestPayments.id, held.map((p) => p.id)), isNull(contestPayments.payoutBatchId), eq(contestPayments.status, 'To Be Paid')))
          .returning({ id: contestPayments.id })
      : [];
    const passed = !!contest.endDate && contest.endDate <= now;
    const [row] = await tx
      .update(competitions)
      .set({ hasEnded: false, endedAt: null, endDate: endDate ?? (passed ? null : contest.endDate), updatedAt: now })
      .where(eq(competitions.id, contestId))
      .returning();
    return { contest: row!, voidedPayments: voided.length };
  });
}

/** The organiser's list of prize payments, unpaid and paid, newest contest first, then by place; paged. */
export async function paymentsForOrganiser(
  db: Db,
  q: { status?: PaymentRow['status']; contestId?: number; page: number; pageSize: number },
): Promise<{ rows: OwedPayment[]; page: number; pageSize: number; total: number; totalPages: number }> {
  const where = and(
    q.status ? eq(contestPayments.status, q.status) : undefined,
    q.contestId ? eq(contestPayments.contestId, q.contestId) : undefined,
  );
  // The payee's confirmed payment email as it is now (what markPaid would pay to).
  const confirmed = sql<string | null>`(
    select pe.email from payment_emails pe
    where pe.contact_id = ${contestPayments.contactId} and pe.status = 'Confirmed'
    order by pe.confirmed_at desc nulls last, pe.id desc limit 1)`;
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
