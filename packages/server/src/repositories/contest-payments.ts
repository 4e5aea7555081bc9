import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  BONUS_PLACE,
  DIRECT_BONUS_CENTS,
  DIRECT_BONUS_CONTESTS,
  directBonusPayBy,
  contestMessages,
  messages,
  organiserMessages,
  paymentMessages,
  feePct,
  isMilestone,
  MILESTONE_CAP,
  netCents,
  parsePrizes,
  findAward,
  placesOf,
  type ContestPayment,
} from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { competitions, contacts, contestPayments, posts } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../lib/http.ts';
import { hasEnded, leaderboardTop, lockContests, type ContestRow } from './contests.ts';
import { tellPrizesWon } from './contest-mail.ts';
import { accountOfEmail } from './entry-claims.ts';
import { notifyBonusEarned, notifyContestPaymentsPaid } from './notifications.ts';
import { placesThenAwards, toWire } from './contest-payment-reads.ts';
import { confirmedPaymentEmailOf } from './payment-email.ts';
import { mailPaid } from './payouts.ts';
import { heldPayments } from './moderation.ts';

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
          paymentEmail: payee ? await confirmedPaymentEmailOf(tx, payee) : null,
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
        paymentEmail: payee ? await confirmedPaymentEmailOf(tx, payee) : null,
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
    const paymentEmail = e.contactId ? await confirmedPaymentEmailOf(tx, e.contactId) : null;
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
    // Holding takes the contest's lock too, so this reads the hold as it stays to the commit.
    if ((await heldPayments(tx, [paymentId])).length) throw conflict(messages.moderation.held(paymentId));
    const email = payment.contactId ? await confirmedPaymentEmailOf(tx, payment.contactId) : null;
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

