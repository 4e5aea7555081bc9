import { and, asc, eq, sql } from 'drizzle-orm';
import type * as z from 'zod';
import { messages, type organisationPatch, type OrganisationRole } from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { contacts, credentials, organisationMembers, organisations } from '../db/schema.ts';
import { conflict, forbidden, notFound, type Scope } from '../lib/http.ts';
import { sessionChanged, sessionsChanged } from '../lib/session-cache.ts';
import type { Session } from '../plugins/auth.ts';
import { displayName } from './contacts.ts';
import { setActingOrganisation } from './sessions.ts';

const m = messages.organisation;
type Patch = z.output<typeof organisationPatch>;
type OrganisationRow = typeof organisations.$inferSelect;

/** The organisation an /orgapi scope names (route() made it from the session, so it is never staff's). */
const idOf = (scope: Scope): number => {
  if (scope.organisationId === null) throw notFound(m.notFound);
  return scope.organisationId;
};

const toOrganisation = (o: OrganisationRow, role: OrganisationRole) => ({
  id: o.id,
  name: o.name,
  slug: o.slug,
  logoUrl: o.logoUrl,
  website: o.website,
  allowedOrigins: o.allowedOrigins,
  contactEmail: o.contactEmail,
  status: o.status,
  createdAt: o.createdAt.toISOString(),
  role,
});

/** The login's organisations (approved ones it is a member of; staff: every organisation, as owner). */
export async function myOrganisations(db: Db, session: Session) {
  const acting = session.organisation?.id ?? null;
  const rows =
    session.actor.contactType === 'admin'
      ? (await db.select().from(organisations).orderBy(asc(organisations.name), asc(organisations.id))).map((o) => ({ o, role: 'owner' as const }))
      : (
          await db
            .select({ o: organisations, role: organisationMembers.role })
            .from(organisationMembers)
            .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
            .where(and(eq(organisationMembers.contactId, session.actor.id), eq(organisations.status, 'approved')))
            .orderBy(asc(organisations.name), asc(organisations.id))
        );
  return rows.map(({ o, role }) => ({ id: o.id, name: o.name, slug: o.slug, role, acting: o.id === acting }));
}

/**
 * Works in another of the login's organisations, as a manager switches creators: a member of an approved one, or
 * staff in any. Someone else's organisation is not found (whether it exists is not told).
 */
export async function switchOrganisation(db: Db, session: Session, organisationId: number) {
  const mine = await myOrganisations(db, session);
  const target = mine.find((o) => o.id === organisationId);
  if (!target) throw notFound(m.notFound);
  await setActingOrganisation(db, session.id, organisationId);
  sessionChanged(db, session.id);
  return { ...target, acting: true };
}

export async function organisationOf(db: Db, scope: Scope, role: OrganisationRole) {
  const [o] = await db.select().from(organisations).where(eq(organisations.id, idOf(scope)));
  if (!o) throw notFound(m.notFound);
  return toOrganisation(o, role);
}

export async function updateOrganisation(db: Db, scope: Scope, role: OrganisationRole, patch: Patch) {
  // An empty patch (every field left out) changes nothing: answered with the organisation as it is.
  if (!Object.values(patch).some((v) => v !== undefined)) return organisationOf(db, scope, role);
  const [o] = await db.update(organisations).set(patch).where(eq(organisations.id, idOf(scope))).returning();
  if (!o) throw notFound(m.notFound);
  return toOrganisation(o, role);
}

const memberColumns = {
  contactId: organisationMembers.contactId,
  role: organisationMembers.role,
  createdAt: organisationMembers.createdAt,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  email: credentials.username,
};
const toMember = (r: { contactId: number; role: OrganisationRole; createdAt: Date; firstName: string; lastName: string; email: string | null }) => ({
  contactId: r.contactId,
  name: displayName(r),
  email: r.email,
  role: r.role,
  createdAt: r.createdAt.toISOString(),
});

async function membersWhere(db: Db | Tx, organisationId: number, contactId?: number) {
  const rows = await db
    .select(memberColumns)
    .from(organisationMembers)
    .innerJoin(contacts, eq(contacts.id, organisationMembers.contactId))
    .leftJoin(credentials, eq(credentials.contactId, organisationMembers.contactId))
    .where(and(eq(organisationMembers.organisationId, organisationId), contactId === undefined ? undefined : eq(organisationMembers.contactId, contactId)))
    .orderBy(asc(organisationMembers.createdAt), asc(organisationMembers.contactId));
  return rows.map(toMember);
}

export const listMembers = (db: Db, scope: Scope) => membersWhere(db, idOf(scope));

/** Adds an organiser login (by its login email) to the organisation with a role. */
export async function addMember(db: Db, scope: Scope, email: string, role: OrganisationRole) {
  const organisationId = idOf(scope);
  const [login] = await db
    .select({ id: contacts.id, type: contacts.contactType, deactivatedAt: contacts.deactivatedAt })
    .from(credentials)
    .innerJoin(contacts, eq(contacts.id, credentials.contactId))
    .where(eq(sql`lower(${credentials.username})`, email.toLowerCase()));
  if (!login || login.deactivatedAt) throw notFound(m.noAccount);
  if (login.type !== 'organiser') throw forbidden(m.notOrganiser);
  const [made] = await db.insert(organisationMembers).values({ organisationId, contactId: login.id, role }).onConflictDoNothing().returning();
  if (!made) throw conflict(m.alreadyMember);
  sessionsChanged(db, [login.id]);
  return (await membersWhere(db, organisationId, login.id))[0]!;
}

/**
 * Changes a member's role, or removes them (`role` null). The organisation's row is locked first (the locking
 * discipline), so two owners demoting each other at once cannot leave it with none. The member's sessions are read
 * again after the commit: a removed member has no access at their next call.
 */
export async function changeMember(db: Db, scope: Scope, contactId: number, role: OrganisationRole | null) {
  const organisationId = idOf(scope);
  const member = await db.transaction(async (tx) => {
    await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, organisationId)).for('update');
    const [current] = await membersWhere(tx, organisationId, contactId);
    if (!current) throw notFound(m.memberNotFound);
    if (current.role === 'owner' && role !== 'owner') {
      const [owners] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(organisationMembers)
        .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.role, 'owner')));
      if ((owners?.n ?? 0) <= 1) throw conflict(m.lastOwner);
    }
    const where = and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.contactId, contactId));
    if (role === null) await tx.delete(organisationMembers).where(where);
    else await tx.update(organisationMembers).set({ role }).where(where);
    sessionsChanged(tx, [contactId]);
    return { ...current, role: role ?? current.role };
  });
  return member;
}
