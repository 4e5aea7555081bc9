import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { campaignMessages, formatCampaignDeadline, formatUsd, type NotificationKind } from '@chorus/core';
import sanitizeHtml from 'sanitize-html';
import type { Tx } from '../db/open.ts';
import { campaigns, contactPlatforms, contacts, credentials, managerCreators, offers } from '../db/schema.ts';
import { escapeHtml } from '../lib/mail-templates.ts';
import { publicUrlOf } from '../plugins/mail.ts';
import { mailContact } from './notification-preferences.ts';
import { notify } from './notifications.ts';

// What the organiser decides about an offer, and what its deadlines close, reaches its creator twice, in the
// transaction that made the change: one notification in the app and one mail through the outbox (issue 22: "every
// answer reaches the creator"). A change that rolls back tells nobody; a script without an app (no mail service)
// writes the notification only.

/** The events a creator is told of: the invitation, every organiser step of an offer, and the two deadlines. */
export type OfferNotice =
  | 'invite'
  | 'approveDraft'
  | 'rejectDraft'
  | 'answerRequest'
  | 'acceptCounter'
  | 'rejectCounter'
  | 'verify'
  | 'complete'
  | 'pull'
  | 'expire'
  | 'fail'
  | 'remindAnswer'
  | 'remindPost';

interface Offer {
  id: number;
  state: string;
  uid: string;
  title: string;
  brand: string;
  handle: string;
  rateCents: number;
  counterOfferCents: number | null;
  respondBy: Date;
  postBy: Date | null;
  contactId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  /** Whether the creator signs in themselves (a roster creator without a login is reached through their manager). */
  hasLogin: boolean;
}

interface Notice {
  subject: string;
  heading: string;
  /** Plain sentences: each is a paragraph of the notification (escaped) and of the mail. */
  lines: string[];
  /** The organiser's notes (sanitized HTML), shown after the lines. */
  notes?: boolean;
  action: string;
}

const postByText = (o: Offer) => (o.postBy ? ` by ${formatCampaignDeadline(o.postBy)} (Central Time)` : '');

/** The words of each event: the same in the app and in the mail. */
const notices: Record<OfferNotice, (o: Offer) => Notice> = {
  invite: (o) => ({
    subject: 'New campaign offer',
    heading: `${o.brand} has an offer for you`,
    lines: [
      `You have been invited to ${o.title} with ${o.handle} for ${formatUsd(o.rateCents)}.`,
      `Accept, ask for changes or decline within 48 hours, by ${formatCampaignDeadline(o.respondBy)} (Central Time), on your Campaigns page.`,
    ],
    action: 'See the offer',
  }),
  approveDraft: (o) => ({
    subject: 'Draft approved',
    heading: 'Your draft was approved',
    lines: [`Your draft for ${o.title} was approved. You can post it now and submit the link${postByText(o)}.`],
    notes: true,
    action: 'Submit my post',
  }),
  rejectDraft: (o) => ({
    subject: 'Draft needs changes',
    heading: 'Your draft needs changes',
    lines: [`Your draft for ${o.title} needs changes. Upload a new draft${postByText(o)}.`],
    notes: true,
    action: 'Upload a new draft',
  }),
  answerRequest: (o) => ({
    subject: 'Your change request was answered',
    heading: `${o.brand} answered your change request`,
    lines: [
      `${o.brand} answered the changes you asked for on ${o.title}.`,
      `The offer is open again: accept or decline within 48 hours, by ${formatCampaignDeadline(o.respondBy)} (Central Time).`,
    ],
    notes: true,
    action: 'See the answer',
  }),
  acceptCounter: (o) => ({
    subject: 'Counter offer accepted',
    heading: 'Your counter offer was accepted',
    lines: [`${o.brand} accepted your counter offer on ${o.title}: you will be paid ${formatUsd(o.rateCents)}. The work starts now.`],
    action: 'See what is next',
  }),
  rejectCounter: (o) => ({
    subject: 'Counter offer declined',
    heading: 'Your counter offer was not accepted',
    lines: [
      `${o.brand} did not accept your counter offer${o.counterOfferCents !== null ? ` of ${formatUsd(o.counterOfferCents)}` : ''} on ${o.title}, and the offer is closed.`,
    ],
    action: 'See the offer',
  }),
  verify: (o) => ({
    subject: 'Results verified: payment To Be Paid',
    heading: 'Your results were verified',
    lines: [`${o.brand} verified your results for ${o.title}. Your payment of ${formatUsd(o.rateCents)} is To Be Paid, to your confirmed payment email.`],
    action: 'See my payments',
  }),
  complete: (o) => ({
    subject: 'Campaign completed: payment To Be Paid',
    heading: 'Your campaign is complete',
    lines: [`${o.brand} marked ${o.title} complete. Your payment of ${formatUsd(o.rateCents)} is To Be Paid, to your confirmed payment email.`],
    action: 'See my payments',
  }),
  pull: (o) => ({
    subject: 'Offer withdrawn',
    heading: 'An offer was withdrawn',
    lines: [`${o.brand} withdrew the offer for ${o.title}. Nothing more is needed from you.`],
    action: 'See the offer',
  }),
  expire: (o) => ({
    subject: 'Offer expired',
    heading: 'An offer expired',
    lines: [`Your offer for ${o.title} expired. ${campaignMessages.expiredNoAnswer}`, 'Offers left unanswered lower your response rate, which brands see.'],
    action: 'See the offer',
  }),
  remindAnswer: (o) => ({
    subject: 'Your offer ends soon',
    heading: 'About 12 hours left to answer',
    lines: [
      `Your offer for ${o.title} with ${o.handle} (${formatUsd(o.rateCents)}) ends ${formatCampaignDeadline(o.respondBy)} (Central Time).`,
      'Accept, ask for changes or decline before then: an offer left unanswered expires and lowers your response rate.',
    ],
    action: 'Answer the offer',
  }),
  remindPost: (o) => ({
    subject: o.state === 'draft' ? 'Your draft is due soon' : 'Your post is due soon',
    heading: 'About 12 hours left',
    lines: [
      o.state === 'draft'
        ? `Upload your draft for ${o.title}${postByText(o)}, or the offer fails.`
        : `Post your video for ${o.title} and submit its link${postByText(o)}, or the offer fails.`,
    ],
    action: o.state === 'draft' ? 'Upload my draft' : 'Submit my post',
  }),
  fail: (o) => ({
    subject: 'Offer failed',
    heading: 'An offer failed',
    lines: [`Your offer for ${o.title} failed. ${campaignMessages.failedNoPost}`],
    action: 'See the offer',
  }),
};

/** Which kind of notification each event is (issue 24): the contact may turn a kind off in the app or by mail. */
export const kindOfNotice = (notice: OfferNotice): NotificationKind =>
  notice === 'remindAnswer' || notice === 'remindPost' ? 'reminders' : notice === 'verify' || notice === 'complete' ? 'payments' : 'offers';

/** Where each mail's button leads: the payments page for money, else the offer's detail page. */
const pathOf = (notice: OfferNotice, o: Offer) =>
  notice === 'verify' || notice === 'complete' ? '/payments?payment_status=Pending' : `/detail?PostID=${o.id}&UID=${o.uid}`;

/** The organiser's notes as plain paragraphs for the mail's text (the HTML was sanitized when it was written). */
export const notesAsParagraphs = (html: string): string[] =>
  sanitizeHtml(html.replace(/<\/(p|li|h3|h4|blockquote)>|<br\s*\/?>/gi, '\n'), { allowedTags: [], allowedAttributes: {} })
    .split('\n')
    .map((l) => l.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").trim())
    .filter(Boolean);

async function offersById(tx: Tx, ids: number[]): Promise<Offer[]> {
  if (!ids.length) return [];
  return tx
    .select({
      id: offers.id,
      state: offers.state,
      uid: offers.uid,
      title: campaigns.title,
      brand: campaigns.brandName,
      handle: contactPlatforms.handle,
      rateCents: offers.rateCents,
      counterOfferCents: offers.counterOfferCents,
      respondBy: offers.respondBy,
      postBy: offers.postBy,
      contactId: offers.contactId,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.emailPrimary,
      hasLogin: sql<boolean>`exists (select 1 from ${credentials} where ${credentials.contactId} = ${offers.contactId})`,
    })
    .from(offers)
    .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .innerJoin(contactPlatforms, eq(contactPlatforms.id, offers.contactPlatformId))
    .innerJoin(contacts, eq(contacts.id, offers.contactId))
    .where(inArray(offers.id, ids));
}

/** The active managers of these creators, with the address their copies go to. */
async function managersOf(tx: Tx, creatorIds: number[]) {
  if (!creatorIds.length) return new Map<number, { id: number; firstName: string; email: string }[]>();
  const rows = await tx
    .select({ creatorId: managerCreators.creatorId, id: contacts.id, firstName: contacts.firstName, email: contacts.emailPrimary })
    .from(managerCreators)
    .innerJoin(contacts, eq(contacts.id, managerCreators.managerId))
    .where(sql`${inArray(managerCreators.creatorId, creatorIds)} and ${isNull(contacts.deactivatedAt)}`);
  const out = new Map<number, { id: number; firstName: string; email: string }[]>();
  for (const r of rows) if (r.email) out.set(r.creatorId, [...(out.get(r.creatorId) ?? []), { id: r.id, firstName: r.firstName, email: r.email }]);
  return out;
}

/**
 * Tells each offer's creator of the event: one notification, and one mail when the creator signs in and has an
 * email and the app can mail. Each of the creator's managers gets a copy naming the creator (a roster creator
 * without a login is reached through them only). Call inside the transaction that made the change, after it. Each
 * person's own choice for the event's kind decides (issue 24): the creator's for the notification and their mail, a
 * manager's for their copy. `mail: false` writes the notifications only (the demo's seed: its history was never mailed).
 */
export async function tellCreators(tx: Tx, notice: OfferNotice, offerIds: number[], notesHtml?: string, { mail: mailing = true } = {}): Promise<void> {
  const publicUrl = mailing ? publicUrlOf(tx) : null;
  const told = await offersById(tx, offerIds);
  const managers = publicUrl ? await managersOf(tx, [...new Set(told.map((o) => o.contactId))]) : new Map<number, { id: number; firstName: string; email: string }[]>();
  const kind = kindOfNotice(notice);
  for (const o of told) {
    const n = notices[notice](o);
    const notes = n.notes && notesHtml?.trim() ? notesHtml : '';
    await notify(tx, o.contactId, { kind, link: { path: pathOf(notice, o), label: n.action }, subject: n.subject, message: n.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') + notes });
    if (!publicUrl) continue;
    const mail = (contactId: number, to: string, greeting: string, subject: string, heading: string) =>
      mailContact(tx, contactId, kind, {
        to,
        template: `offer-${notice}`,
        subject,
        heading,
        paragraphs: [...(greeting ? [greeting] : []), ...n.lines, ...(notes ? notesAsParagraphs(notes) : [])],
        action: { label: n.action, path: pathOf(notice, o) },
      });
    if (o.email && o.hasLogin) await mail(o.contactId, o.email, o.firstName ? `Hi ${o.firstName},` : '', `${n.subject}: ${o.title}`, n.heading);
    const creator = `${o.firstName} ${o.lastName}`.trim() || o.handle;
    for (const m of managers.get(o.contactId) ?? [])
      await mail(m.id, m.email, `${m.firstName ? `Hi ${m.firstName}, ` : ''}this is about ${creator} (${o.handle}), on your roster.`, `${n.subject}: ${o.title} (${creator})`, `${creator}: ${n.heading}`);
  }
}
