import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  campaignPaymentLabels,
  DIRECT_BONUS_CONTESTS,
  directBonusPayBy,
  expectedPayDate,
  feePct,
  formatUsd,
  paymentMessages as pm,
  PAYMENTS_PAGE_SIZE,
  prizeLabel,
  type CreatorCampaignPayment,
  type PaymentTimeline,
  type TimelineEvent,
} from '@chorus/core';
import type { Db } from '../db/open.ts';
import { campaignPayments, campaigns, competitions, contactPlatforms, contestPayments, offerEvents, offers, payoutBatches, platforms } from '../db/schema.ts';
import { notFound } from '../lib/http.ts';
import { paymentOwnedBy } from './contest-payment-reads.ts';

// The creator's campaign payments (GET /creatorapi/payments) and each payment's timeline, from the event log
// (offer_events, the contest's end, the payout batch), never reconstructed from the current state.

type CampaignPaymentStatus = (typeof campaignPayments.$inferSelect)['status'];

const dateOnly = (d: Date) => d.toISOString().slice(0, 10);

/** The acting creator's campaign payments, newest first, `PAYMENTS_PAGE_SIZE` a page, optionally of one status. */
export async function campaignPaymentsOf(db: Db, contactId: number, q: { status?: CampaignPaymentStatus; page: number }) {
  const where = and(eq(campaignPayments.contactId, contactId), q.status ? eq(campaignPayments.status, q.status) : undefined);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        p: campaignPayments,
        offerUid: offers.uid,
        acceptedAt: offers.acceptedAt,
        title: campaigns.title,
        image: campaigns.imageUrl,
        handle: contactPlatforms.handle,
        platform: platforms.name,
      })
      .from(campaignPayments)
      .innerJoin(offers, eq(offers.id, campaignPayments.offerId))
      .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
      .innerJoin(contactPlatforms, eq(contactPlatforms.id, offers.contactPlatformId))
      .innerJoin(platforms, eq(platforms.id, contactPlatforms.platformId))
      .where(where)
      .orderBy(desc(campaignPayments.updatedAt), desc(campaignPayments.id))
      .limit(PAYMENTS_PAGE_SIZE)
      .offset((q.page - 1) * PAYMENTS_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(campaignPayments).where(where),
  ]);
  const total = count?.n ?? 0;
  const data: CreatorCampaignPayment[] = rows.map((r) => ({
    id: r.p.id,
    PostID: r.p.offerId,
    UID: r.offerUid,
    CampaignTitle: r.title,
    Image: r.image,
    Amount: r.p.amountCents,
    PaymentStatus: r.p.status,
    PaymentStatusLabel: campaignPaymentLabels[r.p.status],
    PaymentEmail: r.p.status === 'Paid' ? r.p.paymentEmail : null,
    PaidAt: r.p.paidAt?.toISOString() ?? null,
    Handle: r.handle,
    Platform: r.platform,
    updatedAt: r.p.updatedAt.toISOString(),
    Row_PaymentDetails: [
      { FieldName: 'Handle', FieldValue: r.handle },
      { FieldName: 'Platform', FieldValue: r.platform },
      { FieldName: 'Payment Status', FieldValue: campaignPaymentLabels[r.p.status] },
      ...(r.acceptedAt ? [{ FieldName: 'Accepted', FieldValue: dateOnly(r.acceptedAt) }] : []),
      { FieldName: 'Last Updated', FieldValue: dateOnly(r.p.updatedAt) },
      ...(r.p.paidAt ? [{ FieldName: 'Paid On', FieldValue: dateOnly(r.p.paidAt) }] : []),
      ...(r.p.status === 'Paid' && r.p.paymentEmail ? [{ FieldName: 'Paid To', FieldValue: r.p.paymentEmail }] : []),
    ],
  }));
  return { data, PageInformation: { TotalPages: Math.max(1, Math.ceil(total / PAYMENTS_PAGE_SIZE)), Page: q.page, TotalRows: total } };
}

/** What each offer action means on a payment's timeline (other actions are not about the payment). */
const ACTION_LABELS: Record<string, string> = {
  accept: 'Offer accepted',
  acceptCounter: 'Counter offer accepted',
  submitDraft: 'Draft submitted',
  approveDraft: 'Draft approved',
  submitPostUrl: 'Post submitted',
  saveBoostCode: 'Boost code submitted',
  submitResults: 'Results submitted',
  verify: 'Post verified',
};

/** The payment itself: in its batch, or marked paid on its own by the organiser. */
const paidEvent = (at: Date, email: string | null, batchId: number | null): TimelineEvent => ({
  key: 'paid',
  label: 'Paid',
  at: at.toISOString(),
  detail: [email && `To ${email}`, batchId ? `with batch ${batchId}` : 'outside a payout batch'].filter(Boolean).join(', '),
});

async function batchOf(db: Db, id: number | null) {
  if (!id) return null;
  const [b] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, id));
  return b ?? null;
}

/** A campaign payment's timeline: the offer's events that lead to payment, the batch, the payment; 404 unless it is the creator's. */
async function campaignTimeline(db: Db, contactId: number, id: number, termsDays: number): Promise<PaymentTimeline> {
  const [row] = await db
    .select({ p: campaignPayments, title: campaigns.title })
    .from(campaignPayments)
    .innerJoin(offers, eq(offers.id, campaignPayments.offerId))
    .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .where(and(eq(campaignPayments.id, id), eq(campaignPayments.contactId, contactId)));
  if (!row) throw notFound(pm.paymentNotFound);
  const log = await db.select().from(offerEvents).where(eq(offerEvents.offerId, row.p.offerId)).orderBy(asc(offerEvents.at), asc(offerEvents.id));
  const events: TimelineEvent[] = [];
  let approvedAt: Date | null = null;
  for (const e of log) {
    const label = ACTION_LABELS[e.action];
    if (label) events.push({ key: e.action, label, at: e.at.toISOString() });
    if (e.toState === 'completed') {
      approvedAt = e.at;
      events.push({ key: 'approved', label: 'Approved for payment', at: e.at.toISOString() });
    }
  }
  const batch = await batchOf(db, row.p.payoutBatchId);
  if (batch) events.push({ key: 'batch', label: 'Added to a payout batch', at: batch.createdAt.toISOString(), detail: `Batch ${batch.id}` });
  if (row.p.status === 'Paid' && row.p.paidAt) events.push(paidEvent(row.p.paidAt, row.p.paymentEmail, row.p.payoutBatchId));
  return {
    type: 'campaign',
    id: row.p.id,
    title: row.title,
    amountCents: row.p.amountCents,
    status: campaignPaymentLabels[row.p.status],
    events,
    expectedPayDate: row.p.status !== 'Paid' && approvedAt ? expectedPayDate(approvedAt, termsDays) : null,
    dueRule: 'terms',
    paymentTermsDays: termsDays,
  };
}

/**
 * A contest prize's timeline: the contest's end, the place won, the fee, the batch, the payment. A direct bonus:
 * when it was earned (the approval completing its third direct contest) and its pay-by date (contests.md §9).
 */
async function contestTimeline(db: Db, who: { contactId: number; email: string }, id: number, termsDays: number): Promise<PaymentTimeline> {
  const [row] = await db
    .select({ p: contestPayments, c: competitions })
    .from(contestPayments)
    .innerJoin(competitions, eq(competitions.id, contestPayments.contestId))
    .where(and(eq(contestPayments.id, id), paymentOwnedBy(who)));
  if (!row) throw notFound(pm.paymentNotFound);
  const { p, c } = row;
  const bonus = p.bonusCategory !== null;
  const endedAt = c.endedAt ?? p.createdAt;
  const fee = p.grossCents - p.amountCents;
  const events: TimelineEvent[] = bonus
    ? [
        {
          key: 'bonus',
          label: 'Direct bonus earned',
          at: p.createdAt.toISOString(),
          detail: `Approved entries in ${DIRECT_BONUS_CONTESTS} direct contests${p.bonusCategory ? ` (${p.bonusCategory})` : ''}: ${formatUsd(p.amountCents)}, no fee`,
        },
      ]
    : [
        { key: 'ended', label: 'Contest ended', at: endedAt.toISOString() },
        { key: 'won', label: `Won ${prizeLabel(p)}`, at: p.createdAt.toISOString(), detail: `Prize ${formatUsd(p.grossCents)}` },
        {
          key: 'fee',
          label: fee > 0 ? 'Platform fee applied' : 'No platform fee',
          at: p.createdAt.toISOString(),
          detail:
            fee > 0
              ? `${formatUsd(fee)} (${feePct({ kind: c.kind, takePct: c.takePct })}%), ${formatUsd(p.amountCents)} to pay`
              : `${formatUsd(p.amountCents)} to pay`,
        },
      ];
  const batch = await batchOf(db, p.payoutBatchId);
  if (batch) events.push({ key: 'batch', label: 'Added to a payout batch', at: batch.createdAt.toISOString(), detail: `Batch ${batch.id}` });
  // Rows paid before paidAt was set on single mark-paids answer their last update.
  if (p.status === 'Paid') events.push(paidEvent(p.paidAt ?? p.updatedAt, p.paymentEmail, p.payoutBatchId));
  return {
    type: 'contest',
    id: p.id,
    title: c.name,
    amountCents: p.amountCents,
    status: p.status,
    events,
    expectedPayDate: p.status === 'Paid' ? null : bonus ? directBonusPayBy(p.createdAt) : expectedPayDate(endedAt, termsDays),
    dueRule: bonus ? 'directBonus' : 'terms',
    paymentTermsDays: termsDays,
  };
}

export function paymentTimeline(
  db: Db,
  who: { contactId: number; email: string },
  ref: { type: 'campaign' | 'contest'; id: number },
  termsDays: number,
): Promise<PaymentTimeline> {
  return ref.type === 'campaign' ? campaignTimeline(db, who.contactId, ref.id, termsDays) : contestTimeline(db, who, ref.id, termsDays);
}
