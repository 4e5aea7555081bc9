import * as z from 'zod';
import { contestKinds, contestPlatforms, LEADERBOARD_PAGE_SIZES, PAYMENTS_PAGE_SIZES, postPlatforms } from '../rules/contests.ts';
import { idParam, pageQuery } from './common.ts';
import { contestPaymentStatuses, entryStatuses } from './contests.ts';

// Requests: parsed on the server (classic zod: coercion, trimming, defaults, messages).

export const contestListQuery = z.object({ category: z.string().trim().toLowerCase().max(64).optional() });
export const contestIdParams = z.object({ id: idParam });
export const leaderboardQuery = pageQuery(LEADERBOARD_PAGE_SIZES, 10);
export const entriesQuery = pageQuery(LEADERBOARD_PAGE_SIZES, 10);

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

export const contestPaymentsQuery = pageQuery(PAYMENTS_PAGE_SIZES, 10).extend({
  status: z.enum(contestPaymentStatuses).optional(),
});

export const marketingSignupBody = z.object({
  preffyID: z.coerce.number().int().positive(),
  email: z.string().trim().toLowerCase().max(254),
  marketingConsent: z.boolean(),
});

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

export const adminEntriesQuery = pageQuery([10, 25, 100, 1000] as const, 100).extend({
  status: z.enum(entryStatuses).optional(),
});
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
export const paymentIdParams = z.object({ id: idParam });
