import * as z from 'zod/mini';
import { contestDetail, contestPayment, entryStatuses } from './contests.ts';
import { int, isoDate, results } from './wire.ts';

// Responses only the portal reads (My Entries, Payments, an ended contest's results), in a module of their own: the
// widgets never import it, so the SDK (`sideEffects: false`) leaves it out, and its 50 KB budget does not pay for it.

/** A paid place of an ended contest, from its prize payments; `prizeCents` is the prize as announced (before the fee). */
export const contestWinner = /* @__PURE__ */ z.object({
  place: int,
  placeLabel: z.string(),
  creator: z.string(),
  platform: z.string(),
  prizeCents: int,
  /** A judged award whose winner the organiser has not chosen yet: no creator, nothing paid. */
  awaitingJudging: z.optional(z.boolean()),
});
export type ContestWinner = z.infer<typeof contestWinner>;

/**
 * The public detail: the contest, and once it has ended when it did and who won. Apart from `contestDetail` so the
 * widgets, which parse `contestDetailResponse`, do not carry these fields (the SDK budget); both optional, so
 * older clients and answers keep working.
 */
export const publicContestDetail = /* @__PURE__ */ z.extend(contestDetail, {
  /** When it really ended (the organiser's end, the milestone cap, or the end date); null while running. */
  endedAt: z.optional(z.nullable(isoDate)),
  /** By place; null while it has not ended. */
  winners: z.optional(z.nullable(z.array(contestWinner))),
});
export type PublicContestDetail = z.infer<typeof publicContestDetail>;

export const publicContestDetailResponse = /* @__PURE__ */ results({ data: publicContestDetail });
export type PublicContestDetailResponse = z.infer<typeof publicContestDetailResponse>;

export const myEntry = /* @__PURE__ */ z.object({
  id: int,
  /** The contest id. */
  postId: int,
  name: z.string(),
  creator: z.string(),
  link: z.nullable(z.string()),
  status: z.enum(entryStatuses),
  createdAt: isoDate,
  _deleted: z.boolean(),
  /** The place this entry won (its handle and platform's prize payment in an ended contest), if any. */
  place: z.optional(z.nullable(int)),
  /** '1st Place', … (core's `placeLabel`), with `place`. */
  placeLabel: z.optional(z.nullable(z.string())),
  /** The judged awards this entry won ('Best Dance': its handle and platform's award payments), by name, if any. */
  awards: z.optional(z.array(z.string())),
});
export type MyEntry = z.infer<typeof myEntry>;
export const myEntriesResponse = /* @__PURE__ */ results({
  Active: z.object({ Preffy: z.array(myEntry) }),
  Past: z.object({ Preffy: z.array(myEntry), Songfluencer: z.array(myEntry) }),
});
export type MyEntriesResponse = z.infer<typeof myEntriesResponse>;

/** A creator's prize payment, with the place it pays. */
export const creatorContestPayment = /* @__PURE__ */ z.extend(contestPayment, {
  /** The prize place paid. */
  place: z.optional(int),
  /** '1st Place', …, or a judged award's name (core's `prizeLabel`). */
  PlaceLabel: z.optional(z.string()),
  /** A direct bonus: the date it is paid by (contests.md §9, core's `directBonusPayBy`); null for prizes. */
  PayBy: z.optional(z.nullable(isoDate)),
  /** When it was paid (null while To Be Paid). */
  PaidAt: z.optional(z.nullable(isoDate)),
});
export type CreatorContestPayment = z.infer<typeof creatorContestPayment>;
/** The payment a judged award's chosen winner gets (POST /adminapi/contests/:id/awards). */
export const awardResponse = /* @__PURE__ */ results({ data: creatorContestPayment });
export const contestPaymentsResponse = /* @__PURE__ */ results({
  data: z.array(creatorContestPayment),
  PageInformation: z.object({ TotalPages: int, TotalCount: int, Page: int, PageSize: int }),
});
export type ContestPaymentsResponse = z.infer<typeof contestPaymentsResponse>;

/** Where a creator stands on a leaderboard ('Find me'): each of their rows (handle + platform), its rank and page. */
export const myRankRow = /* @__PURE__ */ z.object({ creator: z.string(), platform: z.string(), rank: int, page: int });
export type MyRankRow = z.infer<typeof myRankRow>;
export const myRankResponse = /* @__PURE__ */ results({ data: z.object({ rows: z.array(myRankRow), pageSize: int }) });
export type MyRankResponse = z.infer<typeof myRankResponse>;
