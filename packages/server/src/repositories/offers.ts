import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Placeholder } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  campaignMessages,
  effectiveOfferState,
  failedExplanation,
  offerSteps,
  outcomeLabel,
  postDeadline,
  formatUsd,
  rowButtons,
  type CampaignDetail,
} from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { campaignPayments, campaigns, contactPlatforms, files, offerEvents, offers, platforms } from '../db/schema.ts';
import { notFound } from '../lib/http.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import type { CampaignRow, OfferRow } from './offer-transitions.ts';
import { boundedMemo } from '../lib/bounded-memo.ts';

// Reads of a creator's offers (campaigns.md §3, §4, §7): the detail, the response rate, and who may
// read an uploaded file. Every state change goes through offer-transitions.ts.

type FileRow = typeof files.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where an uploaded file is served (the route checks who may read it, per kind: `mayReadFile`). */
export const fileUrl = (uid: string) => `/creatorapi/files/${uid}`;

/** "$150.00" (core's one money format): the spec's post card drops the last 3 characters, so the cents are always there. */
export const usd = formatUsd;

/** A value, or a placeholder filled in when a prepared statement runs. */
export type Arg<T> = T | Placeholder;

/**
 * The acting creator's offer with its campaign, or 404 `offerNotFound`, the same whether it does not exist or is
 * someone else's (creator B learns nothing about creator A's offers). `lock` takes the row lock for a step.
 */
export async function findOwnOffer(db: Db | Tx, ref: { postId: number; uid: string }, contactId: number, { lock = false } = {}) {
  // A UID that is not a UUID names no offer (and would fail the uuid comparison).
  if (!UUID.test(ref.uid)) throw notFound(campaignMessages.offerNotFound);
  const own = and(eq(offers.id, ref.postId), eq(offers.uid, ref.uid), eq(offers.contactId, contactId));
  if (!lock) {
    // A read (the forms' data): one statement.
    const [row] = await db
      .select({ offer: offers, campaign: campaigns, platformName: platforms.name })
      .from(offers)
      .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
      .innerJoin(platforms, eq(platforms.id, campaigns.platformId))
      .where(own);
    if (!row) throw notFound(campaignMessages.offerNotFound);
    return row;
  }
  // A step: the offer's row lock only (a joined FOR UPDATE would lock the campaign row every invitee shares).
  const [offer] = await db.select().from(offers).where(own).for('update');
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
 * or responded. Every answer through the app sets `responded_at`, so the events are only looked up for offers
 * without it (the CASE keeps PostgreSQL from probing them for the others, or hashing every answer event).
 * `handleId` is a value, or a column of an outer query. Reads `offers_contact_platform_idx`.
 */
export function responseCountsQuery(db: Db | Tx, handleId: Arg<number> | AnyPgColumn, now: Arg<string>) {
  const o = alias(offers, 'rated');
  const answered = sql`(case when ${o.respondedAt} is not null or ${o.acceptedAt} is not null then true else exists (
    select 1 from ${offerEvents} e where e.offer_id = ${o.id} and e.action in ('accept', 'requestChanges', 'decline', 'counterOffer')) end)`;
  const expired = sql`(${o.state} = 'expired' or (${o.state} = 'invited' and ${o.respondBy} < ${now}::timestamptz))`;
  return db
    .select({
      answered: sql<number>`(count(*) filter (where ${answered}))::int`.as('answered'),
      known: sql<number>`(count(*) filter (where ${answered} or ${expired}))::int`.as('known'),
    })
    .from(o)
    .where(sql`${o.contactPlatformId} = ${handleId}`);
}

export const rateOf = (answered: number, known: number): number | null => (known ? Math.round((1000 * answered) / known) / 10 : null);

/** The response rate of one handle (0-100, or null when no invite has a known outcome yet): see `responseCountsQuery`. */
export async function responseRate(db: Db | Tx, contactPlatformId: number, now = new Date()): Promise<number | null> {
  const [row] = await responseCountsQuery(db, contactPlatformId, now.toISOString());
  return row ? rateOf(row.answered, row.known) : null;
}

const draftFiles = alias(files, 'draft_file');
const signedFiles = alias(files, 'signed_file');
const contractFiles = alias(files, 'campaign_file');

/**
 * Everything the detail shows, in one statement: the acting creator's offer by PostID and UID, its campaign,
 * platform, handle and payment, its files, and the handle's response counts. No row: not found, or someone else's.
 */
function detailQuery(db: Db | Tx, a: { postId: Arg<number>; uid: Arg<string>; contactId: Arg<number>; now: Arg<string> }) {
  const rate = responseCountsQuery(db, offers.contactPlatformId, a.now).as('rate');
  return db
    .select({
      offer: offers,
      campaign: campaigns,
      platformName: platforms.name,
      handle: contactPlatforms.handle,
      payment: { status: campaignPayments.status, amountCents: campaignPayments.amountCents },
      draftFile: { uid: draftFiles.uid, originalName: draftFiles.originalName, contentType: draftFiles.contentType },
      signedUid: signedFiles.uid,
      contractUid: contractFiles.uid,
      answered: rate.answered,
      known: rate.known,
    })
    .from(offers)
    .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .innerJoin(platforms, eq(platforms.id, campaigns.platformId))
    .innerJoin(contactPlatforms, eq(contactPlatforms.id, offers.contactPlatformId))
    .leftJoin(campaignPayments, eq(campaignPayments.offerId, offers.id))
    .leftJoin(draftFiles, and(eq(draftFiles.id, offers.draftFileId), isNull(draftFiles.deletedAt)))
    .leftJoin(signedFiles, and(eq(signedFiles.id, offers.contractFileId), isNull(signedFiles.deletedAt)))
    .leftJoin(contractFiles, and(eq(contractFiles.id, campaigns.contractFileId), isNull(contractFiles.deletedAt)))
    .crossJoinLateral(rate)
    .where(and(eq(offers.id, a.postId), eq(offers.uid, a.uid), eq(offers.contactId, a.contactId)));
}

/** The detail's statement with its values (for the plan test and the bench's EXPLAIN). */
export const ownOfferQuery = (db: Db | Tx, ref: { postId: number; uid: string }, contactId: number, now: Date) =>
  detailQuery(db, { ...ref, contactId, now: now.toISOString() });

type DetailStatement = ReturnType<ReturnType<typeof detailQuery>['prepare']>;
/** Per database: built and named once, parsed once per PostgreSQL connection. */
const detailStatements = new WeakMap<object, DetailStatement>();

function detailStatement(db: Db): DetailStatement {
  let st = detailStatements.get(db);
  if (!st) {
    const p = { postId: sql.placeholder('postId'), uid: sql.placeholder('uid'), contactId: sql.placeholder('contactId'), now: sql.placeholder('now') };
    detailStatements.set(db, (st = detailQuery(db, p).prepare('campaign_detail')));
  }
  return st;
}

/**
 * Sanitized HTML by its input: the detail cleans every stored rich-text field again on the way out (so a row written
 * any other way cannot carry script), and the same campaign's sections are read over and over. Cleaning is a pure
 * function of its input, so each distinct text is cleaned once (bounded by count and bytes: the oldest go first).
 */
export const cleanRichText = boundedMemo(sanitizeRichText, { maxEntries: 5_000, maxBytes: 16 * 1024 * 1024 });

/** The detail's campaign response (campaigns.md §3) of the acting creator's offer, or 404 `offerNotFound`. */
export async function ownOfferDetail(db: Db, ref: { postId: number; uid: string }, contactId: number, now = new Date()) {
  // A UID that is not a UUID would fail the statement (uuid column): it names no offer.
  if (!UUID.test(ref.uid)) throw notFound(campaignMessages.offerNotFound);
  const [row] = await detailStatement(db).execute({ ...ref, contactId, now: now.toISOString() });
  if (!row) throw notFound(campaignMessages.offerNotFound);
  const { offer, campaign, payment, draftFile } = row;
  return {
    offer,
    detail: detailOf(offer, campaign, now, {
      platformName: row.platformName,
      handle: row.handle,
      payment: payment?.status ? { status: payment.status, amountCents: payment.amountCents! } : null,
      draftFile: draftFile?.uid ? { uid: draftFile.uid, originalName: draftFile.originalName, contentType: draftFile.contentType } : null,
      signedUid: row.signedUid,
      contractUid: row.contractUid,
      responseRate: rateOf(row.answered, row.known),
    }),
  };
}

interface DetailParts {
  platformName: string;
  handle: string;
  payment: { status: 'Potential' | 'Pending' | 'Paid'; amountCents: number } | null;
  draftFile: Pick<FileRow, 'uid' | 'originalName' | 'contentType'> | null;
  signedUid: string | null;
  contractUid: string | null;
  responseRate: number | null;
}

/**
 * The client's latest negotiation answer, read from the offer as it is (every answer is a step that leaves its
 * mark): open again after a change request with the client's notes; a counter offer's rate taken on, and no draft
 * decided yet; declined with a counter offer on it (a countered offer has no way out but the client's answer, so
 * the creator cannot have declined it).
 */
function latestAnswer(o: OfferRow): CampaignDetail['LatestAnswer'] {
  if (o.state === 'invited' && o.changesRequested && o.feedbackNotes)
    return { Kind: 'answered', Notes: cleanRichText(o.feedbackNotes), CounterOfferCents: null };
  if (o.counterOfferCents === null) return null;
  if (o.state === 'declined') return { Kind: 'counterDeclined', Notes: null, CounterOfferCents: o.counterOfferCents };
  if ((o.state === 'draft' || o.state === 'notify') && o.draftDecision === null && o.rateCents === o.counterOfferCents)
    return { Kind: 'counterAccepted', Notes: null, CounterOfferCents: o.counterOfferCents };
  return null;
}

function detailOf(offer: OfferRow, campaign: CampaignRow, now: Date, p: DetailParts): CampaignDetail {
  const state = effectiveOfferState(offer, now);
  const o = { ...offer, state, contractRequired: campaign.contractRequired };
  const { draftFile } = p;
  const hasDraft = !!(draftFile || offer.draftUrl);
  return {
    PostID: offer.id,
    UID: offer.uid,
    CampaignID: campaign.id,
    CampaignTitle: campaign.title,
    State: state,
    Platform: p.platformName,
    Handle: p.handle,
    Image: campaign.imageUrl,
    Row_Buttons: rowButtons(o),
    Step: offerSteps(state, campaign),
    PostDeadline: postDeadline(o),
    OutcomeLabel: outcomeLabel(state, offer.counterOfferCents),
    FailedExplanation: failedExplanation(state),
    PostPayment: usd(offer.rateCents),
    PaymentCents: p.payment?.amountCents ?? offer.rateCents,
    PaymentStatus: p.payment?.status ?? null,
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
    FeedbackNotes: offer.feedbackNotes === null ? null : cleanRichText(offer.feedbackNotes),
    IsPostBoostCodeRequired: campaign.boostCode,
    SubmittedBoostCode: offer.boostCode,
    PostUrl: offer.postUrl,
    ResultsSubmitted: offer.results !== null,
    Contract: {
      IsRequired: campaign.contractRequired,
      Details: {
        Link: p.contractUid ? fileUrl(p.contractUid) : null,
        Message: campaign.contractMessage === null ? null : cleanRichText(campaign.contractMessage),
      },
      SignedContractUrl: p.signedUid ? fileUrl(p.signedUid) : null,
    },
    Branding: { SecondaryLogoURL: campaign.brandLogoUrl, ConnectedPartnerName: campaign.brandName },
    Row_CampaignDetails: campaign.sections.map((s) => ({
      Row_CampaignDetails_Header: s.header,
      Fields: s.fields.map((f) => ({ FieldName: f.name, FieldValue: cleanRichText(f.value), FieldValueDateTime: f.valueDateTime ?? null })),
    })),
    DeclineID: offer.declineId,
    DeclineReason: offer.declineReason,
    CounterOfferCents: offer.counterOfferCents,
    ChangesRequested: offer.changesRequested,
    LatestAnswer: latestAnswer(o),
    Score_ResponseRate_Invite: p.responseRate,
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
  // A contest's cover and sound are public, served at /publicapi/contest-files/:uid only.
  contest_image: async () => false,
  contest_audio: async () => false,
};

/** The file the caller may read, or 404 (never 403: whether a file exists is not told to those who may not read it). */
export async function readableFile(db: Db, uid: string, reader: FileReader): Promise<FileRow> {
  if (!UUID.test(uid)) throw notFound();
  const [file] = await db.select().from(files).where(eq(files.uid, uid));
  if (!file || file.deletedAt) throw notFound();
  if (reader.isAdmin || (await fileChecks[file.kind](db, file, reader))) return file;
  throw notFound();
}
