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
} from 'drizzle-orm/pg-core';
import { contacts } from './accounts.ts';
import { timestamps } from './columns.ts';

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
