import type { AdminCampaign, AdminCampaignPayment, AdminOffer, ChatMessage, CreatorCard, OrgConversation } from '@chorus/core';

// Answers of the studio's creator search, invites, campaign payments and chat (issue 22), as the server sends them.

/** A JSON body of the `{ results: { success, data } }` shape. */
export const data = (d: unknown, message?: string) => ({ results: { success: true, ...(message && { message }), data: d } });

export const creatorCard = (id: number, over: Partial<CreatorCard> = {}): CreatorCard => ({
  contactPlatformId: id,
  contactId: 100 + id,
  handle: `@creator${id}`,
  platformId: 4,
  platform: 'TikTok',
  followers: 12_000 * id,
  songRateCents: 15_000,
  brandRateCents: 25_000,
  responseRate: 87.5,
  country: 'US',
  completedCampaigns: 3,
  completedWithUs: 1,
  invitedState: null,
  ...over,
});

export const creatorPage = (cards: CreatorCard[], next: string | null = null, total = cards.length, totalCapped = false) => data({ creators: cards, next, total, totalCapped });

export const adminCampaign = (id: number, over: Partial<AdminCampaign> = {}): AdminCampaign => ({
  id,
  uid: `uid-${id}`,
  title: `Campaign ${id}`,
  kind: 'brand',
  platformId: 4,
  platform: 'TikTok',
  rateCents: 20_000,
  imageUrl: null,
  brandName: 'Lumen Skin',
  brandLogoUrl: null,
  contactName: 'Lena',
  contactEmail: 'brand@chorus.test',
  sections: [],
  contractRequired: false,
  contractMessage: null,
  contractFileId: null,
  draftRequired: true,
  draftCaptionRequired: false,
  boostCode: 'No',
  boostInstruction: null,
  liveDate: null,
  budgetCents: 100_000,
  spend: { committedCents: 40_000, toBePaidCents: 0, paidCents: 0 },
  offers: {},
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

export const adminOffer = (id: number, over: Partial<AdminOffer> = {}): AdminOffer => ({
  id,
  uid: `offer-${id}`,
  campaignId: 7,
  campaignTitle: 'Campaign 7',
  contactId: 100 + id,
  contactPlatformId: id,
  handle: `@creator${id}`,
  platform: 'TikTok',
  name: `Creator ${id}`,
  email: null,
  state: 'invited',
  rateCents: 20_000,
  invitedAt: '2026-11-27T10:00:00.000Z',
  respondBy: '2026-11-29T10:00:00.000Z',
  respondedAt: null,
  acceptedAt: null,
  postBy: null,
  declineId: null,
  declineReason: null,
  counterOfferCents: null,
  changesRequested: null,
  contractFileId: null,
  draftFileId: null,
  draftUrl: null,
  draftCaption: null,
  draftSubmittedAt: null,
  draftDecision: null,
  feedbackNotes: null,
  postUrl: null,
  boostCode: null,
  results: null,
  resultsFileId: null,
  closedAt: null,
  updatedAt: '2026-11-27T10:00:00.000Z',
  nextStep: 'Wait for the creator to answer.',
  deadline: '2026-11-29T10:00:00.000Z',
  ...over,
});

export const campaignPayment = (id: number, over: Partial<AdminCampaignPayment> = {}): AdminCampaignPayment => ({
  id,
  offerId: 500 + id,
  campaignId: 7,
  campaignTitle: 'Campaign 7',
  contactId: 100 + id,
  contactEmail: `creator${id}@chorus.test`,
  handle: `@creator${id}`,
  amountCents: 20_000,
  status: 'Pending',
  statusLabel: 'To Be Paid',
  paymentEmail: `pay${id}@chorus.test`,
  paidAt: null,
  missingPaymentEmail: false,
  updatedAt: '2026-11-27T10:00:00.000Z',
  ...over,
});

export const paymentsPage = (rows: AdminCampaignPayment[], page = 1, totalPages = 1, total = rows.length) => data({ rows, page, pageSize: 25, total, totalPages });

export const chatMessage = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  MessageID: id,
  ConversationID: 'c-1',
  Text: `Message ${id}`,
  SenderRole: 'creator',
  SenderContactID: 101,
  SenderName: 'Maya Lopez',
  Mine: false,
  CreatedDateTime: '2026-11-27T10:00:00.000Z',
  ...over,
});

export const orgConversation = (id: string, over: Partial<OrgConversation> = {}): OrgConversation => ({
  ConversationID: id,
  Kind: 'campaign',
  CampaignID: 7,
  Subject: 'Campaign 7',
  With: 'Maya Lopez',
  LastMessage: chatMessage(1, { ConversationID: id, Text: 'Can we talk about the rate?' }),
  UnreadCount: 2,
  ContactID: 101,
  OfferID: 501,
  OfferState: 'negotiating',
  ContactPlatformID: 1,
  Handle: '@maya',
  ...over,
});
