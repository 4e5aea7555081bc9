import {
  chatMessagesResponse,
  chatSessionResponse,
  chatReadResponse,
  chatSendResponse,
  creatorSearchResponse,
  orgConversationListResponse,
  type creatorSearchSorts,
  type sortDirections,
} from '@chorus/core';
import { call, type ClientConfig } from './transport.ts';

// The studio's creator search and its chat with creators (issue 22): `/orgapi/`, in the session's organisation.

/** The search's filters, order and page (every field optional; the server's defaults: followers, descending, 25). */
export interface OrgCreatorSearch {
  platformId?: number;
  /** ISO code of the creator's country (US, GB, …). */
  country?: string;
  minFollowers?: number;
  maxFollowers?: number;
  /** Which rate `maxRateCents` and `sort: 'rate'` read. */
  rateKind?: 'song' | 'brand';
  maxRateCents?: number;
  /** 0-100: handles without a response rate yet are left out when set. */
  minResponseRate?: number;
  /** Only handles with a completed offer on one of the organisation's campaigns (true), or none (false). */
  workedWithUs?: boolean;
  /** The start of a handle (with or without @) or of the creator's name. */
  q?: string;
  /** Each card then says whether the handle has an offer on this campaign (of the organisation), and its state. */
  campaignId?: number;
  sort?: (typeof creatorSearchSorts)[number];
  dir?: (typeof sortDirections)[number];
  pageSize?: 10 | 25 | 50 | 100;
  /** The `next` of the page before (same sort and direction). */
  after?: string;
}

/** One page of creator cards (approved, active creators' handles only; no emails). */
export const searchOrgCreators = (c: ClientConfig, q: OrgCreatorSearch = {}, signal?: AbortSignal) =>
  call(c, creatorSearchResponse, { method: 'GET', path: '/orgapi/creators', query: { ...q }, signal });

/** The organisation's campaign conversations (one campaign's, or all), latest first, unread for the signed-in member. */
export const listOrgConversations = (c: ClientConfig, campaignId?: number, signal?: AbortSignal) =>
  call(c, orgConversationListResponse, { method: 'GET', path: '/orgapi/conversations', query: { campaignId }, signal });

/** A page of one of the organisation's conversations (page 1: the newest), oldest first within the page. */
export const listOrgConversationMessages = (c: ClientConfig, conversationId: string, page = 1, signal?: AbortSignal) =>
  call(c, chatMessagesResponse, { method: 'GET', path: `/orgapi/conversations/${encodeURIComponent(conversationId)}/messages`, query: { page }, signal });

/** Write to the creator as the organisation (editors and owners). */
export const sendOrgConversationMessage = (c: ClientConfig, conversationId: string, text: string) =>
  call(c, chatSendResponse, { method: 'POST', path: `/orgapi/conversations/${encodeURIComponent(conversationId)}/messages`, body: { text } });

/** Mark a conversation read for the signed-in member; answers the member's unread total in the organisation. */
export const markOrgConversationRead = (c: ClientConfig, conversationId: string) =>
  call(c, chatReadResponse, { method: 'POST', path: `/orgapi/conversations/${encodeURIComponent(conversationId)}/read` });

/** Who the signed-in member is in chat, with TalkJS's app id and signature when the server is configured for it. */
export const getChatSession = (c: ClientConfig, signal?: AbortSignal) => call(c, chatSessionResponse, { method: 'GET', path: '/creatorapi/chat/session', signal });
