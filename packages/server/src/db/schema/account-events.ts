import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accountEventKinds } from '@chorus/core';
import { contacts } from './accounts.ts';

/**
 * What happened to or in an account, for its owner to read (issue 23): every switch into it ('log in as'), every
 * change a delegate made while acting as it, and the owner's identity changes. `detail` holds the route and a
 * short summary, never a request body or a secret.
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: serial('id').primaryKey(),
    ownerContactId: integer('owner_contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** The login that acted (null once that contact is gone, or for a link followed from an email). */
    actorContactId: integer('actor_contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: accountEventKinds }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_events_owner_created_idx').on(t.ownerContactId, t.createdAt)],
);
