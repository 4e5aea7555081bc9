/**
 * The response contracts the widgets read, in zod/mini (DESIGN §9: classic zod costs the SDK ~26 KB gzip, mini
 * ~5 KB). They mirror packages/core/src/schemas field for field; wire.test.ts compares their JSON Schemas with
 * core's, so a change in core that is not made here fails the build's tests.
 */
import * as z from 'zod/mini';
import { contestKinds } from '../../../packages/core/src/rules/contests.ts';

const contestPaymentStatuses = ['To Be Paid', 'Paid'] as const;

const isoDate = z.string();
const int = z.int();
const results = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object({ results: z.object({ success: z.boolean(), message: z.optional(z.string()), ...shape }) });

export const errorResponse = /* @__PURE__ */ z.object({
  error: z.literal(true),
  messages: z.array(z.string()).check(z.minLength(1)),
});

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
export const contestSummary = /* @__PURE__ */ z.object(contestSummaryShape);

export const contestDetail = /* @__PURE__ */ z.object({
  ...contestSummaryShape,
  creativeDirection: z.nullable(z.string()),
  tiktokSound: z.nullable(z.string()),
  instagramSound: z.nullable(z.string()),
  tiktok: z.nullable(z.string()),
  instagram: z.nullable(z.string()),
  spotify: z.nullable(z.string()),
  hasMarketingKey: z.boolean(),
  prizeLines: z.array(
    z.object({ label: z.string(), amountCents: int, netCents: int, fromPlace: int, toPlace: int, description: z.string() }),
  ),
  feePct: z.number(),
  feeLabel: z.nullable(z.string()),
  milestone: z.nullable(z.object({ approved: int, cap: int })),
  promotions: z.array(z.object({ isActive: z.boolean(), amountCents: int })),
  lastUpdated: z.nullable(isoDate),
});

const pageInfo = { page: int, pageSize: int, total: int, totalPages: int };
const entryStatus = z.enum(['in_review', 'approved', 'rejected']);

export const publicContestListResponse = /* @__PURE__ */ results({ data: z.array(contestSummary) });
export const creatorContestListResponse = /* @__PURE__ */ results({
  ApprovalStatusDescription: z.string(),
  Row_Preffy_Competitions: z.array(contestSummary),
});
export const contestDetailResponse = /* @__PURE__ */ results({ data: contestDetail });

export const leaderboardResponse = /* @__PURE__ */ results({
  data: z.object({
    metric: z.string(),
    rows: z.array(
      z.object({
        rank: int,
        creator: z.string(),
        platform: z.string(),
        link: z.nullable(z.string()),
        likes: z.number(),
        views: z.number(),
        posts: int,
        creativityScore: z.number(),
      }),
    ),
    ...pageInfo,
  }),
});

export const entriesResponse = /* @__PURE__ */ results({
  data: z.object({
    rows: z.array(z.object({ id: int, creator: z.string(), platform: z.string(), link: z.nullable(z.string()), createdAt: isoDate })),
    ...pageInfo,
  }),
});

export const entryResponse = /* @__PURE__ */ results({
  data: z.object({
    id: int,
    contestId: int,
    contestName: z.string(),
    creator: z.string(),
    platform: z.nullable(z.string()),
    link: z.nullable(z.string()),
    status: entryStatus,
    paymentEmailOnFile: z.nullable(z.boolean()),
  }),
});

export const okResponse = /* @__PURE__ */ results({});

const myEntry = z.object({
  id: int,
  postId: int,
  name: z.string(),
  creator: z.string(),
  link: z.nullable(z.string()),
  status: entryStatus,
  createdAt: isoDate,
  _deleted: z.boolean(),
});
export const myEntriesResponse = /* @__PURE__ */ results({
  Active: z.object({ Preffy: z.array(myEntry) }),
  Past: z.object({ Preffy: z.array(myEntry), Songfluencer: z.array(myEntry) }),
});

export const contestPaymentsResponse = /* @__PURE__ */ results({
  data: z.array(
    z.object({
      id: int,
      CompetitionID: int,
      CompetitionName: z.string(),
      ContactEmail: z.string(),
      ContactID: z.nullable(int),
      VendorID: z.nullable(z.string()),
      PaymentEmail: z.nullable(z.string()),
      Amount: int,
      Status: z.enum(contestPaymentStatuses),
      updatedAt: isoDate,
    }),
  ),
  PageInformation: z.object({ TotalPages: int, TotalCount: int, Page: int, PageSize: int }),
});
