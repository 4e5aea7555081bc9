import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  APPROVED_FOR_CAMPAIGNS_ID,
  CAMPAIGN_PAGE_SIZE,
  actionLabel,
  approvalStatuses,
  campaignMessages,
  campaignPaymentLabels,
  effectiveOfferState,
  failedExplanation,
  formatCampaignDate,
  offerSteps,
  outcomeLabel,
  postDeadline,
  rowButtons,
  statesForListStatus,
  type CampaignDetail,
  type CampaignListStatus,
  type CampaignRow as CampaignListRow,
  type OfferState,
} from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { campaignPayments, campaigns, contactPlatforms, files, offerEvents, offers, platforms } from '../db/schema.ts';
import { notFound } from '../lib/http.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import type { ContactRow } from './contacts.ts';
import type { CampaignRow, OfferRow } from './offer-transitions.ts';

// Reads of a creator's offers (campaigns.md §3, §4, §7): the list page, the detail, the response rate, and who may
// read an uploaded file. Every state change goes through offer-transitions.ts.

type FileRow = typeof files.$inferSelect;

/** Where an uploaded file is served (the route checks who may read it, per kind: `mayReadFile`). */
export const fileUrl = (uid: string) => `/creatorapi/files/${uid}`;

/** "$150.00": the spec's post card drops the last 3 characters, so the cents are always there. */
export const usd = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The state a row shows, in SQL: a stale invite is expired and a stale draft/notify stage failed before the sweep
 * writes it (core's `effectiveOfferState`, the same rule).
 */
const effectiveStateSql = (now: Date): SQL<OfferState> => sql<OfferState>`case
  when ${offers.state} = 'invited' and ${offers.respondBy} < ${now.toISOString()}::timestamptz then 'expired'
  when ${offers.state} in ('draft', 'notify') and ${offers.postBy} < ${now.toISOString()}::timestamptz then 'failed'
  else ${offers.state} end`;

/** The stored states a filter may find rows in: the wanted ones, and those that may have gone stale into them. */
function storedStatesFor(wanted: readonly OfferState[]): OfferState[] {
  const out = new Set<OfferState>(wanted);
  if (wanted.includes('expired')) out.add('invited');
  if (wanted.includes('failed')) (['draft', 'notify'] as const).forEach((s) => out.add(s));
  return [...out];
}

export function approvalFor(acting: ContactRow) {
  const status = approvalStatuses.find((s) => s.id === acting.approvalStatusId) ?? approvalStatuses[0];
  return { ApprovalStatusID: status.id as number, ApprovalStatusDescription: status.name as string };
}

/**
 * The acting creator's offers, newest first, 12 a page (campaigns.md §2, §4, §7). Only creators approved for
 * campaigns (status id 3) see them; a manager acting as themself has no offers of their own.
 */
export async function listOffers(db: Db, acting: ContactRow, q: { status: CampaignListStatus; page: number }, now = new Date()) {
  const approval = approvalFor(acting);
  const empty = { rows: [] as CampaignListRow[], total: 0 };
  const { rows, total } =
    approval.ApprovalStatusID !== APPROVED_FOR_CAMPAIGNS_ID || acting.contactType === 'manager'
      ? empty
      : await pageOfOffers(db, acting.id, q, now);
  return {
    results: { success: true, ...approval, data: { Row_Campaigns: rows } },
    PageInformation: { TotalPages: Math.max(1, Math.ceil(total / CAMPAIGN_PAGE_SIZE)), Page: q.page, TotalRows: total },
  };
}

async function pageOfOffers(db: Db, contactId: number, q: { status: CampaignListStatus; page: number }, now: Date) {
  const wanted = statesForListStatus(q.status);
  const effective = effectiveStateSql(now);
  // (contact_id, state) narrow through offers_contact_state_idx; the effective state drops rows gone stale.
  const where = and(
    eq(offers.contactId, contactId),
    q.status === 'all' ? undefined : inArray(offers.state, storedStatesFor(wanted)),
    q.status === 'all' ? undefined : sql`(${effective}) in (${sql.join(wanted.map((s) => sql`${s}`), sql`, `)})`,
  );
  const [counted] = await db.select({ n: count() }).from(offers).where(where);
  const rows = await db
    .select({ offer: offers, campaign: campaigns, handle: contactPlatforms.handle, platform: platforms.name, payment: campaignPayments.status })
    .from(offers)
    .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .innerJoin(contactPlatforms, eq(contactPlatforms.id, offers.contactPlatformId))
    .innerJoin(platforms, eq(platforms.id, campaigns.platformId))
    .leftJoin(campaignPayments, eq(campaignPayments.offerId, offers.id))
    .where(where)
    .orderBy(desc(offers.id))
    .limit(CAMPAIGN_PAGE_SIZE)
    .offset((q.page - 1) * CAMPAIGN_PAGE_SIZE);
  return { rows: rows.map((r) => toListRow(r, now)), total: counted?.n ?? 0 };
}

interface Joined {
  offer: OfferRow;
  campaign: CampaignRow;
  handle: string;
  platform: string;
  payment: 'Potential' | 'Pending' | 'Paid' | null;
}

const dateField = (name: string, at: Date | null) =>
  at ? [{ FieldName: name, FieldValue: formatCampaignDate(at), FieldValueDateTime: at.toISOString() }] : [];

function toListRow({ offer, campaign, handle, platform, payment }: Joined, now: Date): CampaignListRow {
  const state = effectiveOfferState(offer, now);
  const o = { ...offer, state };
  return {
    CampaignTitle: campaign.title,
    PostDeadline: postDeadline(o),
    PostPayment: usd(offer.rateCents),
    PostID: offer.id,
    UID: offer.uid,
    IsNew: !offer.seenAt,
    State: state,
    Action: actionLabel(state),
    OutcomeLabel: outcomeLabel(state),
    Handle: handle,
    Platform: platform,
    Image: campaign.imageUrl,
    Row_Buttons: rowButtons(o),
    Row_CampaignDetails: [
      { FieldName: 'Handle', FieldValue: handle },
      { FieldName: 'Platform', FieldValue: platform },
      { FieldName: 'Image', FieldValue: campaign.imageUrl ?? '' },
      { FieldName: 'Payment Status', FieldValue: payment ? campaignPaymentLabels[payment] : '' },
      ...dateField('Invited', offer.invitedAt),
      ...dateField('Respond By', state === 'invited' ? offer.respondBy : null),
      ...dateField('Post By', state === 'draft' || state === 'notify' ? offer.postBy : null),
      ...dateField('Live Date', campaign.liveDate),
    ],
  };
}

/**
 * The acting creator's offer with its campaign, or 404 `offerNotFound`, the same whether it does not exist or is
 * someone else's (creator B learns nothing about creator A's offers). `lock` takes the row lock for a step.
 */
export async function findOwnOffer(db: Db | Tx, ref: { postId: number; uid: string }, contactId: number, { lock = false } = {}) {
  const base = db
    .select()
    .from(offers)
    .where(and(eq(offers.id, ref.postId), eq(offers.uid, ref.uid), eq(offers.contactId, contactId)));
  const [offer] = await (lock ? base.for('update') : base);
  if (!offer) throw notFound(campaignMessages.offerNotFound);
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, offer.campaignId));
  if (!campaign) throw notFound(campaignMessages.offerNotFound);
  const [platform] = await db.select({ name: platforms.name }).from(platforms).where(eq(platforms.id, campaign.platformId));
  return { offer, campaign, platformName: platform?.name ?? '' };
}

/**
 * Share of a handle's invites answered before their deadline, among those whose outcome is known (campaigns.md
 * §4): an answer of any kind (accept, request changes, decline, counter offer) counts for it, an expiry (written
 * by the sweep, or an invite past its deadline) against it; open and pulled-before-answer invites do not count.
 * The answers are the creator's events in `offer_events` (a creator's step after the deadline is refused, so
 * every recorded answer was in time); offers moved on without events (imported) count as answered when accepted
 * or responded. 0-100, or null when no invite has a known outcome yet.
 */
export async function responseRate(db: Db | Tx, contactPlatformId: number, now = new Date()): Promise<number | null> {
  const answered = sql`(${offers.respondedAt} is not null or ${offers.acceptedAt} is not null or exists (
    select 1 from ${offerEvents} e where e.offer_id = ${offers.id}
      and e.action in ('accept', 'requestChanges', 'decline', 'counterOffer')))`;
  const expired = sql`(${offers.state} = 'expired' or (${offers.state} = 'invited' and ${offers.respondBy} < ${now.toISOString()}::timestamptz))`;
  const [row] = await db
    .select({
      answered: sql<number>`count(*) filter (where ${answered})::int`,
      known: sql<number>`count(*) filter (where ${answered} or ${expired})::int`,
    })
    .from(offers)
    .where(eq(offers.contactPlatformId, contactPlatformId));
  if (!row || !row.known) return null;
  return Math.round((1000 * row.answered) / row.known) / 10;
}

async function filesById(db: Db | Tx, ids: (number | null)[]): Promise<Map<number, FileRow>> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (!wanted.length) return new Map();
  const rows = await db.select().from(files).where(inArray(files.id, wanted));
  return new Map(rows.filter((f) => !f.deletedAt).map((f) => [f.id, f]));
}

/** The detail's campaign response (campaigns.md §3) of an offer the caller may see. */
export async function offerDetail(db: Db | Tx, offer: OfferRow, campaign: CampaignRow, platformName: string, now = new Date()): Promise<CampaignDetail> {
  const state = effectiveOfferState(offer, now);
  const o = { ...offer, state };
  const [handle] = await db.select({ handle: contactPlatforms.handle }).from(contactPlatforms).where(eq(contactPlatforms.id, offer.contactPlatformId));
  const [payment] = await db.select({ status: campaignPayments.status, amountCents: campaignPayments.amountCents }).from(campaignPayments).where(eq(campaignPayments.offerId, offer.id));
  const byId = await filesById(db, [offer.draftFileId, offer.contractFileId, campaign.contractFileId]);
  const draftFile = offer.draftFileId ? byId.get(offer.draftFileId) : undefined;
  const signed = offer.contractFileId ? byId.get(offer.contractFileId) : undefined;
  const campaignContract = campaign.contractFileId ? byId.get(campaign.contractFileId) : undefined;
  const hasDraft = !!(draftFile || offer.draftUrl);
  return {
    PostID: offer.id,
    UID: offer.uid,
    CampaignID: campaign.id,
    CampaignTitle: campaign.title,
    State: state,
    Platform: platformName,
    Handle: handle?.handle ?? '',
    Image: campaign.imageUrl,
    Row_Buttons: rowButtons(o),
    Step: offerSteps(state, campaign),
    PostDeadline: postDeadline(o),
    OutcomeLabel: outcomeLabel(state),
    FailedExplanation: failedExplanation(state),
    PostPayment: usd(offer.rateCents),
    PaymentCents: payment?.amountCents ?? offer.rateCents,
    PaymentStatus: payment?.status ?? null,
    DraftRequired: campaign.draftRequired,
    DraftCaptionRequired: campaign.draftCaptionRequired,
    // Sent and not sent back: a rejected draft (back at the draft stage) has to be sent again.
    DraftSubmitted: !!offer.draftSubmittedAt && hasDraft && state !== 'draft',
    DraftDecision: offer.draftDecision,
    Draft: hasDraft
      ? {
          FileUrl: draftFile ? fileUrl(draftFile.uid) : null,
          FileName: draftFile?.originalName ?? null,
          ContentType: draftFile?.contentType ?? null,
          Url: offer.draftUrl,
          Caption: offer.draftCaption,
        }
      : null,
    // Stored sanitized; cleaned again on the way out, so a row written any other way cannot carry script.
    FeedbackNotes: offer.feedbackNotes === null ? null : sanitizeRichText(offer.feedbackNotes),
    IsPostBoostCodeRequired: campaign.boostCode,
    SubmittedBoostCode: offer.boostCode,
    PostUrl: offer.postUrl,
    ResultsSubmitted: offer.results !== null,
    Contract: {
      IsRequired: campaign.contractRequired,
      Details: {
        Link: campaignContract ? fileUrl(campaignContract.uid) : null,
        Message: campaign.contractMessage === null ? null : sanitizeRichText(campaign.contractMessage),
      },
      SignedContractUrl: signed ? fileUrl(signed.uid) : null,
    },
    Branding: { SecondaryLogoURL: campaign.brandLogoUrl, ConnectedPartnerName: campaign.brandName },
    Row_CampaignDetails: campaign.sections.map((s) => ({
      Row_CampaignDetails_Header: s.header,
      Fields: s.fields.map((f) => ({ FieldName: f.name, FieldValue: sanitizeRichText(f.value), FieldValueDateTime: f.valueDateTime ?? null })),
    })),
    DeclineID: offer.declineId,
    DeclineReason: offer.declineReason,
    CounterOfferCents: offer.counterOfferCents,
    ChangesRequested: offer.changesRequested,
    Score_ResponseRate_Invite: await responseRate(db, offer.contactPlatformId, now),
  };
}

/** Marks the offer seen the first time its creator opens it (IsNew until then); later opens change nothing. */
export async function markSeen(db: Db, offerId: number, now = new Date()) {
  await db
    .update(offers)
    .set({ seenAt: now })
    .where(and(eq(offers.id, offerId), sql`${offers.seenAt} is null`));
}

// ---- Who may read an uploaded file (GET /creatorapi/files/:uid) ----

/** The signed-in caller, as far as file access goes. */
export interface FileReader {
  /** The acting contact (a manager switched into a creator acts as that creator). */
  contactId: number;
  isAdmin: boolean;
}

type FileCheck = (db: Db, file: FileRow, reader: FileReader) => Promise<boolean>;

/** The offer's creator may read what was uploaded for it (draft, signed contract, results screenshot). */
const offerFile =
  (column: typeof offers.draftFileId | typeof offers.contractFileId | typeof offers.resultsFileId): FileCheck =>
  async (db, file, reader) => {
    const [row] = await db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(column, file.id), eq(offers.contactId, reader.contactId)))
      .limit(1);
    return !!row;
  };

/**
 * One check per file kind; an admin reads every file. The accounts work adds tax forms and photos here (their
 * owner, `files.owner_contact_id`); until then nobody but an admin reads them.
 */
export const fileChecks: Record<FileRow['kind'], FileCheck> = {
  draft: offerFile(offers.draftFileId),
  contract: offerFile(offers.contractFileId),
  results: offerFile(offers.resultsFileId),
  // An organiser's contract: the creators invited to a campaign that carries it.
  campaign_contract: async (db, file, reader) => {
    const [row] = await db
      .select({ id: offers.id })
      .from(offers)
      .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
      .where(and(eq(campaigns.contractFileId, file.id), eq(offers.contactId, reader.contactId)))
      .limit(1);
    return !!row;
  },
  tax: async () => false,
  photo: async () => false,
};

/** The file the caller may read, or 404 (never 403: whether a file exists is not told to those who may not read it). */
export async function readableFile(db: Db, uid: string, reader: FileReader): Promise<FileRow> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uid)) throw notFound();
  const [file] = await db.select().from(files).where(eq(files.uid, uid));
  if (!file || file.deletedAt) throw notFound();
  if (reader.isAdmin || (await fileChecks[file.kind](db, file, reader))) return file;
  throw notFound();
}
