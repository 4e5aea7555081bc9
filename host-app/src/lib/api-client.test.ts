// @vitest-environment jsdom
import { messages } from '@chorus/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contact } from '../testing/fake-api.ts';
import { apiConfig, onAccountMoved } from './api-client.ts';
import { createSessionStore } from './session.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the app says which account its page shows', () => {
  it('sends the signed-in contact with every write, and nobody once signed out', async () => {
    const creator = contact({ contactID: 7, actorContactID: 2 });
    const store = createSessionStore(async () => creator);
    await store.refresh();
    expect(apiConfig().actingAs).toBe(7);
    store.updateContact(contact({ contactID: 2 }));
    expect(apiConfig().actingAs).toBe(2);
    store.signOut();
    expect(apiConfig().actingAs).toBeNull();
  });

  it('hears a write refused because another tab switched, and the store says so once after asking who we are', async () => {
    const refused = { error: true, messages: [messages.switchAccount.changedElsewhere] };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(refused), { status: 409 })));
    const heard: string[] = [];
    const stop = onAccountMoved((notice) => heard.push(notice));
    const { transport } = apiConfig();
    const answer = await transport!({ method: 'POST', path: '/creatorapi/profile-save', body: {}, headers: {} });
    stop();
    expect(answer.status).toBe(409);
    expect(heard).toEqual([messages.switchAccount.changedElsewhere]);

    const now = contact({ contactID: 9 });
    const store = createSessionStore(async () => now);
    await store.switchEnded(heard[0]);
    expect(store.getState()).toEqual({ status: 'signed-in', contact: now, notice: messages.switchAccount.changedElsewhere });
  });
});
