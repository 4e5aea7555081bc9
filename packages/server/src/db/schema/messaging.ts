import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { contacts } from './accounts.ts';
import { campaigns } from './campaigns.ts';

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
    /** The worker's claim on the row while it delivers it: a delivery goes out, and is marked sent, only under it. */
    claim: uuid('claim'),
    /**
     * The one-click unsubscribe address (RFC 8058) of a message a contact may turn off: sent as `List-Unsubscribe`
     * with `List-Unsubscribe-Post`. Null for mail about the account itself, which always goes.
     */
    listUnsubscribe: text('list_unsubscribe'),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`sent_at is null`)],
);

// ---- Notifications and chat (campaigns.md §3, §7) ----

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
    /** The portal path of what it is about (the campaign, the contest, the payment) and the words of its link (issue 24). */
    link: text('link'),
    linkLabel: text('link_label'),
  },
  (t) => [index('notifications_contact_idx').on(t.contactId, t.id)],
);

/**
 * A contact's choice for one kind of notification (issue 24, core `NOTIFICATION_KINDS`): whether it is shown in the
 * app and whether it is mailed. No row means both on.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    app: boolean('app').notNull().default(true),
    mail: boolean('mail').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contactId, t.kind] })],
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
