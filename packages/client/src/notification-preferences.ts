import { notificationPreferencesResponse, unsubscribeResponse, type NotificationKind } from '@chorus/core';
import { call, type ClientConfig } from './transport.ts';

// Notification preferences (issue 24): which kinds of notification the acting contact gets in the app and by mail,
// and the one-click unsubscribe of a mailed link (no sign-in: the token is the proof).

export const getNotificationPreferences = (c: ClientConfig, signal?: AbortSignal) =>
  call(c, notificationPreferencesResponse, { method: 'GET', path: '/creatorapi/notification-preferences', signal });

export const saveNotificationPreferences = (c: ClientConfig, NotificationPreferences: { Kind: NotificationKind; App: boolean; Mail: boolean }[]) =>
  call(c, notificationPreferencesResponse, { method: 'PUT', path: '/creatorapi/notification-preferences', body: { NotificationPreferences } });

/** What an unsubscribe link turns off, and whether it is off already; changes nothing. */
export const describeUnsubscribe = (c: ClientConfig, token: string, signal?: AbortSignal) =>
  call(c, unsubscribeResponse, { method: 'GET', path: '/publicapi/unsubscribe', query: { token }, signal });

/** Turns off the link's kind by mail (idempotent). */
export const unsubscribe = (c: ClientConfig, token: string) => call(c, unsubscribeResponse, { method: 'POST', path: '/publicapi/unsubscribe', body: { token } });
