import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  NOTIFICATION_KINDS,
  notificationKinds,
  notificationPreferenceMessages as m,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreference,
} from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { notificationPreferences } from '../db/schema.ts';
import { badRequest } from '../lib/http.ts';
import { renderMail, type MailContent } from '../lib/mail-templates.ts';
import { enqueueMail, linkSecretOf, publicUrlOf } from '../plugins/mail.ts';

// Issue 24: a contact turns each kind of notification off in the app, by mail, or both. The choice is read in the
// transaction that would notify (`wants`), so what is turned off is never written. Mail about the account itself
// (sign-in, password, confirmations, the payment email) takes no kind and always goes.

/** Every kind with the contact's choice (no row: both on), in the catalogue's order. */
export async function preferencesOf(db: Db | Tx, contactId: number): Promise<NotificationPreference[]> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.contactId, contactId));
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return NOTIFICATION_KINDS.map((kind) => {
    const r = byKind.get(kind);
    return { Kind: kind, Label: notificationKinds[kind].label, Description: notificationKinds[kind].description, App: r?.app ?? true, Mail: r?.mail ?? true };
  });
}

/** Saves the kinds given (the others keep their choice) and answers every kind. */
export async function savePreferences(db: Db, contactId: number, list: { Kind: NotificationKind; App: boolean; Mail: boolean }[]) {
  return db.transaction(async (tx) => {
    for (const p of list)
      await tx
        .insert(notificationPreferences)
        .values({ contactId, kind: p.Kind, app: p.App, mail: p.Mail })
        .onConflictDoUpdate({ target: [notificationPreferences.contactId, notificationPreferences.kind], set: { app: p.App, mail: p.Mail, updatedAt: sql`now()` } });
    return preferencesOf(tx, contactId);
  });
}

/** Whether the contact takes this kind on this channel. */
export async function wants(tx: Db | Tx, contactId: number, kind: NotificationKind, channel: NotificationChannel): Promise<boolean> {
  const [r] = await tx
    .select({ app: notificationPreferences.app, mail: notificationPreferences.mail })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.contactId, contactId), eq(notificationPreferences.kind, kind)));
  return r ? r[channel] : true;
}

// ---- Unsubscribe links: `<contactId>.<kind>.<HMAC-SHA256, base64url>`, signed with the link key ----

const mac = (secret: Buffer, payload: string) => crypto.createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');

export function signUnsubscribeToken(secret: Buffer, contactId: number, kind: NotificationKind): string {
  const payload = `${contactId}.${kind}`;
  return `${payload}.${mac(secret, payload)}`;
}

export function verifyUnsubscribeToken(secret: Buffer, token: string): { contactId: number; kind: NotificationKind } | null {
  const match = /^([0-9]{1,10})\.([a-z]{1,20})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || !(NOTIFICATION_KINDS as readonly string[]).includes(match[2]!)) return null;
  const expected = Buffer.from(signUnsubscribeToken(secret, Number(match[1]), match[2] as NotificationKind));
  const given = Buffer.from(token);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return { contactId: Number(match[1]), kind: match[2] as NotificationKind };
}

/** The token's kind and contact, or 400 with the product's sentence for a bad or forged one. */
export function unsubscribeSubject(secret: Buffer, token: string | undefined) {
  const subject = token ? verifyUnsubscribeToken(secret, token) : null;
  if (!subject) throw badRequest(m.badToken);
  return subject;
}

/** The link's kind, and whether its mail is off already (the portal's unsubscribe page). */
export async function describeUnsubscribe(db: Db, secret: Buffer, token: string | undefined) {
  const { contactId, kind } = unsubscribeSubject(secret, token);
  return { Kind: kind, ...notificationKinds[kind], Unsubscribed: !(await wants(db, contactId, kind, 'mail')) };
}

/** Turns the link's kind off by mail (the app keeps it): idempotent, and needs no sign-in (the token is the proof). */
export async function unsubscribe(db: Db, secret: Buffer, token: string | undefined) {
  const { contactId, kind } = unsubscribeSubject(secret, token);
  await db
    .insert(notificationPreferences)
    .values({ contactId, kind, mail: false })
    .onConflictDoUpdate({ target: [notificationPreferences.contactId, notificationPreferences.kind], set: { mail: false, updatedAt: sql`now()` } });
  return { Kind: kind, ...notificationKinds[kind], Unsubscribed: true };
}

/**
 * Queues a mail of this kind to the contact, unless they turned its mail off; it carries their unsubscribe link in
 * its footer and as `List-Unsubscribe`. Nothing without a public address (a script without an app: nobody is
 * mailed); a script given one, without the app's link key, mails without the link. Answers whether it queued.
 */
export async function mailContact(tx: Tx, contactId: number, kind: NotificationKind, content: MailContent, publicUrl = publicUrlOf(tx)): Promise<boolean> {
  const secret = linkSecretOf(tx);
  if (!publicUrl) return false;
  if (!(await wants(tx, contactId, kind, 'mail'))) return false;
  const token = secret ? encodeURIComponent(signUnsubscribeToken(secret, contactId, kind)) : null;
  const unsubscribe = token ? { page: `/unsubscribe?token=${token}`, oneClick: `/publicapi/unsubscribe?token=${token}` } : undefined;
  await enqueueMail(tx, renderMail(publicUrl, { ...content, ...(unsubscribe ? { unsubscribe } : {}) }));
  return true;
}
