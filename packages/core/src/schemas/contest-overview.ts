import * as z from 'zod/mini';
import { int, results } from './wire.ts';

// The studio's Overview of one contest (issue 21): GET /orgapi/contests/:id/overview (and /adminapi for staff).

/** How many creators the overview ranks (the contest's own metric, as its leaderboard). */
export const OVERVIEW_TOP_CREATORS = 10;

/**
 * One calendar day in UTC (`YYYY-MM-DD`): entries received that day, and how many of them are approved now.
 * Days are UTC for every viewer (one answer to cache and compare; the studio says so beside the chart). Chorus
 * records no moment of approval, so "approved" counts that day's entries by their status today.
 */
export const overviewDay = /* @__PURE__ */ z.object({ day: z.string(), entries: int, approved: int });
export type OverviewDay = z.infer<typeof overviewDay>;

/** A leaderboard group (creator + platform) among the contest's top: `value` is what the contest ranks by. */
export const overviewCreator = /* @__PURE__ */ z.object({
  creator: z.string(),
  platform: z.string(),
  value: z.number(),
  views: z.number(),
  likes: z.number(),
});
export type OverviewCreator = z.infer<typeof overviewCreator>;

export const overviewRankings = ['likes', 'views', 'followers', 'creativity'] as const;

export const contestOverview = /* @__PURE__ */ z.object({
  contestId: int,
  /** Every UTC day from the first entry's to the last's, oldest first, days without entries at 0; empty with no entries. */
  days: z.array(overviewDay),
  /** Entries not deleted: by status; views and likes summed over the approved ones (what the leaderboard counts). */
  totals: z.object({ entries: int, approved: int, rejected: int, pending: int, views: z.number(), likes: z.number() }),
  /** What the top creators are ranked by (the contest's metric; creative contests by creativity, then likes). */
  rankedBy: z.enum(overviewRankings),
  topCreators: z.array(overviewCreator),
  /** The contest's prize payments (places, awards, direct bonuses), in cents after the fee, as the payments list. */
  money: z.object({ owedCents: int, owedCount: int, paidCents: int, paidCount: int }),
});
export type ContestOverview = z.infer<typeof contestOverview>;
export const contestOverviewResponse = /* @__PURE__ */ results({ data: contestOverview });
