import { and, eq, gt } from 'drizzle-orm';
import type { Tx } from '../db/open.ts';
import { mailOutbox } from '../db/schema.ts';
import { conflict } from '../lib/http.ts';
import { renderMail, type MailContent } from '../lib/mail-templates.ts';
import { enqueueMail, publicUrlOf } from '../plugins/mail.ts';
import { mailContact } from './notification-preferences.ts';

// The studio's "remind to add a payment email" (issues 21 and 22): a prize winner or a creator with a campaign payment
// To Be Paid and no confirmed payment email is mailed at most once a day per payment. The caller decides under the
// payment's row lock (two editors clicking at once: the second waits, then finds the first one's mail in the outbox).

/** How often one payment's payee may be reminded to confirm a payment email. */
export const PAYMENT_REMINDER_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Queues the reminder `mail` (in the caller's transaction, holding the payment's lock) unless the same mail (address,
 * template and subject, which names the payment) went out within a day: then 409 `recentMessage`.
 */
export async function queuePaymentReminder(tx: Tx, contactId: number | null, mail: MailContent, recentMessage: string, now = new Date()): Promise<void> {
  const [recent] = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, mail.to), eq(mailOutbox.template, mail.template), eq(mailOutbox.subject, mail.subject), gt(mailOutbox.createdAt, new Date(now.getTime() - PAYMENT_REMINDER_EVERY_MS))))
    .limit(1);
  if (recent) throw conflict(recentMessage);
  // An account may have turned payment mail off (issue 24): then nothing is queued, as for any other payment mail.
  // A winner without an account (an email entrant) is always mailed.
  if (contactId) await mailContact(tx, contactId, 'payments', mail);
  else {
    const publicUrl = publicUrlOf(tx);
    if (publicUrl) await enqueueMail(tx, renderMail(publicUrl, mail));
  }
}
