import {
  createOrgCampaign,
  getOrgCampaign,
  getOrgOffer,
  listOrgCampaigns,
  listOrgOffers,
  orgCampaignContractUrl,
  orgOfferFileUrl,
  orgOfferStep,
  patchOrgCampaign,
  uploadOrgCampaignContract,
  type OrgOffersQuery,
  type OrgOfferStep,
  type UploadProgress,
} from '@chorus/client';
import type { CampaignPatch, OfferFileKind, OrgCampaignInput } from '@chorus/core';
import { apiConfig, uploadApiConfig } from '../../../lib/api-client.ts';

// The studio's campaign calls (issue 22), in the organisation the session works in: /orgapi over the app's transport.

export const fetchOrgCampaigns = (signal?: AbortSignal) => listOrgCampaigns(apiConfig(), signal);
export const fetchOrgCampaign = (campaignId: number, signal?: AbortSignal) => getOrgCampaign(apiConfig(), campaignId, signal);
export const postOrgCampaign = (input: OrgCampaignInput) => createOrgCampaign(apiConfig(), input);
export const patchCampaign = (campaignId: number, patch: CampaignPatch) => patchOrgCampaign(apiConfig(), campaignId, patch);
/** Over the axios transport: the one that reports upload progress. */
export const postCampaignContract = (campaignId: number, file: File, onProgress?: (p: UploadProgress) => void) =>
  uploadOrgCampaignContract(uploadApiConfig(), campaignId, file, onProgress);
export const campaignContractUrl = (campaignId: number) => orgCampaignContractUrl(apiConfig(), campaignId);

export const fetchOrgOffers = (q: OrgOffersQuery, signal?: AbortSignal) => listOrgOffers(apiConfig(), q, signal);
export const fetchOrgOffer = (offerId: number, signal?: AbortSignal) => getOrgOffer(apiConfig(), offerId, signal);
export const offerFileUrl = (offerId: number, kind: OfferFileKind) => orgOfferFileUrl(apiConfig(), offerId, kind);
export const postOfferStep = (offerId: number, step: OrgOfferStep, feedbackNotes?: string) => orgOfferStep(apiConfig(), offerId, step, feedbackNotes);
