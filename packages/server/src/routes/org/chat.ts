import type { FastifyInstance } from 'fastify';
import {
  chatMessagesQuery,
  chatMessagesResponse,
  chatReadResponse,
  chatSendBody,
  chatSendResponse,
  conversationParams,
  orgConversationListResponse,
  orgConversationsQuery,
} from '@chorus/core';
import type { Db } from '../../db/open.ts';
import { route, type Scope } from '../../lib/http.ts';
import type { Session } from '../../plugins/auth.ts';
import { conversationMessages, markConversationRead, sendMessage, type Viewer } from '../../repositories/chat.ts';
import { listOrgConversations } from '../../repositories/org-chat.ts';

/** The signed-in member in the organiser's seat of the session's organisation's campaigns only (staff too, here). */
const viewerOf = (session: Session, scope: Scope): Viewer => ({ contactId: session.acting.id, isAdmin: false, organisations: [scope.organisationId!] });

/**
 * The organisation's chat with creators (issue 22): its campaign conversations, the same ones the creators see
 * (repositories/chat.ts), with the organisation as the organiser's seat. Every member reads and marks read; editors
 * and owners write. Another organisation's conversation is 404, as one that does not exist.
 */
export function orgChatRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(
    app,
    {
      method: 'GET',
      url: '/orgapi/conversations',
      summary: "The organisation's campaign conversations (one campaign's with campaignId), latest first, with the member's unread counts",
      access: 'orgViewer',
      query: orgConversationsQuery,
      response: orgConversationListResponse,
    },
    async ({ session, scope, query }) => {
      const r = await listOrgConversations(db, viewerOf(session, scope), query.campaignId);
      return { results: { success: true, data: { Conversations: r.conversations, UnreadTotal: r.unreadTotal } } };
    },
  );
  route(
    app,
    {
      method: 'GET',
      url: '/orgapi/conversations/:id/messages',
      summary: "A page of one of the organisation's conversations (page 1: the newest)",
      access: 'orgViewer',
      params: conversationParams,
      query: chatMessagesQuery,
      response: chatMessagesResponse,
    },
    async ({ session, scope, params, query }) => {
      const r = await conversationMessages(db, viewerOf(session, scope), params.id, query.page);
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
      url: '/orgapi/conversations/:id/messages',
      summary: 'Write to the creator as the organisation (plain text)',
      access: 'orgEditor',
      params: conversationParams,
      body: chatSendBody,
      response: chatSendResponse,
    },
    async ({ session, scope, params, body }) => ({ results: { success: true, data: await sendMessage(db, viewerOf(session, scope), params.id, body.text) } }),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/orgapi/conversations/:id/read',
      summary: 'Mark a conversation read for the signed-in member; answers their unread total in the organisation',
      access: 'orgViewer',
      params: conversationParams,
      response: chatReadResponse,
    },
    async ({ session, scope, params }) => ({
      results: { success: true, data: { UnreadTotal: await markConversationRead(db, viewerOf(session, scope), params.id) } },
    }),
  );
}
