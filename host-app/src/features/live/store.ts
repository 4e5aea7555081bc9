import type { ChatMessage, NotificationMessage } from '@chorus/core';
import { create } from 'zustand';
import { eventsUrl, fetchConversations, fetchNotifications } from './api.ts';

/**
 * The host app's live state (DESIGN §1: zustand holds live events and unread counts): one EventSource for the whole
 * app, opened when a session starts and closed when it ends. New notifications and chat messages arrive through it;
 * screens subscribe to the counts and to `lastChat` to append what arrives.
 */
export interface LiveState {
  connected: boolean;
  notificationsUnread: number;
  /** The newest notifications (the header dropdown's list), newest first. */
  recent: NotificationMessage[];
  chatUnread: number;
  /** The last chat message that arrived, with its conversation's unread count (screens append it). */
  lastChat: { ConversationID: string; Message: ChatMessage; UnreadCount: number } | null;
  /** Bumped by any read elsewhere (another tab), so lists reload. */
  readVersion: number;
  setNotificationsUnread(n: number): void;
  setChatUnread(n: number): void;
  markRecentRead(id: number): void;
  /** Loads the counts from the server (after connecting and after each reconnect). */
  refresh(): Promise<void>;
}

export const useLive = create<LiveState>((set, get) => ({
  connected: false,
  notificationsUnread: 0,
  recent: [],
  chatUnread: 0,
  lastChat: null,
  readVersion: 0,
  setNotificationsUnread: (n) => set({ notificationsUnread: n }),
  setChatUnread: (n) => set({ chatUnread: n }),
  markRecentRead: (id) => set({ recent: get().recent.map((m) => (m.MessageID === id ? { ...m, IsRead: true } : m)) }),
  async refresh() {
    // An event that arrives while the lists are read may belong to a change the read did not see yet: setting the
    // read's answer then would drop it (count and list). Read again in that case (a few times at most).
    for (let attempt = 1; ; attempt++) {
      const before = liveEvents;
      const [notes, chats] = await Promise.allSettled([fetchNotifications(1), fetchConversations()]);
      if (liveEvents !== before && attempt < 3) continue;
      if (notes.status === 'fulfilled')
        set({ notificationsUnread: notes.value.results.data.UnreadCount, recent: notes.value.results.data.Messages.slice(0, 10) });
      if (chats.status === 'fulfilled') set({ chatUnread: chats.value.results.data.UnreadTotal });
      return;
    }
  },
}));

/** Notification and chat events received so far: `refresh` reads again when one arrives during its read. */
let liveEvents = 0;

let source: EventSource | null = null;
let retry: ReturnType<typeof setTimeout> | null = null;
let attempts = 0;
/** The stream's last event id: a reopened stream resumes after it (the server replays what was missed). */
let lastEventId = '';
const seen = (e: Event) => {
  liveEvents++;
  if ((e as MessageEvent).lastEventId) lastEventId = (e as MessageEvent).lastEventId;
};

/**
 * Opens the app's one event stream (idempotent). The browser reconnects by itself, sending the last event id; a
 * closed stream is reopened with backoff from the same id. Either way the server replays what was missed, or sends
 * `reset` when that is too much, and the counts are reloaded.
 */
export function connectLive(): void {
  if (source || typeof EventSource === 'undefined') return;
  const es = new EventSource(eventsUrl(lastEventId), { withCredentials: true });
  source = es;
  es.onopen = () => {
    attempts = 0;
    useLive.setState({ connected: true });
    void useLive.getState().refresh();
  };
  es.addEventListener('notification', (e) => {
    seen(e);
    const m = JSON.parse((e as MessageEvent<string>).data) as NotificationMessage;
    const s = useLive.getState();
    useLive.setState({ notificationsUnread: s.notificationsUnread + 1, recent: [m, ...s.recent.filter((r) => r.MessageID !== m.MessageID)].slice(0, 10) });
  });
  es.addEventListener('chat', (e) => {
    seen(e);
    const data = JSON.parse((e as MessageEvent<string>).data) as LiveState['lastChat'] & object;
    useLive.setState({ lastChat: data });
    void fetchConversations().then((r) => useLive.setState({ chatUnread: r.results.data.UnreadTotal }), () => {});
  });
  // Something was read elsewhere, or more was missed than the server replays: lists and counts reload.
  for (const type of ['read', 'reset'])
    es.addEventListener(type, () => {
      useLive.setState((s) => ({ readVersion: s.readVersion + 1 }));
      void useLive.getState().refresh();
    });
  es.onerror = () => {
    useLive.setState({ connected: false });
    // CLOSED: the server refused or ended the stream (logout, too many tabs); try again later, slower each time.
    if (es.readyState === EventSource.CLOSED) {
      source = null;
      const delay = Math.min(30_000, 1_000 * 2 ** attempts++);
      retry = setTimeout(connectLive, delay);
    }
  };
}

/** Closes the stream (sign-out). */
export function disconnectLive(): void {
  if (retry) clearTimeout(retry);
  retry = null;
  source?.close();
  source = null;
  lastEventId = '';
  useLive.setState({ connected: false, notificationsUnread: 0, recent: [], chatUnread: 0, lastChat: null });
}
