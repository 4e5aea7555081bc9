// @vitest-environment jsdom
import { NOTIFICATION_KINDS, notificationKinds, notificationPreferenceMessages as npm, type NotificationPreference } from '@chorus/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, signedInRoutes } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const prefs = (over: Partial<Record<string, Partial<NotificationPreference>>> = {}): NotificationPreference[] =>
  NOTIFICATION_KINDS.map((Kind) => ({ Kind, Label: notificationKinds[Kind].label, Description: notificationKinds[Kind].description, App: true, Mail: true, ...over[Kind] }));
const reply = (list: NotificationPreference[], message?: string) => ok({ results: { success: true, ...(message ? { message } : {}), NotificationPreferences: list } });

describe('/account/notifications/', () => {
  it('shows each kind with a labelled checkbox per channel and saves what was changed', async () => {
    const api = fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/notification-preferences': () => reply(prefs({ news: { Mail: false } })),
      'PUT /creatorapi/notification-preferences': (call) =>
        reply((call.body as { NotificationPreferences: NotificationPreference[] }).NotificationPreferences.map((p) => ({ ...p, Label: notificationKinds[p.Kind].label, Description: notificationKinds[p.Kind].description })), npm.saved),
    });
    renderApp('/account/notifications/');
    const offersMail = await screen.findByRole('checkbox', { name: 'Campaign offers: by email' });
    expect((offersMail as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'News from Chorus: by email' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getAllByRole('checkbox')).toHaveLength(NOTIFICATION_KINDS.length * 2);
    expect(screen.getByRole('rowheader', { name: /Deadline reminders/ })).toBeTruthy();
    expect(screen.getByText(notificationKinds.payments.description)).toBeTruthy();

    fireEvent.click(offersMail);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Contests: in the app' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(npm.saved)).toBeTruthy();
    const sent = api.calls.find((c) => c.method === 'PUT')!.body as { NotificationPreferences: { Kind: string; App: boolean; Mail: boolean }[] };
    expect(sent.NotificationPreferences).toEqual([
      { Kind: 'offers', App: true, Mail: false },
      { Kind: 'reminders', App: true, Mail: true },
      { Kind: 'payments', App: true, Mail: true },
      { Kind: 'contests', App: false, Mail: true },
      { Kind: 'news', App: true, Mail: false },
    ]);
    expect((screen.getByRole('checkbox', { name: 'Campaign offers: by email' }) as HTMLInputElement).checked).toBe(false);
  });

  it('says what went wrong when saving fails, and offers a retry when loading fails', async () => {
    let loadFails = true;
    fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/notification-preferences': () => (loadFails ? { status: 503, body: { error: true, messages: ['The service is busy. Please try again.'] } } : reply(prefs())),
      'PUT /creatorapi/notification-preferences': () => ({ status: 400, body: { error: true, messages: [npm.badKind] } }),
    });
    renderApp('/account/notifications/');
    expect(await screen.findByText('The service is busy. Please try again.')).toBeTruthy();
    loadFails = false;
    fireEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    await screen.findByRole('checkbox', { name: 'Campaign offers: in the app' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(npm.badKind));
  });
});

describe('/unsubscribe', () => {
  it('says which emails stop, and turns them off only when asked, without a sign-in', async () => {
    const api = fakeApi({
      'GET /creatorapi/session': () => ok({ results: { success: true, contactDetail: null } }),
      'GET /publicapi/unsubscribe': () => ok({ results: { success: true, Kind: 'offers', Label: notificationKinds.offers.label, Description: notificationKinds.offers.description, Unsubscribed: false } }),
      'POST /publicapi/unsubscribe': () =>
        ok({ results: { success: true, message: npm.unsubscribed(notificationKinds.offers.label), Kind: 'offers', Label: notificationKinds.offers.label, Description: notificationKinds.offers.description, Unsubscribed: true } }),
    });
    renderApp('/unsubscribe?token=7.offers.abc');
    expect(await screen.findByText(notificationKinds.offers.label.toLowerCase())).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(npm.unsubscribed(notificationKinds.offers.label))).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ token: '7.offers.abc' });
  });

  it('shows the product’s sentence for a bad link', async () => {
    fakeApi({
      'GET /creatorapi/session': () => ok({ results: { success: true, contactDetail: null } }),
      'GET /publicapi/unsubscribe': () => ({ status: 400, body: { error: true, messages: [npm.badToken] } }),
    });
    renderApp('/unsubscribe?token=forged');
    expect(await screen.findByText(npm.badToken)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
