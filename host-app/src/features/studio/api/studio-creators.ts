import {
  getChatSession,
  getOrgCampaignPaymentSummary,
  inviteOrgHandles,
  listOrgCampaignPayments,
  listOrgCampaigns,
  listOrgConversationMessages,
  listOrgConversations,
  markOrgConversationRead,
  remindOrgCampaignPayment,
  searchOrgCreators,
  sendOrgConversationMessage,
  type OrgCreatorSearch,
} from '@chorus/client';
import type { InviteBody } from '@chorus/core';
import { apiConfig } from '../../../lib/api-client.ts';

// The studio's creator search, invites, campaign payments and chat with creators (issue 22).

export type CampaignPaymentStatus = 'Potential' | 'Pending' | 'Paid';
export const CAMPAIGN_PAYMENTS_PAGE_SIZE = 25;

export const fetchCreators = (q: OrgCreatorSearch, signal?: AbortSignal) => searchOrgCreators(apiConfig(), q, signal);
export const fetchCampaignChoices = (signal?: AbortSignal) => listOrgCampaigns(apiConfig(), signal);
export const postInviteHandles = (campaignId: number, body: InviteBody) => inviteOrgHandles(apiConfig(), campaignId, body);
export const fetchCampaignPayments = (q: { status?: CampaignPaymentStatus; campaignId?: number; page: number; pageSize?: 25 | 100 | 1000 }, signal?: AbortSignal) =>
  listOrgCampaignPayments(apiConfig(), { pageSize: CAMPAIGN_PAYMENTS_PAGE_SIZE, ...q }, signal);
export const fetchCampaignPaymentSummary = (signal?: AbortSignal) => getOrgCampaignPaymentSummary(apiConfig(), signal);
export const postCampaignPaymentReminder = (paymentId: number) => remindOrgCampaignPayment(apiConfig(), paymentId);
export const fetchOrgConversations = (campaignId?: number, signal?: AbortSignal) => listOrgConversations(apiConfig(), campaignId, signal);
export const fetchOrgConversationMessages = (conversationId: string, page = 1, signal?: AbortSignal) => listOrgConversationMessages(apiConfig(), conversationId, page, signal);
export const postOrgConversationMessage = (conversationId: string, text: string) => sendOrgConversationMessage(apiConfig(), conversationId, text);
export const postOrgConversationRead = (conversationId: string) => markOrgConversationRead(apiConfig(), conversationId);
export const fetchChatSession = (signal?: AbortSignal) => getChatSession(apiConfig(), signal);
