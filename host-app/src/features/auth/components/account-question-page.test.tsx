// @vitest-environment jsdom
import type { ContactDetail } from '@chorus/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getNativeToken, isNativeMode, takeOfferedToken } from '../../../lib/native.ts';
import { createSessionStore } from '../../../lib/session.tsx';
import { contact, fakeApi, ok, signedInRoutes } from '../../../testing/fake-api.ts';
import { currentUrl, renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const maya = contact();
const jordan = contact({ contactID: 2, contactType: 'manager', contactName: 'Jordan Reyes', logInUsername: 'manager@chorus.test' });
const tokens: Record<string, ContactDetail> = { 'tok-maya': maya, 'tok-jordan': jordan };

/** The server: the tab's cookie belongs to `cookie` (or nobody); x-api-key tok-maya is Maya's, tok-jordan Jordan's. */
function server(cookie: ContactDetail | null) {
  return fakeApi({
    ...signedInRoutes(),
    'GET /creatorapi/session': (call) => {
      const key = call.headers['x-api-key'];
      const who = key === undefined ? cookie : tokens[key];
      return ok({ results: { success: true, contactDetail: who ?? null } });
    },
  });
}

/** Opens the app at `url` as the browser would: `?token=` leaves the address before the router starts. */
function open(url: string) {
  window.history.replaceState(null, '', url);
  const offered = takeOfferedToken();
  const path = `${window.location.pathname}${window.location.search}`;
  return renderApp(path, createSessionStore(undefined, offered));
}

describe('a ?token= in a signed-in tab', () => {
  it('asks before switching to another account; staying keeps the signed-in one and drops the token', async () => {
    const api = server(maya);
    const { router } = open('/dashboard?token=tok-jordan&tab=x');
    const title = await screen.findByRole('heading', { level: 1, name: 'Continue as Jordan Reyes?' });
    // Focus moves in an effect, which may run after the heading shows.
    await waitFor(() => expect(document.activeElement).toBe(title));
    await waitFor(() => expect(document.title).toBe('Continue as Jordan Reyes? · Chorus'));
    expect(screen.getByText(/You are signed in as/).textContent).toBe(
      'You are signed in as Maya Lopez (creator@chorus.test). The link you opened signs in as Jordan Reyes (manager@chorus.test).',
    );
    expect(window.location.search).toBe('?tab=x');
    // Nothing of the app shows, and nothing is taken, until the question is answered.
    expect(screen.queryByTestId('greeting-name')).toBeNull();
    expect(isNativeMode()).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Stay as Maya Lopez' }));
    expect((await screen.findByTestId('greeting-name')).textContent).toBe('Maya Lopez');
    expect(currentUrl(router)).toBe('/dashboard?tab=x');
    expect(isNativeMode()).toBe(false);
    expect(getNativeToken()).toBeNull();
    expect(window.sessionStorage.getItem('chorus.token')).toBeNull();
    // The app's own calls after the answer ride on the cookie again.
    await waitFor(() => expect(api.calls.some((c) => c.path === '/creatorapi/switch')).toBe(true));
    expect(api.calls.filter((c) => c.path === '/creatorapi/switch').every((c) => c.headers['x-api-key'] === undefined)).toBe(true);
  });

  it('continuing enters native mode with the token', async () => {
    const api = server(maya);
    open('/dashboard?token=tok-jordan');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue as Jordan Reyes' }));
    expect((await screen.findByTestId('greeting-name')).textContent).toBe('Jordan Reyes');
    expect(isNativeMode()).toBe(true);
    expect(getNativeToken()).toBe('tok-jordan');
    expect(screen.getByRole('navigation', { name: 'App tabs' })).toBeTruthy();
    await waitFor(() => expect(api.calls.some((c) => c.path === '/creatorapi/switch')).toBe(true));
    expect(api.calls.find((c) => c.path === '/creatorapi/switch')?.headers['x-api-key']).toBe('tok-jordan');
  });

  it('takes the token without asking when the tab has no cookie session (the native webview)', async () => {
    server(null);
    open('/dashboard?token=tok-jordan');
    expect((await screen.findByTestId('greeting-name')).textContent).toBe('Jordan Reyes');
    expect(screen.queryByRole('heading', { name: /Continue as/ })).toBeNull();
    expect(isNativeMode()).toBe(true);
    expect(getNativeToken()).toBe('tok-jordan');
    expect(window.location.search).toBe('');
  });

  it("takes the signed-in account's own token without asking", async () => {
    server(maya);
    open('/dashboard?token=tok-maya');
    expect((await screen.findByTestId('greeting-name')).textContent).toBe('Maya Lopez');
    expect(screen.queryByRole('heading', { name: /Continue as/ })).toBeNull();
    expect(isNativeMode()).toBe(true);
    expect(getNativeToken()).toBe('tok-maya');
  });

  it('keeps the signed-in session when the token signs in nobody', async () => {
    server(maya);
    open('/dashboard?token=tok-revoked');
    expect((await screen.findByTestId('greeting-name')).textContent).toBe('Maya Lopez');
    expect(screen.queryByRole('heading', { name: /Continue as/ })).toBeNull();
    expect(isNativeMode()).toBe(false);
  });
});
