import type { FastifyInstance } from 'fastify';
import {
  chatMessagesQuery,
  chatMessagesResponse,
  chatReadResponse,
  chatSendBody,
  chatSendResponse,
  chatSessionResponse,
  conversationListResponse,
  conversationParams,
  offerChatParams,
} from '@chorus/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import { route } from '../../lib/http.ts';
import type { Session } from '../../plugins/auth.ts';
import {
  conversationMessages,
  listConversations,
  markConversationRead,
  offerConversationId,
  sendMessage,
  talkJsSignature,
  type Viewer,
} from '../../repositories/chat.ts';

const viewerOf = (s: Session): Viewer => ({ contactId: s.acting.id, isAdmin: s.acting.contactType === 'admin' });

/**
 * Chat (issue 10): the creator's conversations (one per campaign with the organiser, and contact conversations),
 * and the organiser's side under /adminapi (the CLI's `chat` and `chat-send`). New messages reach both sides live.
 */
export function chatRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const talkJs = config.TALKJS_APP_ID && config.TALKJS_SECRET ? { appId: config.TALKJS_APP_ID, secret: config.TALKJS_SECRET } : null;

  for (const scope of ['creatorapi', 'adminapi'] as const) {
    const access = scope === 'creatorapi' ? 'user' : 'admin';
    route(
      app,
      {
        method: 'GET',
        url: `/${scope}/chat/conversations`,
        summary: 'Conversations of the viewer, latest first, with unread counts and the unread total',
        access,
        response: conversationListResponse,
      },
      async ({ session }) => {
        const r = await listConversations(db, viewerOf(session!));
        return { results: { success: true, data: { Conversations: r.conversations, UnreadTotal: r.unreadTotal } } };
      },
    );
    route(
      app,
      {
        method: 'GET',
        url: `/${scope}/chat/conversations/:id/messages`,
        summary: "A page of a conversation's messages (page 1: the newest), only for its participants (404 otherwise)",
        access,
        params: conversationParams,
        query: chatMessagesQuery,
        response: chatMessagesResponse,
      },
      async ({ session, params, query }) => {
        const r = await conversationMessages(db, viewerOf(session!), params.id, query.page);
        return {
          results: { success: true, data: { Conversation: r.conversation, Messages: r.messages } },
          PageInformation: { TotalPages: r.totalPages, Page: query.page, TotalRows: r.totalRows },
        };
      },
    );
    route(
      app,
      {
        method: 'POST',
        url: `/${scope}/chat/conversations/:id/messages`,
        summary: 'Send a plain-text message to a conversation of the viewer',
        access,
        params: conversationParams,
        body: chatSendBody,
        response: chatSendResponse,
      },
      async ({ session, params, body }) => ({ results: { success: true, data: await sendMessage(db, viewerOf(session!), params.id, body.text) } }),
    );
    route(
      app,
      {
        method: 'POST',
        url: `/${scope}/chat/conversations/:id/read`,
        summary: "Mark a conversation read for the viewer's side",
        access,
        params: conversationParams,
        response: chatReadResponse,
      },
      async ({ session, params }) => ({ results: { success: true, data: { UnreadTotal: await markConversationRead(db, viewerOf(session!), params.id) } } }),
    );
  }

  route(
    app,
    {
      method: 'GET',
      url: '/adminapi/chat/offers/:offerId',
      summary: "Organiser: the conversation of an offer's creator about its campaign, newest page",
      access: 'admin',
      params: offerChatParams,
      response: chatMessagesResponse,
    },
    async ({ session, params }) => {
      const id = await offerConversationId(db, params.offerId);
      const r = await conversationMessages(db, viewerOf(session), id, 1);
      return {
        results: { success: true, data: { Conversation: r.conversation, Messages: r.messages } },
        PageInformation: { TotalPages: r.totalPages, Page: 1, TotalRows: r.totalRows },
      };
    },
  );
  route(
    app,
    {
      method: 'POST',
      url: '/adminapi/chat/offers/:offerId/messages',
      summary: "Organiser: write to an offer's creator in the campaign's conversation",
      access: 'admin',
      params: offerChatParams,
      body: chatSendBody,
      response: chatSendResponse,
    },
    async ({ session, params, body }) => {
      const id = await offerConversationId(db, params.offerId);
      return { results: { success: true, data: await sendMessage(db, viewerOf(session), id, body.text) } };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/chat/session',
      summary: "Who the viewer is in chat; with TalkJS configured, its app id and the user id's HMAC-SHA256 signature",
      access: 'user',
      response: chatSessionResponse,
    },
    async ({ session }) => {
      const userId = String(session.acting.id);
      return {
        results: {
          success: true,
          data: {
            UserID: userId,
            Name: `${session.acting.firstName} ${session.acting.lastName}`.trim(),
            TalkJS: talkJs ? { AppID: talkJs.appId, Signature: talkJsSignature(talkJs.secret, userId) } : null,
          },
        },
      };
    },
  );
}
