import type { OrgOffersQuery } from '@chorus/client';
import { useQuery } from '../../../hooks/use-query.ts';
import { fetchOrgCampaign, fetchOrgCampaigns, fetchOrgOffer, fetchOrgOffers } from '../api/studio-campaigns.ts';

// Keyed by the organisation the session works in, so a switch loads everything again for the new one.
export const useOrgCampaigns = (orgId: number) => useQuery(`studio-campaigns|${orgId}`, (signal) => fetchOrgCampaigns(signal));
export const useOrgCampaign = (orgId: number, campaignId: number) => useQuery(`studio-campaign|${orgId}|${campaignId}`, (signal) => fetchOrgCampaign(campaignId, signal));
export const useOrgOffers = (orgId: number, q: OrgOffersQuery) =>
  useQuery(`studio-offers|${orgId}|${q.campaignId ?? ''}|${q.state ?? 'all'}|${q.contactId ?? ''}|${q.q ?? ''}|${q.page}|${q.pageSize}`, (signal) => fetchOrgOffers(q, signal));
/** One offer with its log; a null id loads nothing. */
export const useOrgOffer = (orgId: number, offerId: number | null) =>
  useQuery(offerId === null ? null : `studio-offer|${orgId}|${offerId}`, (signal) => fetchOrgOffer(offerId!, signal));
