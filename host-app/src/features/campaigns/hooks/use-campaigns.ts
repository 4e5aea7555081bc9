import type { CampaignListStatus } from '@chorus/core';
import { useQuery } from '../../../hooks/use-query.ts';
import {
  fetchBoostDetail,
  fetchCampaign,
  fetchCampaigns,
  fetchContactForm,
  fetchDeclineOptions,
  fetchPaymentEmail,
  fetchResultsForm,
  type OfferRef,
} from '../api/campaigns.ts';

const refKey = (o: OfferRef) => `${o.postId}|${o.uid}`;

/** One page of the creator's offers for a list status. */
export function useCampaignList(status: CampaignListStatus, page: number) {
  return useQuery(`campaigns|${status}|${page}`, (signal) => fetchCampaigns({ status, page }, signal));
}

/** The campaign response of one offer (null ref loads nothing); reload() after every action. */
export function useCampaign(ref: OfferRef | null) {
  return useQuery(ref ? `campaign|${refKey(ref)}` : null, (signal) => fetchCampaign(ref!, signal));
}

export function useDeclineOptions(ref: OfferRef, enabled: boolean) {
  return useQuery(enabled ? `decline-options|${refKey(ref)}` : null, (signal) => fetchDeclineOptions(ref, signal));
}

export function useBoostDetail(ref: OfferRef, enabled: boolean, version: string) {
  return useQuery(enabled ? `boost|${refKey(ref)}|${version}` : null, (signal) => fetchBoostDetail(ref, signal));
}

export function useContactForm(ref: OfferRef, enabled: boolean) {
  return useQuery(enabled ? `contact-form|${refKey(ref)}` : null, (signal) => fetchContactForm(ref, signal));
}

/** The payment email, loaded when `enabled` (the accept confirmation). */
export function usePaymentEmail(enabled: boolean) {
  return useQuery(enabled ? 'payment-email' : null, (signal) => fetchPaymentEmail(signal));
}

export function useResultsForm(ref: OfferRef | null) {
  return useQuery(ref ? `results-form|${refKey(ref)}` : null, (signal) => fetchResultsForm(ref!, signal));
}
