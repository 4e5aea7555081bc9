import * as z from 'zod/mini';
import { contestKinds } from '../rules/contests.ts';
import { moderationSignals } from '../rules/moderation.ts';
import { int, isoDate, results } from './wire.ts';

// Responses (zod/mini: the widgets parse them in the browser; see wire.ts). Requests are in contest-input.ts.

export const contestPaymentStatuses = ['To Be Paid', 'Paid'] as const;
export const entryStatuses = ['in_review', 'approved', 'rejected'] as const;
const entryStatus = /* @__PURE__ */ z.enum(entryStatuses);

const contestSummaryShape = {
  id: int,
  name: z.string(),
  organizer: z.string(),
  image: z.nullable(z.string()),
  audio: z.nullable(z.string()),
  event: z.nullable(z.string()),
  category: z.nullable(z.string()),
  kind: z.enum(contestKinds),
  isActive: z.boolean(),
  isClosed: z.boolean(),
  isDirect: z.boolean(),
  hasEnded: z.boolean(),
  startDate: z.nullable(isoDate),
  endDate: z.nullable(isoDate),
  competitionType: z.string(),
  metric: z.string(),
  platforms: z.array(z.string()),
  takePct: z.nullable(z.number()),
  color: z.nullable(z.string()),
  prizes: z.array(z.string()),
  prizeTotalCents: int,
  entriesCount: int,
  approvedCount: int,
};

/** A contest as lists and cards show it. */
export const contestSummary = /* @__PURE__ */ z.object(contestSummaryShape);
export type ContestSummary = z.infer<typeof contestSummary>;

export const prizeLine = /* @__PURE__ */ z.object({
  label: z.string(),
  amountCents: int,
  netCents: int,
  fromPlace: int,
  toPlace: int,
  /** A judged award (the line names no place): paid to the entry the organiser chooses. */
  award: z.boolean(),
  description: z.string(),
});
export type PrizeLine = z.infer<typeof prizeLine>;

/** One contest with everything the detail page and the widget need. `creativeDirection` is sanitized HTML. */
export const contestDetail = /* @__PURE__ */ z.object({
  ...contestSummaryShape,
  creativeDirection: z.nullable(z.string()),
  tiktokSound: z.nullable(z.string()),
  instagramSound: z.nullable(z.string()),
  tiktok: z.nullable(z.string()),
  instagram: z.nullable(z.string()),
  spotify: z.nullable(z.string()),
  hasMarketingKey: z.boolean(),
  prizeLines: z.array(prizeLine),
  feePct: z.number(),
  feeLabel: z.nullable(z.string()),
  milestone: z.nullable(z.object({ approved: int, cap: int })),
  promotions: z.array(z.object({ isActive: z.boolean(), amountCents: int })),
  lastUpdated: z.nullable(isoDate),
  /**
   * Whether whoever asked may enter, as far as who they are goes (country, continent, approval; core's
   * `eligibility`), and why not. Sent by the public detail; absent where no viewer is meant (organiser answers).
   */
  eligibility: z.optional(z.object({ canEnter: z.boolean(), reason: z.nullable(z.string()) })),
});
export type ContestDetail = z.infer<typeof contestDetail>;

export const publicContestListResponse = /* @__PURE__ */ results({ data: z.array(contestSummary) });
export type PublicContestListResponse = z.infer<typeof publicContestListResponse>;
export const creatorContestListResponse = /* @__PURE__ */ results({
  ApprovalStatusDescription: z.string(),
  Row_Preffy_Competitions: z.array(contestSummary),
});
export type CreatorContestListResponse = z.infer<typeof creatorContestListResponse>;

export const contestDetailResponse = /* @__PURE__ */ results({ data: contestDetail });
export type ContestDetailResponse = z.infer<typeof contestDetailResponse>;

const pageInfoShape = { page: int, pageSize: int, total: int, totalPages: int };
export const pageInfo = /* @__PURE__ */ z.object(pageInfoShape);
/** The page after this one as a keyset cursor (`?after=`), null on the last page. */
const nextCursor = /* @__PURE__ */ z.optional(z.nullable(z.string()));
export type PageInfo = z.infer<typeof pageInfo>;

export const leaderboardRow = /* @__PURE__ */ z.object({
  rank: int,
  creator: z.string(),
  platform: z.string(),
  link: z.nullable(z.string()),
  likes: z.number(),
  views: z.number(),
  followers: z.number(),
  posts: int,
  creativityScore: z.number(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRow>;
export const leaderboardResponse = /* @__PURE__ */ results({
  data: z.object({ metric: z.string(), rows: z.array(leaderboardRow), ...pageInfoShape, next: nextCursor }),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponse>;

export const approvedEntry = /* @__PURE__ */ z.object({
  id: int,
  creator: z.string(),
  platform: z.string(),
  link: z.nullable(z.string()),
  createdAt: isoDate,
});
export const entriesResponse = /* @__PURE__ */ results({ data: z.object({ rows: z.array(approvedEntry), ...pageInfoShape, next: nextCursor }) });
export type EntriesResponse = z.infer<typeof entriesResponse>;

export const entryResult = /* @__PURE__ */ z.object({
  id: int,
  contestId: int,
  contestName: z.string(),
  creator: z.string(),
  platform: z.nullable(z.string()),
  link: z.nullable(z.string()),
  status: entryStatus,
});
export type EntryResult = z.infer<typeof entryResult>;
export const entryResponse = /* @__PURE__ */ results({ data: entryResult });

/**
 * A handle a signed-in entrant may enter with: their own, or (a manager) their roster creators'. `platform` is the
 * post platform it is on ('tiktok', 'instagram', 'youtube', 'capcut'; another platform's name lowercased) and
 * `creatorName` whose handle it is. The server refuses any other handle on a signed-in entry.
 */
export const entryHandle = /* @__PURE__ */ z.object({ handle: z.string(), platform: z.string(), creatorName: z.string() });
export type EntryHandle = z.infer<typeof entryHandle>;
export const entryHandlesResponse = /* @__PURE__ */ results({ data: z.array(entryHandle) });
export type EntryHandlesResponse = z.infer<typeof entryHandlesResponse>;
export type EntryResponse = z.infer<typeof entryResponse>;

export const contestPayment = /* @__PURE__ */ z.object({
  id: int,
  CompetitionID: int,
  CompetitionName: z.string(),
  ContactEmail: z.string(),
  ContactID: z.nullable(int),
  VendorID: z.nullable(z.string()),
  PaymentEmail: z.nullable(z.string()),
  /** Cents, after the fee. */
  Amount: int,
  Status: z.enum(contestPaymentStatuses),
  updatedAt: isoDate,
});
export type ContestPayment = z.infer<typeof contestPayment>;

export const okResponse = /* @__PURE__ */ results({});

// ---- Organiser API (/adminapi) ----

export const adminContestResponse = /* @__PURE__ */ results({ data: contestDetail });
/**
 * A contest in its organiser's list: the summary, its views and likes (what its board counts) and whether every prize
 * it made is paid (an ended contest with no prize owed).
 */
export const orgContestSummary = /* @__PURE__ */ z.extend(contestSummary, {
  views: z.optional(z.number()),
  likes: z.optional(z.number()),
  prizesPaid: z.optional(z.boolean()),
});
export type OrgContestSummary = z.infer<typeof orgContestSummary>;
export const orgContestListResponse = /* @__PURE__ */ results({ data: z.array(orgContestSummary) });
/**
 * A contest as its organiser edits it: the detail plus what only the organiser sets and the detail does not show
 * (who may enter by country and continent, the marketing key, the prize descriptions).
 */
export const editableContest = /* @__PURE__ */ z.extend(contestDetail, {
  countries: z.array(z.string()),
  continents: z.array(z.string()),
  marketingKey: z.nullable(z.string()),
  prizeRows: z.array(z.object({ key: z.string(), value: z.string() })),
});
export type EditableContest = z.infer<typeof editableContest>;
export const editableContestResponse = /* @__PURE__ */ results({ data: editableContest });
export const adminEntry = /* @__PURE__ */ z.object({
  id: int,
  contestId: int,
  creator: z.string(),
  email: z.string(),
  platform: z.nullable(z.string()),
  link: z.nullable(z.string()),
  likes: z.number(),
  views: z.number(),
  followers: z.number(),
  creativityScore: z.number(),
  status: entryStatus,
  createdAt: isoDate,
  /** The entrant's country (ISO code) when they entered signed in, else null. */
  country: z.optional(z.nullable(z.string())),
  /** Why the entry is worth a second look (core's `moderationSignals`); flagged = any. */
  signals: z.optional(z.array(z.enum(moderationSignals))),
  /** Held: its prize, if it wins one, is not paid until the entry is released. */
  held: z.optional(z.boolean()),
});
export type AdminEntry = z.infer<typeof adminEntry>;
export const adminEntriesResponse = /* @__PURE__ */ results({
  // `totalCapped`: there are more than `total` (the count stops at 10,000, so a count is cheap at any size).
  data: z.object({ rows: z.array(adminEntry), ...pageInfoShape, totalCapped: z.optional(z.boolean()), next: nextCursor }),
});
/** How many entries a metrics or moderation call changed. */
export const updatedCountResponse = /* @__PURE__ */ results({ data: z.object({ updated: int }) });
export type EntryStatus = (typeof entryStatuses)[number];
export const endContestResponse = /* @__PURE__ */ results({ data: z.object({ payments: z.array(contestPayment) }) });
export const paymentResponse = /* @__PURE__ */ results({ data: contestPayment });
export const reopenResponse = /* @__PURE__ */ results({ data: z.object({ contest: contestDetail, voidedPayments: int }) });

/** A prize payment as the organiser pays it: who, how much, and whether there is a confirmed address to pay. */
export const owedPayment = /* @__PURE__ */ z.object({
  id: int,
  contestId: int,
  contestName: z.string(),
  /** The prize place, or 0 for a direct bonus (contests.md §9). */
  place: int,
  /** '1st Place', … or 'Direct bonus' (core's `placeLabel`). */
  placeLabel: z.optional(z.string()),
  contactId: z.nullable(int),
  contactEmail: z.string(),
  /** Paid: the address it went to. To Be Paid: the payee's confirmed payment email now, if any. */
  paymentEmail: z.nullable(z.string()),
  grossCents: int,
  /** Cents, after the fee. */
  amountCents: int,
  status: z.enum(contestPaymentStatuses),
  /** No confirmed payment email to pay to (an anonymous winner, or one who has not confirmed yet). */
  missingPaymentEmail: z.boolean(),
  updatedAt: isoDate,
});
export type OwedPayment = z.infer<typeof owedPayment>;
export const adminPaymentsResponse = /* @__PURE__ */ results({ data: z.object({ rows: z.array(owedPayment), ...pageInfoShape }) });
