import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { accountMessages as am, type LinkedEntry, type RosterEntry } from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { contacts, credentials, linkedAccounts, managerCreators, paymentEmails } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../lib/http.ts';
import { sessionsChanged } from '../lib/session-cache.ts';
import { displayName, type ContactRow } from './contacts.ts';
import { endPaymentEmailLinks } from './payment-email.ts';

// Who may act as whom: the logins an account granted access to, the managers whose roster holds it (Accounts page),
// a manager's roster, and what a manager does for a roster creator with no login.

/**
 * Who can access `contactId`'s account (controlling: the logins it granted access, and the managers whose roster
 * holds it, since both can act as it) and whose accounts it can access (other).
 */
export async function accountListsOf(db: Db | Tx, contactId: number): Promise<{ controlling: LinkedEntry[]; other: LinkedEntry[] }> {
  const entry = (c: ContactRow, email: string | null, Role: LinkedEntry['Role']): LinkedEntry => ({ Email: email, Name: displayName(c), ContactID: c.id, Role });
  const grantees = await db
    .select({ c: contacts, email: credentials.username })
    .from(linkedAccounts)
    .innerJoin(contacts, eq(contacts.id, linkedAccounts.granteeContactId))
    .leftJoin(credentials, eq(credentials.contactId, contacts.id))
    .where(and(eq(linkedAccounts.ownerContactId, contactId), isNull(contacts.deactivatedAt)))
    .orderBy(asc(contacts.id));
  const managers = await db
    .select({ c: contacts, email: credentials.username })
    .from(managerCreators)
    .innerJoin(contacts, eq(contacts.id, managerCreators.managerId))
    .leftJoin(credentials, eq(credentials.contactId, contacts.id))
    .where(and(eq(managerCreators.creatorId, contactId), isNull(contacts.deactivatedAt)))
    .orderBy(asc(contacts.id));
  const owners = await db
    .select({ c: contacts, email: credentials.username })
    .from(linkedAccounts)
    .innerJoin(contacts, eq(contacts.id, linkedAccounts.ownerContactId))
    .leftJoin(credentials, eq(credentials.contactId, contacts.id))
    .where(and(eq(linkedAccounts.granteeContactId, contactId), isNull(contacts.deactivatedAt)))
    .orderBy(asc(contacts.id));
  // A manager who was also granted access is listed once, as a manager: removing them ends both links.
  const managerIds = new Set(managers.map((r) => r.c.id));
  return {
    controlling: [
      ...managers.map((r) => entry(r.c, r.email, 'manager')),
      ...grantees.filter((r) => !managerIds.has(r.c.id)).map((r) => entry(r.c, r.email, 'login')),
    ],
    other: owners.map((r) => entry(r.c, r.email, 'login')),
  };
}

/** POST accounts add: the login with that email may act as `ownerId` from now on. */
export async function grantAccessByEmail(db: Db, owner: ContactRow, email: string): Promise<void> {
  const [target] = await db
    .select({ id: contacts.id })
    .from(credentials)
    .innerJoin(contacts, eq(contacts.id, credentials.contactId))
    .where(and(eq(credentials.username, email.toLowerCase()), isNull(contacts.deactivatedAt)));
  if (!target) throw notFound(am.noSuchLogin);
  if (target.id === owner.id) throw conflict(am.grantSelf);
  const inserted = await db
    .insert(linkedAccounts)
    .values({ ownerContactId: owner.id, granteeContactId: target.id })
    .onConflictDoNothing()
    .returning({ id: linkedAccounts.granteeContactId });
  if (!inserted.length) throw conflict(am.alreadyGranted);
}

/**
 * POST accounts remove: either side of a grant may end it (the owner removes a login, a grantee leaves), and a
 * creator who has a login removes a manager whose roster holds them (a creator without a login is the manager's
 * to keep: nobody else could act for them). Sessions switched across an ended link end at their next call (their
 * cache entries are read again).
 */
export async function removeAccess(db: Db, contactId: number, linkedContactId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(linkedAccounts)
      .where(
        or(
          and(eq(linkedAccounts.ownerContactId, contactId), eq(linkedAccounts.granteeContactId, linkedContactId)),
          and(eq(linkedAccounts.granteeContactId, contactId), eq(linkedAccounts.ownerContactId, linkedContactId)),
        ),
      )
      .returning({ id: linkedAccounts.ownerContactId });
    const [onRoster] = await tx
      .select({ id: managerCreators.managerId })
      .from(managerCreators)
      .where(and(eq(managerCreators.managerId, linkedContactId), eq(managerCreators.creatorId, contactId)));
    if (onRoster) {
      const [login] = await tx.select({ id: credentials.contactId }).from(credentials).where(eq(credentials.contactId, contactId));
      if (!login) throw forbidden(am.managerKeepsRoster);
      await tx.delete(managerCreators).where(and(eq(managerCreators.managerId, linkedContactId), eq(managerCreators.creatorId, contactId)));
    } else if (!removed.length) throw notFound();
    sessionsChanged(tx, [contactId, linkedContactId]);
  });
}

/** A manager's roster creators (not deactivated), by name, each with whether they have a login of their own. */
export function rosterRowsOf(db: Db | Tx, managerId: number) {
  return db
    .select({ c: contacts, login: credentials.contactId })
    .from(managerCreators)
    .innerJoin(contacts, eq(contacts.id, managerCreators.creatorId))
    .leftJoin(credentials, eq(credentials.contactId, contacts.id))
    .where(and(eq(managerCreators.managerId, managerId), isNull(contacts.deactivatedAt)))
    .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id));
}

export async function rosterOf(db: Db | Tx, managerId: number): Promise<RosterEntry[]> {
  const rows = await rosterRowsOf(db, managerId);
  return rows.map(({ c, login }) => ({
    ContactID: c.id,
    UID: c.uid,
    FirstName: c.firstName,
    LastName: c.lastName,
    image_url: c.imageUrl,
    HasLogin: login !== null,
  }));
}

/** POST unlink-creator-from-manager: the creator leaves the roster (a switch into them ends at the next call). */
export async function unlinkCreator(db: Db, managerId: number, creatorId: number): Promise<void> {
  const removed = await db
    .delete(managerCreators)
    .where(and(eq(managerCreators.managerId, managerId), eq(managerCreators.creatorId, creatorId)))
    .returning({ id: managerCreators.creatorId });
  if (!removed.length) throw notFound(am.notOnRoster);
  sessionsChanged(db, [managerId, creatorId]);
}

/**
 * A manager sets the payment email of a roster creator with no login: nobody could follow a confirmation link,
 * so the manager's word confirms it (campaigns.md §1). A creator with a login is refused: only they change it, by
 * the emailed link. Under the creator's row lock; the new choice ends any older confirmation link.
 */
export async function setCreatorPaymentEmail(db: Db, creator: ContactRow, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, creator.id)).for('update');
    const [login] = await tx.select({ id: credentials.contactId }).from(credentials).where(eq(credentials.contactId, creator.id));
    if (login) throw forbidden(am.paymentEmailHasLogin);
    // clock_timestamp(): the time after the lock, so the later of two choices is the payment email.
    await tx.insert(paymentEmails).values({ contactId: creator.id, email, status: 'Confirmed', confirmedAt: sql`clock_timestamp()` });
    await endPaymentEmailLinks(tx, creator.id);
  });
}
