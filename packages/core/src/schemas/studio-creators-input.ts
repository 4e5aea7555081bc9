import * as z from 'zod';
import { countries, platforms } from '../lookups.ts';
import { idParam, integerInUrl, INT4_MAX, MONEY_MAX_CENTS, textInput } from './common.ts';
import { creatorSearchCursor, creatorSearchSorts, sortDirections } from './cursor-input.ts';
import { creatorSearchMessages as m } from './studio-creators.ts';

// Requests of the studio's creator search and chat (issue 22). Query strings: every number a strict decimal.

const COUNT = /^(0|[1-9][0-9]{0,9})$/;
/** A whole number from 0 to `max` in a query string, as a number. */
const countParam = (max: number, message: string) =>
  integerInUrl(
    z
      .string(message)
      .regex(COUNT, message)
      .refine((s) => !COUNT.test(s) || Number(s) <= max, message)
      .transform(Number),
    { minimum: 0, maximum: max, description: message },
  );

export const CREATOR_SEARCH_PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * GET /orgapi/creators: filters (all optional), the order (`sort` + `dir`, default followers, descending) and the page
 * (`pageSize`, `after`: the page's `next`). `maxRateCents` and `sort=rate` read the handle's song or brand rate, so
 * they need `rateKind`. `q` matches the start of a handle (with or without @) or of the creator's name.
 */
export const creatorSearchQuery = z
  .object({
    platformId: idParam.refine((id) => platforms.some((p) => p.id === id), m.platform).optional(),
    country: z
      .string(m.country)
      .trim()
      .toUpperCase()
      .refine((c) => countries.some((k) => k.code === c), m.country)
      .optional(),
    minFollowers: countParam(INT4_MAX, m.followers).optional(),
    maxFollowers: countParam(INT4_MAX, m.followers).optional(),
    rateKind: z.enum(['song', 'brand'], m.rateKind).optional(),
    maxRateCents: countParam(MONEY_MAX_CENTS, m.rate).optional(),
    minResponseRate: countParam(100, m.responseRate).optional(),
    workedWithUs: z.enum(['true', 'false'], m.workedWithUs).transform((v) => v === 'true').optional(),
    q: textInput(100)
      .transform((s) => s.replace(/^@+/, '').trim().toLowerCase())
      .optional(),
    campaignId: idParam.optional(),
    sort: z.enum(creatorSearchSorts, m.sort).default('followers'),
    dir: z.enum(sortDirections, m.dir).default('desc'),
    pageSize: integerInUrl(z.enum(['10', '25', '50', '100'], m.pageSize).transform(Number), {
      enum: [...CREATOR_SEARCH_PAGE_SIZES],
      description: m.pageSize,
    }).default(25),
    after: creatorSearchCursor.optional(),
  })
  .refine((q) => q.minFollowers === undefined || q.maxFollowers === undefined || q.minFollowers <= q.maxFollowers, m.followerRange)
  .refine((q) => q.rateKind !== undefined || (q.maxRateCents === undefined && q.sort !== 'rate'), m.rateKindNeeded)
  .refine((q) => !q.after || (q.after[0] === q.sort && q.after[1] === q.dir), m.cursorOrder);
export type CreatorSearchQuery = z.output<typeof creatorSearchQuery>;

/** GET /orgapi/conversations?campaignId=: one campaign's conversations, or every campaign's of the organisation. */
export const orgConversationsQuery = z.object({ campaignId: idParam.optional() });
