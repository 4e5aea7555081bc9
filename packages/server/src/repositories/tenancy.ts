import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { contestMessages, organiserMessages } from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { competitions, contestPayments, posts } from '../db/schema.ts';
import { notFound, type Scope } from '../lib/http.ts';

// Tenancy (issue 21): an organiser's call reads and changes its own organisation's rows only; another organisation's
// ids are not found (404), exactly as ids that do not exist. Staff's scope filters nothing.
// The guards below check before the change runs, outside its transaction: sound because a row's organisation never
// changes (no route sets organisation_id after the insert) and an entry or payment never moves to another contest.

/** A WHERE term keeping the scope's rows of a table with an organisation column (none for staff). */
export const ofScope = (scope: Scope, column: AnyPgColumn) => (scope.organisationId === null ? undefined : eq(column, scope.organisationId));

/**
 * A value only staff read (a creator's login email): an organisation reaches its creators through Chorus (offers,
 * chat, payouts to the confirmed payment email), never around it.
 */
export const staffOnly = <T>(scope: Scope, value: T): T | null => (scope.organisationId === null ? value : null);

/** Whether a row with this organisation is within the scope. */
export const inScope = (scope: Scope, organisationId: number | null) => scope.organisationId === null || organisationId === scope.organisationId;

/** 404 'Contest not found.' unless the contest is the scope's. */
export async function contestInScope(db: Db | Tx, scope: Scope, contestId: number): Promise<void> {
  if (scope.organisationId === null) return;
  const [c] = await db.select({ id: competitions.id }).from(competitions).where(and(eq(competitions.id, contestId), ofScope(scope, competitions.organisationId)));
  if (!c) throw notFound(contestMessages.notFound);
}

/** 404 'Entry not found.' when any of these entries is another organisation's (nothing is changed then). */
export async function entriesInScope(db: Db | Tx, scope: Scope, entryIds: readonly number[]): Promise<void> {
  if (scope.organisationId === null || !entryIds.length) return;
  const owners = await db
    .selectDistinct({ organisationId: competitions.organisationId })
    .from(posts)
    .innerJoin(competitions, eq(competitions.id, posts.contestId))
    .where(inArray(posts.id, [...entryIds]));
  if (owners.some((o) => o.organisationId !== scope.organisationId)) throw notFound('Entry not found.');
}

/** 404 unless the prize payment is the scope's. */
export async function contestPaymentInScope(db: Db | Tx, scope: Scope, paymentId: number): Promise<void> {
  if (scope.organisationId === null) return;
  const [p] = await db.select({ id: contestPayments.id }).from(contestPayments).where(and(eq(contestPayments.id, paymentId), ofScope(scope, contestPayments.organisationId)));
  if (!p) throw notFound(organiserMessages.paymentNotFound);
}
