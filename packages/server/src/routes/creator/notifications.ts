import type { FastifyInstance } from 'fastify';
import { messageReadQuery, messageReadResponse, messagesQuery, messagesResponse, notificationBroadcastBody, notificationBroadcastResponse } from '@chorus/core';
import type { Db } from '../../db/open.ts';
import { route } from '../../lib/http.ts';
import { broadcast, listNotifications, markRead } from '../../repositories/notifications.ts';

/** Notifications (campaigns.md §2, §7): the creator's list and mark-read, and the organiser's broadcast. */
export function notificationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/messages',
      summary: "The acting contact's notifications, newest first, by page (hasExpiry=false includes expired ones)",
      access: 'user',
      query: messagesQuery,
      response: messagesResponse,
    },
    async ({ session, query }) => {
      const r = await listNotifications(db, session.acting.id, query.page, query.hasExpiry === 'true');
      return {
        results: { success: true, data: { Messages: r.rows, UnreadCount: r.unread } },
        PageInformation: { TotalPages: r.totalPages, Page: query.page, TotalRows: r.totalRows },
      };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/message',
      summary: "Marks one of the acting contact's notifications read (anyone else's: 404)",
      access: 'user',
      query: messageReadQuery,
      response: messageReadResponse,
    },
    async ({ session, query }) => ({
      results: { success: true, data: { UnreadCount: await markRead(db, session.acting.id, query.messageId) } },
    }),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/adminapi/notifications',
      summary: 'Organiser: send a notification to every creator and manager (all: true) or to one contact',
      access: 'admin',
      body: notificationBroadcastBody,
      response: notificationBroadcastResponse,
    },
    async ({ body }) => {
      const target = body.all ? ({ all: true } as const) : { contactId: body.contactId! };
      const sent = await broadcast(db, target, { subject: body.subject, message: body.message });
      return { results: { success: true, message: `Sent ${sent}.`, data: { Sent: sent } } };
    },
  );
}
