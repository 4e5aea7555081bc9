import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { campaignAdminMessages, campaignPaymentLabels, formatUsd, paymentMessages, type AdminCampaignPayment, type CampaignPaymentSummary } from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { campaignPayments, campaigns, contactPlatforms, contacts, offers, paymentEmails } from '../db/schema.ts';
import { conflict, notFound, STAFF_SCOPE, type Scope } from '../lib/http.ts';
import { iso } from './campaign-admin.ts';
import { displayName } from './contacts.ts';
import { notifyCampaignPaymentsPaid } from './notifications.ts';
import { queuePaymentReminder } from './payment-reminders.ts';
import { mailPaid } from './payouts.ts';
import { ofScope, staffOnly } from './tenancy.ts';

// Campaign payments for their organiser (issues 7, 10 and 22): the list, what an organisation owes and paid per
// campaign and per creator, the payment email reminder, and staff's mark-paid outside a batch. Scoped: another
// organisation's payment is not found (404).

/** The creator's confirmed payment email as it is now (the latest confirmed), or null. */
const confirmedEmailOf = (contactId: SQL | number) => sql<string | null>`(
  select pe.email from ${paymentEmails} pe
  where pe.contact_id = ${contactId} and pe.status = 'Confirmed'
  order by pe.confirmed_at desc nulls last, pe.id desc limit 1)`;

const paymentSelection = {
  p: campaignPayments,
  campaignId: offers.campaignId,
  campaignTitle: campaigns.title,
  handle: contactPlatforms.handle,
  contactEmail: contacts.emailPrimary,
  confirmed: confirmedEmailOf(sql`${campaignPayments.contactId}`),
};

const joinedPayments = (db: Db | Tx) =>
  db
    .select(paymentSelection)
    .from(campaignPayments)
    .innerJoin(offers, eq(offers.id, campaignPayments.offerId))
    .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .innerJoin(contactPlatforms, eq(contactPlatforms.id, offers.contactPlatformId))
    .innerJoin(contacts, eq(contacts.id, campaignPayments.contactId));

type PaymentJoined = { p: typeof campaignPayments.$inferSelect; campaignId: number; campaignTitle: string; handle: string; contactEmail: string | null; confirmed: string | null };

function toAdminPayment(r: PaymentJoined, scope: Scope = STAFF_SCOPE): AdminCampaignPayment {
  const paymentEmail = r.p.status === 'Paid' ? r.p.paymentEmail : r.confirmed;
  return {
    id: r.p.id,
    offerId: r.p.offerId,
    campaignId: r.campaignId,
    campaignTitle: r.campaignTitle,
    contactId: r.p.contactId,
    contactEmail: staffOnly(scope, r.contactEmail),
    handle: r.handle,
    amountCents: r.p.amountCents,
    status: r.p.status,
    statusLabel: campaignPaymentLabels[r.p.status],
    paymentEmail,
    paidAt: iso(r.p.paidAt),
    missingPaymentEmail: !paymentEmail,
    updatedAt: r.p.updatedAt.toISOString(),
  };
}

/** Campaign payments, Potential, Pending (To Be Paid) and Paid, flagging creators without a confirmed payment email. */
export async function campaignPaymentsForOrganiser(db: Db, scope: Scope, q: { status?: 'Potential' | 'Pending' | 'Paid'; campaignId?: number; page: number; pageSize: number }) {
  const where = and(
    ofScope(scope, campaigns.organisationId),
    q.status ? eq(campaignPayments.status, q.status) : undefined,
    q.campaignId ? eq(offers.campaignId, q.campaignId) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    joinedPayments(db).where(where).orderBy(desc(campaignPayments.updatedAt), desc(campaignPayments.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(campaignPayments)
      .innerJoin(offers, eq(offers.id, campaignPayments.offerId))
      .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
      .where(where),
  ]);
  const total = count?.n ?? 0;
  return { rows: rows.map((r) => toAdminPayment(r, scope)), page: q.page, pageSize: q.pageSize, total, totalPages: Math.max(1, Math.ceil(total / q.pageSize)) };
}

/**
 * Marks a campaign payment paid on its own, outside any payout batch: only To Be Paid (Pending), only to the creator's
 * payment email confirmed at this moment (refused without one), never one already in a batch (the batch pays it),
 * under the payment's row lock, so two mark-paids pay once (the second finds it Paid). Sets paidAt (the timeline's
 * Paid), notifies and mails the creator in the same transaction.
 */
export async function markCampaignPaymentPaid(db: Db, publicUrl: string, paymentId: number, now = new Date()): Promise<AdminCampaignPayment> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(campaignPayments).where(eq(campaignPayments.id, paymentId)).for('update');
    if (!payment) throw notFound(campaignAdminMessages.paymentNotFound);
    if (payment.status === 'Paid') throw conflict(campaignAdminMessages.alreadyPaid);
    if (payment.status !== 'Pending') throw conflict(campaignAdminMessages.notPending);
    if (payment.payoutBatchId) throw conflict(paymentMessages.inBatch(payment.payoutBatchId));
    const [pe] = await tx
      .select({ email: paymentEmails.email })
      .from(paymentEmails)
      .where(and(eq(paymentEmails.contactId, payment.contactId), eq(paymentEmails.status, 'Confirmed')))
      .orderBy(sql`${paymentEmails.confirmedAt} desc nulls last`, desc(paymentEmails.id))
      .limit(1);
    if (!pe) throw conflict(campaignAdminMessages.noPaymentEmail);
    await tx.update(campaignPayments).set({ status: 'Paid', paymentEmail: pe.email, paidAt: now, updatedAt: now }).where(eq(campaignPayments.id, paymentId));
    await notifyCampaignPaymentsPaid(tx, [paymentId]);
    await mailPaid(tx, publicUrl, [{ contactId: payment.contactId, paymentEmail: pe.email, amountCents: payment.amountCents }]);
    const [row] = await joinedPayments(tx).where(eq(campaignPayments.id, paymentId));
    return toAdminPayment(row!);
  });
}

const sumOf = (status: 'Potential' | 'Pending' | 'Paid') =>
  sql<number>`coalesce(sum(${campaignPayments.amountCents}) filter (where ${campaignPayments.status} = ${status}), 0)::bigint`;

/**
 * What the organisation owes and paid: per campaign (every campaign of the scope, newest first, with its Potential,
 * To Be Paid and Paid), and per creator with a payment To Be Paid or Paid (flagging those without a confirmed payment
 * email while something is owed). Two grouped reads on the payments' offer and contact keys.
 */
export async function campaignPaymentSummary(db: Db, scope: Scope): Promise<CampaignPaymentSummary> {
  const [perCampaign, perCreator] = await Promise.all([
    db
      .select({ campaignId: campaigns.id, title: campaigns.title, potential: sumOf('Potential'), toBePaid: sumOf('Pending'), paid: sumOf('Paid') })
      .from(campaigns)
      .leftJoin(offers, eq(offers.campaignId, campaigns.id))
      .leftJoin(campaignPayments, eq(campaignPayments.offerId, offers.id))
      .where(ofScope(scope, campaigns.organisationId))
      .groupBy(campaigns.id, campaigns.title)
      .orderBy(desc(campaigns.id)),
    db
      .select({
        contactId: campaignPayments.contactId,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        handles: sql<string[]>`array_agg(distinct ${contactPlatforms.handle})`,
        toBePaid: sumOf('Pending'),
        paid: sumOf('Paid'),
        confirmed: confirmedEmailOf(sql`${campaignPayments.contactId}`),
      })
      .from(campaignPayments)
      .innerJoin(offers, eq(offers.id, campaignPayments.offerId))
      .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
      .innerJoin(contactPlatforms, eq(contactPlatforms.id, offers.contactPlatformId))
      .innerJoin(contacts, eq(contacts.id, campaignPayments.contactId))
      .where(and(ofScope(scope, campaigns.organisationId), sql`${campaignPayments.status} in ('Pending', 'Paid')`))
      .groupBy(campaignPayments.contactId, contacts.firstName, contacts.lastName)
      .orderBy(asc(contacts.firstName), asc(contacts.lastName), asc(campaignPayments.contactId)),
  ]);
  return {
    campaigns: perCampaign.map((r) => ({ campaignId: r.campaignId, title: r.title, potentialCents: Number(r.potential), toBePaidCents: Number(r.toBePaid), paidCents: Number(r.paid) })),
    creators: perCreator.map((r) => ({
      contactId: r.contactId,
      name: displayName(r),
      handles: [...(r.handles ?? [])].sort(),
      toBePaidCents: Number(r.toBePaid),
      paidCents: Number(r.paid),
      missingPaymentEmail: Number(r.toBePaid) > 0 && !r.confirmed,
    })),
  };
}

/**
 * Mails the creator of a To Be Paid campaign payment who has no confirmed payment email a reminder to confirm one
 * (the studio's remind button): under the payment's lock, once a day at most per payment (the prize reminder's
 * mechanism, payment-reminders.ts). Answers the address mailed.
 */
export async function remindCampaignPaymentEmail(db: Db, scope: Scope, paymentId: number): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ p: campaignPayments, title: campaigns.title, handle: contactPlatforms.handle, email: contacts.emailPrimary, confirmed: confirmedEmailOf(sql`${campaignPayments.contactId}`) })
      .from(campaignPayments)
      .innerJoin(offers, eq(offers.id, campaignPayments.offerId))
      .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
      .innerJoin(contactPlatforms, eq(contactPlatforms.id, offers.contactPlatformId))
      .innerJoin(contacts, eq(contacts.id, campaignPayments.contactId))
      .where(and(eq(campaignPayments.id, paymentId), ofScope(scope, campaigns.organisationId)))
      .for('update', { of: campaignPayments });
    if (!row) throw notFound(campaignAdminMessages.paymentNotFound);
    if (row.p.status === 'Paid') throw conflict(campaignAdminMessages.alreadyPaid);
    if (row.p.status !== 'Pending') throw conflict(campaignAdminMessages.reminderNotOwed);
    if (row.confirmed) throw conflict(campaignAdminMessages.reminderNotNeeded);
    if (!row.email) throw conflict(campaignAdminMessages.noEmailToRemind);
    await queuePaymentReminder(
      tx,
      row.p.contactId,
      {
        to: row.email,
        template: 'campaign-payment-reminder',
        // Names the payment (the campaign and the handle): the once-a-day rule is per payment.
        subject: `Your payment for ${row.title} (${row.handle}): add a payment email to be paid`,
        heading: 'Your payment is waiting',
        paragraphs: [
          `${row.title} owes you ${formatUsd(row.p.amountCents)} for the post of ${row.handle}.`,
          'Campaign payments are paid only to a confirmed PayPal email, and yours has none yet. Add one on Payment Information and confirm it from the mail it gets; the payment is then paid.',
        ],
        action: { label: 'Set my payment email', path: '/account/vendor' },
      },
      campaignAdminMessages.reminderRecent,
    );
    return row.email;
  });
}
