import * as z from 'zod/mini';
import { int, isoDate, results } from './wire.ts';

/** Notifications per page on /notifications. */
export const NOTIFICATION_PAGE_SIZE = 10;
/** Chat messages per page (newest page first). */
export const CHAT_PAGE_SIZE = 50;
/** The longest chat message, in characters. */
export const CHAT_MESSAGE_MAX = 4000;

export const liveMessages = {
  chatNoIdentity: 'Could not initialize chat session. User not identified.',
  notificationsEmpty: 'No Notifications Yet. Check Back Soon!',
  chatEmpty: 'Message cannot be empty.',
} as const;

/** One notification (campaigns.md §3 Message). Message may contain (sanitized) HTML. */
export const notificationMessage = /* @__PURE__ */ z.object({
  MessageID: int,
  Subject: z.string(),
  Message: z.string(),
  IsRead: z.boolean(),
  /** Epoch seconds. */
  CreatedDateTime: int,
  /** The portal path of what it is about (the campaign, the contest, the payment), and its link's words; absent when none. */
  Link: z.optional(z.string()),
  LinkLabel: z.optional(z.string()),
});
export type NotificationMessage = z.infer<typeof notificationMessage>;

/** GET /creatorapi/messages */
export const messagesResponse = /* @__PURE__ */ z.object({
  results: z.object({ success: z.boolean(), data: z.object({ Messages: z.array(notificationMessage), UnreadCount: int }) }),
  PageInformation: z.object({ TotalPages: int, Page: int, TotalRows: int }),
});
export type MessagesResponse = z.infer<typeof messagesResponse>;

/** POST /creatorapi/message?messageId= */
export const messageReadResponse = /* @__PURE__ */ results({ data: z.object({ UnreadCount: int }) });

/** POST /adminapi/notifications */
export const notificationBroadcastResponse = /* @__PURE__ */ results({ data: z.object({ Sent: int }) });

/** One chat message: plain text. */
export const chatMessage = /* @__PURE__ */ z.object({
  MessageID: int,
  ConversationID: z.string(),
  Text: z.string(),
  /** creator | organiser | contact */
  SenderRole: z.string(),
  SenderContactID: z.nullable(int),
  SenderName: z.string(),
  /** Whether the viewer wrote it (the organiser side counts as one for admins). */
  Mine: z.boolean(),
  CreatedDateTime: isoDate,
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const conversationSummary = /* @__PURE__ */ z.object({
  ConversationID: z.string(),
  Kind: z.string(),
  CampaignID: z.nullable(int),
  Subject: z.string(),
  /** The other side's name as the viewer sees it. */
  With: z.string(),
  LastMessage: z.nullable(chatMessage),
  UnreadCount: int,
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

/** GET /creatorapi/chat/conversations and /adminapi/chat/conversations */
export const conversationListResponse = /* @__PURE__ */ results({
  data: z.object({ Conversations: z.array(conversationSummary), UnreadTotal: int }),
});
export type ConversationListResponse = z.infer<typeof conversationListResponse>;

/** GET …/chat/conversations/:id/messages: oldest first within the page; page 1 is the newest. */
export const chatMessagesResponse = /* @__PURE__ */ z.object({
  results: z.object({ success: z.boolean(), data: z.object({ Conversation: conversationSummary, Messages: z.array(chatMessage) }) }),
  PageInformation: z.object({ TotalPages: int, Page: int, TotalRows: int }),
});
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponse>;

/** POST …/chat/conversations/:id/messages */
export const chatSendResponse = /* @__PURE__ */ results({ data: chatMessage });

/** POST …/chat/conversations/:id/read */
export const chatReadResponse = /* @__PURE__ */ results({ data: z.object({ UnreadTotal: int }) });

/** GET /creatorapi/chat/session: who the viewer is in chat, and TalkJS's settings when it is configured. */
export const chatSessionResponse = /* @__PURE__ */ results({
  data: z.object({
    UserID: z.string(),
    Name: z.string(),
    /** null: the built-in chat. */
    TalkJS: z.nullable(z.object({ AppID: z.string(), Signature: z.string() })),
  }),
});
export type ChatSessionResponse = z.infer<typeof chatSessionResponse>;
