import {
  ApiError,
  deleteDraft,
  getBoostCodeDetail,
  getCampaign,
  getContactForm,
  getDeclineOptions,
  getInformation,
  getResultsForm,
  listCampaigns,
  notifyPost,
  saveBoostCode,
  saveCampaignResponse,
  sendContactForm,
  submitDraftUrl,
  submitResults,
  uploadContract,
  uploadDraft,
  type CampaignResponseInput,
  type ContactMessage,
  type OfferRef,
  type ResultsInput,
  type UploadProgress,
} from '@chorus/client';
import type { CampaignListStatus } from '@chorus/core';
import { apiConfig, uploadApiConfig } from '../../../lib/api-client.ts';

export type { OfferRef, UploadProgress };

// The campaign screens' calls (campaigns.md §7) through the one client; uploads go over the axios transport, the
// one that reports upload progress.

export const fetchCampaigns = async (q: { status: CampaignListStatus; page: number }, signal?: AbortSignal) =>
  listCampaigns(apiConfig(), q, signal);

export const fetchCampaign = async (o: OfferRef, signal?: AbortSignal) => (await getCampaign(apiConfig(), o, signal)).results.data;

export const fetchDeclineOptions = async (o: OfferRef, signal?: AbortSignal) =>
  (await getDeclineOptions(apiConfig(), o, signal)).results.data.DeclineOptions;

/** The payment email on file (`GET /creatorapi/information`): the confirmed one, else the latest requested; '' when none. */
export const fetchPaymentEmail = async (signal?: AbortSignal) =>
  (await getInformation(apiConfig(), undefined, signal)).results.ContactInformation.EmailAddress_Payment;

export const respondToOffer = (o: OfferRef, input: CampaignResponseInput) => saveCampaignResponse(apiConfig(), o, input);

export const sendSignedContract = (o: OfferRef, file: File, onProgress?: (p: UploadProgress) => void) =>
  uploadContract(uploadApiConfig(), o, file, onProgress);

export const sendDraftFile = (o: OfferRef, input: { file: File; caption?: string }, onProgress?: (p: UploadProgress) => void) =>
  uploadDraft(uploadApiConfig(), o, input, onProgress);

export const sendDraftUrl = (o: OfferRef, input: { draftUrl: string; caption?: string }) => submitDraftUrl(apiConfig(), o, input);

export const removeDraft = (o: OfferRef) => deleteDraft(apiConfig(), o);

export const sendPostUrl = (o: OfferRef, postUrl: string) => notifyPost(apiConfig(), o, postUrl);

export const fetchBoostDetail = async (o: OfferRef, signal?: AbortSignal) =>
  (await getBoostCodeDetail(apiConfig(), o, signal)).results.BoostDetail;

export const sendBoostCode = (o: OfferRef, code: string) => saveBoostCode(apiConfig(), o, code);

export const fetchContactForm = async (o: OfferRef, signal?: AbortSignal) => (await getContactForm(apiConfig(), o, signal)).results.data;

export const sendContactMessage = (input: ContactMessage) => sendContactForm(apiConfig(), input);

export const fetchResultsForm = async (o: OfferRef, signal?: AbortSignal) => (await getResultsForm(apiConfig(), o, signal)).results.data;

export const sendResults = (o: OfferRef, input: ResultsInput, onProgress?: (p: UploadProgress) => void) =>
  submitResults(uploadApiConfig(), o, input, onProgress);

/** The server's own refusal (a 4xx with its message), or null for a network failure or a server error. */
export function refusal(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.messages[0] ? error.messages[0] : null;
}

/** The first message the server answered with, whatever the status (a 503's "try again shortly" too); null without one. */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.fromServer && error.messages[0] ? error.messages[0] : null;
}

/** The call never reached the server (or its answer never came back). */
export const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0;

/** The endpoint is not there (yet): a 404 that is not about the offer itself. */
export const isMissingEndpoint = (error: unknown) => error instanceof ApiError && error.status === 404;
