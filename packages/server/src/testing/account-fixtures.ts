import { Readable } from 'node:stream';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import type { Config } from '../config.ts';
import { storageFromConfig } from '../plugins/storage.ts';
import { contactPlatforms, contacts, files, sessions } from '../db/schema.ts';
import { issueTokenWithId } from '../repositories/account-tokens.ts';
import { linkToManager, makeContact } from './factories.ts';

/** The contact row (for its UID and names). */
export async function contactRow(db: Db, id: number) {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
  if (!row) throw new Error(`no contact ${id}`);
  return row;
}

/** A valid informationsave body that keeps the contact's names (other tests read them). */
export async function informationBody(db: Db, id: number) {
  const c = await contactRow(db, id);
  return {
    FirstName: c.firstName,
    LastName: c.lastName,
    AddressLine1: '1 Main St',
    City: 'Austin',
    StateId: 44,
    PostalCode: '78701',
    CountryId: c.countryId,
    PrimaryEmail: c.emailPrimary ?? 'someone@test.chorus',
    Birthday: '1990-01-02',
  };
}

/**
 * A manager's access request (a manager contact without a login) and the onboarding invitation the team would
 * forward, as POST contact/savemanager takes it.
 */
export async function managerInvite(db: Db): Promise<{ inviteToken: string; inviteId: number; email: string }> {
  const request = await makeContact(db, { contactType: 'manager', login: false, emailConfirmedAt: null });
  const { token, id } = await issueTokenWithId(db, { purpose: 'manager_invite', contactId: request.id, ttlMs: 24 * 3_600_000 });
  return { inviteToken: token, inviteId: id, email: request.email };
}

/** A profile of `contactId`, straight in the database. */
export async function makeProfile(db: Db, contactId: number, handle: string) {
  const [row] = await db.insert(contactPlatforms).values({ contactId, platformId: 4, handle, songRateCents: 1000, brandRateCents: 2000 }).returning();
  return row!;
}

/** A creator on `managerId`'s roster, with or without a login. */
export async function rosterCreator(db: Db, managerId: number, login: boolean) {
  const c = await makeContact(db, { login });
  await linkToManager(db, managerId, c.id);
  return contactRow(db, c.id);
}

/**
 * Undoes what a deactivation or a password change did to the matrix's long-lived sessions and contacts (they are
 * shared by every row): the contacts active again, their revoked sessions live again.
 */
export async function restoreContacts(db: Db, ids: number[]) {
  await db.update(contacts).set({ deactivatedAt: null }).where(inArray(contacts.id, ids));
  await db
    .update(sessions)
    .set({ revokedAt: null })
    .where(and(inArray(sessions.actorContactId, ids), isNotNull(sessions.revokedAt)));
}

/** A stored file of `ownerContactId` (null: an organiser's), row and object, as an upload would leave it. */
export async function storedFile(
  config: Config,
  db: Db,
  ownerContactId: number | null,
  kind: 'tax' | 'photo' | 'contest_image',
  content: Buffer,
  contentType: string,
) {
  const key = `${kind}/matrix-${Math.random().toString(36).slice(2)}`;
  await storageFromConfig(config).put(key, Readable.from([content]), contentType);
  const [row] = await db
    .insert(files)
    .values({ ownerContactId, kind, storageKey: key, contentType, sizeBytes: content.length, originalName: `${kind}.bin` })
    .returning();
  return row!;
}
