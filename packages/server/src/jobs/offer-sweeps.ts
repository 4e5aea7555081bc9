import { and, asc, eq, gt, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { OfferState } from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { offers } from '../db/schema.ts';
import { HttpError } from '../lib/http.ts';
import { tellCreators } from '../repositories/offer-mail.ts';
import { transitionOffer } from '../repositories/offer-transitions.ts';

// The 48-hour deadlines (campaigns.md §4, §9; DESIGN §3): an invite nobody answered expires, an accepted offer
// without its post notification fails. Each offer moves through `transitionOffer`, the one code path for the state
// rules, its event and its payment; the sweep only finds what is due.

export interface SweepResult {
  expired: number;
  failed: number;
  /** Reminders sent: an invite or a post due within REMINDER_LEAD_MS. */
  reminded: number;
}

/** How long before an invite's or a post's deadline its creator is reminded (issue 24: "~12 hours before"). */
export const REMINDER_LEAD_MS = 12 * 3_600_000;

export interface SweepOptions {
  now?: Date;
  /** Offers per transaction: each batch commits on its own, so a long backlog never holds many locks for long. */
  batchSize?: number;
  /**
   * When given, each batch first takes this transaction-level advisory lock, and the sweep stops when another node
   * holds it (the scheduler: one node sweeps at a time). Without it (on demand) batches still never overlap another
   * sweep's: rows are claimed with FOR UPDATE SKIP LOCKED.
   */
  lockKey?: number;
}

const sweeps: { action: 'expire' | 'fail'; key: keyof SweepResult; due: (now: Date) => SQL | undefined; deadline: 'respondBy' | 'postBy' }[] = [
  { action: 'expire', key: 'expired', due: (now) => and(eq(offers.state, 'invited'), lt(offers.respondBy, now)), deadline: 'respondBy' },
  { action: 'fail', key: 'failed', due: (now) => and(inArray(offers.state, ['draft', 'notify']), lt(offers.postBy, now)), deadline: 'postBy' },
];

/** Whether this transaction got the advisory lock (released at its end). */
async function tryXactLock(tx: Tx, key: number): Promise<boolean> {
  const res = (await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as got`)) as unknown as { rows: { got: boolean }[] };
  return res.rows[0]?.got === true;
}

/**
 * Reminders, one per deadline: an invite still unanswered, or a draft or post not yet sent, whose deadline falls
 * within the lead time and that was not reminded of this deadline (`reminded_for`; an answered change request or a
 * draft decision sets a new deadline, which gets its own reminder).
 */
const reminders: { notice: 'remindAnswer' | 'remindPost'; deadline: typeof offers.respondBy | typeof offers.postBy; states: OfferState[] }[] = [
  { notice: 'remindAnswer', deadline: offers.respondBy, states: ['invited'] },
  { notice: 'remindPost', deadline: offers.postBy, states: ['draft', 'notify'] },
];
const reminderDue = (r: (typeof reminders)[number], now: Date) =>
  and(
    inArray(offers.state, r.states),
    gt(r.deadline, now),
    lte(r.deadline, new Date(now.getTime() + REMINDER_LEAD_MS)),
    or(isNull(offers.remindedFor), ne(offers.remindedFor, r.deadline)),
  );

/**
 * Expires invites past their answer-by time and fails offers past their post-by time. Idempotent (a swept offer is
 * no longer due) and safe when several nodes run it at once: each batch claims its rows with FOR UPDATE SKIP LOCKED,
 * so a row is moved by one sweep only, and `transitionOffer`'s conditional update would refuse a second move anyway.
 */
export async function sweepOffers(db: Db, opts: SweepOptions = {}): Promise<SweepResult> {
  const now = opts.now ?? new Date();
  const batchSize = opts.batchSize ?? 200;
  const result: SweepResult = { expired: 0, failed: 0, reminded: 0 };
  for (const sweep of sweeps) {
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        if (opts.lockKey !== undefined && !(await tryXactLock(tx, opts.lockKey))) return null;
        const due = await tx
          .select({ id: offers.id, state: offers.state, respondBy: offers.respondBy, postBy: offers.postBy })
          .from(offers)
          .where(sweep.due(now))
          // In the order of the creators' offer_counts rows (contact, state) each move locks until commit: every
          // transaction that moves several offers takes them in that order, so two never wait on each other.
          .orderBy(asc(offers.contactId), asc(offers.state), asc(offers.id))
          .limit(batchSize)
          .for('update', { skipLocked: true });
        const moved: number[] = [];
        for (const o of due) {
          try {
            await transitionOffer(tx, {
              offerId: o.id,
              action: sweep.action,
              actorContactId: null,
              expectFrom: o.state as OfferState,
              detail: { deadline: o[sweep.deadline]?.toISOString() ?? null },
              now,
            });
            moved.push(o.id);
          } catch (err) {
            // Moved since it was read (it cannot be, under our lock; kept so one odd row never stops the sweep).
            if (!(err instanceof HttpError && err.statusCode === 409)) throw err;
          }
        }
        // The creators hear of it in the batch's transaction: once, as the move is written once.
        await tellCreators(tx, sweep.action, moved);
        return { picked: due.length, moved: moved.length };
      });
      if (!batch) return result;
      result[sweep.key] += batch.moved;
      if (batch.picked < batchSize || batch.moved === 0) break;
    }
  }
  for (const reminder of reminders) {
    for (;;) {
      const sent = await db.transaction(async (tx) => {
        if (opts.lockKey !== undefined && !(await tryXactLock(tx, opts.lockKey))) return null;
        const due = await tx
          .select({ id: offers.id })
          .from(offers)
          .where(reminderDue(reminder, now))
          .orderBy(asc(offers.contactId), asc(offers.state), asc(offers.id))
          .limit(batchSize)
          .for('update', { skipLocked: true });
        if (!due.length) return 0;
        const ids = due.map((o) => o.id);
        await tx.update(offers).set({ remindedFor: sql`${reminder.deadline}` }).where(inArray(offers.id, ids));
        await tellCreators(tx, reminder.notice, ids);
        return ids.length;
      });
      if (sent === null) return result;
      result.reminded += sent;
      if (sent < batchSize) break;
    }
  }
  return result;
}
