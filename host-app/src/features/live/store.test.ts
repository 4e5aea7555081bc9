import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationMessage } from '@chorus/core';
import { fakeApi } from '../../testing/fake-api.ts';
import { connectLive, disconnectLive, useLive } from './store.ts';

/** The browser's EventSource, driven by the test: `open()` and `emit()` as the server's stream would. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  onopen: (() => void) | null = null;
  private listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {}
  open() {
    this.onopen?.();
  }
  emit(type: string, data: unknown, id: string) {
    for (const fn of this.listeners.get(type) ?? []) fn(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }
}

const note = (id: number, subject: string): NotificationMessage => ({ MessageID: id, Subject: subject, Message: subject, IsRead: false, CreatedDateTime: 1_800_000_000 + id });
const messages = (list: NotificationMessage[]) => ({
  status: 200,
  body: { results: { success: true, data: { Messages: list, UnreadCount: list.length } }, PageInformation: { TotalPages: 1, Page: 1, TotalRows: list.length } },
});

afterEach(() => {
  disconnectLive();
  vi.unstubAllGlobals();
});

describe('live events store', () => {
  it('keeps a notification that arrives while the lists are being read, by reading them again', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const older = note(1, 'Older');
    const fresh = note(2, 'Draft approved');
    let reads = 0;
    let release!: () => void;
    const firstRead = new Promise<void>((r) => (release = r));
    fakeApi({
      // The first read was taken before the approval committed; any later read sees it.
      'GET /creatorapi/messages': async () => (++reads === 1 ? (await firstRead, messages([older])) : messages([fresh, older])),
      'GET /creatorapi/chat/conversations': () => ({ status: 200, body: { results: { success: true, data: { Conversations: [], UnreadTotal: 0 } } } }),
    });
    connectLive();
    FakeEventSource.last!.open();
    // The approval's event arrives while the first read is still on its way back.
    FakeEventSource.last!.emit('notification', fresh, 'n:2');
    expect(useLive.getState().recent.map((m) => m.Subject)).toEqual(['Draft approved']);
    release();

    await vi.waitFor(() => expect(reads).toBe(2));
    await vi.waitFor(() => expect(useLive.getState().recent.map((m) => m.Subject)).toEqual(['Draft approved', 'Older']));
    expect(useLive.getState().notificationsUnread).toBe(2);
  });
});
