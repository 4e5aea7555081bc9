import { and, desc, eq, sql } from 'drizzle-orm';
import { approvalStatuses, messages } from '@chorus/core';
import type { Db } from '../db/open.ts';
import { contacts, credentials } from '../db/schema.ts';
import { conflict, notFound } from '../lib/http.ts';
import { renderMail } from '../lib/mail-templates.ts';
import { sessionsChanged } from '../lib/session-cache.ts';
import { enqueueMail } from '../plugins/mail.ts';
import { displayName } from './contacts.ts';

// Staff review creator applications (issue 21): the approval status (Pending, Denied, Approved) gates campaigns and
// contests; a decision is mailed to the creator, a denial with its reason.

type StatusName = (typeof approvalStatuses)[number]['name'];
const idOf = (name: StatusName) => approvalStatuses.find((s) => s.name === name)!.id;
const nameOf = (id: number): StatusName => (approvalStatuses.find((s) => s.id === id) ?? approvalStatuses[0]).name;
const m = messages.creatorReview;

const columns = {
  id: contacts.id,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  email: contacts.emailPrimary,
  approvalStatusId: contacts.approvalStatusId,
  createdAt: contacts.createdAt,
};
const toCreator = (r: { id: number; firstName: string; lastName: string; email: string | null; approvalStatusId: number; createdAt: Date }) => ({
  contactId: r.id,
  name: displayName(r),
  email: r.email,
  approvalStatus: nameOf(r.approvalStatusId),
  createdAt: r.createdAt.toISOString(),
});

/** Creators (not deactivated), newest first, by approval status; paged. */
export async function listCreators(db: Db, q: { status?: StatusName; page: number; pageSize: number }) {
  const where = and(eq(contacts.contactType, 'creator'), sql`${contacts.deactivatedAt} is null`, q.status ? eq(contacts.approvalStatusId, idOf(q.status)) : undefined);
  const [rows, [count]] = await Promise.all([
    db.select(columns).from(contacts).where(where).orderBy(desc(contacts.createdAt), desc(contacts.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(contacts).where(where),
  ]);
  const total = count?.n ?? 0;
  return { rows: rows.map(toCreator), page: q.page, pageSize: q.pageSize, total, totalPages: Math.max(1, Math.ceil(total / q.pageSize)) };
}

/**
 * Approves or denies a creator under their row's lock; deciding what they already are is refused (409), so two staff
 * deciding at once mail once. Their sessions are read again after the commit (what they may enter follows at once).
 */
export async function decideCreator(db: Db, publicUrl: string, id: number, decision: { approve: true } | { approve: false; reason: string }) {
  const status: StatusName = decision.approve ? 'Approved' : 'Denied';
  const row = await db.transaction(async (tx) => {
    const [c] = await tx.select(columns).from(contacts).where(and(eq(contacts.id, id), eq(contacts.contactType, 'creator'))).for('update');
    if (!c) throw notFound(m.notFound);
    if (c.approvalStatusId === idOf(status)) throw conflict(m.same(status));
    await tx.update(contacts).set({ approvalStatusId: idOf(status), updatedAt: new Date() }).where(eq(contacts.id, id));
    const [login] = await tx.select({ username: credentials.username }).from(credentials).where(eq(credentials.contactId, id));
    const to = c.email ?? login?.username;
    if (to)
      await enqueueMail(
        tx,
        renderMail(publicUrl, {
          to,
          template: decision.approve ? 'creator-approved' : 'creator-denied',
          subject: decision.approve ? 'Your Chorus account is approved' : 'About your Chorus account',
          heading: c.firstName ? `Hi ${c.firstName},` : 'Hello,',
          paragraphs: decision.approve
            ? ['Your Chorus account is approved: you can now take campaigns and enter every contest open to you.']
            : ['We could not approve your Chorus account for campaigns and contests.', `The reason: ${decision.reason}`, 'Reply to this email if you have questions.'],
          ...(decision.approve && { action: { label: 'Go to Chorus', path: '/' } }),
        }),
      );
    sessionsChanged(tx, [id]);
    return { ...c, approvalStatusId: idOf(status) };
  });
  return toCreator(row);
}
