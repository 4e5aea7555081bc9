import { organisationRoles, organisationStatuses } from '@chorus/core';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { contacts } from './accounts.ts';

// ---- Organisations (issue 21): the tenants of the organiser side, and their members ----

export type { OrganisationRole } from '@chorus/core';

/**
 * An artist, label, brand or agency. Every contest, campaign, opportunity, prize payment and payout batch belongs to
 * one; `competitions.organizer` and `campaigns.brand_name` stay the names shown. A row inserted without one is
 * assigned by that name (`chorus_organisation_for`, migration 0025): staff's /adminapi creates, as the migration did.
 */
export const organisations = pgTable(
  'organisations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logoUrl: text('logo_url'),
    website: text('website'),
    /** The origins its widgets may run on. */
    allowedOrigins: text('allowed_origins').array().notNull().default(sql`'{}'::text[]`),
    contactEmail: text('contact_email'),
    status: text('status', { enum: organisationStatuses }).notNull().default('pending'),
    /** What they said they run, from their request (POST /orgapi/requests), for staff's review. */
    whatTheyRun: text('what_they_run'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organisations_slug_idx').on(t.slug)],
);

/** A login's role in an organisation; a login may belong to several. */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: organisationRoles }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.contactId] }), index('organisation_members_contact_idx').on(t.contactId)],
);

/**
 * A row's organisation: NOT NULL, indexed. Its `default null` only lets an insert leave it out: the table's
 * BEFORE INSERT trigger then assigns it by the row's organiser or brand name (a contest payment: its contest's),
 * and an organiser's insert sets it from the session's organisation (`OrgScope`).
 */
export const organisationColumn = () =>
  integer('organisation_id')
    .notNull()
    .default(sql`null`)
    .references(() => organisations.id);
