import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contactPlatforms, contacts, platforms } from './accounts.ts';
import { timestamps } from './columns.ts';
import { organisationColumn } from './organisations.ts';

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
    organisationId: organisationColumn(),
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
  (t) => [index('opportunities_active_idx').on(t.active, t.endDate), index('opportunities_organisation_idx').on(t.organisationId)],
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
