import { and, asc, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ChatMessage } from '@chorus/core';
import type { Db } from '../db/open.ts';
import { campaigns, chatMessages, conversationParticipants, conversations, offers } from '../db/schema.ts';
import { accessOf, campaignConversationId, messageSelect, toWire, unreadIn, type Viewer } from './chat.ts';

// A live stream's replay of chat (plugins/live.ts): what a viewer missed, found as their conversation list finds
// their conversations and each checked again by `accessOf`.

type Access = Awaited<ReturnType<typeof accessOf>>;

/**
 * The `chat` live events the viewer would have heard for messages with ids in (`after`, `upTo`], oldest first, at
 * most `limit` (and whether there were more): what a stream missed while it was away, replayed after a reconnect.
 * The conversations are the viewer's (as `listConversations` finds them), each checked by `accessOf` again; the
 * unread count is the conversation's as it is now.
 */
export async function chatEventsBetween(db: Db, viewer: Viewer, after: number, upTo: number, limit: number) {
  const contactSeats = (
    await db
      .select({ id: conversationParticipants.conversationId })
      .from(conversationParticipants)
      .where(and(eq(conversationParticipants.contactId, viewer.contactId), eq(conversationParticipants.role, 'contact')))
  ).map((r) => r.id);
  const campaignSeats =
    viewer.isAdmin || viewer.organisations
      ? null
      : (await db.selectDistinct({ campaignId: offers.campaignId }).from(offers).where(eq(offers.contactId, viewer.contactId))).map((r) =>
          campaignConversationId(r.campaignId, viewer.contactId),
        );
  const mine: SQL[] = [];
  if (viewer.isAdmin) mine.push(sql`${chatMessages.conversationId} like 'campaign-%'`);
  else if (viewer.organisations?.length)
    mine.push(
      inArray(
        chatMessages.conversationId,
        db
          .select({ id: conversations.id })
          .from(conversations)
          .innerJoin(campaigns, eq(campaigns.id, conversations.campaignId))
          .where(inArray(campaigns.organisationId, [...viewer.organisations])),
      ),
    );
  const ids = [...contactSeats, ...(campaignSeats ?? [])];
  if (ids.length) mine.push(inArray(chatMessages.conversationId, ids));
  if (!mine.length) return { events: [], more: false };
  const rows = await messageSelect(db)
    .where(and(gt(chatMessages.id, after), lte(chatMessages.id, upTo), or(...mine)))
    .orderBy(asc(chatMessages.id))
    .limit(limit + 1);
  const seats = new Map<string, { a: Access; unread: number } | null>();
  const events: { ConversationID: string; Message: ChatMessage; UnreadCount: number }[] = [];
  for (const r of rows.slice(0, limit)) {
    const id = r.m.conversationId;
    if (!seats.has(id)) {
      const a = await accessOf(db, viewer, id).catch(() => null);
      seats.set(id, a && { a, unread: await unreadIn(db, a, viewer) });
    }
    const seat = seats.get(id);
    if (seat) events.push({ ConversationID: id, Message: toWire({ ...r.m, senderName: r.senderName }, seat.a, viewer), UnreadCount: seat.unread });
  }
  return { events, more: rows.length > limit };
}
