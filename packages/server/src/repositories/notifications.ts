import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { detailPath, DIRECT_BONUS_CENTS, DIRECT_BONUS_CONTESTS, formatUsd, NOTIFICATION_PAGE_SIZE, type NotificationKind, type NotificationMessage } from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { campaignPayments, campaigns, competitions, contacts, contestPayments, notifications, offers } from '../db/schema.ts';
import { notFound } from '../lib/http.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { publishAfterCommit, publishManyAfterCommit } from '../plugins/live-hub.ts';
import { wants } from './notification-preferences.ts';

export interface NotificationInput {
  subject: string;
  /** HTML; sanitized here. */
  message: string;
  expiresAt?: Date | null;
  /** What it is about (issue 24): the contact may have turned it off in the app. None: about the account itself, always shown. */
  kind?: NotificationKind;
  /** What it is about, to open from the notification: a portal path and the link's words. */
  link?: { path: string; label: string };
}

type Row = typeof notifications.$inferSelect;

/** The fields a notification's message shows. */
type Shown = Pick<Row, 'id' | 'subject' | 'message' | 'readAt' | 'createdAt' | 'link' | 'linkLabel'>;

export const toMessage = (r: Shown): NotificationMessage => ({
  MessageID: r.id,
  Subject: r.subject,
  Message: r.message,
  IsRead: r.readAt !== null,
  CreatedDateTime: Math.floor(r.createdAt.getTime() / 1000),
  ...(r.link ? { Link: r.link, LinkLabel: r.linkLabel ?? 'Open' } : {}),
});

/**
 * Writes a notification inside the caller's transaction (it exists only if the event it tells about commits) and
 * announces it on the contact's live stream once that transaction has committed. Null when the contact turned its
 * kind off in the app.
 */
export async function notify(tx: Tx | Db, contactId: number, input: NotificationInput): Promise<number | null> {
  if (input.kind && !(await wants(tx, contactId, input.kind, 'app'))) return null;
  const [row] = await tx
    .insert(notifications)
    .values({
      contactId,
      subject: input.subject.slice(0, 200),
      message: sanitizeRichText(input.message),
      expiresAt: input.expiresAt ?? null,
      link: input.link?.path ?? null,
      linkLabel: input.link?.label ?? null,
    })
    .returning();
  publishAfterCommit(tx, contactId, { type: 'notification', data: toMessage(row!) });
  return row!.id;
}

/**
 * The organiser's broadcast: one notification per contact who is not deactivated (or one contact), but not to
 * those who turned news off in the app. One INSERT … SELECT, whatever the audience (10k contacts were 10k inserts in
 * one transaction), then one batch of live events after the commit. Answers how many were written.
 */
export async function broadcast(db: Db, target: { all: true } | { contactId: number }, input: NotificationInput): Promise<number> {
  const subject = input.subject.slice(0, 200);
  const message = sanitizeRichText(input.message);
  const link = input.link?.path ?? null;
  const linkLabel = input.link?.label ?? null;
  return db.transaction(async (tx) => {
    if (!('all' in target) && !(await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, target.contactId))).length)
      throw notFound('Contact not found.');
    const who = 'all' in target ? sql`c.deactivated_at is null and c.contact_type <> 'admin'` : sql`c.id = ${target.contactId}`;
    const { rows } = (await tx.execute(sql`
      insert into notifications (contact_id, subject, message, expires_at, link, link_label)
      select c.id, ${subject}, ${message}, ${input.expiresAt ?? null}::timestamptz, ${link}, ${linkLabel}
      from contacts c
      where ${who}
        and not exists (select 1 from notification_preferences p where p.contact_id = c.id and p.kind = 'news' and not p.app)
      returning id, contact_id, created_at`)) as unknown as { rows: { id: number; contact_id: number; created_at: Date | string }[] };
    publishManyAfterCommit(
      tx,
      rows.map((r) => ({
        contactId: r.contact_id,
        event: {
          type: 'notification',
          data: toMessage({ id: r.id, subject, message, readAt: null, createdAt: new Date(r.created_at), link, linkLabel }),
        },
      })),
    );
    return rows.length;
  });
}

const unexpired = or(isNull(notifications.expiresAt), gt(notifications.expiresAt, sql`now()`));
const visible = (contactId: number, withExpired: boolean) => and(eq(notifications.contactId, contactId), withExpired ? undefined : unexpired);

export async function unreadCount(db: Db | Tx, contactId: number): Promise<number> {
  return (await unreadCounts(db, [contactId])).get(contactId) ?? 0;
}

/** Unread, unexpired notifications of each contact (the header's count; the Manage Creators modal's unread dot). */
export async function unreadCounts(db: Db | Tx, contactIds: number[]): Promise<Map<number, number>> {
  if (!contactIds.length) return new Map();
  const rows = await db
    .select({ contactId: notifications.contactId, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.contactId, contactIds), unexpired, isNull(notifications.readAt)))
    .groupBy(notifications.contactId);
  return new Map(rows.map((r) => [r.contactId, r.n]));
}

/** A page of the contact's notifications, newest first. `hasExpiry=false` includes expired ones. */
export async function listNotifications(db: Db, contactId: number, page: number, hasExpiry: boolean) {
  const where = visible(contactId, !hasExpiry);
  const [total] = await db.select({ n: count() }).from(notifications).where(where);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_PAGE_SIZE)
    .offset((page - 1) * NOTIFICATION_PAGE_SIZE);
  const totalRows = total?.n ?? 0;
  return { rows: rows.map(toMessage), totalRows, totalPages: Math.max(1, Math.ceil(totalRows / NOTIFICATION_PAGE_SIZE)), unread: await unreadCount(db, contactId) };
}

/** Marks the contact's own notification read (404 for anyone else's); tells the contact's other tabs. */
export async function markRead(db: Db, contactId: number, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, id), eq(notifications.contactId, contactId)))
      .returning({ id: notifications.id });
    if (!row) throw notFound('Notification not found.');
    const unread = await unreadCount(tx, contactId);
    publishAfterCommit(tx, contactId, { type: 'read', data: { MessageID: id, UnreadCount: unread } });
    return unread;
  });
}

// ---- The events that notify (each called inside the event's own transaction) ----

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Entries approved now (rows as they were before: already approved ones are skipped). */
export async function notifyEntriesApproved(tx: Tx, before: { id: number; status: string; contestId: number; contactId: number | null }[]) {
  const fresh = before.filter((e) => e.status !== 'approved' && e.contactId !== null);
  if (!fresh.length) return;
  const contests = await tx
    .select({ id: competitions.id, name: competitions.name, kind: competitions.kind, isClosed: competitions.isClosed })
    .from(competitions)
    .where(inArray(competitions.id, [...new Set(fresh.map((e) => e.contestId))]));
  const names = new Map(contests.map((c) => [c.id, c.name]));
  const contestLinks = new Map(contests.map((c) => [c.id, { path: detailPath(c, c.id), label: 'See the contest' }]));
  for (const e of fresh)
    await notify(tx, e.contactId!, {
      kind: 'contests',
      link: contestLinks.get(e.contestId),
      subject: 'Contest entry approved',
      message: `<p>Your entry in <strong>${esc(names.get(e.contestId) ?? 'the contest')}</strong> was approved and is on the leaderboard.</p>`,
    });
}

/** A prize won at a contest's end (`tellPrizesWon` in contest-mail.ts also mails the winner). */
export async function notifyPrizeWon(tx: Tx, contactId: number, won: { contest: string; place: string; paid: string }) {
  await notify(tx, contactId, {
    kind: 'contests',
    link: { path: '/payments', label: 'See my payments' },
    subject: `You won ${won.place}`,
    message: `<p>You won <strong>${esc(won.place)}</strong> in <strong>${esc(won.contest)}</strong>: ${esc(won.paid)}. It is paid to your confirmed payment email.</p>`,
  });
}

/** Payments that moved to Paid (campaign or contest). */
export async function notifyPaid(tx: Tx, paid: { contactId: number | null; amountCents: number; paymentEmail: string | null; what: string }[]) {
  for (const p of paid) {
    if (!p.contactId) continue;
    await notify(tx, p.contactId, {
      kind: 'payments',
      link: { path: '/payments?payment_status=Paid', label: 'See my payments' },
      subject: 'Payment sent',
      message: `<p>We paid ${esc(formatUsd(p.amountCents))} for ${esc(p.what)}${p.paymentEmail ? ` to ${esc(p.paymentEmail)}` : ''}.</p>`,
    });
  }
}

/** Campaign payments by id, after they were marked Paid. */
export async function notifyCampaignPaymentsPaid(tx: Tx, paymentIds: number[]) {
  if (!paymentIds.length) return;
  const rows = await tx
    .select({ contactId: campaignPayments.contactId, amountCents: campaignPayments.amountCents, paymentEmail: campaignPayments.paymentEmail, title: campaigns.title })
    .from(campaignPayments)
    .innerJoin(offers, eq(offers.id, campaignPayments.offerId))
    .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .where(inArray(campaignPayments.id, paymentIds));
  await notifyPaid(tx, rows.map((r) => ({ ...r, what: `the campaign ${r.title}` })));
}

/** Contest payments by id, after they were marked Paid. */
export async function notifyContestPaymentsPaid(tx: Tx, paymentIds: number[]) {
  if (!paymentIds.length) return;
  const rows = await tx
    .select({ contactId: contestPayments.contactId, amountCents: contestPayments.amountCents, paymentEmail: contestPayments.paymentEmail, name: competitions.name })
    .from(contestPayments)
    .innerJoin(competitions, eq(competitions.id, contestPayments.contestId))
    .where(inArray(contestPayments.id, paymentIds));
  await notifyPaid(tx, rows.map((r) => ({ ...r, what: `the contest ${r.name}` })));
}

/** A payment email was confirmed from its link. */
export async function notifyPaymentEmailConfirmed(tx: Tx, contactId: number, email: string) {
  await notify(tx, contactId, { link: { path: '/account/vendor', label: 'Payment Information' }, subject: 'Payment email confirmed', message: `<p>${esc(email)} is now your payment email. Payments are sent there.</p>` });
}

const payByDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { timeZone: 'America/Chicago', month: 'long', day: 'numeric', year: 'numeric' });

/** Tells a creator they earned the direct bonus, the date it is paid by, and to confirm a payment email if they have none. */
export function notifyBonusEarned(tx: Tx, contactId: number, payBy: string, paymentEmail: string | null) {
  const where = paymentEmail
    ? `We will send it to your confirmed PayPal email ${esc(paymentEmail)}.`
    : 'You have no confirmed PayPal email yet: <a href="/account/vendor">add and confirm one</a> so we can pay you.';
  return notify(tx, contactId, {
    kind: 'payments',
    link: paymentEmail ? { path: '/payments', label: 'See my payments' } : { path: '/account/vendor', label: 'Set my payment email' },
    subject: `You earned the ${formatUsd(DIRECT_BONUS_CENTS)} direct bonus`,
    message: `<p>Your entries in ${DIRECT_BONUS_CONTESTS} direct contests were approved. Your ${formatUsd(DIRECT_BONUS_CENTS)} bonus will be paid by ${payByDay(payBy)}.</p><p>${where}</p>`,
  });
}

/** The newest notification id of all (the notifications part of a live stream's cursor). */
export async function latestNotificationId(db: Db): Promise<number> {
  const [r] = await db.select({ n: sql<number>`coalesce(max(${notifications.id}), 0)::int` }).from(notifications);
  return r?.n ?? 0;
}

/**
 * The contact's notifications with ids in (`after`, `upTo`], oldest first, at most `limit` (and whether there were
 * more): what a live stream missed while it was away, replayed after a reconnect.
 */
export async function notificationsBetween(db: Db, contactId: number, after: number, upTo: number, limit: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.contactId, contactId), gt(notifications.id, after), lte(notifications.id, upTo)))
    .orderBy(asc(notifications.id))
    .limit(limit + 1);
  return { messages: rows.slice(0, limit).map(toMessage), more: rows.length > limit };
}
