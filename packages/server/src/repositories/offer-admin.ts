import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import {
  APPROVED_STATUS_ID,
  campaignAdminMessages,
  campaignMessages,
  formatUsd,
  OFFER_DEADLINE_MS,
  offerEventBy,
  offerNextStep,
  stageDeadline,
  type AdminOffer,
  type AdminOfferDetail,
  type OfferAction,
  type OfferFileKind,
  type OfferState,
} from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { campaigns, contactPlatforms, contacts, files, offerEvents, offers, platforms } from '../db/schema.ts';
import type { FileRow } from '../lib/file-rules.ts';
import { badRequest, conflict, notFound, type Scope } from '../lib/http.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { committedCents, iso, lockCampaign, platformName } from './campaign-admin.ts';
import { transitionOffer, type OfferChanges, type OfferRow } from './offer-transitions.ts';
import { postToOfferThread } from './chat.ts';
import { notesAsParagraphs, tellCreators } from './offer-mail.ts';
import { ofScope, staffOnly } from './tenancy.ts';

// The organiser's side of offers (issues 7 and 22): invitations under the campaign's budget, the organiser's steps
// (every one through `transitionOffer`), an offer's log and files. Scoped: another organisation's offer is not found.

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

function toAdminOffer(r: OfferJoined, scope: Scope): AdminOffer {
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
    email: staffOnly(scope, r.email),
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

export async function getOffer(db: Db | Tx, scope: Scope, id: number): Promise<AdminOffer> {
  const [row] = await joinedOffers(db).where(and(eq(offers.id, id), ofScope(scope, campaigns.organisationId)));
  if (!row) throw notFound(campaignMessages.offerNotFound);
  return toAdminOffer(row, scope);
}

/** One offer with its log, oldest first (who took each step: the creator, the organiser or the system's sweeps). */
export async function offerDetail(db: Db, scope: Scope, id: number): Promise<AdminOfferDetail> {
  const offer = await getOffer(db, scope, id);
  const events = await db.select().from(offerEvents).where(eq(offerEvents.offerId, id)).orderBy(asc(offerEvents.id));
  return {
    ...offer,
    events: events.map((e) => ({ at: e.at.toISOString(), action: e.action, fromState: e.fromState, toState: e.toState, by: offerEventBy(e.action), detail: e.detail ?? null })),
  };
}

/** `%text%` for ILIKE, the pattern's own characters escaped: a handle filter matches text, never a wildcard. */
const containsPattern = (text: string) => `%${text.replace(/^@/, '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listOffers(db: Db, scope: Scope, q: { campaignId?: number; state?: OfferState; contactId?: number; q?: string; page: number; pageSize: number }) {
  const where = and(
    ofScope(scope, campaigns.organisationId),
    q.campaignId ? eq(offers.campaignId, q.campaignId) : undefined,
    q.state ? eq(offers.state, q.state) : undefined,
    q.contactId ? eq(offers.contactId, q.contactId) : undefined,
    q.q?.trim() ? ilike(contactPlatforms.handle, containsPattern(q.q.trim())) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    joinedOffers(db).where(where).orderBy(desc(offers.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(offers)
      .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
      .innerJoin(contactPlatforms, eq(contactPlatforms.id, offers.contactPlatformId))
      .where(where),
  ]);
  const total = count?.n ?? 0;
  return { rows: rows.map((r) => toAdminOffer(r, scope)), page: q.page, pageSize: q.pageSize, total, totalPages: Math.max(1, Math.ceil(total / q.pageSize)) };
}

export interface InviteInput {
  contactPlatformIds: number[];
  rateCents?: number;
  handleRates?: { contactPlatformId: number; rateCents: number }[];
}

/**
 * Invites handles to a campaign: one offer per handle (the unique index), answer within 48 hours, at the handle's
 * own rate, else the body's, else the campaign's. A handle that already has an offer, is unknown, is on another
 * platform, or whose creator deactivated or is not approved is listed as skipped with the reason: inviting a list
 * twice invites nobody twice. Under the campaign's row lock (FOR UPDATE: invites to one campaign run one at a time),
 * the new rates plus what the offers commit may not pass the budget, or nothing is invited (409). The invitation is
 * the first event of each offer's log.
 */
export async function inviteHandles(db: Db, scope: Scope, campaignId: number, input: InviteInput, actorContactId: number | null, now = new Date()) {
  return db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, scope, campaignId);
    const ids = [...new Set(input.contactPlatformIds)];
    const handles = await tx
      .select({ id: contactPlatforms.id, contactId: contactPlatforms.contactId, platformId: contactPlatforms.platformId, deactivatedAt: contacts.deactivatedAt, approvalStatusId: contacts.approvalStatusId })
      .from(contactPlatforms)
      .innerJoin(contacts, eq(contacts.id, contactPlatforms.contactId))
      .where(inArray(contactPlatforms.id, ids));
    const byId = new Map(handles.map((h) => [h.id, h]));
    const invitedAlready = new Set(
      (await tx.select({ id: offers.contactPlatformId }).from(offers).where(and(eq(offers.campaignId, campaignId), inArray(offers.contactPlatformId, ids)))).map((r) => r.id),
    );
    const ownRate = new Map((input.handleRates ?? []).map((r) => [r.contactPlatformId, r.rateCents]));
    const skipped: { contactPlatformId: number; reason: string }[] = [];
    const values: (typeof offers.$inferInsert & { rateCents: number })[] = [];
    for (const id of ids) {
      const h = byId.get(id);
      const skip = (reason: string) => skipped.push({ contactPlatformId: id, reason });
      if (!h) skip(campaignAdminMessages.handleNotFound);
      else if (h.platformId !== campaign.platformId) skip(campaignAdminMessages.wrongPlatform(platformName(h.platformId), platformName(campaign.platformId)));
      else if (h.deactivatedAt) skip(campaignAdminMessages.creatorDeactivated);
      else if (h.approvalStatusId !== APPROVED_STATUS_ID) skip(campaignAdminMessages.creatorNotApproved);
      else if (invitedAlready.has(id)) skip(campaignAdminMessages.alreadyInvited);
      else
        values.push({
          campaignId,
          contactId: h.contactId,
          contactPlatformId: id,
          rateCents: ownRate.get(id) ?? input.rateCents ?? campaign.rateCents,
          invitedAt: now,
          respondBy: new Date(now.getTime() + OFFER_DEADLINE_MS),
          createdAt: now,
          updatedAt: now,
        });
    }
    if (campaign.budgetCents !== null && values.length) {
      const committed = await committedCents(tx, campaignId);
      const adding = values.reduce((sum, v) => sum + v.rateCents, 0);
      if (committed + adding > campaign.budgetCents) throw conflict(campaignAdminMessages.overBudget(campaign.budgetCents - committed));
    }
    const inserted = values.length
      ? await tx.insert(offers).values(values).onConflictDoNothing().returning({ id: offers.id, contactPlatformId: offers.contactPlatformId, rateCents: offers.rateCents })
      : [];
    const got = new Set(inserted.map((r) => r.contactPlatformId));
    for (const v of values) if (!got.has(v.contactPlatformId)) skipped.push({ contactPlatformId: v.contactPlatformId, reason: campaignAdminMessages.alreadyInvited });
    if (inserted.length)
      await tx
        .insert(offerEvents)
        .values(inserted.map((r) => ({ offerId: r.id, fromState: null, toState: 'invited' as const, action: 'invite', actorContactId, at: now, detail: { rateCents: r.rateCents } })));
    await tellCreators(tx, 'invite', inserted.map((r) => r.id));
    const invited = inserted.length ? (await joinedOffers(tx).where(inArray(offers.id, inserted.map((r) => r.id))).orderBy(asc(offers.id))).map((r) => toAdminOffer(r, scope)) : [];
    return { invited, skipped };
  });
}

/** The organiser's steps of an offer, each through `transitionOffer` (the one way a state changes). */
export type OrganiserStep = Extract<OfferAction, 'approveDraft' | 'rejectDraft' | 'answerRequest' | 'acceptCounter' | 'rejectCounter' | 'verify' | 'complete' | 'pull'>;

/** The offer's campaign, or 404 when the offer is not the scope's. */
async function campaignOfOffer(tx: Tx, scope: Scope, offerId: number): Promise<number> {
  const [row] = await tx
    .select({ campaignId: offers.campaignId })
    .from(offers)
    .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .where(and(eq(offers.id, offerId), ofScope(scope, campaigns.organisationId)));
  if (!row) throw notFound(campaignMessages.offerNotFound);
  return row.campaignId;
}

/**
 * An organiser's step. Accepting a counter offer raises the offer's rate: it takes the campaign's lock first (the
 * order invites take: campaign, then offers) and is refused (409) when the raise would pass the budget.
 */
export async function organiserStep(db: Db, scope: Scope, offerId: number, action: OrganiserStep, actorContactId: number | null, feedback?: string, now = new Date()): Promise<AdminOffer> {
  const notes = feedback === undefined ? undefined : sanitizeRichText(feedback);
  if ((action === 'rejectDraft' || action === 'answerRequest') && !notes?.trim()) throw badRequest(campaignAdminMessages.feedbackRequired);
  const changes: OfferChanges = {};
  if (notes !== undefined) changes.feedbackNotes = notes;
  if (action === 'approveDraft') changes.draftDecision = 'approved';
  if (action === 'rejectDraft') changes.draftDecision = 'rejected';
  return db.transaction(async (tx) => {
    const campaignId = await campaignOfOffer(tx, scope, offerId);
    if (action === 'acceptCounter') await refuseRaisePastBudget(tx, scope, campaignId, offerId);
    const { offer } = await transitionOffer(tx, { offerId, action, actorContactId, changes, detail: notes ? { feedbackNotes: notes } : undefined, now });
    await tellCreators(tx, action, [offerId], notes);
    const answer = threadAnswer(action, offer.rateCents, notes);
    if (answer && actorContactId !== null) await postToOfferThread(tx, offerId, 'organiser', actorContactId, answer);
    return getOffer(tx, scope, offerId);
  });
}

/** The organiser's answer in the offer's negotiation thread (its conversation with the creator), as plain text. */
function threadAnswer(action: OrganiserStep, rateCents: number, notes: string | undefined): string | null {
  if (action === 'answerRequest') return `Answer to your change request:\n${notesAsParagraphs(notes ?? '').join('\n')}`;
  if (action === 'acceptCounter') return `Counter offer accepted: ${formatUsd(rateCents)}. The work starts now.`;
  if (action === 'rejectCounter') return 'Counter offer declined: this offer is closed.';
  return null;
}

async function refuseRaisePastBudget(tx: Tx, scope: Scope, campaignId: number, offerId: number) {
  const campaign = await lockCampaign(tx, scope, campaignId);
  if (campaign.budgetCents === null) return;
  const [offer] = await tx.select({ state: offers.state, rateCents: offers.rateCents, counter: offers.counterOfferCents }).from(offers).where(eq(offers.id, offerId));
  if (!offer || offer.state !== 'countered' || offer.counter === null || offer.counter <= offer.rateCents) return;
  const committed = await committedCents(tx, campaignId);
  if (committed - offer.rateCents + offer.counter > campaign.budgetCents) throw conflict(campaignAdminMessages.counterOverBudget(campaign.budgetCents - committed));
}

const fileColumns = { draft: offers.draftFileId, contract: offers.contractFileId, results: offers.resultsFileId } as const;

/** An offer's draft, signed contract or results screenshot, or 404 outside the scope or when it has none. */
export async function offerFile(db: Db, scope: Scope, offerId: number, kind: OfferFileKind): Promise<FileRow> {
  const [row] = await db
    .select({ file: files })
    .from(offers)
    .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .innerJoin(files, eq(files.id, fileColumns[kind]))
    .where(and(eq(offers.id, offerId), ofScope(scope, campaigns.organisationId)));
  if (!row || row.file.deletedAt) throw notFound(campaignAdminMessages.offerFileNotFound);
  return row.file;
}
