import { eq, inArray, sql } from 'drizzle-orm';
import { detailPath, formatUsd, organiserMessages, prizeLabel } from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { competitions, contestPayments } from '../db/schema.ts';
import { conflict, notFound } from '../lib/http.ts';
import { renderMail } from '../lib/mail-templates.ts';
import type { MailContent } from '../lib/mail-templates.ts';
import { enqueueMail, publicUrlOf } from '../plugins/mail.ts';
import { mailContact } from './notification-preferences.ts';
import { notifyEntriesApproved, notifyPrizeWon } from './notifications.ts';
import { confirmedEmailSql } from './payment-email.ts';
import { PAYMENT_REMINDER_EVERY_MS, queuePaymentReminder } from './payment-reminders.ts';

// The entry confirmation promises "we will email you" (issue 11): after the entry-received mail (account-tokens.ts),
// the entrant is mailed when an entry is approved or rejected and when it wins, in the transaction that decided it
// (the outbox), beside the in-app notification of an account's entries. Links are built on the app's PUBLIC_URL;
// a script without an app (no mail service on its database) writes the notifications and no mail.

async function contestsById(tx: Tx, ids: number[]) {
  const rows = ids.length
    ? await tx
        .select({ id: competitions.id, name: competitions.name, kind: competitions.kind, isClosed: competitions.isClosed })
        .from(competitions)
        .where(inArray(competitions.id, [...new Set(ids)]))
    : [];
  return new Map(rows.map((c) => [c.id, c]));
}

/**
 * Entries moderated to `action` (the rows as they were before): those whose status changes are told, an account's
 * in the app (approvals) and every entrant by mail, one mail per email and contest.
 */
export async function tellEntriesModerated(
  tx: Tx,
  before: { id: number; status: string; contestId: number; contactId: number | null; email: string; creator: string }[],
  action: 'approved' | 'rejected',
) {
  if (action === 'approved') await notifyEntriesApproved(tx, before);
  const changed = before.filter((e) => e.status !== action && e.email);
  const publicUrl = publicUrlOf(tx);
  if (!changed.length || !publicUrl) return;
  const contests = await contestsById(tx, changed.map((e) => e.contestId));
  const groups = new Map<string, typeof changed>();
  for (const e of changed) groups.set(`${e.email.toLowerCase()}|${e.contestId}`, [...(groups.get(`${e.email.toLowerCase()}|${e.contestId}`) ?? []), e]);
  for (const entries of groups.values()) {
    const c = contests.get(entries[0]!.contestId);
    if (!c) continue;
    const handles = [...new Set(entries.map((e) => e.creator).filter(Boolean))].join(', ');
    const what = `Your ${entries.length === 1 ? 'entry' : `${entries.length} entries`} to ${c.name}${handles ? ` (${handles})` : ''}`;
    await mailEntrant(tx, publicUrl, entries[0]!.contactId, {
        to: entries[0]!.email,
        template: action === 'approved' ? 'entry-approved' : 'entry-rejected',
        subject: action === 'approved' ? `Your entry to ${c.name} was approved` : `Your entry to ${c.name} was not approved`,
        heading: action === 'approved' ? 'Your entry is in!' : 'About your entry',
        paragraphs:
          action === 'approved'
            ? [`${what} ${entries.length === 1 ? 'was' : 'were'} approved and ${entries.length === 1 ? 'is' : 'are'} on the leaderboard.`]
            : [
                `${what} ${entries.length === 1 ? 'was' : 'were'} not approved and ${entries.length === 1 ? 'is' : 'are'} not on the leaderboard.`,
                'Entries must follow the contest guidelines: the song clearly heard, original content, a video, nothing inappropriate.',
              ],
        action: { label: 'See the contest', path: detailPath(c, c.id) },
    });
  }
}

/** An account's contest mail follows its choice for contests (with an unsubscribe link); an email entrant's always goes. */
async function mailEntrant(tx: Tx, publicUrl: string, contactId: number | null, content: MailContent) {
  if (contactId) await mailContact(tx, contactId, 'contests', content);
  else await enqueueMail(tx, renderMail(publicUrl, content));
}

/** Prizes just created by a contest's end: each winner is told in the app (an account) and by mail (every entrant). */
export async function tellPrizesWon(
  tx: Tx,
  contest: { id: number; name: string; kind: string; isClosed: boolean },
  prizes: { place: number; award?: string | null; contactId: number | null; contactEmail: string; grossCents: number; amountCents: number; paymentEmail: string | null }[],
) {
  const publicUrl = publicUrlOf(tx);
  for (const p of prizes) {
    const paid = `${formatUsd(p.amountCents)}${p.amountCents !== p.grossCents ? ` (${formatUsd(p.grossCents)} less the fee)` : ''}`;
    const won = prizeLabel(p);
    if (p.contactId) await notifyPrizeWon(tx, p.contactId, { contest: contest.name, place: won, paid });
    if (!publicUrl || !p.contactEmail) continue;
    await mailEntrant(tx, publicUrl, p.contactId, {
        to: p.contactEmail,
        template: 'contest-won',
        subject: `You won ${won} in ${contest.name}`,
        heading: 'Congratulations!',
        paragraphs: [
          `You won ${won} in ${contest.name}. Your prize is ${paid}.`,
          p.paymentEmail
            ? `It will be paid to your confirmed PayPal email ${p.paymentEmail}.`
            : 'Prizes are paid only to a confirmed PayPal email: log in (or sign up with this email) and confirm one on Payment Information.',
        ],
        action: p.paymentEmail ? { label: 'See my payments', path: '/payments' } : { label: 'Set my payment email', path: '/account/vendor' },
    });
  }
}

/** How often one winner may be reminded to confirm a payment email. */
export const PRIZE_REMINDER_EVERY_MS = PAYMENT_REMINDER_EVERY_MS;

/**
 * Mails a winner whose prize cannot be paid for want of a confirmed payment email (the studio's remind button):
 * once a day at most per prize, decided under the payment's lock so two editors clicking at once send one mail.
 * Refused when the prize is paid or its payee already has a confirmed payment email. Answers the address mailed.
 */
export async function remindPrizePaymentEmail(db: Db, paymentId: number): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ p: contestPayments, contest: { id: competitions.id, name: competitions.name, kind: competitions.kind, isClosed: competitions.isClosed }, confirmed: confirmedEmailSql(sql`${contestPayments.contactId}`) })
      .from(contestPayments)
      .innerJoin(competitions, eq(competitions.id, contestPayments.contestId))
      .where(eq(contestPayments.id, paymentId))
      .for('update', { of: contestPayments });
    if (!row) throw notFound(organiserMessages.paymentNotFound);
    const { p, contest, confirmed } = row;
    if (p.status === 'Paid') throw conflict(organiserMessages.alreadyPaid);
    if (confirmed) throw conflict(organiserMessages.reminderNotNeeded);
    await queuePaymentReminder(
      tx,
      p.contactId,
      {
        to: p.contactEmail,
        template: 'prize-payment-reminder',
        subject: `Your prize from ${contest.name}: add a payment email to be paid`,
        heading: 'Your prize is waiting',
        paragraphs: [
          `You won ${prizeLabel(p)} in ${contest.name}: ${formatUsd(p.amountCents)}.`,
          'Prizes are paid only to a confirmed PayPal email, and yours has none yet. Add one on Payment Information and confirm it from the mail it gets; the prize is then paid.',
          ...(p.contactId ? [] : [`You have no Chorus account yet: sign up with this address, ${p.contactEmail}, so the prize is yours.`]),
        ],
        // The address is not put in the link: a mailed link carries no personal data the logs would show.
        action: p.contactId ? { label: 'Set my payment email', path: '/account/vendor' } : { label: 'Sign up to be paid', path: '/hello' },
      },
      organiserMessages.reminderRecent,
    );
    return p.contactEmail;
  });
}
