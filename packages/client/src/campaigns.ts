import {
  boostCodeDetailResponse,
  campaignDetailResponse,
  campaignListResponse,
  contactFormResponse,
  declineOptionsResponse,
  offerStepResponse,
  okResponse,
  resultsFormResponse,
  type CampaignListStatus,
} from '@chorus/core';
import { call, multipart, type ClientConfig, type UploadProgress } from './transport.ts';

// Campaign calls (campaigns.md §7), with the spec's payload names: some calls send postId/uid, others PostID/UID.

/** One offer: PostID and UID from the list or the detail address. */
export interface OfferRef {
  postId: number;
  uid: string;
}

const upper = (o: OfferRef) => ({ PostID: o.postId, UID: o.uid });
const lower = (o: OfferRef) => ({ postId: o.postId, uid: o.uid });


/** `POST /creatorapi/campaigns`: one page of the creator's offers for a list status, with the approval status. */
export const listCampaigns = (c: ClientConfig, q: { status: CampaignListStatus; page: number }, signal?: AbortSignal) =>
  call(c, campaignListResponse, { method: 'POST', path: '/creatorapi/campaigns', body: q, signal });

/** `POST /creatorapi/campaign`: the campaign response of the detail page (Step, Row_Buttons, Platform, …). */
export const getCampaign = (c: ClientConfig, o: OfferRef, signal?: AbortSignal) =>
  call(c, campaignDetailResponse, { method: 'POST', path: '/creatorapi/campaign', body: lower(o), signal });

/** `POST /creatorapi/campaignResponse/campaignResponseDetail`: the decline options. */
export const getDeclineOptions = (c: ClientConfig, o: OfferRef, signal?: AbortSignal) =>
  call(c, declineOptionsResponse, {
    method: 'POST',
    path: '/creatorapi/campaignResponse/campaignResponseDetail',
    body: upper(o),
    signal,
  });

export interface CampaignResponseInput {
  response: 'Accept' | 'Interested' | 'Decline';
  /** The explanation, the requested changes, or for a counter offer (declineId 2) the amount in USD. */
  reason?: string;
  declineId?: number | null;
}

/** `POST /creatorapi/campaignResponse/campaignResponseSave`: Accept, Interested (request changes) or Decline. */
export const saveCampaignResponse = (c: ClientConfig, o: OfferRef, input: CampaignResponseInput) =>
  call(c, offerStepResponse, {
    method: 'POST',
    path: '/creatorapi/campaignResponse/campaignResponseSave',
    body: { ...lower(o), ...input },
  });

/** `POST /creatorapi/campaignResponse/contract-upload` (multipart): the creator's signed contract, with upload progress. */
export const uploadContract = (c: ClientConfig, o: OfferRef, file: File, onUploadProgress?: (p: UploadProgress) => void) =>
  call(c, offerStepResponse, {
    method: 'POST',
    path: '/creatorapi/campaignResponse/contract-upload',
    form: multipart(upper(o), file, file.name),
    onUploadProgress,
  });

/** `POST /creatorapi/post-approval-submit` (multipart: file, PostID, UID, caption): the draft, with upload progress. */
export const uploadDraft = (
  c: ClientConfig,
  o: OfferRef,
  input: { file: File; caption?: string },
  onUploadProgress?: (p: UploadProgress) => void,
) =>
  call(c, offerStepResponse, {
    method: 'POST',
    path: '/creatorapi/post-approval-submit',
    form: multipart({ ...upper(o), caption: input.caption }, input.file, input.file.name),
    onUploadProgress,
  });

/** `POST /creatorapi/post-final-url-submit`: a draft given as a link (YouTube campaigns). */
export const submitDraftUrl = (c: ClientConfig, o: OfferRef, input: { draftUrl: string; caption?: string }) =>
  call(c, offerStepResponse, { method: 'POST', path: '/creatorapi/post-final-url-submit', body: { ...upper(o), ...input } });

/** `DELETE /creatorapi/post-approval-delete`: takes back a draft still under review. */
export const deleteDraft = (c: ClientConfig, o: OfferRef) =>
  call(c, offerStepResponse, { method: 'DELETE', path: '/creatorapi/post-approval-delete', body: upper(o) });

/** `POST /creatorapi/campaignNotify`: the final post URL. */
export const notifyPost = (c: ClientConfig, o: OfferRef, postUrl: string) =>
  call(c, offerStepResponse, { method: 'POST', path: '/creatorapi/campaignNotify', body: { ...lower(o), postUrl } });

/** `POST /creatorapi/boost-code-detail`: the instruction text and any code already given. */
export const getBoostCodeDetail = (c: ClientConfig, o: OfferRef, signal?: AbortSignal) =>
  call(c, boostCodeDetailResponse, { method: 'POST', path: '/creatorapi/boost-code-detail', body: upper(o), signal });

/** `POST /creatorapi/boost-code-save`. */
export const saveBoostCode = (c: ClientConfig, o: OfferRef, boostCode: string) =>
  call(c, offerStepResponse, { method: 'POST', path: '/creatorapi/boost-code-save', body: { ...upper(o), BoostCode: boostCode } });

/** `POST /creatorapi/contact-form`: who the contact modal writes to about this offer. */
export const getContactForm = (c: ClientConfig, o: OfferRef, signal?: AbortSignal) =>
  call(c, contactFormResponse, { method: 'POST', path: '/creatorapi/contact-form', body: upper(o), signal });

export interface ContactMessage {
  emailTo: string;
  emailFrom: string;
  from: string;
  subject: string;
  message: string;
  /** The offer the message is about: the server writes to that campaign's contact. */
  PostID?: number;
  UID?: string;
}

/** `POST /creatorapi/send-contact-form`: results.success and the server's message. */
export const sendContactForm = (c: ClientConfig, input: ContactMessage) =>
  call(c, okResponse, { method: 'POST', path: '/creatorapi/send-contact-form', body: input });

/** `GET /creatorapi/campaignResults?PostID&UID`: the results form definition. */
export const getResultsForm = (c: ClientConfig, o: OfferRef, signal?: AbortSignal) =>
  call(c, resultsFormResponse, { method: 'GET', path: '/creatorapi/campaignResults', query: upper(o), signal });

export interface ResultsInput {
  Views: string;
  Shares?: string;
  Comments?: string;
  Swipes?: string;
  StickerTaps?: string;
  screenshot: File;
}

/**
 * `POST /creatorapi/campaignResults`: the optional counts in the query (as the spec sends them), Views and the
 * screenshot as the multipart body, with upload progress.
 */
export const submitResults = (
  c: ClientConfig,
  o: OfferRef,
  { Views, screenshot, ...counts }: ResultsInput,
  onUploadProgress?: (p: UploadProgress) => void,
) =>
  call(c, offerStepResponse, {
    method: 'POST',
    path: '/creatorapi/campaignResults',
    query: { ...upper(o), ...Object.fromEntries(Object.entries(counts).filter(([, v]) => v !== undefined && v.trim() !== '')) },
    form: multipart({ Views }, screenshot, screenshot.name),
    onUploadProgress,
  });
