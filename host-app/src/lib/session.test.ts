// @vitest-environment jsdom
import { ApiError } from '@chorus/client';
import { messages } from '@chorus/core';
import { describe, expect, it } from 'vitest';
import { contact } from '../testing/fake-api.ts';
import { createSessionStore } from './session.tsx';

describe('session store', () => {
  it('starts loading, then is signed in when the check answers', async () => {
    const store = createSessionStore(async () => contact());
    expect(store.getState().status).toBe('loading');
    await store.refresh();
    expect(store.getState()).toEqual({ status: 'signed-in', contact: contact() });
  });

  it('is signed out when the server says nobody is signed in, and in error when it cannot answer', async () => {
    const out = createSessionStore(async () => null);
    await out.refresh();
    expect(out.getState()).toEqual({ status: 'signed-out', reason: 'anonymous' });

    const down = createSessionStore(async () => {
      throw new ApiError(0, ['Network error.']);
    });
    await down.refresh();
    expect(down.getState()).toEqual({ status: 'error', message: 'Network error.' });
  });

  it('ignores a check that answers after a login', async () => {
    let answer!: (c: ReturnType<typeof contact>) => void;
    const store = createSessionStore(() => new Promise((resolve) => (answer = resolve)));
    const pending = store.refresh();
    store.signIn(contact({ contactName: 'Fresh Login' }));
    answer(contact({ contactName: 'Stale Check' }));
    await pending;
    expect(store.getState()).toMatchObject({ status: 'signed-in', contact: { contactName: 'Fresh Login' } });
  });

  it('notifies subscribers and signs out with a reason', () => {
    const store = createSessionStore(async () => contact());
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    store.signIn(contact());
    store.signOut();
    stop();
    store.signIn(contact());
    expect(calls).toBe(2);
  });

  it('ends a switch with the notice once, and signs out rather than loop when the check keeps refusing', async () => {
    const ended = new ApiError(403, [messages.switchAccount.ended]);
    let checks = 0;
    const manager = contact({ contactID: 2, contactName: 'Jordan Reyes', contactType: 'manager' });
    const store = createSessionStore(async () => {
      if (++checks === 1) throw ended;
      return manager;
    });
    await store.refresh();
    expect(store.getState()).toEqual({ status: 'signed-in', contact: manager, notice: messages.switchAccount.ended });
    store.dismissNotice();
    expect(store.getState()).toEqual({ status: 'signed-in', contact: manager });

    const stuck = createSessionStore(async () => {
      throw ended;
    });
    await stuck.refresh();
    expect(stuck.getState()).toEqual({ status: 'signed-out', reason: 'anonymous' });
  });
});
