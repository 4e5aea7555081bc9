import { and, desc, eq, sql } from 'drizzle-orm';
import { paymentMessages as pm, type PaymentEmailHistoryEntry } from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { contacts, paymentEmails } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../lib/http.ts';
import { renderMail } from '../lib/mail-templates.ts';
import { enqueueMail } from '../plugins/mail.ts';
import { consumeToken, issueTokenWithId } from './account-tokens.ts';
import { notifyPaymentEmailConfirmed } from './notifications.ts';

// The payment email (campaigns.md §4, §5, §7; accounts.md §7). A creator asks for a new one: a Pending history row
// and a mail with a single-use link (only its hash stored, 7 days). Following the link confirms it: it becomes the
// payment email (the latest confirmed), older confirmed ones stay in the history. One resend per row, enforced by a
// conditional UPDATE on resend_count. A manager sets the email of a roster creator with no login directly
// (`setCreatorPaymentEmail` in account.ts: nobody could follow a link), the only other way a row is written.

export const PAYMENT_EMAIL_TTL_MS = 7 * 24 * 60 * 60 * 1000;
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

const toEntry = (r: PaymentEmailRow): PaymentEmailHistoryEntry => ({
  email: r.email,
  activatedDate: (r.confirmedAt ?? r.createdAt).toISOString(),
  confirmedResponse: r.status,
  paymentEmailUid: r.uid,
  contactPaymentEmailId: r.id,
  resendEmailInfo: { resendCount: r.resendCount, canResend: r.status === 'Pending' && r.resendCount < MAX_RESENDS },
});

/** GET /creatorapi/vendor: the confirmed payment email and the whole history, newest first. */
export async function vendorOf(db: Db, contactId: number) {
  const rows = await db.select().from(paymentEmails).where(eq(paymentEmails.contactId, contactId)).orderBy(desc(paymentEmails.id));
  const confirmed = rows
    .filter((r) => r.status === 'Confirmed')
    .sort((a, b) => (b.confirmedAt?.getTime() ?? 0) - (a.confirmedAt?.getTime() ?? 0) || b.id - a.id)[0];
  return { ContactInformation: { EmailAddress_Payment: confirmed?.email ?? null }, PaymentEmailHistory: rows.map(toEntry) };
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
 * POST contact/requestchangepaymentinfo: a Pending row for the new email and its confirmation mail, in one
 * transaction under the contact's row lock (two requests for the same email make one row). Wake the mail worker
 * after. Asking again for an email already Pending points to Resend Email (the one resend stays the only resend).
 */
export async function requestPaymentEmailChange(db: Db, publicUrl: string, contactId: number, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [contact] = await tx.select({ firstName: contacts.firstName }).from(contacts).where(eq(contacts.id, contactId)).for('update');
    if (!contact) throw notFound();
    if ((await confirmedPaymentEmailOf(tx, contactId)) === email) throw conflict(pm.alreadyConfirmed);
    const [pending] = await tx
      .select({ id: paymentEmails.id })
      .from(paymentEmails)
      .where(and(eq(paymentEmails.contactId, contactId), eq(paymentEmails.email, email), eq(paymentEmails.status, 'Pending')));
    if (pending) throw conflict(pm.alreadyPending);
    const [row] = await tx.insert(paymentEmails).values({ contactId, email, status: 'Pending' }).returning();
    await queueConfirmation(tx, publicUrl, row!, contact.firstName);
  });
}

/**
 * POST resend-payment-email: the one resend of a Pending row of the acting contact. One conditional UPDATE
 * (resend_count < MAX_RESENDS) decides, so 50 requests at once send one mail; someone else's row is 404.
 */
export async function resendPaymentEmail(db: Db, publicUrl: string, contactId: number, ref: { uid: string; id: number }): Promise<void> {
  await db.transaction(async (tx) => {
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
        .where(and(eq(paymentEmails.id, ref.id), eq(paymentEmails.uid, ref.uid), eq(paymentEmails.contactId, contactId)));
      if (!mine) throw notFound(pm.historyNotFound);
      throw conflict(mine.status === 'Pending' ? pm.resendUsed : pm.notPending);
    }
    const [contact] = await tx.select({ firstName: contacts.firstName }).from(contacts).where(eq(contacts.id, contactId));
    await queueConfirmation(tx, publicUrl, row, contact?.firstName ?? null);
  });
}

/**
 * POST confirmPaymentEmail?token: the emailed link's token is the proof (no session needed). Uses the token once
 * (one UPDATE … RETURNING) and only when the body names the row it was issued for; the row becomes Confirmed,
 * the contact's payment email from now on. Anything else rolls back and answers 'Invalid or Expired Link'.
 */
export async function confirmPaymentEmail(db: Db, token: string, ref: { uid: string; id: number }): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const used = await consumeToken(tx, 'payment_email', token);
    const detail = used?.detail as { paymentEmailId?: number; uid?: string } | null | undefined;
    if (!used || detail?.paymentEmailId !== ref.id || detail.uid !== ref.uid) throw badRequest(pm.linkFailed);
    const [row] = await tx
      .update(paymentEmails)
      .set({ status: 'Confirmed', confirmedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(paymentEmails.id, ref.id), eq(paymentEmails.uid, ref.uid), eq(paymentEmails.contactId, used.contactId ?? -1), eq(paymentEmails.status, 'Pending')))
      .returning();
    if (!row) throw badRequest(pm.linkFailed);
    await notifyPaymentEmailConfirmed(tx, row.contactId, row.email);
    return { email: row.email };
  });
}
