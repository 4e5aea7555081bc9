import * as z from 'zod';
import { idParam, pageParam, textInput } from './common.ts';
import { CHAT_MESSAGE_MAX, liveMessages } from './live.ts';

const page = pageParam.default(1);

/** GET /creatorapi/messages?page&hasExpiry=false */
export const messagesQuery = z.object({ page, hasExpiry: z.enum(['true', 'false']).default('true') });
/** POST /creatorapi/message?messageId= */
export const messageReadQuery = z.object({ messageId: idParam });

/** POST /adminapi/notifications: everyone (`all`) or one contact. Message is HTML (sanitized on the server). */
export const notificationBroadcastBody = z
  .object({
    all: z.boolean().default(false),
    contactId: z.number().int().positive().max(2_147_483_647).optional(),
    subject: textInput(200).min(1, 'Subject is required.'),
    message: textInput(20_000, { trim: false }).min(1, 'Message is required.'),
  })
  .refine((b) => b.all !== (b.contactId !== undefined), 'Send to all or to one contact.');

const CONVERSATION_ID = /^(campaign|contact)-[1-9][0-9]{0,9}-[1-9][0-9]{0,9}$/;
/** A conversation id in a path: `campaign-{campaignId}-{contactId}` or `contact-{low}-{high}`. */
export const conversationParams = z.object({ id: z.string().regex(CONVERSATION_ID, 'Conversation not found.') });
export const chatMessagesQuery = z.object({ page });
/** POST …/chat/conversations/:id/messages: plain text. */
export const chatSendBody = z.object({ text: textInput(CHAT_MESSAGE_MAX).min(1, liveMessages.chatEmpty) });
/** Organiser: the offer whose conversation to open. */
export const offerChatParams = z.object({ offerId: idParam });

/**
 * GET /creatorapi/events?lastEventId=: where a stream resumes when the client reopens it itself (the browser's own
 * reconnect sends the `Last-Event-ID` header instead): `{notificationId}.{chatMessageId}`, the cursor the stream sent.
 */
export const liveEventsQuery = z.object({
  lastEventId: z
    .string()
    .regex(/^[0-9]{1,12}\.[0-9]{1,12}$/, 'Invalid event id.')
    .optional(),
});
