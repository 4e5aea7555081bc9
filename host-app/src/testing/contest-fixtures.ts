import type { ContestDetail, ContestSummary, CreatorContestPayment, MyEntry } from '@chorus/core';

const DAY = 86_400_000;
// Relative to now, so a running contest stays running (days left, progress) whatever the date the suite runs on.
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

/** Contest data shaped like the server's answers, for fast UI tests against fakeApi. */
export const contestSummary = (over: Partial<ContestSummary> = {}): ContestSummary => ({
  id: 1,
  name: 'Midnight Drive',
  organizer: 'Luna Vale',
  image: null,
  audio: null,
  event: null,
  category: null,
  kind: 'standard',
  isActive: true,
  isClosed: false,
  isDirect: false,
  hasEnded: false,
  startDate: inDays(-20),
  endDate: inDays(12),
  competitionType: 'Likes',
  metric: 'likes',
  platforms: ['TikTok', 'Instagram Reel'],
  takePct: null,
  color: null,
  prizes: ['1st Place $500', '2nd Place $250'],
  prizeTotalCents: 75_000,
  entriesCount: 12,
  approvedCount: 8,
  ...over,
});

export const contestDetail = (over: Partial<ContestDetail> = {}): ContestDetail => ({
  ...contestSummary(over),
  creativeDirection: '<p>Use the hook.</p>',
  tiktokSound: null,
  instagramSound: null,
  tiktok: null,
  instagram: null,
  spotify: null,
  hasMarketingKey: false,
  prizeLines: [],
  feePct: 7.5,
  feeLabel: null,
  milestone: null,
  promotions: [],
  lastUpdated: null,
  ...over,
});

export const myEntry = (over: Partial<MyEntry> = {}): MyEntry => ({
  id: 100,
  postId: 1,
  name: 'Midnight Drive',
  creator: 'mayamoves',
  link: 'https://www.tiktok.com/@mayamoves/video/1',
  status: 'in_review',
  createdAt: '2026-11-20T00:00:00.000Z',
  _deleted: false,
  ...over,
});

export const contestPayment = (over: Partial<CreatorContestPayment> = {}): CreatorContestPayment => ({
  id: 1,
  CompetitionID: 14,
  CompetitionName: 'Winter Lights',
  ContactEmail: 'creator@chorus.test',
  ContactID: 1,
  VendorID: null,
  PaymentEmail: 'maya.pay@chorus.test',
  Amount: 18_500,
  Status: 'To Be Paid',
  updatedAt: '2026-11-20T12:00:00.000Z',
  ...over,
});

const emptyPage = { page: 1, pageSize: 10, total: 0, totalPages: 0 };

/** The public reads a detail page makes besides the contest itself: an empty leaderboard and entries list. */
export const detailSideCalls = {
  leaderboard: () => ({ status: 200, body: { results: { success: true, data: { metric: 'likes', rows: [], ...emptyPage } } } }),
  entries: () => ({ status: 200, body: { results: { success: true, data: { rows: [], ...emptyPage } } } }),
};
