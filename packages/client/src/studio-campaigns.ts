import {
  adminCampaignListResponse,
  adminCampaignPaymentsResponse,
  adminCampaignResponse,
  adminOfferDetailResponse,
  adminOfferResponse,
  adminOffersResponse,
  campaignPaymentSummaryResponse,
  inviteResponse,
  okResponse,
  type CampaignPatch,
  type InviteBody,
  type OfferFileKind,
  type OfferState,
  type OrgCampaignInput,
} from '@chorus/core';
import { buildUrl, call, multipart, type ClientConfig, type UploadProgress } from './transport.ts';

// The organiser studio's campaign calls (issue 22): `/orgapi/`, in the organisation the session works in. Another
// organisation's campaigns, offers, files and payments answer 404 like ids that do not exist.

/** The organisation's campaigns, newest first, each with its offers by state, budget and spend. */
export const listOrgCampaigns = (c: ClientConfig, signal?: AbortSignal) => call(c, adminCampaignListResponse, { method: 'GET', path: '/orgapi/campaigns', signal });

export const getOrgCampaign = (c: ClientConfig, campaignId: number, signal?: AbortSignal) =>
  call(c, adminCampaignResponse, { method: 'GET', path: `/orgapi/campaigns/${campaignId}`, signal });

/** A new campaign of the organisation (editors and owners); brand name, logo and contact default to the organisation's. */
export const createOrgCampaign = (c: ClientConfig, input: OrgCampaignInput) => call(c, adminCampaignResponse, { method: 'POST', path: '/orgapi/campaigns', body: input });

/** Changes only what `patch` holds; a budget below what the offers commit is refused (409). */
export const patchOrgCampaign = (c: ClientConfig, campaignId: number, patch: CampaignPatch) =>
  call(c, adminCampaignResponse, { method: 'PATCH', path: `/orgapi/campaigns/${campaignId}`, body: patch });

/** Uploads the contract creators sign (pdf, doc, docx or txt), with upload progress; replaces the one before. */
export const uploadOrgCampaignContract = (c: ClientConfig, campaignId: number, file: File, onUploadProgress?: (p: UploadProgress) => void) =>
  call(c, adminCampaignResponse, { method: 'POST', path: `/orgapi/campaigns/${campaignId}/contract`, form: multipart({}, file, file.name), onUploadProgress });

/** Where the campaign's own contract file opens (an <a href> or an <iframe>; the session cookie goes with it). */
export const orgCampaignContractUrl = (c: ClientConfig, campaignId: number) => buildUrl(c.baseUrl ?? '', `/orgapi/campaigns/${campaignId}/contract-file`);

/**
 * Invites handles at the campaign's rate, `rateCents`, or each handle's own rate (`handleRates`). Handles already
 * invited, unknown, on another platform, deactivated or not approved come back in `skipped` with the reason; an
 * invite that would pass the budget is refused as a whole (409, the remaining budget in the message).
 */
export const inviteOrgHandles = (c: ClientConfig, campaignId: number, body: InviteBody) =>
  call(c, inviteResponse, { method: 'POST', path: `/orgapi/campaigns/${campaignId}/invite`, body });

export interface OrgOffersQuery {
  campaignId?: number;
  state?: OfferState;
  contactId?: number;
  /** Handle text (contains, case-insensitive). */
  q?: string;
  page: number;
  pageSize: 25 | 100 | 1000;
}

/** The organisation's offers, newest first, each with its next step and current deadline. */
export const listOrgOffers = (c: ClientConfig, q: OrgOffersQuery, signal?: AbortSignal) => call(c, adminOffersResponse, { method: 'GET', path: '/orgapi/offers', query: { ...q }, signal });

/** One offer with its log (oldest first) and what the organiser must do next. */
export const getOrgOffer = (c: ClientConfig, offerId: number, signal?: AbortSignal) => call(c, adminOfferDetailResponse, { method: 'GET', path: `/orgapi/offers/${offerId}`, signal });

/** Where an offer's draft, signed contract or results screenshot opens (404 when the offer has none). */
export const orgOfferFileUrl = (c: ClientConfig, offerId: number, kind: OfferFileKind) => buildUrl(c.baseUrl ?? '', `/orgapi/offers/${offerId}/files/${kind}`);

/** The organiser's steps of an offer: the path segment of each. */
export type OrgOfferStep = 'approve-draft' | 'reject-draft' | 'answer-request' | 'accept-counter' | 'reject-counter' | 'verify' | 'complete' | 'pull';
/** Steps that take feedback notes (HTML): required for reject-draft and answer-request, optional for approve-draft. */
const withNotes: readonly OrgOfferStep[] = ['approve-draft', 'reject-draft', 'answer-request'];

/** Takes an organiser's step of an offer (editors and owners); answers the offer as it is now. */
export const orgOfferStep = (c: ClientConfig, offerId: number, step: OrgOfferStep, feedbackNotes?: string) =>
  call(c, adminOfferResponse, {
    method: 'POST',
    path: `/orgapi/offers/${offerId}/${step}`,
    ...(withNotes.includes(step) && { body: feedbackNotes === undefined ? {} : { feedbackNotes } }),
  });

/** The organisation's campaign payments (Potential, To Be Paid = Pending, Paid), by status or campaign. */
export const listOrgCampaignPayments = (
  c: ClientConfig,
  q: { status?: 'Potential' | 'Pending' | 'Paid'; campaignId?: number; page: number; pageSize: 25 | 100 | 1000 },
  signal?: AbortSignal,
) => call(c, adminCampaignPaymentsResponse, { method: 'GET', path: '/orgapi/campaign-payments', query: { ...q }, signal });

/** What the organisation owes and paid, per campaign and per creator. */
export const getOrgCampaignPaymentSummary = (c: ClientConfig, signal?: AbortSignal) =>
  call(c, campaignPaymentSummaryResponse, { method: 'GET', path: '/orgapi/campaign-payments/summary', signal });

/** Mails the creator of a To Be Paid payment without a confirmed payment email a reminder (editors; once a day per payment). */
export const remindOrgCampaignPayment = (c: ClientConfig, paymentId: number) =>
  call(c, okResponse, { method: 'POST', path: `/orgapi/campaign-payments/${paymentId}/remind` });
