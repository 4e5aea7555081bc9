import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  campaignAdminMessages,
  campaignMessages,
  campaignPaymentLabels,
  OFFER_DEADLINE_MS,
  offerNextStep,
  stageDeadline,
  paymentMessages,
  platforms as platformList,
  type AdminCampaign,
  type AdminCampaignPayment,
  type AdminOffer,
  type OfferAction,
  type OfferState,
} from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { campaignPayments, campaigns, contactPlatforms, contacts, offerEvents, offers, paymentEmails, platforms, type CampaignSection } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../lib/http.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { transitionOffer, type CampaignRow, type OfferChanges, type OfferRow } from './offer-transitions.ts';
import { notifyCampaignPaymentsPaid } from './notifications.ts';
import { tellCreators } from './offer-mail.ts';
import { mailPaid } from './payouts.ts';

// The organiser's side of campaigns (issue 7): campaigns, invitations, the organiser's steps of an offer (every
// one through `transitionOffer`), and campaign payments.

type NewCampaign = typeof campaigns.$inferInsert;
export type CampaignFields = Omit<NewCampaign, 'id' | 'uid' | 'createdAt' | 'updatedAt' | 'contractFileId'>;

const platformName = (id: number) => platformList.find((p) => p.id === id)?.name ?? `Platform ${id}`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Creative direction is HTML from the organiser: cleaned on write, so every client may render it. */
const cleanSections = (sections: CampaignSection[]): CampaignSection[] =>
  sections.map((s) => ({
    header: s.header,
    fields: s.fields.map((f) => ({
      name: f.name,
      value: sanitizeRichText(f.value),
      ...(f.valueDateTime !== undefined && { valueDateTime: f.valueDateTime ? new Date(f.valueDateTime).toISOString() : null }),
    })),
  }));

type SectionInput = { header: string; fields: { name: string; value: string; valueDateTime?: Date | string | null }[] };
type CampaignWrite = Partial<Omit<CampaignFields, 'sections'>> & { sections?: SectionInput[] };

function toRow(input: CampaignWrite): Partial<CampaignFields> {
  const { sections, ...rest } = input;
  return {
    ...rest,
    ...(sections && {
      sections: cleanSections(
        sections.map((s) => ({ ...s, fields: s.fields.map((f) => ({ ...f, valueDateTime: f.valueDateTime instanceof Date ? f.valueDateTime.toISOString() : f.valueDateTime })) })),
      ),
    }),
  };
}

export function toAdminCampaign(c: CampaignRow, counts: Record<string, number> = {}): AdminCampaign {
  return {
    id: c.id,
    uid: c.uid,
    title: c.title,
    kind: c.kind,
    platformId: c.platformId,
    platform: platformName(c.platformId),
    rateCents: c.rateCents,
    imageUrl: c.imageUrl,
    brandName: c.brandName,
    brandLogoUrl: c.brandLogoUrl,
    contactName: c.contactName,
    contactEmail: c.contactEmail,
    sections: c.sections,
    contractRequired: c.contractRequired,
    contractMessage: c.contractMessage,
    contractFileId: c.contractFileId,
    draftRequired: c.draftRequired,
    draftCaptionRequired: c.draftCaptionRequired,
    boostCode: c.boostCode,
    boostInstruction: c.boostInstruction,
    liveDate: iso(c.liveDate),
    budgetCents: c.budgetCents,
    spend: { committedCents: 0, toBePaidCents: 0, paidCents: 0 },
    offers: counts,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

async function offerCounts(db: Db | Tx, campaignIds: number[]): Promise<Map<number, Record<string, number>>> {
  const out = new Map<number, Record<string, number>>();
  if (!campaignIds.length) return out;
  const rows = await db
    .select({ campaignId: offers.campaignId, state: offers.state, n: sql<number>`count(*)::int` })
    .from(offers)
    .where(inArray(offers.campaignId, campaignIds))
    .groupBy(offers.campaignId, offers.state);
  for (const r of rows) out.set(r.campaignId, { ...out.get(r.campaignId), [r.state]: r.n });
  return out;
}

export async function createCampaign(db: Db, input: CampaignWrite & Pick<CampaignFields, 'title' | 'platformId' | 'rateCents' | 'brandName' | 'contactName' | 'contactEmail'>) {
  const [row] = await db.insert(campaigns).values(toRow(input) as NewCampaign).returning();
  return toAdminCampaign(row!);
}

/** Changes what is sent; a contract may only be required with a message or a contract file to read. */
export async function updateCampaign(db: Db, id: number, patch: CampaignWrite) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    if (!current) throw notFound(campaignAdminMessages.campaignNotFound);
    const next = { ...current, ...toRow(patch) };
    if (next.contractRequired && !next.contractMessage && !next.contractFileId) throw badRequest(campaignAdminMessages.contractMessageRequired);
    const [row] = await tx.update(campaigns).set({ ...toRow(patch), updatedAt: new Date() }).where(eq(campaigns.id, id)).returning();
    return toAdminCampaign(row!, (await offerCounts(tx, [id])).get(id));
  });
}

/** Points the campaign at its (new) contract file; returns the file it replaced, for the caller to delete. */
export async function setContractFile(db: Db, id: number, fileId: number): Promise<{ campaign: AdminCampaign; replaced: number | null }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    if (!current) throw notFound(campaignAdminMessages.campaignNotFound);
    const [row] = await tx.update(campaigns).set({ contractFileId: fileId, updatedAt: new Date() }).where(eq(campaigns.id, id)).returning();
    return { campaign: toAdminCampaign(row!, (await offerCounts(tx, [id])).get(id)), replaced: current.contractFileId };
  });
}

export async function getCampaign(db: Db, id: number) {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw notFound(campaignAdminMessages.campaignNotFound);
  return toAdminCampaign(row, (await offerCounts(db, [id])).get(id));
}

export async function listCampaigns(db: Db) {
  const rows = await db.select().from(campaigns).orderBy(desc(campaigns.id));
  const counts = await offerCounts(db, rows.map((r) => r.id));
  return rows.map((r) => toAdminCampaign(r, counts.get(r.id)));
}

// ---- Offers ----

const offerSelection = {
  o: offers,
  campaignTitle: campaigns.title,
  handle: contactPlatforms.handle,
  platform: platforms.name,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  email: contacts.emailPrimary,
};
type OfferJoined = { o: OfferRow; campaignTitle: string; handle: string; platform: string; firstName: string; lastName: string; email: string | null };

function toAdminOffer(r: OfferJoined): AdminOffer {
  const o = r.o;
  return {
    id: o.id,
    uid: o.uid,
    campaignId: o.campaignId,
    campaignTitle: r.campaignTitle,
    contactId: o.contactId,
    contactPlatformId: o.contactPlatformId,
    handle: r.handle,
    platform: r.platform,
    name: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    state: o.state,
    rateCents: o.rateCents,
    invitedAt: o.invitedAt.toISOString(),
    respondBy: o.respondBy.toISOString(),
    respondedAt: iso(o.respondedAt),
    acceptedAt: iso(o.acceptedAt),
    postBy: iso(o.postBy),
    declineId: o.declineId,
    declineReason: o.declineReason,
    counterOfferCents: o.counterOfferCents,
    changesRequested: o.changesRequested,
    contractFileId: o.contractFileId,
    draftFileId: o.draftFileId,
    draftUrl: o.draftUrl,
    draftCaption: o.draftCaption,
    draftSubmittedAt: iso(o.draftSubmittedAt),
    draftDecision: o.draftDecision,
    feedbackNotes: o.feedbackNotes,
    postUrl: o.postUrl,
    boostCode: o.boostCode,
    results: o.results,
    resultsFileId: o.resultsFileId,
    closedAt: iso(o.closedAt),
    updatedAt: o.updatedAt.toISOString(),
    nextStep: offerNextStep(o.state),
    deadline: iso(stageDeadline(o.state, o)),
  };
}

const joinedOffers = (db: Db | Tx) =>
  db
    .select(offerSelection)
    .from(offers)
    .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .innerJoin(contactPlatforms, eq(contactPlatforms.id, offers.contactPlatformId))
    .innerJoin(platforms, eq(platforms.id, contactPlatforms.platformId))
    .innerJoin(contacts, eq(contacts.id, offers.contactId));

export async function getOffer(db: Db | Tx, id: number): Promise<AdminOffer> {
  const [row] = await joinedOffers(db).where(eq(offers.id, id));
  if (!row) throw notFound(campaignMessages.offerNotFound);
  return toAdminOffer(row);
}

export async function listOffers(db: Db, q: { campaignId?: number; state?: OfferState; contactId?: number; page: number; pageSize: number }) {
  const where = and(
    q.campaignId ? eq(offers.campaignId, q.campaignId) : undefined,
    q.state ? eq(offers.state, q.state) : undefined,
    q.contactId ? eq(offers.contactId, q.contactId) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    joinedOffers(db).where(where).orderBy(desc(offers.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(offers).where(where),
  ]);
  const total = count?.n ?? 0;
  return { rows: rows.map(toAdminOffer), page: q.page, pageSize: q.pageSize, total, totalPages: Math.max(1, Math.ceil(total / q.pageSize)) };
}

/**
 * Invites handles to a campaign: one offer per handle (the unique index), answer within 48 hours. A handle that
 * already has an offer, is unknown, or is on another platform is listed as skipped, not refused: inviting a list
 * twice invites nobody twice. The invitation is the first event of each offer's log.
 */
export async function inviteHandles(db: Db, campaignId: number, input: { contactPlatformIds: number[]; rateCents?: number }, actorContactId: number | null, now = new Date()) {
  return db.transaction(async (tx) => {
    const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('share');
    if (!campaign) throw notFound(campaignAdminMessages.campaignNotFound);
    const ids = [...new Set(input.contactPlatformIds)];
    const handles = await tx.select().from(contactPlatforms).where(inArray(contactPlatforms.id, ids));
    const byId = new Map(handles.map((h) => [h.id, h]));
    const skipped: { contactPlatformId: number; reason: string }[] = [];
    const values: (typeof offers.$inferInsert)[] = [];
    for (const id of ids) {
      const h = byId.get(id);
      if (!h) skipped.push({ contactPlatformId: id, reason: campaignAdminMessages.handleNotFound });
      else if (h.platformId !== campaign.platformId)
        skipped.push({ contactPlatformId: id, reason: campaignAdminMessages.wrongPlatform(platformName(h.platformId), platformName(campaign.platformId)) });
      else
        values.push({
          campaignId,
          contactId: h.contactId,
          contactPlatformId: id,
          rateCents: input.rateCents ?? campaign.rateCents,
          invitedAt: now,
          respondBy: new Date(now.getTime() + OFFER_DEADLINE_MS),
          createdAt: now,
          updatedAt: now,
        });
    }
    const inserted = values.length ? await tx.insert(offers).values(values).onConflictDoNothing().returning({ id: offers.id, contactPlatformId: offers.contactPlatformId }) : [];
    const got = new Set(inserted.map((r) => r.contactPlatformId));
    for (const v of values) if (!got.has(v.contactPlatformId)) skipped.push({ contactPlatformId: v.contactPlatformId, reason: campaignAdminMessages.alreadyInvited });
    if (inserted.length)
      await tx.insert(offerEvents).values(
        inserted.map((r) => ({ offerId: r.id, fromState: null, toState: 'invited' as const, action: 'invite', actorContactId, at: now, detail: { rateCents: input.rateCents ?? campaign.rateCents } })),
      );
    await tellCreators(tx, 'invite', inserted.map((r) => r.id));
    const invited = inserted.length ? (await joinedOffers(tx).where(inArray(offers.id, inserted.map((r) => r.id))).orderBy(asc(offers.id))).map(toAdminOffer) : [];
    return { invited, skipped };
  });
}

/** The organiser's steps of an offer, each through `transitionOffer` (the one way a state changes). */
export type OrganiserStep = Extract<OfferAction, 'approveDraft' | 'rejectDraft' | 'answerRequest' | 'acceptCounter' | 'rejectCounter' | 'verify' | 'complete' | 'pull'>;

export async function organiserStep(db: Db, offerId: number, action: OrganiserStep, actorContactId: number | null, feedback?: string, now = new Date()): Promise<AdminOffer> {
  const notes = feedback === undefined ? undefined : sanitizeRichText(feedback);
  if ((action === 'rejectDraft' || action === 'answerRequest') && !notes?.trim()) throw badRequest(campaignAdminMessages.feedbackRequired);
  const changes: OfferChanges = {};
  if (notes !== undefined) changes.feedbackNotes = notes;
  if (action === 'approveDraft') changes.draftDecision = 'approved';
  if (action === 'rejectDraft') changes.draftDecision = 'rejected';
  return db.transaction(async (tx) => {
    await transitionOffer(tx, { offerId, action, actorContactId, changes, detail: notes ? { feedbackNotes: notes } : undefined, now });
    await tellCreators(tx, action, [offerId], notes);
    return getOffer(tx, offerId);
  });
}

// ---- Payments ----

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

function toAdminPayment(r: PaymentJoined): AdminCampaignPayment {
  const paymentEmail = r.p.status === 'Paid' ? r.p.paymentEmail : r.confirmed;
  return {
    id: r.p.id,
    offerId: r.p.offerId,
    campaignId: r.campaignId,
    campaignTitle: r.campaignTitle,
    contactId: r.p.contactId,
    contactEmail: r.contactEmail,
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
export async function campaignPaymentsForOrganiser(db: Db, q: { status?: 'Potential' | 'Pending' | 'Paid'; campaignId?: number; page: number; pageSize: number }) {
  const where = and(q.status ? eq(campaignPayments.status, q.status) : undefined, q.campaignId ? eq(offers.campaignId, q.campaignId) : undefined);
  const [rows, [count]] = await Promise.all([
    joinedPayments(db).where(where).orderBy(desc(campaignPayments.updatedAt), desc(campaignPayments.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(campaignPayments).innerJoin(offers, eq(offers.id, campaignPayments.offerId)).where(where),
  ]);
  const total = count?.n ?? 0;
  return { rows: rows.map(toAdminPayment), page: q.page, pageSize: q.pageSize, total, totalPages: Math.max(1, Math.ceil(total / q.pageSize)) };
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
