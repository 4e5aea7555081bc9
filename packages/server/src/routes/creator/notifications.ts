import type { FastifyInstance } from 'fastify';
import {
  messageReadQuery,
  messageReadResponse,
  messagesQuery,
  messagesResponse,
  notificationBroadcastBody,
  notificationBroadcastResponse,
  notificationPreferenceMessages,
  notificationPreferencesBody,
  notificationPreferencesResponse,
} from '@chorus/core';
import type { Db } from '../../db/open.ts';
import { route } from '../../lib/http.ts';
import { preferencesOf, savePreferences } from '../../repositories/notification-preferences.ts';
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

  // Notification preferences (issue 24) are 'user' routes: they change neither identity nor money (DESIGN §5), so
  // a delegate or a manager acting for a creator may set them, as they may the contact details (and it goes into
  // the owner's activity). Mail about the account itself cannot be turned off, so nothing here hides a sign-in.
  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/notification-preferences',
      summary: 'Which kinds of notification the acting contact gets in the app and by mail (every kind, on unless turned off)',
      access: 'user',
      response: notificationPreferencesResponse,
    },
    async ({ session }) => ({ results: { success: true, NotificationPreferences: await preferencesOf(db, session.acting.id) } }),
  );

  route(
    app,
    {
      method: 'PUT',
      url: '/creatorapi/notification-preferences',
      summary: 'Turns kinds of notification on or off in the app and by mail (kinds not listed keep their setting); answers every kind',
      access: 'user',
      body: notificationPreferencesBody,
      response: notificationPreferencesResponse,
    },
    async ({ session, body }) => ({
      results: { success: true, message: notificationPreferenceMessages.saved, NotificationPreferences: await savePreferences(db, session.acting.id, body.NotificationPreferences) },
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
