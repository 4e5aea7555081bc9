import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { paymentMessages as pm, type PaymentEmailHistoryEntry } from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { accountTokens, contacts, credentials, managerCreators, paymentEmails } from '../db/schema.ts';
import { badRequest, conflict, notFound, type OwnerProof } from '../lib/http.ts';
import { renderMail } from '../lib/mail-templates.ts';
import { enqueueMail } from '../plugins/mail.ts';
import { consumeToken, findToken, issueTokenWithId } from './account-tokens.ts';
import { notifyPaymentEmailConfirmed } from './notifications.ts';

// The payment email (campaigns.md §4, §5, §7; accounts.md §7). A creator asks for a new one: a Pending history row
// and a mail with a single-use link (only its hash stored, 7 days). Following the link confirms it: it becomes the
// payment email (the latest confirmed), older confirmed ones stay in the history. One resend per row, enforced by a
// conditional UPDATE on resend_count. A manager sets the email of a roster creator with no login directly
// (`setCreatorPaymentEmail` in account.ts: nobody could follow a link); sign-up writes the first Pending row.
//
// Only the owner starts a change (an `OwnerProof`: never a delegate), and the owner's login address is told of every
// request and confirmation with an undo link (a no-login roster creator's managers instead). One link is live at a
// time: a newer request, a confirmation, an undo, a password reset and a password change end every older
// confirmation link. Every change takes the contact's row lock first, so a confirmation racing a newer request or an
// undo is ordered.

export const PAYMENT_EMAIL_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The owner may notice a change late (a mail read after a trip): the undo link lives 30 days. */
export const UNDO_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Resends allowed per history row. */
export const MAX_RESENDS = 1;

type PaymentEmailRow = typeof paymentEmails.$inferSelect;

/** The contact's payment email: the latest confirmed one, or null (money goes nowhere else). */
export async function confirmedPaymentEmailOf(db: Db | Tx, contactId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: paymentEmails.email })
    .from(paymentEmails)
    .where(and(eq(paymentEmails.contactId, contactId), eq(paymentEmails.status, 'Confirmed')))
    .orderBy(sql`${paymentEmails.confirmedAt} desc nulls last`, desc(paymentEmails.id))
    .limit(1);
  return row?.email ?? null;
}

/** SQL: the latest confirmed payment email of the contact in `contactId` (for joins). */
export const confirmedEmailSql = (contactId: ReturnType<typeof sql>) => sql<string | null>`(
  select pe.email from ${paymentEmails} pe where pe.contact_id = ${contactId} and pe.status = 'Confirmed'
  order by pe.confirmed_at desc nulls last, pe.id desc limit 1)`;

// Cancelled rows never reach here (vendorOf leaves them out).
const toEntry = (r: PaymentEmailRow): PaymentEmailHistoryEntry => ({
  email: r.email,
  // Only a confirmed email was activated; a pending one has no such date yet.
  activatedDate: r.status === 'Confirmed' ? (r.confirmedAt ?? r.updatedAt).toISOString() : null,
  confirmedResponse: r.status === 'Confirmed' ? 'Confirmed' : 'Pending',
  paymentEmailUid: r.uid,
  contactPaymentEmailId: r.id,
  resendEmailInfo: { resendCount: r.resendCount, canResend: r.status === 'Pending' && r.resendCount < MAX_RESENDS },
});

/** GET /creatorapi/vendor: the confirmed payment email and the whole history, newest first. */
export async function vendorOf(db: Db, contactId: number) {
  // An undone change (Cancelled) is left out: the owner took it back.
  const rows = await db
    .select()
    .from(paymentEmails)
    .where(and(eq(paymentEmails.contactId, contactId), ne(paymentEmails.status, 'Cancelled')))
    .orderBy(desc(paymentEmails.id));
  const confirmed = rows
    .filter((r) => r.status === 'Confirmed')
    .sort((a, b) => (b.confirmedAt?.getTime() ?? 0) - (a.confirmedAt?.getTime() ?? 0) || b.id - a.id)[0];
  return { ContactInformation: { EmailAddress_Payment: confirmed?.email ?? null }, PaymentEmailHistory: rows.map(toEntry) };
}

/** The contact's row lock: every change to its payment email takes it first, so they happen one after another. */
async function lockContact(tx: Tx, contactId: number) {
  const [contact] = await tx
    .select({ firstName: contacts.firstName, lastName: contacts.lastName })
    .from(contacts)
    .where(eq(contacts.id, contactId))
    .for('update');
  return contact ?? null;
}

/**
 * Ends every live confirmation link of the contact's payment emails (but those of `keepRowId`): a newer request, a
 * confirmation, an undo, a password reset or change makes an older link stale, and it must not come back to replace the
 * newer choice. Undo links stay: the owner may still take back any change they were told of.
 */
export async function endPaymentEmailLinks(tx: Db | Tx, contactId: number, keepRowId?: number): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.contactId, contactId),
        eq(accountTokens.purpose, 'payment_email'),
        isNull(accountTokens.usedAt),
        keepRowId !== undefined ? sql`(${accountTokens.detail}->>'paymentEmailId') is distinct from ${String(keepRowId)}` : undefined,
      ),
    );
}

async function queueConfirmation(tx: Tx, publicUrl: string, row: PaymentEmailRow, firstName: string | null) {
  const { token } = await issueTokenWithId(tx, {
    purpose: 'payment_email',
    contactId: row.contactId,
    detail: { paymentEmailId: row.id, uid: row.uid },
    ttlMs: PAYMENT_EMAIL_TTL_MS,
  });
  // payment_token, not token: the portal reads ?token= on any page as a native session token.
  const query = new URLSearchParams({ payment_token: token, uid: row.uid, contactPaymentEmailId: String(row.id) });
  await enqueueMail(
    tx,
    renderMail(publicUrl, {
      to: row.email,
      template: 'payment-email',
      subject: 'Confirm your Chorus payment email',
      heading: firstName ? `Confirm your payment email, ${firstName}` : 'Confirm your payment email',
      paragraphs: [
        `Someone asked to receive Chorus payments at this PayPal address (${row.email}). Follow the link to confirm it; until then payments are not sent to it.`,
        'The link works once, within 7 days. If you did not ask for this, ignore this email.',
      ],
      action: { label: 'Confirm my payment email', path: `/confirmPaymentEmail?${query}` },
    }),
  );
}

/**
 * Who is told of a change: the account's login address; for a roster creator with no login (nobody to tell), the
 * login addresses of their managers, who act for them.
 */
async function noticeRecipients(tx: Tx, contactId: number): Promise<{ to: string[]; forManager: boolean }> {
  const [login] = await tx.select({ username: credentials.username }).from(credentials).where(eq(credentials.contactId, contactId));
  if (login) return { to: [login.username], forManager: false };
  const managers = await tx
    .select({ username: credentials.username })
    .from(managerCreators)
    .innerJoin(credentials, eq(credentials.contactId, managerCreators.managerId))
    .where(eq(managerCreators.creatorId, contactId));
  return { to: managers.map((m) => m.username), forManager: true };
}

/**
 * The owner's notice of a change (a request or a confirmation) with its undo link: a `payment_email_undo` token
 * naming the row, used by POST undoPaymentEmail. In the change's transaction, like every mail.
 */
async function queueOwnerNotice(
  tx: Tx,
  publicUrl: string,
  row: PaymentEmailRow,
  change: { kind: 'requested' } | { kind: 'confirmed'; previous: string | null },
  contact: { firstName: string | null; lastName: string | null },
) {
  const { to, forManager } = await noticeRecipients(tx, row.contactId);
  if (!to.length) return;
  const { token } = await issueTokenWithId(tx, {
    purpose: 'payment_email_undo',
    contactId: row.contactId,
    detail: { paymentEmailId: row.id, uid: row.uid },
    ttlMs: UNDO_TTL_MS,
  });
  const query = new URLSearchParams({ undo_token: token, uid: row.uid, contactPaymentEmailId: String(row.id) });
  const whose = forManager ? `the Chorus account of ${[contact.firstName, contact.lastName].filter(Boolean).join(' ')}` : 'your Chorus account';
  const what =
    change.kind === 'requested'
      ? `Someone asked to send the payments of ${whose} to ${row.email}. The change happens only once that address confirms it.`
      : `The payment email of ${whose} is now ${row.email}${change.previous ? ` (it was ${change.previous})` : ''}. Payments are sent there from now on.`;
  const undo =
    change.kind === 'requested'
      ? 'If this was not you, undo it: the request is cancelled and its confirmation link stops working.'
      : `If this was not you, undo it: ${change.previous ? `payments go to ${change.previous} again` : 'payments wait for a payment email you confirm'}, and any other confirmation link stops working.`;
  for (const address of to) {
    await enqueueMail(
      tx,
      renderMail(publicUrl, {
        to: address,
        template: 'payment-email-notice',
        subject: change.kind === 'requested' ? 'A change of your Chorus payment email was requested' : 'Your Chorus payment email changed',
        heading: change.kind === 'requested' ? 'Payment email change requested' : 'Payment email changed',
        paragraphs: [what, undo, 'The undo link works once, within 30 days. If it was you, there is nothing to do.'],
        action: { label: 'Undo this change', path: `/undoPaymentEmail?${query}` },
      }),
    );
  }
}

/**
 * Sign-up's payment email (creator sign-up, manager onboarding): a Pending row and the same confirmation mail a
 * change request sends, in the sign-up's transaction (the caller wakes the mail worker after the commit). No owner
 * notice: the owner is the one signing up.
 */
export async function addSignupPaymentEmail(tx: Tx, publicUrl: string, contact: { id: number; firstName: string }, email: string): Promise<void> {
  const [row] = await tx.insert(paymentEmails).values({ contactId: contact.id, email, status: 'Pending' }).returning();
  await queueConfirmation(tx, publicUrl, row!, contact.firstName);
}

/**
 * POST contact/requestchangepaymentinfo (and confirm-info's changed payment email): a Pending row for the new
 * email, its confirmation mail and the owner's notice, in one transaction under the contact's row lock (two
 * requests for the same email make one row); older confirmation links end. Only the owner may ask (`OwnerProof`).
 * Wake the mail worker after. Asking again for an email already Pending points to Resend Email.
 */
export async function requestPaymentEmailChange(db: Db, publicUrl: string, owner: OwnerProof, email: string): Promise<void> {
  const contactId = owner.contactId;
  await db.transaction(async (tx) => {
    const contact = await lockContact(tx, contactId);
    if (!contact) throw notFound();
    if ((await confirmedPaymentEmailOf(tx, contactId)) === email) throw conflict(pm.alreadyConfirmed);
    // Already Pending with a live link: Resend Email is the way. A Pending row whose link a newer choice ended is
    // no obstacle (its one resend may be spent): a new request makes a new row.
    const [pending] = await tx
      .select({ id: paymentEmails.id })
      .from(paymentEmails)
      .innerJoin(
        accountTokens,
        and(
          eq(accountTokens.contactId, paymentEmails.contactId),
          eq(accountTokens.purpose, 'payment_email'),
          isNull(accountTokens.usedAt),
          sql`${accountTokens.expiresAt} > now()`,
          sql`${accountTokens.detail}->>'paymentEmailId' = ${paymentEmails.id}::text`,
        ),
      )
      .where(and(eq(paymentEmails.contactId, contactId), eq(paymentEmails.email, email), eq(paymentEmails.status, 'Pending')));
    if (pending) throw conflict(pm.alreadyPending);
    await endPaymentEmailLinks(tx, contactId);
    const [row] = await tx.insert(paymentEmails).values({ contactId, email, status: 'Pending' }).returning();
    await queueConfirmation(tx, publicUrl, row!, contact.firstName);
    await queueOwnerNotice(tx, publicUrl, row!, { kind: 'requested' }, contact);
  });
}

/**
 * POST resend-payment-email: the one resend of a Pending row of the owner. One conditional UPDATE
 * (resend_count < MAX_RESENDS) decides, so 50 requests at once send one mail; someone else's row is 404. The
 * resent row becomes the one pending choice: other rows' links end (its own first link stays good).
 */
export async function resendPaymentEmail(db: Db, publicUrl: string, owner: OwnerProof, ref: { uid: string; id: number }): Promise<void> {
  const contactId = owner.contactId;
  await db.transaction(async (tx) => {
    const contact = await lockContact(tx, contactId);
    const [row] = await tx
      .update(paymentEmails)
      .set({ resendCount: sql`${paymentEmails.resendCount} + 1`, updatedAt: sql`now()` })
      .where(
        and(
          eq(paymentEmails.id, ref.id),
          eq(paymentEmails.uid, ref.uid),
          eq(paymentEmails.contactId, contactId),
          eq(paymentEmails.status, 'Pending'),
          sql`${paymentEmails.resendCount} < ${MAX_RESENDS}`,
        ),
      )
      .returning();
    if (!row) {
      const [mine] = await tx
        .select()
        .from(paymentEmails)
        .where(and(eq(paymentEmails.id, ref.id), eq(paymentEmails.uid, ref.uid), eq(paymentEmails.contactId, contactId), ne(paymentEmails.status, 'Cancelled')));
      if (!mine) throw notFound(pm.historyNotFound);
      throw conflict(mine.status === 'Pending' ? pm.resendUsed : pm.notPending);
    }
    await endPaymentEmailLinks(tx, contactId, row.id);
    await queueConfirmation(tx, publicUrl, row, contact?.firstName ?? null);
  });
}

/** The live token of an emailed link, for its contact's row lock (taken before the token is used). */
async function linkContactOf(tx: Tx, token: string, purpose: 'payment_email' | 'payment_email_undo'): Promise<number> {
  const found = await findToken(tx, token);
  if (!found?.contactId || found.purpose !== purpose) throw badRequest(pm.linkFailed);
  return found.contactId;
}

const namesRow = (used: { detail: unknown } | null, ref: { uid: string; id: number }) => {
  const detail = used?.detail as { paymentEmailId?: number; uid?: string } | null | undefined;
  return !!used && detail?.paymentEmailId === ref.id && detail.uid === ref.uid;
};

/**
 * POST confirmPaymentEmail?token: the emailed link's token is the proof (no session needed). Under the contact's
 * row lock, uses the token once and only when the body names the row it was issued for; the row becomes Confirmed,
 * the contact's payment email from now on, every other confirmation link ends, and the owner is told (with an undo
 * link). Anything else rolls back and answers 'Invalid or Expired Link'. Wake the mail worker after.
 */
export async function confirmPaymentEmail(db: Db, publicUrl: string, token: string, ref: { uid: string; id: number }): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const contactId = await linkContactOf(tx, token, 'payment_email');
    const contact = await lockContact(tx, contactId);
    const used = await consumeToken(tx, 'payment_email', token, { contactId });
    if (!contact || !namesRow(used, ref)) throw badRequest(pm.linkFailed);
    const previous = await confirmedPaymentEmailOf(tx, contactId);
    // clock_timestamp(), not now(): the time after the lock, so the later confirmation is the later time.
    const [row] = await tx
      .update(paymentEmails)
      .set({ status: 'Confirmed', confirmedAt: sql`clock_timestamp()`, updatedAt: sql`now()` })
      .where(and(eq(paymentEmails.id, ref.id), eq(paymentEmails.uid, ref.uid), eq(paymentEmails.contactId, contactId), eq(paymentEmails.status, 'Pending')))
      .returning();
    if (!row) throw badRequest(pm.linkFailed);
    await endPaymentEmailLinks(tx, contactId);
    await notifyPaymentEmailConfirmed(tx, row.contactId, row.email);
    await queueOwnerNotice(tx, publicUrl, row, { kind: 'confirmed', previous: previous === row.email ? null : previous }, contact);
    return { email: row.email };
  });
}

/**
 * POST undoPaymentEmail?token: the owner's undo link (the token is the proof). Under the contact's row lock, uses
 * it once for the row it names: a Pending change is cancelled; a confirmed one is cancelled too, so the previous
 * confirmed payment email (the latest other) is the payment email again. Every confirmation link ends. Following it
 * again, or a link for another row, answers 'Invalid or Expired Link'. Returns where payments go now.
 */
export async function undoPaymentEmail(db: Db, token: string, ref: { uid: string; id: number }): Promise<{ email: string | null }> {
  return db.transaction(async (tx) => {
    const contactId = await linkContactOf(tx, token, 'payment_email_undo');
    await lockContact(tx, contactId);
    const used = await consumeToken(tx, 'payment_email_undo', token, { contactId });
    if (!namesRow(used, ref)) throw badRequest(pm.linkFailed);
    await tx
      .update(paymentEmails)
      .set({ status: 'Cancelled', updatedAt: sql`now()` })
      .where(and(eq(paymentEmails.id, ref.id), eq(paymentEmails.uid, ref.uid), eq(paymentEmails.contactId, contactId), inArray(paymentEmails.status, ['Pending', 'Confirmed'])));
    await endPaymentEmailLinks(tx, contactId);
    return { email: await confirmedPaymentEmailOf(tx, contactId) };
  });
}
