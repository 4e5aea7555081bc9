import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  campaignMessages,
  effectiveOfferState,
  failedExplanation,
  nextOfferState,
  OFFER_DEADLINE_MS,
  offerActions,
  statesFor,
  type OfferAction,
  type OfferState,
} from '@chorus/core';
import type { Tx } from '../db/open.ts';
import { campaignPayments, campaigns, offerEvents, offers } from '../db/schema.ts';
import { conflict, notFound } from '../lib/http.ts';
import { refreshHandleStats } from './handle-stats.ts';

export type OfferRow = typeof offers.$inferSelect;
export type CampaignRow = typeof campaigns.$inferSelect;

/** Columns a step may write besides the state (what the creator sent, the organiser's notes, …). */
export type OfferChanges = Partial<
  Pick<
    typeof offers.$inferInsert,
    | 'respondedAt'
    | 'declineId'
    | 'declineReason'
    | 'counterOfferCents'
    | 'changesRequested'
    | 'contractFileId'
    | 'draftFileId'
    | 'draftUrl'
    | 'draftCaption'
    | 'draftSubmittedAt'
    | 'draftDecision'
    | 'feedbackNotes'
    | 'postUrl'
    | 'boostCode'
    | 'results'
    | 'resultsFileId'
    | 'rateCents'
    | 'respondBy'
    | 'postBy'
  >
>;

export interface TransitionInput {
  offerId: number;
  action: OfferAction;
  /** Who acted: the signed-in actor's contact id (a manager acting for a creator is recorded as the manager). */
  actorContactId: number | null;
  changes?: OfferChanges;
  /** Kept in the event log (the timeline): the decline reason, the counter offer, the URL, … */
  detail?: Record<string, unknown>;
  /** The state the caller read and decided on; when given, the step applies only from that state. */
  expectFrom?: OfferState;
  now?: Date;
}

/**
 * The one way an offer changes state (DESIGN §4). One conditional UPDATE (`WHERE state IN (the action's
 * from-states)`), so a double click, two tabs or a replayed request applies a step once: the loser matches no row
 * and gets 409. In the same transaction: the event log row, the deadlines the new stage starts, and the offer's
 * payment (Potential while open, Pending once completed, removed when it closes unpaid). Call inside `db.transaction`.
 */
export async function transitionOffer(tx: Tx, input: TransitionInput): Promise<{ offer: OfferRow; from: OfferState }> {
  const now = input.now ?? new Date();
  // Lock the offer, then decide on what is locked (the locking discipline of docs/architecture.md).
  const [current] = await tx.select().from(offers).where(eq(offers.id, input.offerId)).for('update');
  if (!current) throw notFound(campaignMessages.offerNotFound);
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, current.campaignId));
  if (!campaign) throw notFound(campaignMessages.offerNotFound);
  const from = current.state;
  // A deadline that has passed closes the stage even before the sweep writes it: the creator's step is refused
  // with the reason (the sweep, or the read path, records the expiry).
  const effective = effectiveOfferState(current, now);
  if (effective !== from && actorOf(input.action) === 'creator') throw conflict(failedExplanation(effective) ?? campaignMessages.stale);
  const to = nextOfferState(input.action, from, campaign);
  if (!to || (input.expectFrom && input.expectFrom !== from)) throw conflict(campaignMessages.stale);

  const deadlines: OfferChanges = {};
  // The post clock starts when the work can start: on acceptance, and again when a draft is approved or sent back.
  if ((to === 'draft' || to === 'notify') && !(from === 'draft' || from === 'notify' || from === 'review'))
    deadlines.postBy = new Date(now.getTime() + OFFER_DEADLINE_MS);
  if (input.action === 'approveDraft' || input.action === 'rejectDraft') deadlines.postBy = new Date(now.getTime() + OFFER_DEADLINE_MS);
  if (input.action === 'answerRequest') deadlines.respondBy = new Date(now.getTime() + OFFER_DEADLINE_MS);
  const accepted = input.action === 'accept' || input.action === 'acceptCounter';

  const [offer] = await tx
    .update(offers)
    .set({
      ...deadlines,
      ...input.changes,
      ...(accepted && { acceptedAt: now }),
      ...(input.action === 'acceptCounter' && current.counterOfferCents ? { rateCents: current.counterOfferCents } : {}),
      state: to,
      closedAt: ['completed', 'declined', 'expired', 'failed', 'pulled'].includes(to) ? now : null,
      updatedAt: now,
    })
    .where(and(eq(offers.id, current.id), inArray(offers.state, [...statesFor(input.action)])))
    .returning();
  if (!offer) throw conflict(campaignMessages.stale);

  await tx.insert(offerEvents).values({
    offerId: offer.id,
    fromState: from,
    toState: to,
    action: input.action,
    actorContactId: input.actorContactId,
    at: now,
    detail: input.detail ?? null,
  });
  await settlePayment(tx, offer, now);
  await refreshHandleStats(tx, offer.contactPlatformId, now);
  return { offer, from };
}

/**
 * Keeps an offer's payment row in step with its state: Potential from acceptance while the work is open, Pending
 * (To Be Paid) once completed, gone if it closes unpaid (declined after a counter, failed, pulled). A Paid row is
 * never touched here: money that moved stays recorded.
 */
async function settlePayment(tx: Tx, offer: OfferRow, now: Date) {
  const working = ['draft', 'review', 'notify', 'boost', 'results', 'verifying'].includes(offer.state);
  if (working) {
    await tx
      .insert(campaignPayments)
      .values({ offerId: offer.id, contactId: offer.contactId, amountCents: offer.rateCents, status: 'Potential' })
      .onConflictDoUpdate({
        target: campaignPayments.offerId,
        set: { amountCents: offer.rateCents, updatedAt: now },
        setWhere: sql`${campaignPayments.status} = 'Potential'`,
      });
  } else if (offer.state === 'completed') {
    await tx
      .insert(campaignPayments)
      .values({ offerId: offer.id, contactId: offer.contactId, amountCents: offer.rateCents, status: 'Pending' })
      .onConflictDoUpdate({
        target: campaignPayments.offerId,
        set: { status: 'Pending', amountCents: offer.rateCents, updatedAt: now },
        setWhere: sql`${campaignPayments.status} = 'Potential'`,
      });
  } else {
    await tx.delete(campaignPayments).where(and(eq(campaignPayments.offerId, offer.id), eq(campaignPayments.status, 'Potential')));
  }
}

/** Who may take an action (the route checks the caller's role against it). */
export const actorOf = (action: OfferAction) => offerActions[action].by;
