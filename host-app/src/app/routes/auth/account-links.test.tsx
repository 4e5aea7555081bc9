// @vitest-environment jsdom
import { accountMessages, messages } from '@chorus/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contact, fakeApi, ok, signedInRoutes, unauthorized, visitor, type FakeCall } from '../../../testing/fake-api.ts';
import { currentUrl, renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const m = messages.accountLinks;
const refused = (status: number, text: string) => ({ status, body: { error: true, messages: [text] } });
const linkOk = (over: object = {}) => ok({ success: true, data: [{ success: true }], token: null, redirect_url: null, message: m.linkVerified, ...over });
const verifyCalls = (calls: FakeCall[]) => calls.filter((c) => c.path === '/creatorapi/magic-link/verify');

async function seriousViolations(node: Element): Promise<string[]> {
  const result = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

describe('/forgot-password', () => {
  it('checks the email, asks for a link and shows the server’s answer', async () => {
    const api = fakeApi({ ...visitor, 'POST /creatorapi/password-reset': () => ok({ results: { success: true, message: m.resetSent } }) });
    const { container } = renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Forgot Password'));
    expect(await seriousViolations(container)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(messages.email.invalid)).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/creatorapi/password-reset')).toBe(false);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Maya@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(m.resetSent)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/creatorapi/password-reset')?.body).toEqual({ username: 'maya@example.com' });
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
  });

  it('says An error has occured when the request fails', async () => {
    fakeApi({ ...visitor, 'POST /creatorapi/password-reset': () => refused(500, 'There has been an error.') });
    renderApp('/forgot-password');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'maya@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(m.forgotError)).toBeTruthy();
  });
});

describe('/reset-password', () => {
  const query = '?magic_token=tok123&magic_token_uid=42';

  it('checks the link, then applies the reset rules, resets and lands on the login notice', async () => {
    const api = fakeApi({
      ...visitor,
      'POST /creatorapi/magic-link/verify': (call) =>
        (call.body as { newPassword?: string })?.newPassword
          ? linkOk({ redirect_url: '/login?reset_success=true', message: messages.login.resetSuccess })
          : linkOk({ redirect_url: `/reset-password${query}` }),
    });
    const { router, container } = renderApp(`/reset-password${query}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    const [check] = verifyCalls(api.calls);
    expect(check?.query).toEqual({ magic_token: 'tok123', magic_token_uid: '42' });
    expect(check?.body).toEqual({});
    expect(await seriousViolations(container)).toEqual([]);

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'abcdefgh1!' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'abcdefgh1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(m.password.pattern)).toBeTruthy();
    expect(screen.getByText(m.password.mismatch)).toBeTruthy();
    expect(verifyCalls(api.calls)).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Abcdefgh1!' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Abcdefgh1!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login?reset_success=true'));
    expect(await screen.findByText(messages.login.resetSuccess)).toBeTruthy();
    const reset = verifyCalls(api.calls)[1];
    expect(reset?.body).toEqual({ newPassword: 'Abcdefgh1!', confirmPassword: 'Abcdefgh1!' });
    expect(reset?.query).toEqual({ magic_token: 'tok123', magic_token_uid: '42' });
  });

  it('shows Invalid or Expired Link for a link that does not verify, or has no token', async () => {
    const api = fakeApi({ ...visitor, 'POST /creatorapi/magic-link/verify': () => refused(400, m.magicFailed) });
    renderApp(`/reset-password${query}`);
    expect(await screen.findByRole('heading', { level: 1, name: m.invalidLinkTitle })).toBeTruthy();
    expect(screen.getByText(m.invalidResetLink)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe('/forgot-password');
    cleanup();
    const before = api.calls.length;
    renderApp('/reset-password?magic_token=only');
    expect(await screen.findByRole('heading', { level: 1, name: m.invalidLinkTitle })).toBeTruthy();
    expect(verifyCalls(api.calls.slice(before))).toHaveLength(0);
  });

  it('shows the server’s refusal of the reset (a link used meanwhile)', async () => {
    fakeApi({
      ...visitor,
      'POST /creatorapi/magic-link/verify': (call) => ((call.body as { newPassword?: string })?.newPassword ? refused(400, m.invalidResetLink) : linkOk()),
    });
    renderApp(`/reset-password${query}`);
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'Abcdefgh1!' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Abcdefgh1!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(m.invalidResetLink)).toBeTruthy();
  });
});

describe('/confirm', () => {
  it('confirms once and shows the login notice', async () => {
    const api = fakeApi({ ...visitor, 'POST /creatorapi/confirm-account': () => ok({ results: { success: true, message: { Url: '/login?confirmation=true' } } }) });
    const { router } = renderApp('/confirm?contactId=7&uid=secret');
    await waitFor(() => expect(currentUrl(router)).toBe('/login?confirmation=true'));
    expect(await screen.findByText(messages.login.confirmation)).toBeTruthy();
    const calls = api.calls.filter((c) => c.path === '/creatorapi/confirm-account');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ contactId: '7', uid: 'secret' });
  });

  it('says the account is already confirmed on a second use', async () => {
    fakeApi({ ...visitor, 'POST /creatorapi/confirm-account': () => refused(409, m.alreadyConfirmed) });
    const { container } = renderApp('/confirm?contactId=7&uid=secret');
    expect(await screen.findByText(m.alreadyConfirmed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('/route', () => {
  it('signs in with a magic link and goes to its target', async () => {
    let signedIn = false;
    const api = fakeApi({
      ...signedInRoutes(contact()),
      'GET /creatorapi/session': () => (signedIn ? ok({ results: { success: true, contactDetail: contact() } }) : unauthorized),
      'POST /creatorapi/magic-link/verify': () => {
        signedIn = true;
        return linkOk({ token: 'session-token', redirect_url: '/payments', message: m.signedIn });
      },
    });
    const { router } = renderApp('/route?magic_token=abc&magic_token_uid=9&action=login');
    await waitFor(() => expect(currentUrl(router)).toBe('/payments'));
    expect(verifyCalls(api.calls)).toHaveLength(1);
  });

  it('says the entry is verified and offers to continue to My Entries', async () => {
    fakeApi({ ...visitor, 'POST /creatorapi/magic-link/verify': () => linkOk({ redirect_url: '/contests?tab=entries', message: m.entryVerified }) });
    renderApp('/route?magic_token=abc&magic_token_uid=9&action=verify-entry');
    expect(await screen.findByText(m.entryVerified)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/contests?tab=entries');
  });

  it('follows the undo link mailed to the old login email only once the owner presses Undo: says the login is back and leads to a password reset', async () => {
    const api = fakeApi({ ...visitor, 'POST /creatorapi/magic-link/verify': () => linkOk({ redirect_url: '/forgot-password', message: accountMessages.usernameUndone }) });
    renderApp('/route?magic_token=abc&magic_token_uid=9&action=undo-login-change');
    // Opening the link (a mail scanner does) uses nothing.
    const undo = await screen.findByRole('button', { name: 'Undo this change' });
    expect(screen.getByRole('heading', { level: 1, name: 'Undo Login Email Change' })).toBeTruthy();
    expect(verifyCalls(api.calls)).toHaveLength(0);
    fireEvent.click(undo);
    expect(await screen.findByText(accountMessages.usernameUndone)).toBeTruthy();
    expect(verifyCalls(api.calls)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('tells a visitor who claimed an entry to sign up with its email, and links to sign-up with that email filled in', async () => {
    fakeApi({ ...visitor, 'POST /creatorapi/magic-link/verify': () => linkOk({ redirect_url: '/hello?email=vee%40example.test', message: m.entryClaimSignUp }) });
    const { container, router } = renderApp('/route?magic_token=abc&magic_token_uid=9&action=verify-entry');
    expect(await screen.findByText(m.entryClaimSignUp)).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('link', { name: 'Sign Up' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/hello?email=vee%40example.test'));
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('vee@example.test');
  });

  it('says Verification failed for a bad link', async () => {
    fakeApi({ ...visitor, 'POST /creatorapi/magic-link/verify': () => refused(400, m.magicFailed) });
    const { container } = renderApp('/route?magic_token=abc&magic_token_uid=9');
    expect(await screen.findByText(m.magicFailed)).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
