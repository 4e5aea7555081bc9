import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contacts } from './accounts.ts';
import { offers } from './campaigns.ts';
import { timestamps } from './columns.ts';
import { competitions } from './contests.ts';
import { organisationColumn, organisations } from './organisations.ts';

// ---- Payments (contests.md, campaigns.md §3): prize and campaign payments, payment emails, payout batches ----

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
    organisationId: organisationColumn(),
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
    /** Set on a judged award's payment (issue 23): the award's label; its place is 0. */
    award: text('award'),
    ...timestamps,
  },
  (t) => [
    // One prize per place; bonus rows (place 0) are many per contest, one per creator and category; awards (place 0)
    // one per award.
    uniqueIndex('contest_payments_place_idx').on(t.contestId, t.place).where(sql`${t.bonusCategory} is null and ${t.award} is null`),
    uniqueIndex('contest_payments_award_idx').on(t.contestId, t.award).where(sql`${t.award} is not null`),
    uniqueIndex('contest_payments_bonus_idx').on(t.contactId, t.bonusCategory).where(sql`${t.bonusCategory} is not null`),
    // A contest's payments of every kind (the studio's overview, the payments list of one contest).
    index('contest_payments_contest_idx').on(t.contestId),
    index('contest_payments_batch_idx').on(t.payoutBatchId),
    index('contest_payments_organisation_idx').on(t.organisationId),
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
    /** Cancelled: undone by the owner's undo link (kept for the record, out of the history and of payouts). */
    status: text('status', { enum: ['Pending', 'Confirmed', 'Cancelled'] }).notNull().default('Pending'),
    resendCount: integer('resend_count').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('payment_emails_contact_idx').on(t.contactId)],
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

// ---- Payouts (issue 10): the organiser pays what is owed in batches (PayPal Payouts batch upload) ----

export const payoutBatchStatuses = ['created', 'paid'] as const;

/**
 * A payout batch: the To Be Paid campaign and contest payments to confirmed payment emails at its creation. Each
 * payment is in at most one batch (`payout_batch_id` on the payment, set only while null); marking it paid moves
 * its payments to Paid.
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
  id: serial('id').primaryKey(),
  /**
   * The organisation that made it (/orgapi); null for staff's batches (/adminapi), which pay across organisations as
   * they did before organisations existed (batches from before cannot be split after the fact).
   */
  organisationId: integer('organisation_id').references(() => organisations.id),
  status: text('status', { enum: payoutBatchStatuses }).notNull().default('created'),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('payout_batches_organisation_idx').on(t.organisationId)],
);
