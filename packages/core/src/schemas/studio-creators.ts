import * as z from 'zod/mini';
import { offerStates } from '../rules/campaigns.ts';
import { int, results } from './wire.ts';
import { conversationSummary } from './live.ts';

// The organiser studio's creator search and its chat with creators (issue 22): response contracts.

/**
 * A creator card: one handle, what a brand decides on. Never an email. `responseRate` is the handle's response rate
 * (0-100, one decimal) as the creator's campaign detail shows it, null when no invite has a known outcome yet;
 * `completedWithUs` counts the handle's completed offers on the organisation's campaigns; `invitedState` is the state
 * of the handle's offer on the `campaignId` asked about (null: none, or no campaign asked about).
 */
export const creatorCard = /* @__PURE__ */ z.object({
  contactPlatformId: int,
  contactId: int,
  handle: z.string(),
  platformId: int,
  platform: z.string(),
  followers: int,
  songRateCents: int,
  brandRateCents: int,
  responseRate: z.nullable(z.number()),
  /** ISO 3166 code of the creator's country, null when not one of the coded countries. */
  country: z.nullable(z.string()),
  completedCampaigns: int,
  completedWithUs: int,
  invitedState: z.nullable(z.enum(offerStates)),
});
export type CreatorCard = z.infer<typeof creatorCard>;

/**
 * GET /orgapi/creators (and /adminapi/creators-search): one page of cards. `next` is the cursor of the page after
 * (null on the last); `total` counts the matches up to 10,000 (`totalCapped`: there are more).
 */
export const creatorSearchResponse = /* @__PURE__ */ results({
  data: z.object({ creators: z.array(creatorCard), next: z.nullable(z.string()), total: int, totalCapped: z.boolean() }),
});
export type CreatorSearchResponse = z.infer<typeof creatorSearchResponse>;

/** An organisation's campaign conversation: the chat summary plus whose it is (the offer's handle and state). */
export const orgConversation = /* @__PURE__ */ z.extend(conversationSummary, {
  CampaignID: int,
  ContactID: int,
  OfferID: int,
  OfferState: z.enum(offerStates),
  ContactPlatformID: int,
  Handle: z.string(),
});
export type OrgConversation = z.infer<typeof orgConversation>;

/** GET /orgapi/conversations?campaignId=: the organisation's campaign conversations, unread for the signed-in member. */
export const orgConversationListResponse = /* @__PURE__ */ results({
  data: z.object({ Conversations: z.array(orgConversation), UnreadTotal: int }),
});
export type OrgConversationListResponse = z.infer<typeof orgConversationListResponse>;

/** What the creator search answers to a query it cannot run. */
export const creatorSearchMessages = {
  platform: 'Platform must be one of the platforms Chorus lists.',
  country: 'Country must be the ISO code of a country Chorus lists, like US or GB.',
  followers: 'Followers must be a whole number from 0 to 2147483647.',
  followerRange: 'The smallest follower count must not be above the largest.',
  rateKind: 'Rate kind must be song or brand.',
  rate: 'The highest rate must be whole cents from 0 to 1000000000.',
  rateKindNeeded: 'Choose the song or the brand rate (rateKind) to filter or sort by rate.',
  responseRate: 'The response rate must be a whole number from 0 to 100.',
  workedWithUs: 'Worked with us must be true or false.',
  sort: 'Sort must be followers, rate, responseRate or completed.',
  dir: 'Direction must be asc or desc.',
  pageSize: 'Page size must be one of 10, 25, 50, 100',
  cursorOrder: 'Invalid cursor.',
} as const;
