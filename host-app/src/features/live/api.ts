import type {
  ChatMessage,
  ChatMessagesResponse,
  ChatSessionResponse,
  ConversationListResponse,
  MessagesResponse,
} from '@chorus/core';
import { config } from '../../lib/config.ts';
import { getNativeToken } from '../../lib/native.ts';

/** A refused call: the server's first message (spec strings), and the status. */
export class LiveApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const token = getNativeToken();
  const res = await fetch(`${config.apiBaseUrl}${path}`, {
    method,
    credentials: 'include',
    headers: {
      accept: 'application/json',
      ...(token && { 'x-api-key': token }),
      ...(method !== 'GET' && { 'x-chorus-csrf': '1' }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { messages?: string[] };
  if (!res.ok) throw new LiveApiError(res.status, json.messages?.[0] ?? 'An Error Has Occured');
  return json as T;
}

export const fetchNotifications = (page: number) => call<MessagesResponse>('GET', `/creatorapi/messages?page=${page}&hasExpiry=false`);
export const markNotificationRead = (id: number) =>
  call<{ results: { data: { UnreadCount: number } } }>('POST', `/creatorapi/message?messageId=${id}`);
export const fetchConversations = () => call<ConversationListResponse>('GET', '/creatorapi/chat/conversations');
export const fetchConversation = (id: string, page = 1) =>
  call<ChatMessagesResponse>('GET', `/creatorapi/chat/conversations/${encodeURIComponent(id)}/messages?page=${page}`);
export const sendChatMessage = (id: string, text: string) =>
  call<{ results: { data: ChatMessage } }>('POST', `/creatorapi/chat/conversations/${encodeURIComponent(id)}/messages`, { text });
export const markConversationRead = (id: string) =>
  call<{ results: { data: { UnreadTotal: number } } }>('POST', `/creatorapi/chat/conversations/${encodeURIComponent(id)}/read`);
export const fetchChatSession = () => call<ChatSessionResponse>('GET', '/creatorapi/chat/session');

/**
 * The live events stream's address (the native token rides in the query: EventSource cannot send headers), and when
 * the app reopens a closed stream itself, the last event id it saw, so the server replays what was missed (the
 * browser's own reconnects send it as Last-Event-ID).
 */
export function eventsUrl(lastEventId = ''): string {
  const q = new URLSearchParams();
  const token = getNativeToken();
  if (token) q.set('token', token);
  if (lastEventId) q.set('lastEventId', lastEventId);
  const query = q.toString();
  return `${config.apiBaseUrl}/creatorapi/events${query ? `?${query}` : ''}`;
}
