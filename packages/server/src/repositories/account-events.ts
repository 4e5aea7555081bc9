import { desc, eq, sql } from 'drizzle-orm';
import { accountMessages as am, type AccountEvent, type accountEventKinds } from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { accountEvents, contacts, credentials } from '../db/schema.ts';
import { displayName } from './contacts.ts';

export type AccountEventKind = (typeof accountEventKinds)[number];

/** Records one event in the owner's activity (in the caller's transaction when there is one). */
export async function recordAccountEvent(
  db: Db | Tx,
  e: { ownerId: number; actorId: number | null; kind: AccountEventKind; detail?: Record<string, unknown> },
): Promise<void> {
  await db.insert(accountEvents).values({ ownerContactId: e.ownerId, actorContactId: e.actorId, kind: e.kind, detail: e.detail ?? {} });
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The sentence the owner reads for an event (the messages live in core). */
function whatOf(kind: AccountEventKind, d: Record<string, unknown>): string {
  switch (kind) {
    case 'switch_in':
      return am.activitySwitchIn;
    case 'delegate_change':
      return text(d.summary) || `${text(d.method)} ${text(d.route)}`;
    case 'username_change_requested':
      return am.activityUsernameRequested(text(d.to));
    case 'username_changed':
      return am.activityUsernameChanged(text(d.from), text(d.to));
    case 'username_change_undone':
      return am.activityUsernameUndone(text(d.username));
    case 'password_changed':
      return am.activityPasswordChanged;
  }
}

/** GET account-activity: the owner's events, newest first, with who acted (name and login email). */
export async function activityOf(db: Db, ownerId: number, page: number, pageSize: number): Promise<{ events: AccountEvent[]; total: number }> {
  const rows = await db
    .select({ e: accountEvents, first: contacts.firstName, last: contacts.lastName, email: credentials.username })
    .from(accountEvents)
    .leftJoin(contacts, eq(contacts.id, accountEvents.actorContactId))
    .leftJoin(credentials, eq(credentials.contactId, accountEvents.actorContactId))
    .where(eq(accountEvents.ownerContactId, ownerId))
    .orderBy(desc(accountEvents.createdAt), desc(accountEvents.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accountEvents)
    .where(eq(accountEvents.ownerContactId, ownerId));
  const events = rows.map(({ e, first, last, email }) => ({
    ID: e.id,
    CreatedAt: e.createdAt.toISOString(),
    Kind: e.kind,
    ActorContactID: e.actorContactId,
    ActorName: e.actorContactId === null ? am.activityByLink : displayName({ firstName: first ?? '', lastName: last ?? '' }),
    ActorEmail: email,
    ByDelegate: e.actorContactId !== null && e.actorContactId !== ownerId,
    What: whatOf(e.kind, e.detail),
  }));
  return { events, total: count?.n ?? 0 };
}
