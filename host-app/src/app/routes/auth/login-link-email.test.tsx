// @vitest-environment jsdom
import { accountMessages, messages } from '@chorus/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contact, fakeApi, ok, signedInRoutes, visitor, type FakeCall } from '../../../testing/fake-api.ts';
import { currentUrl, renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const usernameLogin = () =>
  ok({ error: false, messages: [], data: { token: 'tok', linkEmail: true }, contactDetail: contact({ logInUsername: 'legacy.user' }) });
const linkCalls = (calls: FakeCall[]) => calls.filter((c) => c.path === '/creatorapi/username');

async function logIn() {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'legacy.user' } });
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'pw' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
  return screen.findByRole('heading', { level: 2, name: messages.login.linkEmailHeading });
}

describe('login steps 2 and 3', () => {
  it('asks a username login for a unique email, says when it is refused, then thanks and goes on', async () => {
    let refuse = true;
    const api = fakeApi({
      ...signedInRoutes(),
      ...visitor,
      'POST /creatorapi/auth/login': usernameLogin,
      'POST /creatorapi/username': () =>
        refuse
          ? { status: 409, body: { error: true, messages: [messages.login.linkEmailFailed] } }
          : ok({ results: { success: true, message: messages.login.linkEmailThanks('me@example.com') } }),
    });
    const { container, router } = renderApp('/login');
    await logIn();
    // Still on /login: the session starts only once this step is done or left for later.
    expect(currentUrl(router)).toBe('/login');
    const submit = screen.getByRole('button', { name: 'Link Email' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(await screen.findByText(messages.email.invalid)).toBeTruthy();
    expect(submit.disabled).toBe(true);
    expect(
      (await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([]);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Taken@Example.com' } });
    fireEvent.click(submit);
    expect(await screen.findByText(messages.login.linkEmailFailed)).toBeTruthy();
    // The spec's call: the email in the query, the new token as x-api-key.
    expect(linkCalls(api.calls)[0]).toMatchObject({ method: 'POST', query: { username: 'taken@example.com' } });
    expect(linkCalls(api.calls)[0]!.headers['x-api-key']).toBe('tok');

    refuse = false;
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link Email' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Thanks for registering!' })).toBeTruthy();
    expect(screen.getByText(messages.login.linkEmailThanks('me@example.com'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard'));
  });

  it('lets the user leave linking for later', async () => {
    fakeApi({ ...signedInRoutes(), ...visitor, 'POST /creatorapi/auth/login': usernameLogin });
    const { router } = renderApp('/login');
    await logIn();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard'));
  });
});

describe('/verifyEmail: the link mailed at step 2', () => {
  it('completes the link for a visitor who is not signed in, without asking to link an email again', async () => {
    const api = fakeApi({
      ...signedInRoutes(),
      ...visitor,
      'POST /creatorapi/confirm-username': () => ok({ results: { success: true, message: messages.login.confirmation } }),
    });
    const { router } = renderApp('/verifyEmail?username_token=abc&username_token_uid=7');
    expect(await screen.findByText(messages.login.confirmation)).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/creatorapi/confirm-username').map((c) => c.body)).toEqual([{ token: 'abc', id: '7' }]);
    expect(currentUrl(router)).toBe('/verifyEmail?username_token=abc&username_token_uid=7');
    expect(screen.queryByRole('heading', { level: 2, name: messages.login.linkEmailHeading })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in with your email' }).getAttribute('href')).toBe('/login');
  });

  it('says when the link is used or expired', async () => {
    fakeApi({
      ...signedInRoutes(),
      ...visitor,
      'POST /creatorapi/confirm-username': () => ({ status: 400, body: { error: true, messages: [accountMessages.usernameLinkFailed] } }),
    });
    renderApp('/verifyEmail?username_token=used&username_token_uid=7');
    expect(await screen.findByText(accountMessages.usernameLinkFailed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
  });
});
