import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/open.ts';
import { contacts, credentials, linkedAccounts, managerCreators, organisationMembers, organisations, sessions, type OrganisationRole } from '../db/schema.ts';
import { hashToken, newToken } from '../lib/tokens.ts';

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const REMEMBER_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export async function createSession(db: Db, contactId: number, remember: boolean) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + (remember ? REMEMBER_TTL_MS : SESSION_TTL_MS));
  await db.insert(sessions).values({ tokenHash: hashToken(token), actorContactId: contactId, actingContactId: contactId, expiresAt });
  return { token, expiresAt };
}

const actor = alias(contacts, 'actor');
const acting = alias(contacts, 'acting');

/**
 * A live session with both contacts, the organisation the actor works in with its role (issue 21: the one switched
 * to, else the actor's first approved membership; staff act in any organisation as its owner; none once the
 * membership is gone or the organisation is not approved), the acting contact's login, and whether the actor may still act as that
 * contact (itself, a roster creator, or an account that granted access: the rule of `switchableContactIds`),
 * in one query: it runs on every request, so a removed link ends a switch at the very next call.
 */
export async function findLiveSession(db: Db, token: string) {
  let query = liveSessionQueries.get(db);
  if (!query) liveSessionQueries.set(db, (query = liveSessionQuery(db)));
  // The server's clock, as everywhere a session's expiry is decided (tests move it).
  const [row] = await query.execute({ tokenHash: hashToken(token), now: new Date().toISOString() });
  return row;
}

/**
 * The query of `findLiveSession`, built once per database and prepared (a named statement on PostgreSQL): it runs
 * for every token the session cache has not seen, such as each of a crowd's live streams opening.
 */
const liveSessionQuery = (db: Db) =>
  db
    .select({
      id: sessions.id,
      expiresAt: sessions.expiresAt,
      actor,
      acting,
      actingUsername: credentials.username,
      organisation: sql<{ id: number; role: OrganisationRole } | null>`(
        select json_build_object('id', o.id, 'role', coalesce(m.role, 'owner'))
        from ${organisations} o
        left join ${organisationMembers} m on m.organisation_id = o.id and m.contact_id = ${sessions.actorContactId}
        where o.id = coalesce(${sessions.actingOrganisationId}, (
            select mm.organisation_id from ${organisationMembers} mm join ${organisations} oo on oo.id = mm.organisation_id
            where mm.contact_id = ${sessions.actorContactId} and oo.status = 'approved' order by mm.organisation_id limit 1))
          and ((m.role is not null and o.status = 'approved') or ${actor.contactType} = 'admin'))`,
      mayAct: sql<boolean>`(${sessions.actingContactId} = ${sessions.actorContactId}
        or exists (select 1 from ${managerCreators} mc where mc.manager_id = ${sessions.actorContactId} and mc.creator_id = ${sessions.actingContactId})
        or exists (select 1 from ${linkedAccounts} la where la.grantee_contact_id = ${sessions.actorContactId} and la.owner_contact_id = ${sessions.actingContactId}))`,
    })
    .from(sessions)
    .innerJoin(actor, eq(actor.id, sessions.actorContactId))
    .innerJoin(acting, eq(acting.id, sessions.actingContactId))
    .leftJoin(credentials, eq(credentials.contactId, sessions.actingContactId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('find_live_session');
const liveSessionQueries = new WeakMap<Db, ReturnType<typeof liveSessionQuery>>();

export async function revokeSession(db: Db, id: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** The organisation the session works in (/orgapi); the caller checked the actor may. */
export async function setActingOrganisation(db: Db | Tx, id: number, organisationId: number) {
  await db.update(sessions).set({ actingOrganisationId: organisationId }).where(eq(sessions.id, id));
}

export async function setActing(db: Db | Tx, id: number, contactId: number) {
  await db.update(sessions).set({ actingContactId: contactId }).where(eq(sessions.id, id));
}
