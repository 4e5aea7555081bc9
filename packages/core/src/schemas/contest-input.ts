import * as z from 'zod';
import { contestKinds, contestPlatforms, LEADERBOARD_PAGE_SIZES, parsePrize, PAYMENTS_PAGE_SIZES, placesOf, postPlatforms } from '../rules/contests.ts';
import {
  bodyId,
  centsInput,
  dateInput,
  httpUrlInput,
  idNumberOrString,
  idParam,
  isHttpUrl,
  metricCount,
  MONEY_MAX_CENTS,
  pageQuery,
  textInput,
} from './common.ts';
import { contestPaymentStatuses, entryStatuses } from './contests.ts';
import { entriesCursor, leaderboardCursor, queueCursor } from './cursor-input.ts';
import { continents } from '../lookups.ts';
import { messages } from '../messages.ts';

// Requests: parsed on the server (classic zod: trimming, defaults, messages; bounds from common.ts).

export const contestListQuery = z.object({
  category: textInput(64).toLowerCase().optional(),
  /** Only this organiser's contests (`competitions.organizer`, case-insensitive): an artist's embed lists their own. */
  organizer: textInput(200).optional(),
});
export const contestIdParams = z.object({ id: idParam });
/** Pages by number (the spec's `page`), or after a row (`after`: the `next` of the page before, read on the index). */
export const leaderboardQuery = pageQuery(LEADERBOARD_PAGE_SIZES, 10).extend({ after: leaderboardCursor.optional() });
export const entriesQuery = pageQuery(LEADERBOARD_PAGE_SIZES, 10).extend({ after: entriesCursor.optional() });
/** 'Find me': a handle's rows (any case, with or without @), else the signed-in account's own; pages of `pageSize`. */
export const myRankQuery = z.object({
  creator: textInput(64).optional(),
  pageSize: pageQuery(LEADERBOARD_PAGE_SIZES, 10).shape.pageSize,
});

/**
 * An entry. Post contests need `link`; handle contests only `creator` (the handle) and `email`.
 * Messages are the spec's; the server applies every rule again whatever the client checked.
 */
export const entryBody = z.object({
  link: textInput(2048).optional(),
  email: textInput(254).toLowerCase().default(''),
  creator: textInput(100).default(''),
  platform: z.enum(postPlatforms).optional(),
  country: textInput(64).optional(),
  marketingConsent: z.boolean().optional(),
});
export type EntryBody = z.input<typeof entryBody>;

export const contestPaymentsQuery = pageQuery(PAYMENTS_PAGE_SIZES, 10).extend({
  status: z.enum(contestPaymentStatuses).optional(),
});

export const marketingSignupBody = z.object({
  preffyID: idNumberOrString,
  email: textInput(254).toLowerCase(),
  marketingConsent: z.boolean(),
});

// ---- Organiser API (/adminapi) ----

/** The last place a prize line may pay: 'Top 100000' would create 100,000 payments when the contest ends. */
export const MAX_PRIZE_PLACE = 1000;
export const prizeMessages = {
  amount: (line: string) => `Prize "${line}" is more than $10,000,000.`,
  places: (line: string) => `Prize "${line}" pays places beyond ${MAX_PRIZE_PLACE}.`,
  total: 'All prizes together must come to $10,000,000 or less.',
  // An award is chosen by its name (the admin API's `award`, the CLI's --award).
  awardTwice: (label: string) => `Two awards are named "${label}": give each its own name.`,
} as const;

/**
 * Prizes are read as `parsePrizes` reads them, so every amount, place and the total
 * (`prizeTotalCents`) fit the int response contracts: a line that would break every later contest list is
 * refused here, when it is written.
 */
const prizes = z
  .array(textInput(120).min(1))
  .max(50)
  .superRefine((lines, ctx) => {
    let total = 0;
    let lineRefused = false;
    const awards = new Set<string>();
    lines.forEach((line, i) => {
      const p = parsePrize(line);
      if (!p) return;
      if (p.award) {
        const key = p.label.trim().toLowerCase();
        if (awards.has(key)) ctx.addIssue({ code: 'custom', message: prizeMessages.awardTwice(p.label), path: [i] });
        awards.add(key);
      }
      const tooMuch = p.amountCents > MONEY_MAX_CENTS;
      const tooFar = Math.max(p.fromPlace, p.toPlace) > MAX_PRIZE_PLACE;
      if (tooMuch) ctx.addIssue({ code: 'custom', message: prizeMessages.amount(line), path: [i] });
      if (tooFar) ctx.addIssue({ code: 'custom', message: prizeMessages.places(line), path: [i] });
      lineRefused ||= tooMuch || tooFar;
      total += p.amountCents * placesOf(p);
    });
    if (!lineRefused && total > MONEY_MAX_CENTS) ctx.addIssue({ code: 'custom', message: prizeMessages.total });
  });

/** Media may live on this server ('/demo/…', resolved against the API origin by embeds) or anywhere over http(s). */
const assetUrl = textInput(2048).refine(
  (v) => isHttpUrl(v) || /^\/[^/\s][^\s]*$/.test(v),
  'Must be an http(s) address or a path on this site',
);
const contestFields = {
  name: textInput(200).min(1, 'Name is required'),
  organizer: textInput(200).min(1, 'Organizer is required'),
  kind: z.enum(contestKinds),
  image: assetUrl.nullable().optional(),
  audio: assetUrl.nullable().optional(),
  event: textInput(200).nullable().optional(),
  category: textInput(64).toLowerCase().nullable().optional(),
  isActive: z.boolean(),
  isClosed: z.boolean(),
  startDate: dateInput.nullable().optional(),
  endDate: dateInput.nullable().optional(),
  // Rich text: kept as sent (sanitized by the server before it is stored).
  creativeDirection: textInput(20_000, { trim: false }).nullable().optional(),
  prizes,
  tiktokSound: httpUrlInput().nullable().optional(),
  instagramSound: httpUrlInput().nullable().optional(),
  tiktok: httpUrlInput().nullable().optional(),
  instagram: httpUrlInput().nullable().optional(),
  spotify: httpUrlInput().nullable().optional(),
  competitionType: textInput(32).min(1),
  marketingKey: textInput(200).nullable().optional(),
  platforms: z.array(z.enum(contestPlatforms)).min(1),
  takePct: z.number().min(0).max(1).nullable().optional(),
  metric: textInput(32).toLowerCase().min(1),
  /** Whole dollars (the list order divides it by 20), so at most MONEY_MAX_CENTS / 100 = $10,000,000. */
  invoiceAmount: z
    .number()
    .int()
    .min(0)
    .max(MONEY_MAX_CENTS / 100)
    .nullable()
    .optional(),
  countries: z.array(textInput(2).regex(/^[A-Za-z]{2}$/, 'Countries must be two-letter codes like US.').toUpperCase()).max(300),
  /** Named as the countries' table names them, in any case ('europe' is stored as 'Europe'): another name would match no one. */
  continents: z
    .array(
      textInput(32)
        .overwrite((v) => continents.find((c) => c.toLowerCase() === v.toLowerCase()) ?? v)
        .refine((v) => (continents as readonly string[]).includes(v), `Continents must be among ${continents.join(', ')}.`),
    )
    .max(continents.length),
  color: textInput(7)
    .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be like #1a2b3c')
    .nullable()
    .optional(),
  prizeRows: z.array(z.object({ key: textInput(120).min(1), value: textInput(500).min(1) })).max(50),
  promotions: z.array(z.object({ isActive: z.boolean(), amountCents: centsInput })).max(10),
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
export type ContestPatch = z.input<typeof contestPatch>;
/**
 * What an organisation sets on its own contests (/orgapi): everything but Chorus's fee (`takePct`) and the list
 * weight it is billed for (`invoiceAmount`), which staff set; sent by an organisation, they are dropped.
 */
const platformFields = { takePct: true, invoiceAmount: true } as const;
export const orgContestInput = contestInput.omit(platformFields);
export const orgContestPatch = contestPatch.omit(platformFields);

/**
 * The moderation queue (flagged first, then oldest first): by state, platform and whether flagged (`flagged=true|false`
 * in the query string); by page, or after a row (`after`: the `next` of the page before, read on the queue's index).
 */
export const adminEntriesQuery = pageQuery([10, 25, 100, 1000] as const, 100).extend({
  status: z.enum(entryStatuses).optional(),
  platform: z.enum(postPlatforms, messages.moderation.platform).optional(),
  flagged: z.enum(['true', 'false'], messages.moderation.flagged).transform((v) => v === 'true').optional(),
  after: queueCursor.optional(),
});
export const metricsBody = z.object({
  metrics: z
    .array(
      z.object({
        id: bodyId,
        likes: metricCount.optional(),
        views: metricCount.optional(),
        followers: metricCount.optional(),
        creativityScore: z.number().int().min(0).max(100).optional(),
      }),
    )
    .min(1)
    .max(10_000),
});
export type MetricsBody = z.input<typeof metricsBody>;
export const paymentIdParams = z.object({ id: idParam });
/**
 * Reopening an ended contest. Without `endDate`, an end date that has passed is cleared (the contest runs until
 * the organiser ends it); a date that is still ahead is kept.
 */
export const reopenBody = z.object({ endDate: dateInput.optional() });
/** A judged award's winner: the award by its name (a prize line naming no place) and the chosen entry's id. */
export const awardBody = z.object({ award: textInput(120).min(1), entryId: bodyId });
/** The organiser's list of prize payments (what is owed, what is paid), optionally of one contest. */
export const adminPaymentsQuery = pageQuery([10, 25, 100, 1000] as const, 100).extend({
  status: z.enum(contestPaymentStatuses).optional(),
  contestId: idParam.optional(),
});
/** Entries to approve, reject or delete. */
export const moderateBody = z.object({ ids: z.array(bodyId).min(1).max(10_000) });
