import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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
import { timestamps } from './columns.ts';

// ---- Accounts (accounts.md §3): lookups, contacts, logins, sessions, rosters, social profiles, emailed links ----

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
    contactType: text('contact_type', { enum: ['creator', 'manager', 'admin', 'organiser'] }).notNull(),
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
  (t) => [
    uniqueIndex('contacts_uid_idx').on(t.uid),
    index('contacts_email_idx').on(t.emailPrimary),
    // The creator search (issue 22): creators by country, and the start of a creator's name or last name.
    index('contacts_creator_country_idx').on(t.countryId).where(sql`contact_type = 'creator'`),
    index('contacts_creator_name_idx')
      .using('btree', sql`lower(first_name || ' ' || last_name) text_pattern_ops`)
      .where(sql`contact_type = 'creator'`),
    index('contacts_creator_last_name_idx').using('btree', sql`lower(last_name) text_pattern_ops`).where(sql`contact_type = 'creator'`),
  ],
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
    /**
     * The organisation the actor works in (/orgapi), chosen by the switch route; null: the actor's first membership.
     * No foreign key (organisations.ts imports this module): the session query reads it through the membership, so
     * an id with no membership behind it acts in no organisation.
     */
    actingOrganisationId: integer('acting_organisation_id'),
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
    // The handle's offer counts the studio's creator search filters and sorts on (issue 22), kept by every offer
    // transition (`refreshHandleStats`, repositories/handle-stats.ts) with the response rate's one definition
    // (offers.ts `responseCountsQuery`): invites answered, invites with a known outcome, offers completed.
    answeredInvites: integer('answered_invites').notNull().default(0),
    knownInvites: integer('known_invites').notNull().default(0),
    completedOffers: integer('completed_offers').notNull().default(0),
    /** The response rate in tenths of a percent (as `rateOf` rounds it), -1 when no invite has a known outcome. */
    responseRateKey: integer('response_rate_key')
      .notNull()
      .generatedAlwaysAs(sql`case when known_invites > 0 then round(1000.0 * answered_invites / known_invites)::int else -1 end`),
    ...timestamps,
  },
  (t) => [
    index('contact_platforms_contact_idx').on(t.contactId),
    uniqueIndex('contact_platforms_handle_idx').on(t.platformId, sql`lower(${t.handle})`),
    // The creator search (issue 22): one index per order, each ending in the id (the cursor's tie-break); the
    // default order by platform too; a handle's prefix in byte order (`~>=~`/`~<~` take it with a parameter).
    index('contact_platforms_followers_idx').on(t.followers, t.id),
    index('contact_platforms_platform_followers_idx').on(t.platformId, t.followers, t.id),
    index('contact_platforms_song_rate_idx').on(t.songRateCents, t.id),
    index('contact_platforms_brand_rate_idx').on(t.brandRateCents, t.id),
    index('contact_platforms_response_rate_idx').on(t.responseRateKey, t.id),
    index('contact_platforms_completed_idx').on(t.completedOffers, t.id),
    index('contact_platforms_handle_prefix_idx').using('btree', sql`lower(${t.handle}) text_pattern_ops`),
  ],
);

export const accountTokenPurposes = ['password_reset', 'magic_link', 'confirm_account', 'payment_email', 'payment_email_undo', 'entry_verify', 'username_change', 'username_undo', 'manager_invite', 'organisation_invite'] as const;

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
