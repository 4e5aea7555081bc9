import type { OrgCreatorSearch } from '@chorus/client';
import { useQuery } from '../../../hooks/use-query.ts';
import {
  fetchCampaignChoices,
  fetchChatSession,
  fetchCampaignPayments,
  fetchCampaignPaymentSummary,
  fetchCreators,
  fetchOrgConversations,
  type CampaignPaymentStatus,
} from '../api/studio-creators.ts';

// Keyed by the organisation the session works in (a switch loads again), and by everything each request depends on.

/** One page of the creator search: the key is the request itself, so any filter, order or cursor change asks again. */
export const useCreatorSearch = (orgId: number, q: OrgCreatorSearch | null) =>
  useQuery(q ? `studio-creator-search|${orgId}|${JSON.stringify(q)}` : null, (signal) => fetchCreators(q ?? {}, signal));
/** The organisation's campaigns, to invite to or filter by (nothing is loaded while `enabled` is false). */
export const useCampaignChoices = (orgId: number, enabled = true) => useQuery(enabled ? `studio-campaign-choices|${orgId}` : null, (signal) => fetchCampaignChoices(signal));
export const useCampaignPayments = (orgId: number, q: { status?: CampaignPaymentStatus; campaignId?: number; page: number }) =>
  useQuery(`studio-campaign-payments|${orgId}|${q.status ?? 'all'}|${q.campaignId ?? 'all'}|${q.page}`, (signal) => fetchCampaignPayments(q, signal));
export const useCampaignPaymentSummary = (orgId: number) => useQuery(`studio-campaign-payment-summary|${orgId}`, (signal) => fetchCampaignPaymentSummary(signal));
/** Every To Be Paid payment of the organisation (or one campaign) without a confirmed payment email: what Remind acts on. */
export const useUnremindedPayments = (orgId: number, campaignId?: number) =>
  useQuery(`studio-campaign-payments-missing|${orgId}|${campaignId ?? 'all'}`, (signal) => fetchCampaignPayments({ status: 'Pending', campaignId, page: 1, pageSize: 1000 }, signal));
export const useOrgConversations = (orgId: number, campaignId?: number) =>
  useQuery(`studio-org-conversations|${orgId}|${campaignId ?? 'all'}`, (signal) => fetchOrgConversations(campaignId, signal));
/** Who the member is in chat: with TalkJS configured, its app id and signature (the studio then chats in TalkJS too). */
export const useChatSession = (orgId: number) => useQuery(`studio-chat-session|${orgId}`, (signal) => fetchChatSession(signal));
