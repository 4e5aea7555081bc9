import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contacts } from './accounts.ts';
import { timestamps } from './columns.ts';
import { organisationColumn } from './organisations.ts';

// ---- Contests (contests.md §3) ----

/** A contest. `hasEnded` is also implied by a past `endDate`; counters are kept in the same transaction as entries. */
export const competitions = pgTable(
  'competitions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    organizer: text('organizer').notNull(),
    organisationId: organisationColumn(),
    kind: text('kind', { enum: ['standard', 'direct', 'quick', 'custom'] }).notNull().default('standard'),
    image: text('image'),
    audio: text('audio'),
    event: text('event'),
    category: text('category'),
    isActive: boolean('is_active').notNull().default(true),
    isClosed: boolean('is_closed').notNull().default(false),
    hasEnded: boolean('has_ended').notNull().default(false),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    /** When the organiser ended it or the milestone cap did; null while running, or when it ended by its end date. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    creativeDirection: text('creative_direction'),
    prizes: jsonb('prizes').$type<string[]>().notNull().default([]),
    tiktokSound: text('tiktok_sound'),
    instagramSound: text('instagram_sound'),
    tiktok: text('tiktok'),
    instagram: text('instagram'),
    spotify: text('spotify'),
    competitionType: text('competition_type').notNull().default('Likes'),
    marketingKey: text('marketing_key'),
    platforms: jsonb('platforms').$type<string[]>().notNull().default(['TikTok']),
    takePct: doublePrecision('take_pct'),
    metric: text('metric').notNull().default('likes'),
    invoiceAmount: integer('invoice_amount'),
    countries: jsonb('countries').$type<string[]>().notNull().default([]),
    continents: jsonb('continents').$type<string[]>().notNull().default([]),
    color: text('color'),
    /**
     * Entries counted on the row itself: seeds, imports, tests and moderation's deletes write it. Entries taken by
     * `submitEntry` are counted in `contest_entry_counts` instead (no row every entry writes); the contest's count
     * is this plus their sum (`entriesTotal` in repositories/contests.ts).
     */
    entriesCount: integer('entries_count').notNull().default(0),
    approvedCount: integer('approved_count').notNull().default(0),
    /** Rows on the leaderboard (creator+platform groups), kept by refreshLeaderboard so pages need no count(*). */
    leaderboardCount: integer('leaderboard_count').notNull().default(0),
    /** Bumped by every change of the leaderboard and of the approved entries (refreshLeaderboard): deep pages' anchors are of one version. */
    boardVersion: integer('board_version').notNull().default(0),
    lastUpdated: timestamp('last_updated', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('competitions_organisation_idx').on(t.organisationId), index('competitions_live_idx').on(t.isActive, t.category).where(sql`${t.deletedAt} is null`)],
);

export const entryStatuses = ['in_review', 'approved', 'rejected'] as const;

/** An entry (post). Handle contests have no link. `postKey` is the post's identity (core `postKey`), unique per contest. */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    creator: text('creator').notNull(),
    platform: text('platform').notNull().default(''),
    link: text('link'),
    postKey: text('post_key'),
    source: text('source').notNull().default('Chorus'),
    likes: bigint('likes', { mode: 'number' }).notNull().default(0),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    /** The account's follower count when recorded (handle contests rank by it). */
    followers: bigint('followers', { mode: 'number' }).notNull().default(0),
    creativityScore: integer('creativity_score').notNull().default(0),
    country: text('country'),
    referrals: text('referrals'),
    status: text('status', { enum: entryStatuses }).notNull().default('in_review'),
    /**
     * When the entry's email was proven to belong to whoever entered it (a mailed link; nothing sets it until the
     * mail plugin exists). Only then does an anonymous entry count for the account holding that email.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * The moderation queue's signals (core's `SIGNAL_BITS`): raised by the write that makes one true (the entry's
     * insert, a twin's insert, a metrics update), never cleared. Nonzero = flagged: first in the queue.
     */
    signals: smallint('signals').notNull().default(0),
    /** No signal (`signals = 0`), kept by the database: the queue's second key, a plain column so counts read only the index. */
    unflagged: boolean('unflagged').notNull().generatedAlwaysAs(sql`signals = 0`),
    /** Likes and views before the last metrics update that changed them (the metric jump signal compares). */
    prevLikes: bigint('prev_likes', { mode: 'number' }),
    prevViews: bigint('prev_views', { mode: 'number' }),
    /** Held in moderation: a prize this entry's group wins is not batched nor marked paid until released. */
    held: boolean('held').notNull().default(false),
    /**
     * When moderation last approved it (null while not approved, and for entries written approved, by seeds and
     * imports: their approval day is their entry day). The studio's overview counts approvals by this day.
     */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // The moderation queue: flagged first (unflagged false sorts first), then oldest first; by state or not.
    index('posts_queue_idx').on(t.contestId, t.unflagged, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('posts_queue_status_idx').on(t.contestId, t.status, t.unflagged, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    // The same post anywhere (any contest, deleted entries too): the same post signal.
    index('posts_post_key_any_idx').on(t.postKey).where(sql`${t.postKey} is not null`),
    uniqueIndex('posts_post_key_idx').on(t.contestId, t.postKey).where(sql`${t.deletedAt} is null and ${t.postKey} is not null`),
    // Approved entries, newest first: `created_at desc, id desc` exactly as the page orders (plain DESC is NULLS FIRST).
    index('posts_approved_idx')
      .on(t.contestId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'approved' and ${t.deletedAt} is null`),
    // A contest's entries by day with their status, for the studio's overview (one index-only pass, no heap).
    index('posts_contest_day_idx').on(t.contestId, t.createdAt, t.status).where(sql`${t.deletedAt} is null`),
    // Its approvals by the day they were made (approved_at, else the entry's day): one index-only pass too.
    index('posts_approved_day_idx').on(t.contestId, t.approvedAt, t.createdAt).where(sql`${t.status} = 'approved' and ${t.deletedAt} is null`),
    index('posts_group_idx').on(t.contestId, t.creator, t.platform),
    index('posts_email_idx').on(t.contestId, t.email),
    index('posts_contact_idx').on(t.contactId),
    index('posts_user_email_idx').on(t.email),
  ],
);

/**
 * The entries `submitEntry` took, per contest, in a few slots: an entry adds 1 to the slot of its database session
 * (`pg_backend_pid() % ENTRY_COUNT_SLOTS`), so entries of one contest on different connections write different
 * rows and their commits do not queue on one row lock (issue 13). Read summed with `competitions.entries_count`.
 */
export const contestEntryCounts = pgTable(
  'contest_entry_counts',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.slot] })],
);

/** Per-contest leaderboard, one row per creator and platform over approved entries, kept current on every change. */
export const contestLeaderboard = pgTable(
  'contest_leaderboard',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    creator: text('creator').notNull(),
    platform: text('platform').notNull(),
    likes: bigint('likes', { mode: 'number' }).notNull(),
    views: bigint('views', { mode: 'number' }).notNull(),
    /** Followers belong to the account, not the post: the largest count over the group's approved entries. */
    followers: bigint('followers', { mode: 'number' }).notNull().default(0),
    posts: integer('posts').notNull(),
    creativity: integer('creativity').notNull(),
    topLink: text('top_link'),
  },
  (t) => [
    primaryKey({ columns: [t.contestId, t.creator, t.platform] }),
    // Rank order: the metric largest first, then creator and platform A-Z. The metric is indexed negated so the
    // whole key ascends and a keyset page is one row comparison on the index (`rankKey` in repositories/contest-pages.ts).
    index('leaderboard_likes_idx').on(t.contestId, sql`(-${t.likes})`, t.creator, t.platform),
    index('leaderboard_views_idx').on(t.contestId, sql`(-${t.views})`, t.creator, t.platform),
    index('leaderboard_followers_idx').on(t.contestId, sql`(-${t.followers})`, t.creator, t.platform),
    index('leaderboard_creativity_idx').on(t.contestId, sql`(-${t.creativity})`, sql`(-${t.likes})`, t.creator, t.platform),
  ],
);

/** Prize rows (listPrizess): a Key matched inside a prize label gives that line a description. */
export const prizeRows = pgTable(
  'prize_rows',
  {
    id: serial('id').primaryKey(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [index('prize_rows_contest_idx').on(t.contestId)],
);

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('promotions_contest_idx').on(t.contestId)],
);

export const marketingSignups = pgTable(
  'marketing_signups',
  {
    id: serial('id').primaryKey(),
    /** The contest signed up through; null for the newsletter (the public footer's form). */
    contestId: integer('contest_id').references(() => competitions.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    marketingConsent: boolean('marketing_consent').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('marketing_signups_idx').on(t.contestId, t.email),
    // The footer's newsletter signups belong to no contest: one row per email.
    uniqueIndex('marketing_signups_newsletter_idx').on(t.email).where(sql`contest_id is null`),
  ],
);
