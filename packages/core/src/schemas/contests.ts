import * as z from 'zod';
import {
  contestKinds,
  contestPlatforms,
  LEADERBOARD_PAGE_SIZES,
  PAYMENTS_PAGE_SIZES,
  postPlatforms,
} from '../rules/contests.ts';
import { idParam, pageQuery, results } from './common.ts';

const isoDate = z.string().describe('ISO 8601 date-time');

/** A contest as lists and cards show it. */
export const contestSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  organizer: z.string(),
  image: z.string().nullable(),
  audio: z.string().nullable(),
  event: z.string().nullable(),
  category: z.string().nullable(),
  kind: z.enum(contestKinds),
  isActive: z.boolean(),
  isClosed: z.boolean(),
  isDirect: z.boolean(),
  hasEnded: z.boolean(),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  competitionType: z.string(),
  metric: z.string(),
  platforms: z.array(z.string()),
  takePct: z.number().nullable(),
  color: z.string().nullable(),
  prizes: z.array(z.string()),
  prizeTotalCents: z.number().int(),
  entriesCount: z.number().int(),
  approvedCount: z.number().int(),
});
export type ContestSummary = z.infer<typeof contestSummary>;

export const prizeLine = z.object({
  label: z.string(),
  amountCents: z.number().int(),
  netCents: z.number().int(),
  fromPlace: z.number().int(),
  toPlace: z.number().int(),
  description: z.string(),
});
export type PrizeLine = z.infer<typeof prizeLine>;

/** One contest with everything the detail page and the widget need. */
export const contestDetail = contestSummary.extend({
  creativeDirection: z.string().nullable().describe('Sanitized HTML'),
  tiktokSound: z.string().nullable(),
  instagramSound: z.string().nullable(),
  tiktok: z.string().nullable(),
  instagram: z.string().nullable(),
  spotify: z.string().nullable(),
  hasMarketingKey: z.boolean(),
  prizeLines: z.array(prizeLine),
  feePct: z.number(),
  feeLabel: z.string().nullable(),
  milestone: z.object({ approved: z.number().int(), cap: z.number().int() }).nullable(),
  promotions: z.array(z.object({ isActive: z.boolean(), amountCents: z.number().int() })),
  lastUpdated: isoDate.nullable(),
});
export type ContestDetail = z.infer<typeof contestDetail>;

export const contestListQuery = z.object({ category: z.string().trim().toLowerCase().max(64).optional() });
export const publicContestListResponse = results({ data: z.array(contestSummary) });
export type PublicContestListResponse = z.infer<typeof publicContestListResponse>;
export const creatorContestListResponse = results({
  ApprovalStatusDescription: z.string(),
  Row_Preffy_Competitions: z.array(contestSummary),
});
export type CreatorContestListResponse = z.infer<typeof creatorContestListResponse>;

export const contestIdParams = z.object({ id: idParam });
export const contestDetailResponse = results({ data: contestDetail });
export type ContestDetailResponse = z.infer<typeof contestDetailResponse>;

export const leaderboardQuery = pageQuery(LEADERBOARD_PAGE_SIZES, 10);
export const leaderboardRow = z.object({
  rank: z.number().int(),
  creator: z.string(),
  platform: z.string(),
  link: z.string().nullable(),
  likes: z.number(),
  views: z.number(),
  posts: z.number().int(),
  creativityScore: z.number(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRow>;
export const pageInfo = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfo>;
export const leaderboardResponse = results({
  data: z.object({ metric: z.string(), rows: z.array(leaderboardRow), ...pageInfo.shape }),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponse>;

export const entriesQuery = pageQuery(LEADERBOARD_PAGE_SIZES, 10);
export const approvedEntry = z.object({
  id: z.number().int(),
  creator: z.string(),
  platform: z.string(),
  link: z.string().nullable(),
  createdAt: isoDate,
});
export const entriesResponse = results({ data: z.object({ rows: z.array(approvedEntry), ...pageInfo.shape }) });
export type EntriesResponse = z.infer<typeof entriesResponse>;

/**
 * An entry. Post contests need `link`; handle contests only `creator` (the handle) and `email`.
 * Messages are the spec's; the server applies every rule again whatever the client checked.
 */
export const entryBody = z.object({
  link: z.string().trim().max(2048).optional(),
  email: z.string().trim().toLowerCase().max(254).default(''),
  creator: z.string().trim().max(100).default(''),
  platform: z.enum(postPlatforms).optional(),
  country: z.string().trim().max(64).optional(),
  marketingConsent: z.boolean().optional(),
});
export type EntryBody = z.input<typeof entryBody>;

export const entryResult = z.object({
  id: z.number().int(),
  contestId: z.number().int(),
  contestName: z.string(),
  creator: z.string(),
  platform: z.string().nullable(),
  link: z.string().nullable(),
  status: z.enum(['in_review', 'approved', 'rejected']),
  /** For anonymous direct/quick entries: whether a confirmed payment email exists for this email (else the payment-setup step). */
  paymentEmailOnFile: z.boolean().nullable(),
});
export type EntryResult = z.infer<typeof entryResult>;
export const entryResponse = results({ data: entryResult });
export type EntryResponse = z.infer<typeof entryResponse>;

export const myEntry = z.object({
  id: z.number().int(),
  postId: z.number().int().describe('The contest id'),
  name: z.string(),
  creator: z.string(),
  link: z.string().nullable(),
  status: z.enum(['in_review', 'approved', 'rejected']),
  createdAt: isoDate,
  _deleted: z.boolean(),
});
export type MyEntry = z.infer<typeof myEntry>;
export const myEntriesResponse = results({
  Active: z.object({ Preffy: z.array(myEntry) }),
  Past: z.object({ Preffy: z.array(myEntry), Songfluencer: z.array(myEntry) }),
});
export type MyEntriesResponse = z.infer<typeof myEntriesResponse>;

export const contestPaymentStatuses = ['To Be Paid', 'Paid'] as const;
export const contestPaymentsQuery = pageQuery(PAYMENTS_PAGE_SIZES, 10).extend({
  status: z.enum(contestPaymentStatuses).optional(),
});
export const contestPayment = z.object({
  id: z.number().int(),
  CompetitionID: z.number().int(),
  CompetitionName: z.string(),
  ContactEmail: z.string(),
  ContactID: z.number().int().nullable(),
  VendorID: z.string().nullable(),
  PaymentEmail: z.string().nullable(),
  Amount: z.number().int().describe('Cents, after the fee'),
  Status: z.enum(contestPaymentStatuses),
  updatedAt: isoDate,
});
export type ContestPayment = z.infer<typeof contestPayment>;
export const contestPaymentsResponse = results({
  data: z.array(contestPayment),
  PageInformation: z.object({ TotalPages: z.number().int(), TotalCount: z.number().int(), Page: z.number().int(), PageSize: z.number().int() }),
});
export type ContestPaymentsResponse = z.infer<typeof contestPaymentsResponse>;

export const marketingSignupBody = z.object({
  preffyID: z.coerce.number().int().positive(),
  email: z.string().trim().toLowerCase().max(254),
  marketingConsent: z.boolean(),
});
export const okResponse = results({});

// ---- Organiser API (/adminapi) ----

const prizeString = z.string().trim().min(1).max(120);
/** Media may live on this server ('/demo/…', resolved against the API origin by embeds) or anywhere over http(s). */
const assetUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/[^/\s][^\s]*$/.test(v), 'Must be an http(s) address or a path on this site');
const contestFields = {
  name: z.string().trim().min(1, 'Name is required').max(200),
  organizer: z.string().trim().min(1, 'Organizer is required').max(200),
  kind: z.enum(contestKinds),
  image: assetUrl.nullable().optional(),
  audio: assetUrl.nullable().optional(),
  event: z.string().trim().max(200).nullable().optional(),
  category: z.string().trim().toLowerCase().max(64).nullable().optional(),
  isActive: z.boolean(),
  isClosed: z.boolean(),
  startDate: z.coerce.date().nullable().optional(),
  endDate: z.coerce.date().nullable().optional(),
  creativeDirection: z.string().max(20_000).nullable().optional(),
  prizes: z.array(prizeString).max(50),
  tiktokSound: z.string().url().nullable().optional(),
  instagramSound: z.string().url().nullable().optional(),
  tiktok: z.string().url().nullable().optional(),
  instagram: z.string().url().nullable().optional(),
  spotify: z.string().url().nullable().optional(),
  competitionType: z.string().trim().min(1).max(32),
  marketingKey: z.string().trim().max(200).nullable().optional(),
  platforms: z.array(z.enum(contestPlatforms)).min(1),
  takePct: z.number().min(0).max(1).nullable().optional(),
  metric: z.string().trim().toLowerCase().min(1).max(32),
  invoiceAmount: z.number().int().min(0).max(10_000_000).nullable().optional(),
  countries: z.array(z.string().length(2).toUpperCase()).max(300),
  continents: z.array(z.string().max(32)).max(10),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be like #1a2b3c').nullable().optional(),
  prizeRows: z.array(z.object({ key: z.string().trim().min(1).max(120), value: z.string().trim().min(1).max(500) })).max(50),
  promotions: z.array(z.object({ isActive: z.boolean(), amountCents: z.number().int().min(0) })).max(10),
};

/** Create: the defaults of contests.md §3 (platforms TikTok, metric likes, …) apply. */
export const contestInput = z.object({
  ...contestFields,
  kind: contestFields.kind.default('standard'),
  isActive: contestFields.isActive.default(true),
  isClosed: contestFields.isClosed.default(false),
  prizes: contestFields.prizes.default([]),
  competitionType: contestFields.competitionType.default('Likes'),
  platforms: contestFields.platforms.default(['TikTok']),
  metric: contestFields.metric.default('likes'),
  countries: contestFields.countries.default([]),
  continents: contestFields.continents.default([]),
  prizeRows: contestFields.prizeRows.default([]),
  promotions: contestFields.promotions.default([]),
});
export type ContestInput = z.input<typeof contestInput>;
/** Edit: only what is sent changes (no defaults, or an edit would reset unsent fields). */
export const contestPatch = z.object(contestFields).partial();

export const adminContestResponse = results({ data: contestDetail });
export const adminEntriesQuery = pageQuery([10, 25, 100, 1000] as const, 100).extend({
  status: z.enum(['in_review', 'approved', 'rejected']).optional(),
});
export const adminEntry = z.object({
  id: z.number().int(),
  contestId: z.number().int(),
  creator: z.string(),
  email: z.string(),
  platform: z.string().nullable(),
  link: z.string().nullable(),
  likes: z.number(),
  views: z.number(),
  creativityScore: z.number(),
  status: z.enum(['in_review', 'approved', 'rejected']),
  createdAt: isoDate,
});
export const adminEntriesResponse = results({ data: z.object({ rows: z.array(adminEntry), ...pageInfo.shape }) });
export const entryIdParams = z.object({ id: idParam });
export const metricsBody = z.object({
  metrics: z
    .array(
      z.object({
        id: z.number().int().positive(),
        likes: z.number().int().min(0).optional(),
        views: z.number().int().min(0).optional(),
        creativityScore: z.number().int().min(0).max(100).optional(),
      }),
    )
    .min(1)
    .max(10_000),
});
export const metricsResponse = results({ data: z.object({ updated: z.number().int() }) });
export const endContestResponse = results({ data: z.object({ payments: z.array(contestPayment) }) });
export const paymentIdParams = z.object({ id: idParam });
export const paymentResponse = results({ data: contestPayment });
