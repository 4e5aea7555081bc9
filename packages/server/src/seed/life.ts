import { and, asc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Tx } from '../db/open.ts';
import { campaigns, chatMessages, conversationParticipants, conversations, notifications, offerEvents, offers } from '../db/schema.ts';
import { campaignConversationId, contactConversationId } from '../repositories/chat.ts';
import { tellCreators, type OfferNotice } from '../repositories/offer-mail.ts';
import { notify } from '../repositories/notifications.ts';
import type { DemoIds } from './identity.ts';

// The demo's history as the people in it would have seen it (issue 24: "every screen with life in it"): each offer
// event of the seeded campaigns left its notification, dated when it happened (older ones read, the last day's
// not), and a few campaign conversations and a manager's thread carry messages, some not yet read.

const HOUR = 3_600_000;
/** Offer events that tell the creator (repositories/offer-mail.ts), by the action logged for them. */
const NOTICES = new Set<OfferNotice>(['invite', 'approveDraft', 'rejectDraft', 'answerRequest', 'acceptCounter', 'rejectCounter', 'verify', 'complete', 'pull', 'expire', 'fail']);
/** Notifications younger than this are left unread. */
const UNREAD_FOR = 24 * HOUR;

async function seedNotifications(tx: Tx, ids: DemoIds, now: number): Promise<void> {
  const creators = [ids.maya, ids.theo, ids.priya, ids.dante];
  const events = await tx
    .select({ offerId: offerEvents.offerId, action: offerEvents.action, at: offerEvents.at, notes: offers.feedbackNotes })
    .from(offerEvents)
    .innerJoin(offers, eq(offers.id, offerEvents.offerId))
    .where(inArray(offers.contactId, creators))
    .orderBy(asc(offerEvents.at), asc(offerEvents.id));
  for (const e of events) {
    if (!NOTICES.has(e.action as OfferNotice)) continue;
    const [before] = await tx.select({ id: max(notifications.id) }).from(notifications);
    const notes = e.action === 'approveDraft' || e.action === 'rejectDraft' ? (e.notes ?? undefined) : undefined;
    await tellCreators(tx, e.action as OfferNotice, [e.offerId], notes, { mail: false });
    const read = now - e.at.getTime() > UNREAD_FOR ? new Date(e.at.getTime() + 2 * HOUR) : null;
    await tx.update(notifications).set({ createdAt: e.at, readAt: read }).where(gt(notifications.id, before?.id ?? 0));
  }
  // News from Chorus, read weeks ago.
  const welcome = new Date(now - 21 * 24 * HOUR);
  for (const contactId of creators) {
    const id = await notify(tx, contactId, {
      kind: 'news',
      subject: 'Welcome to Chorus',
      message: '<p>Offers, contests and opportunities all reach you here.</p><p>Keep your social profiles and rates up to date so brands invite you at the right price.</p>',
      link: { path: '/account/social', label: 'My social profiles' },
    });
    if (id) await tx.update(notifications).set({ createdAt: welcome, readAt: welcome }).where(eq(notifications.id, id));
  }
}

type Line = { from: 'creator' | 'organiser' | number; text: string; ago: number };

/** A conversation with its messages written as they were, and each seat's reading up to `readUpTo` messages ago. */
async function thread(tx: Tx, c: { id: string; kind: 'campaign' | 'contact'; campaignId: number | null; subject: string }, seats: { contactId: number; role: 'creator' | 'organiser' | 'contact'; unread: number }[], lines: Line[], now: number) {
  await tx.insert(conversations).values({ ...c, createdAt: new Date(now - lines[0]!.ago), lastMessageAt: new Date(now - lines.at(-1)!.ago) });
  const written: number[] = [];
  for (const l of lines) {
    const senderRole = typeof l.from === 'number' ? 'contact' : l.from;
    const senderContactId = typeof l.from === 'number' ? l.from : l.from === 'creator' ? seats.find((s) => s.role === 'creator')!.contactId : null;
    const [row] = await tx.insert(chatMessages).values({ conversationId: c.id, senderContactId, senderRole, body: l.text, createdAt: new Date(now - l.ago) }).returning({ id: chatMessages.id });
    written.push(row!.id);
  }
  for (const s of seats)
    await tx.insert(conversationParticipants).values({ conversationId: c.id, contactId: s.contactId, role: s.role, lastReadMessageId: written[written.length - 1 - s.unread] ?? 0 });
}

async function seedChat(tx: Tx, ids: DemoIds, now: number): Promise<void> {
  const offerOn = async (contactId: number, title: string) => {
    const [row] = await tx
      .select({ campaignId: campaigns.id, title: campaigns.title })
      .from(offers)
      .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
      .where(and(eq(offers.contactId, contactId), eq(campaigns.title, title)));
    if (!row) throw new Error(`demo offer on ${title} is missing`);
    return { id: campaignConversationId(row.campaignId, contactId), kind: 'campaign' as const, campaignId: row.campaignId, subject: row.title };
  };
  const creator = (unread: number) => ({ contactId: ids.maya, role: 'creator' as const, unread });
  const organiser = (unread: number) => ({ contactId: ids.admin, role: 'organiser' as const, unread });

  await thread(tx, await offerOn(ids.maya, 'Summit Sips — Trailhead Hydration (Reels)'), [creator(1), organiser(0)], [
    { from: 'creator', text: 'Hi! I asked for a shorter usage window on the contract: could it be 30 days instead of 90?', ago: 18 * HOUR },
    { from: 'organiser', text: 'Thanks Maya, fair question. Our legal team is checking whether 30 days works; we will answer on the offer today.', ago: 3 * HOUR },
  ], now);
  await thread(tx, await offerOn(ids.maya, 'Luna Vale — Midnight Drive (TikTok)'), [creator(1), organiser(0)], [
    { from: 'creator', text: 'Excited for this one! Can I start on the slowed intro and hit the chorus at 0:08?', ago: 150 * 60_000 },
    { from: 'organiser', text: 'Love that idea. Keep the official sound so the views count, and let the first chorus carry the edit.', ago: 40 * 60_000 },
  ], now);
  await thread(tx, await offerOn(ids.maya, 'Lumen Skin — Glow Serum Launch (Shorts)'), [creator(0), organiser(0)], [
    { from: 'organiser', text: 'Your draft looks great: approved! Post it as is whenever you are ready.', ago: 2 * HOUR },
    { from: 'creator', text: 'Thank you! Posting tonight.', ago: 100 * 60_000 },
  ], now);
  await thread(tx, await offerOn(ids.maya, 'CampusFit — Back to Campus (Reels)'), [creator(0), organiser(0)], [
    { from: 'organiser', text: 'Your results are verified. Payment is on its way to your PayPal email. Thanks for a great post!', ago: 12 * 24 * HOUR },
    { from: 'creator', text: 'Received, thanks! Happy to do the next one.', ago: 10 * 24 * HOUR },
  ], now);
  // The manager and a creator on the roster.
  await thread(tx, { id: contactConversationId(ids.jordan, ids.theo), kind: 'contact', campaignId: null, subject: 'Direct message' }, [
    { contactId: ids.jordan, role: 'contact', unread: 1 },
    { contactId: ids.theo, role: 'contact', unread: 0 },
  ], [
    { from: ids.jordan, text: 'The Midnight Drive invite just came in for theoplaysbass. Want me to accept it for you?', ago: 50 * 60_000 },
    { from: ids.theo, text: 'Yes please! I can film it this weekend.', ago: 20 * 60_000 },
  ], now);
}

/** Notifications and chat for the demo, after its campaigns (seed/campaigns.ts). */
export async function seedLife(tx: Tx, ids: DemoIds, now = Date.now()): Promise<void> {
  await seedNotifications(tx, ids, now);
  await seedChat(tx, ids, now);
}

/** After the demo people are removed: their direct threads, which no longer have a seat (campaign ones cascade). */
export async function removeDemoLife(tx: Tx): Promise<void> {
  await tx
    .delete(conversations)
    .where(and(eq(conversations.kind, 'contact'), sql`not exists (select 1 from ${conversationParticipants} p where p.conversation_id = ${conversations.id})`));
}
