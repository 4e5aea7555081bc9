// The offer's states are core's: the state machine and the column agree by construction.
import { offerStates } from '@chorus/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { contactPlatforms, contacts, platforms } from './accounts.ts';
import { timestamps } from './columns.ts';
import { files } from './uploads.ts';
import { organisationColumn } from './organisations.ts';

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
    organisationId: organisationColumn(),
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
  (t) => [uniqueIndex('campaigns_uid_idx').on(t.uid), index('campaigns_organisation_idx').on(t.organisationId)],
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
    // The list pages a creator's offers newest first, with or without a state filter, in this index's order
    // (`where contact_id = … order by -id`). On (contact_id, id) PostgreSQL could also get `order by id desc` from
    // offers_pkey, and did whenever a creator held more than a sliver of the table: it walked the whole table
    // backwards filtering on the contact (407 ms at 1M offers). Only this index gives the order of -id.
    index('offers_contact_newest_idx').on(t.contactId, sql`(-${t.id})`),
    // A handle's response rate, on every detail and profile read, counts that handle's offers: without it each read
    // scanned the table (74 ms at 1M offers on PostgreSQL; 0.3 ms with it).
    index('offers_contact_platform_idx').on(t.contactPlatformId),
    index('offers_respond_by_idx').on(t.respondBy).where(sql`state = 'invited'`),
    index('offers_post_by_idx').on(t.postBy).where(sql`state in ('draft', 'notify')`),
    // A creator's stale rows (an invite or a stage past its deadline the sweep has not closed yet), which the list's
    // count moves from the state stored to the state shown: a range of this creator's rows in these states only.
    index('offers_contact_respond_by_idx').on(t.contactId, t.respondBy).where(sql`state = 'invited'`),
    index('offers_contact_post_by_idx').on(t.contactId, t.postBy).where(sql`state in ('draft', 'notify')`),
  ],
);

/**
 * A creator's offers counted by stored state, kept by statement triggers on `offers` (migration 0020), so the
 * campaign list's page count reads a few rows instead of counting the creator's offers on every page.
 */
export const offerCounts = pgTable(
  'offer_counts',
  {
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    state: text('state', { enum: offerStates }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contactId, t.state] })],
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
