// The offer's states are core's: the state machine and the column agree by construction.
import { offerStates } from '@chorus/core';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// Lookups of accounts.md §3, kept in sync with packages/core at start-up.
export const genders = pgTable('genders', { id: integer('id').primaryKey(), name: text('name').notNull() });
export const sexualOrientations = pgTable('sexual_orientations', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  continent: text('continent'),
});
export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  countryId: integer('country_id').notNull(),
});
export const platforms = pgTable('platforms', { id: integer('id').primaryKey(), name: text('name').notNull() });
export const approvalStatuses = pgTable('approval_statuses', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** A person: creator, manager or organiser (accounts.md §3 contact information). */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    uid: uuid('uid').notNull().defaultRandom(),
    contactType: text('contact_type', { enum: ['creator', 'manager', 'admin'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthday: date('birthday'),
    genderIdentityId: integer('gender_identity_id').notNull().default(1).references(() => genders.id),
    sexualOrientationId: integer('sexual_orientation_id')
      .notNull()
      .default(1)
      .references(() => sexualOrientations.id),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    stateId: integer('state_id').notNull().default(111).references(() => states.id),
    stateOther: text('state_other'),
    postalCode: text('postal_code'),
    countryId: integer('country_id').notNull().default(1).references(() => countries.id),
    phonePrimary: text('phone_primary'),
    phoneMobile: text('phone_mobile'),
    allowText: boolean('allow_text').notNull().default(false),
    emailPrimary: text('email_primary'),
    emailOther1: text('email_other1'),
    notesByInfluencer: text('notes_by_influencer'),
    company: text('company'),
    imageUrl: text('image_url'),
    approvalStatusId: integer('approval_status_id')
      .notNull()
      .default(3)
      .references(() => approvalStatuses.id),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** When the owner confirmed their sign-up email (POST confirm-account); accounts from before were confirmed. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** When the owner last confirmed their details (POST confirm-info); the dashboard asks again after 12 months. */
    informationConfirmedAt: timestamp('information_confirmed_at', { withTimezone: true }),
    /** A creator's top markets (country ids, POST market; core's marketsBody checks them): empty until saved. */
    topMarkets: integer('top_markets').array().notNull().default(sql`'{}'::integer[]`),
    ...timestamps,
  },
  (t) => [uniqueIndex('contacts_uid_idx').on(t.uid), index('contacts_email_idx').on(t.emailPrimary)],
);

/** A login. Roster creators added by a manager may have none. */
export const credentials = pgTable('credentials', {
  contactId: integer('contact_id')
    .primaryKey()
    .references(() => contacts.id, { onDelete: 'cascade' }),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  ...timestamps,
});

/** A signed-in session: only the token's hash is stored. The actor signed in; the session acts as `actingContactId`. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    actorContactId: integer('actor_contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    actingContactId: integer('acting_contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_actor_idx').on(t.actorContactId)],
);

/** A manager's roster. */
export const managerCreators = pgTable(
  'manager_creators',
  {
    managerId: integer('manager_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.managerId, t.creatorId] }), index('manager_creators_creator_idx').on(t.creatorId)],
);

/** 'Who can access my account': the owner lets another login act as them. */
export const linkedAccounts = pgTable(
  'linked_accounts',
  {
    ownerContactId: integer('owner_contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    granteeContactId: integer('grantee_contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerContactId, t.granteeContactId] }),
    index('linked_accounts_grantee_idx').on(t.granteeContactId),
  ],
);

/** A social profile with its rates (ContactPlatform); rates in cents. */
export const contactPlatforms = pgTable(
  'contact_platforms',
  {
    id: serial('id').primaryKey(),
    uid: uuid('uid').notNull().defaultRandom(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    handle: text('handle').notNull(),
    followers: integer('followers').notNull().default(0),
    songRateCents: integer('song_rate_cents').notNull().default(0),
    brandRateCents: integer('brand_rate_cents').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('contact_platforms_contact_idx').on(t.contactId),
    uniqueIndex('contact_platforms_handle_idx').on(t.platformId, sql`lower(${t.handle})`),
  ],
);

// ---- Contests (contests.md §3) ----

/** A contest. `hasEnded` is also implied by a past `endDate`; counters are kept in the same transaction as entries. */
export const competitions = pgTable(
  'competitions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    organizer: text('organizer').notNull(),
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
    entriesCount: integer('entries_count').notNull().default(0),
    approvedCount: integer('approved_count').notNull().default(0),
    /** Rows on the leaderboard (creator+platform groups), kept by refreshLeaderboard so pages need no count(*). */
    leaderboardCount: integer('leaderboard_count').notNull().default(0),
    lastUpdated: timestamp('last_updated', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('competitions_live_idx').on(t.isActive, t.category).where(sql`${t.deletedAt} is null`)],
);

export const entryStatuses = ['in_review', 'approved', 'rejected'] as const;

/** An entry (post). Handle contests have no link. `linkKey` is the normalized link, unique per contest. */
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
    linkKey: text('link_key'),
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
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('posts_link_idx').on(t.contestId, t.linkKey).where(sql`${t.deletedAt} is null and ${t.linkKey} is not null`),
    // Approved entries, newest first: `created_at desc, id desc` exactly as the page orders (plain DESC is NULLS FIRST).
    index('posts_approved_idx')
      .on(t.contestId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'approved' and ${t.deletedAt} is null`),
    index('posts_group_idx').on(t.contestId, t.creator, t.platform),
    index('posts_email_idx').on(t.contestId, t.email),
    index('posts_contact_idx').on(t.contactId),
    index('posts_user_email_idx').on(t.email),
  ],
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

export const contestPaymentStatuses = ['To Be Paid', 'Paid'] as const;

/** A prize payment, net of the platform fee. One per contest and place, so ending a contest twice pays once. */
export const contestPayments = pgTable(
  'contest_payments',
  {
    id: serial('id').primaryKey(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    place: integer('place').notNull(),
    /** The winning leaderboard group (creator + platform), so a winner's entries can show their place; null on rows from before. */
    creator: text('creator'),
    platform: text('platform'),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    contactEmail: text('contact_email').notNull(),
    paymentEmail: text('payment_email'),
    vendorId: text('vendor_id'),
    grossCents: integer('gross_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: contestPaymentStatuses }).notNull().default('To Be Paid'),
    /** When it was paid (null on rows paid before payouts existed: their updatedAt). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The payout batch paying it (issue 10); set once, only while null. */
    payoutBatchId: integer('payout_batch_id').references((): AnyPgColumn => payoutBatches.id, { onDelete: 'set null' }),
    /**
     * Set on a direct bonus (contests.md §9), not a prize: the category whose 3 direct contests earned it ('' for
     * direct contests without one). Its place is 0 (`BONUS_PLACE`); its contest is the one whose approval made it.
     */
    bonusCategory: text('bonus_category'),
    ...timestamps,
  },
  (t) => [
    // One prize per place; bonus rows (place 0) are many per contest, one per creator and category.
    uniqueIndex('contest_payments_place_idx').on(t.contestId, t.place).where(sql`${t.bonusCategory} is null`),
    uniqueIndex('contest_payments_bonus_idx').on(t.contactId, t.bonusCategory).where(sql`${t.bonusCategory} is not null`),
    index('contest_payments_batch_idx').on(t.payoutBatchId),
    index('contest_payments_contact_idx').on(t.contactId),
    index('contest_payments_email_idx').on(t.contactEmail),
  ],
);

/** Payment email history (campaigns.md §3): requested → Pending → Confirmed. */
export const paymentEmails = pgTable(
  'payment_emails',
  {
    id: serial('id').primaryKey(),
    uid: uuid('uid').notNull().defaultRandom(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status', { enum: ['Pending', 'Confirmed'] }).notNull().default('Pending'),
    resendCount: integer('resend_count').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('payment_emails_contact_idx').on(t.contactId)],
);

// ---- Files (drafts, contracts, result screenshots, tax forms, photos) ----

export const fileKinds = ['draft', 'contract', 'campaign_contract', 'results', 'tax', 'photo'] as const;

/**
 * An uploaded file's metadata; the bytes live in the storage plugin (disk under DATA_DIR/uploads, or S3) under
 * `storageKey`. `contentType` is what the content was detected as, never what the client claimed.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    uid: uuid('uid').notNull().defaultRandom(),
    /** Whose file it is (the creator of the offer, the account of the tax form); null for organiser files. */
    ownerContactId: integer('owner_contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: fileKinds }).notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('files_uid_idx').on(t.uid), index('files_owner_idx').on(t.ownerContactId)],
);

// ---- Campaigns (campaigns.md §3-§5, DESIGN §4) ----

export const declineOptions = pgTable('decline_options', {
  id: integer('id').primaryKey(),
  description: text('description').notNull(),
  requiresReason: boolean('requires_reason').notNull(),
});

/** A section of a campaign's details: a header and name/value fields (values may be sanitized HTML). */
export interface CampaignSection {
  header: string;
  fields: { name: string; value: string; valueDateTime?: string | null }[];
}

/** A paid campaign a brand or label runs; offers invite creator handles to it. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    uid: uuid('uid').notNull().defaultRandom(),
    title: text('title').notNull(),
    /** Song or brand promotion: decides which of a handle's rates is suggested. */
    kind: text('kind', { enum: ['song', 'brand'] }).notNull().default('song'),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    /** What an offer pays unless the offer says otherwise. */
    rateCents: integer('rate_cents').notNull(),
    imageUrl: text('image_url'),
    brandName: text('brand_name').notNull(),
    brandLogoUrl: text('brand_logo_url'),
    /** Who made the offer: the contact form's recipient. */
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    sections: jsonb('sections').$type<CampaignSection[]>().notNull().default([]),
    contractRequired: boolean('contract_required').notNull().default(false),
    contractMessage: text('contract_message'),
    contractFileId: integer('contract_file_id').references(() => files.id, { onDelete: 'set null' }),
    draftRequired: boolean('draft_required').notNull().default(true),
    draftCaptionRequired: boolean('draft_caption_required').notNull().default(false),
    boostCode: text('boost_code', { enum: ['Yes', 'Optional', 'No'] }).notNull().default('No'),
    boostInstruction: text('boost_instruction'),
    /** The date the post should go live by, shown with the details (the 48-hour rules run on the offer). */
    liveDate: timestamp('live_date', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('campaigns_uid_idx').on(t.uid)],
);

/** One creator handle × one campaign post (PostID/UID): the offer and every stage of it. */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    uid: uuid('uid').notNull().defaultRandom(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    contactPlatformId: integer('contact_platform_id')
      .notNull()
      .references(() => contactPlatforms.id, { onDelete: 'cascade' }),
    state: text('state', { enum: offerStates }).notNull().default('invited'),
    rateCents: integer('rate_cents').notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    /** Answer by (invited + 48 h); past it an unanswered invite expires. */
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Post by (accepted, or the draft's approval, + 48 h); past it an offer with no post URL fails. */
    postBy: timestamp('post_by', { withTimezone: true }),
    /** The first time the creator opened it (IsNew until then). */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    declineId: integer('decline_id').references(() => declineOptions.id),
    declineReason: text('decline_reason'),
    counterOfferCents: integer('counter_offer_cents'),
    changesRequested: text('changes_requested'),
    contractFileId: integer('contract_file_id').references(() => files.id, { onDelete: 'set null' }),
    draftFileId: integer('draft_file_id').references(() => files.id, { onDelete: 'set null' }),
    draftUrl: text('draft_url'),
    draftCaption: text('draft_caption'),
    draftSubmittedAt: timestamp('draft_submitted_at', { withTimezone: true }),
    draftDecision: text('draft_decision', { enum: ['approved', 'rejected'] }),
    /** The organiser's notes on the draft or the request (sanitized HTML). */
    feedbackNotes: text('feedback_notes'),
    postUrl: text('post_url'),
    boostCode: text('boost_code'),
    results: jsonb('results').$type<Record<string, number>>(),
    resultsFileId: integer('results_file_id').references(() => files.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('offers_uid_idx').on(t.uid),
    uniqueIndex('offers_campaign_handle_idx').on(t.campaignId, t.contactPlatformId),
    // The list pages a creator's offers newest first (`where contact_id = … order by id desc`), with or without a
    // state filter: (contact_id, id) answers both in index order (0.19 ms vs 407 ms at 1M offers on PostgreSQL).
    index('offers_contact_id_idx').on(t.contactId, t.id),
    index('offers_respond_by_idx').on(t.respondBy).where(sql`state = 'invited'`),
    index('offers_post_by_idx').on(t.postBy).where(sql`state in ('draft', 'notify')`),
  ],
);

/** Every transition of an offer, when and by whom: the timeline, the response rate and the audit trail. */
export const offerEvents = pgTable(
  'offer_events',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    fromState: text('from_state', { enum: offerStates }),
    toState: text('to_state', { enum: offerStates }).notNull(),
    action: text('action').notNull(),
    actorContactId: integer('actor_contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('offer_events_offer_idx').on(t.offerId, t.id)],
);

export const campaignPaymentStatuses = ['Potential', 'Pending', 'Paid'] as const;

/** An offer's payment: Potential while open, Pending (To Be Paid) once verified, Paid by the organiser. */
export const campaignPayments = pgTable(
  'campaign_payments',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: campaignPaymentStatuses }).notNull().default('Potential'),
    /** The confirmed payment email it was paid to, as it was at that moment. */
    paymentEmail: text('payment_email'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The payout batch paying it (issue 10); set once, only while null. */
    payoutBatchId: integer('payout_batch_id').references((): AnyPgColumn => payoutBatches.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('campaign_payments_offer_idx').on(t.offerId),
    // The creator's payments list, newest first, all or by status (GET /creatorapi/payments): a page is read off the index backwards.
    index('campaign_payments_contact_idx').on(t.contactId, t.status, t.updatedAt, t.id),
    index('campaign_payments_contact_updated_idx').on(t.contactId, t.updatedAt, t.id),
    index('campaign_payments_batch_idx').on(t.payoutBatchId),
  ],
);

// ---- Mail (DESIGN §6): written in the same transaction as the change, delivered after commit with retries ----

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Which message it is (confirm-account, password-reset, …), for the mailbox and the logs. */
    template: text('template').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`sent_at is null`)],
);

export const accountTokenPurposes = ['password_reset', 'magic_link', 'confirm_account', 'payment_email', 'entry_verify', 'username_change', 'manager_invite'] as const;

/** A single-use emailed link: only the token's hash is stored; used once, expires (1 hour for resets and magic links). */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: accountTokenPurposes }).notNull(),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'cascade' }),
    /** What the link acts on (the new username, the payment email row, the entry), by purpose. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_tokens_contact_idx').on(t.contactId, t.purpose)],
);

// ---- Public pages (accounts.md §2, §7; campaigns.md §2-§4): FAQ, legal documents and their approvals, forms ----

export const faqTypes = ['account', 'public'] as const;

/** One FAQ question: the signed-in list (`account`) or the public one (`public`). `answer` is sanitized HTML. */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: faqTypes }).notNull(),
    question: text('question').notNull(),
    /** A line under the question in the list (the spec's `subtext`). */
    subtext: text('subtext'),
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('faqs_type_idx').on(t.type, t.sortOrder, t.id).where(sql`active`)],
);

export const legalDocumentTypes = ['Terms of Service', 'Privacy Policy'] as const;

/** A published version of the Terms of Service or the Privacy Policy; the newest of each type is current. */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: legalDocumentTypes }).notNull(),
    version: integer('version').notNull(),
    /** Sanitized HTML. */
    information: text('information').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('legal_documents_type_version_idx').on(t.type, t.version)],
);

/** A contact's answer to one version of a legal document (the dashboard's blocking modal). */
export const legalApprovals = pgTable(
  'legal_approvals',
  {
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => legalDocuments.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    /** The spec's `optout` flag sent with the acceptance (opting out of marketing mail). */
    optout: boolean('optout').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.contactId, t.documentId] })],
);

export const contactMessageKinds = ['contact', 'trackers', 'marketing', 'feedback', 'campaign'] as const;

/** A message sent through one of the forms; the team is mailed a copy in the same transaction. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: contactMessageKinds }).notNull(),
    fromEmail: text('from_email'),
    fromName: text('from_name'),
    /** The signed-in sender (the acting contact), null for visitors. */
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** Where the copy was mailed (the team, or a campaign's contact). */
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** What the form asked beyond the message (who you are, company, budget, the offer). */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_kind_idx').on(t.kind, t.createdAt)],
);

// ---- Payouts (issue 10): the organiser pays what is owed in batches (PayPal Payouts batch upload) ----

export const payoutBatchStatuses = ['created', 'paid'] as const;

/**
 * A payout batch: the To Be Paid campaign and contest payments to confirmed payment emails at its creation. Each
 * payment is in at most one batch (`payout_batch_id` on the payment, set only while null); marking it paid moves
 * its payments to Paid.
 */
export const payoutBatches = pgTable('payout_batches', {
  id: serial('id').primaryKey(),
  status: text('status', { enum: payoutBatchStatuses }).notNull().default('created'),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});

// ---- Help wanted and explore (campaigns.md §2, §3): opportunities (surveys), their fields and applications ----

/** An opportunity: shown in the Help Wanted grid (apply in the portal) and on /explore (an external survey link). */
export const opportunities = pgTable(
  'opportunities',
  {
    id: serial('id').primaryKey(),
    uid: uuid('uid').notNull().defaultRandom(),
    title: text('title').notNull(),
    publicTitle: text('public_title').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    logoUrl: text('logo_url'),
    partnerName: text('partner_name'),
    platformId: integer('platform_id')
      .notNull()
      .default(4)
      .references(() => platforms.id),
    endDate: timestamp('end_date', { withTimezone: true }),
    /** The external survey Apply Now opens on /explore (with encryptedID and uid added). */
    surveyUrl: text('survey_url'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('opportunities_active_idx').on(t.active, t.endDate)],
);

/** One input of an opportunity's Apply Now form. */
export const opportunityFields = pgTable(
  'opportunity_fields',
  {
    id: serial('id').primaryKey(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('opportunity_fields_opportunity_idx').on(t.opportunityId, t.sortOrder)],
);

/** A creator's application: one per creator per opportunity (the unique index decides under concurrency). */
export const opportunityApplications = pgTable(
  'opportunity_applications',
  {
    id: serial('id').primaryKey(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    contactPlatformId: integer('contact_platform_id').references(() => contactPlatforms.id, { onDelete: 'set null' }),
    handle: text('handle').notNull(),
    email: text('email').notNull(),
    responses: jsonb('responses').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('opportunity_applications_once_idx').on(t.opportunityId, t.contactId)],
);

/**
 * A notification (campaigns.md §3 Message): written by real events in their own transaction (repositories/
 * notifications.ts `notify`) or broadcast by the organiser. `message` is sanitized HTML. An expired one is hidden
 * from `messages` unless `hasExpiry=false`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('notifications_contact_idx').on(t.contactId, t.id)],
);

/**
 * A chat conversation. `id` is the id TalkJS uses too: `campaign-{campaignId}-{contactId}` for the conversation
 * between a creator and the organiser of a campaign (campaigns.md §7), `contact-{low}-{high}` between two contacts.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['campaign', 'contact'] }).notNull(),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [index('conversations_campaign_idx').on(t.campaignId)],
);

/**
 * Who is in a conversation and how far they have read. The creator of a campaign conversation is a participant
 * from the start; an organiser (admin) gets a row the first time they read or write (every admin may).
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** The organiser's seat of a campaign conversation (any admin), or a party of it. */
    role: text('role', { enum: ['creator', 'organiser', 'contact'] }).notNull(),
    /** The last message id this participant has read (0: none). */
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.contactId] }), index('conversation_participants_contact_idx').on(t.contactId)],
);

/** A chat message: plain text (links are made clickable by the UI, never HTML). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderContactId: integer('sender_contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** Which side wrote it: the creator, or the organiser (whichever admin). */
    senderRole: text('sender_role', { enum: ['creator', 'organiser', 'contact'] }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);
