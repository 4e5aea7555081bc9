import { sql } from 'drizzle-orm';
import {
  bigint,
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

// ---- Files (drafts, contracts, result screenshots, tax forms, photos, contest covers and sounds) ----

/** `contest_image` and `contest_audio`: a contest's cover and sound, uploaded in the studio and served publicly. */
export const fileKinds = ['draft', 'contract', 'campaign_contract', 'results', 'tax', 'photo', 'contest_image', 'contest_audio'] as const;

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
    /** When the object of a deleted row was removed from storage; the scheduled clean-up retries until it is set. */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('files_uid_idx').on(t.uid),
    index('files_owner_idx').on(t.ownerContactId),
    index('files_unpurged_idx').on(t.deletedAt).where(sql`deleted_at is not null and purged_at is null`),
    index('files_storage_key_idx').on(t.storageKey),
  ],
);
