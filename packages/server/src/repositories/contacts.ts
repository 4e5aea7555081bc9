import { and, eq, inArray, sql } from 'drizzle-orm';
import { approvalStatuses, countryById, type ContactDetail, type LinkedAccount, type Viewer } from '@chorus/core';
import type { Db } from '../db/open.ts';
import { contacts, credentials, linkedAccounts, managerCreators, offers } from '../db/schema.ts';
import { unreadCounts } from './notifications.ts';

export type ContactRow = typeof contacts.$inferSelect;

export const displayName = (c: Pick<ContactRow, 'firstName' | 'lastName'>) => `${c.firstName} ${c.lastName}`.trim();

export async function findContact(db: Db, id: number): Promise<ContactRow | undefined> {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
  return row;
}

export async function findCredentialByUsername(db: Db, username: string) {
  const [row] = await db
    .select({ contact: contacts, passwordHash: credentials.passwordHash, username: credentials.username })
    .from(credentials)
    .innerJoin(contacts, eq(contacts.id, credentials.contactId))
    .where(eq(credentials.username, username.toLowerCase()));
  return row;
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(credentials)
    .where(eq(credentials.username, username.toLowerCase()))
    .limit(1);
  return !!row;
}

export async function usernameOf(db: Db, contactId: number): Promise<string | null> {
  const [row] = await db.select({ u: credentials.username }).from(credentials).where(eq(credentials.contactId, contactId));
  return row?.u ?? null;
}

/** The contact detail kept with the token; pass `username` when it is known to spare a query. */
export async function contactDetailOf(
  db: Db,
  acting: ContactRow,
  actorId: number,
  username?: string | null,
): Promise<ContactDetail> {
  return {
    contactID: acting.id,
    contactType: acting.contactType,
    contactName: displayName(acting),
    contactImageUrl: acting.imageUrl,
    talkJsId: acting.uid,
    logInUsername: username !== undefined ? username : await usernameOf(db, acting.id),
    ...(actorId !== acting.id && { actorContactID: actorId }),
  };
}

/**
 * Contacts the login `actorId` may act as: itself, its roster when it is a manager, and any account
 * that granted it access. This is the one rule for switching; the server never trusts the client's list.
 */
export async function switchableContactIds(db: Db, actorId: number): Promise<number[]> {
  const roster = await db
    .select({ id: managerCreators.creatorId })
    .from(managerCreators)
    .where(eq(managerCreators.managerId, actorId));
  const granted = await db
    .select({ id: linkedAccounts.ownerContactId })
    .from(linkedAccounts)
    .where(eq(linkedAccounts.granteeContactId, actorId));
  return [...new Set([actorId, ...roster.map((r) => r.id), ...granted.map((r) => r.id)])];
}

export async function linkedAccountsOf(db: Db, actorId: number, actingId: number): Promise<LinkedAccount[]> {
  const ids = await switchableContactIds(db, actorId);
  const rows = await db
    .select({ contact: contacts, username: credentials.username })
    .from(contacts)
    .leftJoin(credentials, eq(credentials.contactId, contacts.id))
    .where(and(inArray(contacts.id, ids), sql`${contacts.deactivatedAt} is null`));
  // InviteCount: invitations still waiting on each account (invited, before the 48-hour deadline).
  const invites = ids.length
    ? await db
        .select({ contactId: offers.contactId, n: sql<number>`count(*)::int` })
        .from(offers)
        .where(and(inArray(offers.contactId, ids), eq(offers.state, 'invited'), sql`${offers.respondBy} > now()`))
        .groupBy(offers.contactId)
    : [];
  const unread = await unreadCounts(db, ids);
  return rows
    .map(({ contact, username }) => ({
      ContactID: contact.id,
      LogInUsername: username,
      DisplayName: displayName(contact),
      ProfileImageUrl: contact.imageUrl,
      UnreadMessageCount: unread.get(contact.id) ?? 0,
      InviteCount: invites.find((i) => i.contactId === contact.id)?.n ?? 0,
      AccountType: contact.contactType === 'manager' ? ('Manager' as const) : ('Creator' as const),
      IsCurrent: contact.id === actingId,
    }))
    .sort((a, b) => Number(b.ContactID === actorId) - Number(a.ContactID === actorId) || a.DisplayName.localeCompare(b.DisplayName));
}

export function approvalOf(c: ContactRow) {
  const status = approvalStatuses.find((s) => s.id === c.approvalStatusId) ?? approvalStatuses[0];
  return { approvalStatus: status.name, approvalStatusId: status.id, countrycode: countryById(c.countryId)?.code ?? null };
}

/** Who is asking, for core's `eligibility`: the acting contact's country, continent and approval; null when anonymous. */
export function viewerOf(acting: ContactRow | null | undefined): Viewer | null {
  if (!acting) return null;
  const { approvalStatus, countrycode } = approvalOf(acting);
  return { contactType: acting.contactType, countryCode: countrycode, continent: countryById(acting.countryId)?.continent ?? null, approvalStatus };
}
