// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Transport } from '@chorus/client';
import { contestMessages, entryMessages, signInMessages, type ContestDetail } from '@chorus/core';
import { seriousViolations } from '../testing/a11y.ts';
import { entryHandleFixtures, fakeApi, fixtures, makeContest, type FakeApi } from '../testing/index.ts';
import { EntryForm } from './entry-form.tsx';

afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;

describe('EntryForm', () => {
  it('loads the contest, then keeps Submit disabled until a creator and an allowed link are given', async () => {
    const api = fakeApi();
    render(<EntryForm contestId={fixtures.quick.id} transport={api.transport} />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    await screen.findByRole('heading', { name: 'Submit Your Post' });
    expect(api.calls[0]!.path).toBe('/publicapi/contests/6');
    expect(submit().disabled).toBe(true);
    type('Post link', 'https://www.tiktok.com/@kai/video/1');
    expect(submit().disabled).toBe(true);
    type('Creator handle', '@Kai');
    expect(submit().disabled).toBe(false);
    // Detected platform next to the link.
    expect(screen.getByText('TikTok')).toBeTruthy();
  });

  it("offers a signed-in creator their own handles (a manager: their roster's), the link's platform first, never free text", async () => {
    const api = fakeApi();
    const contest = { ...fixtures.quick, platforms: ['TikTok', 'Instagram Reel'] };
    const handles = [
      { handle: 'maya.tt', platform: 'tiktok', creatorName: 'Maya Lopez' },
      { handle: 'maya.ig', platform: 'instagram', creatorName: 'Maya Lopez' },
      { handle: 'theo.ig', platform: 'instagram', creatorName: 'Theo Bass' },
    ];
    const onSubmitted = vi.fn();
    const { container } = render(<EntryForm contestId={contest.id} contest={contest} transport={api.transport} token="tok" handles={handles} onSubmitted={onSubmitted} />);
    await screen.findByRole('heading', { name: 'Submit Your Post' });
    const select = screen.getByLabelText('Creator handle') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect([...select.options].map((o) => o.textContent)).toEqual(['@maya.tt · TikTok (Maya Lopez)', '@maya.ig · Instagram (Maya Lopez)', '@theo.ig · Instagram (Theo Bass)']);
    expect(select.value).toBe('maya.tt');
    type('Post link', 'https://www.instagram.com/reel/abc/');
    expect(select.value).toBe('maya.ig');
    fireEvent.change(select, { target: { value: 'theo.ig' } });
    type('Post link', 'https://www.instagram.com/reel/abd/');
    expect(select.value).toBe('theo.ig');
    fireEvent.click(submit());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', path: `/creatorapi/contests/${contest.id}/entries`, body: { creator: 'theo.ig' } });
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('tells a signed-in creator without a handle to add one, and keeps Submit disabled', async () => {
    render(<EntryForm contestId={fixtures.quick.id} contest={fixtures.quick} transport={fakeApi().transport} token="tok" handles={[]} />);
    await screen.findByRole('heading', { name: 'Submit Your Post' });
    type('Post link', 'https://www.tiktok.com/@kai/video/1');
    expect((screen.getByLabelText('Creator handle') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText(contestMessages.noHandles)).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('shows the spec messages for bad links and the lowercase email rule', () => {
    render(<EntryForm contestId={1} contest={fixtures.direct} />);
    const link = screen.getByLabelText('Post link');
    const cases: [string, string][] = [
      ['ftp://tiktok.com/x', contestMessages.linkScheme],
      ['https://vimeo.com/1', contestMessages.linkHost],
      ['https://youtube.com/shorts/abc', contestMessages.noYouTube],
      ['https://www.instagram.com/reel/abc', contestMessages.noInstagram],
    ];
    for (const [value, message] of cases) {
      fireEvent.change(link, { target: { value } });
      fireEvent.blur(link);
      expect(screen.getByText(message)).toBeTruthy();
      expect(link.getAttribute('aria-invalid')).toBe('true');
    }
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'Fan@Example' } });
    expect(email.value).toBe('fan@example');
    fireEvent.blur(email);
    expect(screen.getByText(contestMessages.linkFormEmailInvalid)).toBeTruthy();
  });

  it('applies the handle rules to the creator: 2-30 letters, digits, dots and underscores', () => {
    render(<EntryForm contestId={6} contest={fixtures.quick} />);
    type('Post link', 'https://www.tiktok.com/@kai/video/1');
    const handle = screen.getByLabelText('Creator handle');
    for (const bad of ['k', 'no spaces']) {
      fireEvent.change(handle, { target: { value: bad } });
      fireEvent.blur(handle);
      expect(screen.getByText(entryMessages.handleInvalid)).toBeTruthy();
      expect(submit().disabled).toBe(true);
    }
    fireEvent.change(handle, { target: { value: '@Kai.Moves' } });
    expect(screen.queryByText(entryMessages.handleInvalid)).toBeNull();
  });

  it('asks for the email on submit and focuses it', () => {
    render(<EntryForm contestId={6} contest={fixtures.quick} />);
    type('Post link', 'https://www.capcut.com/t/abc');
    type('Creator handle', 'kai');
    fireEvent.click(submit());
    expect(screen.getByText(contestMessages.emailRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('submits anonymously to the public API, spins, then confirms; Done resets for another entry', async () => {
    const api = fakeApi({ delayMs: 20 });
    const onSubmitted = vi.fn();
    render(<EntryForm contestId={6} contest={fixtures.quick} transport={api.transport} onSubmitted={onSubmitted} />);
    type('Post link', ' https://www.tiktok.com/@kai/video/42 ');
    type('Creator handle', '@Kai');
    type('Email', 'kai@example.com');
    fireEvent.click(submit());
    await waitFor(() => expect(submit().getAttribute('aria-busy')).toBe('true'));
    expect(await screen.findByText(contestMessages.confirmationPost)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Submission received' }));
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/publicapi/contests/6/entries',
      body: { link: 'https://www.tiktok.com/@kai/video/42', creator: 'kai', email: 'kai@example.com', platform: 'tiktok' },
    });
    expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ contestId: 6, creator: 'kai', status: 'in_review' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect((screen.getByLabelText('Post link') as HTMLInputElement).value).toBe('');
  });

  it('shows the server messages on failure and reports them', async () => {
    const onError = vi.fn();
    const api = fakeApi();
    const { rerender } = render(<EntryForm contestId={6} contest={fixtures.quick} transport={api.transport} onError={onError} />);
    const fill = () => {
      type('Post link', 'https://www.tiktok.com/@kai/video/7');
      type('Creator handle', 'kai');
      type('Email', 'kai@example.com');
      fireEvent.click(submit());
    };
    fill();
    await screen.findByText(contestMessages.confirmationPost);
    rerender(<EntryForm key="again" contestId={6} contest={fixtures.quick} transport={api.transport} onError={onError} />);
    fill();
    expect((await screen.findByRole('alert')).textContent).toBe(contestMessages.duplicate);
    expect(onError).toHaveBeenCalledWith([contestMessages.duplicate]);
  });

  it('signed in: no email field, the creator API, the token header', async () => {
    const api = fakeApi();
    render(<EntryForm contestId={1} contest={fixtures.standard} token="tok-1" transport={api.transport} />);
    expect(screen.queryByLabelText('Email')).toBeNull();
    type('Post link', 'https://www.instagram.com/reel/xyz');
    await waitFor(() => expect((screen.getByLabelText('Creator handle') as HTMLSelectElement).value).toBe('kai.ig'));
    fireEvent.click(submit());
    await screen.findByText(contestMessages.confirmationPost);
    expect(api.calls.at(-1)).toMatchObject({ path: '/creatorapi/contests/1/entries', headers: { 'x-api-key': 'tok-1' }, body: { email: '', platform: 'instagram', creator: 'kai.ig' } });
  });

  it('signed in with a token and no handles handed in (the SDK, a native webview): reads the entrant’s own and offers them, the prefilled one first', async () => {
    const api = fakeApi({ handles: [...entryHandleFixtures, { handle: 'maya.tt', platform: 'tiktok', creatorName: 'Maya Lopez' }] });
    render(<EntryForm contestId={1} contest={fixtures.standard} token="tok-1" creator="@Maya.TT" transport={api.transport} />);
    const select = (await screen.findByRole('combobox', { name: 'Creator handle' })) as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((o) => o.textContent)).toEqual(['@kai · TikTok (Kai Moves)', '@kai.ig · Instagram (Kai Moves)', '@maya.tt · TikTok (Maya Lopez)']));
    expect(api.calls.find((c) => c.path === '/creatorapi/entry-handles')?.headers['x-api-key']).toBe('tok-1');
    expect(screen.queryByRole('textbox', { name: 'Creator handle' })).toBeNull();
    expect(select.value).toBe('maya.tt');
    fireEvent.change(select, { target: { value: 'kai' } });
    type('Post link', 'https://www.tiktok.com/@kai/video/5');
    fireEvent.click(submit());
    await screen.findByText(contestMessages.confirmationPost);
    expect(api.calls.at(-1)).toMatchObject({ path: '/creatorapi/contests/1/entries', body: { creator: 'kai' } });
  });

  it('says why there is no handle to pick when they cannot be read, and keeps Submit disabled', async () => {
    const api = fakeApi({ handles: [] });
    const failing: Transport = async (req) =>
      req.path === '/creatorapi/entry-handles' ? { status: 401, body: { error: true, messages: [signInMessages.sessionExpired] } } : api.transport(req);
    render(<EntryForm contestId={1} contest={fixtures.standard} token="tok-1" transport={failing} />);
    type('Post link', 'https://www.tiktok.com/@kai/video/5');
    expect(await screen.findByText(signInMessages.sessionExpired)).toBeTruthy();
    expect((screen.getByLabelText('Creator handle') as HTMLSelectElement).disabled).toBe(true);
    expect(submit().disabled).toBe(true);
  });

  it('shows the marketing consent box only when the contest has a marketing key, and sends it', async () => {
    const { unmount } = render(<EntryForm contestId={6} contest={fixtures.quick} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    unmount();
    const api = fakeApi();
    render(<EntryForm contestId={9} contest={fixtures.marketing} transport={api.transport} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /news and releases from The Tidelines/ }));
    type('Post link', 'https://www.tiktok.com/@kai/video/9');
    type('Creator handle', 'kai');
    type('Email', 'kai@example.com');
    fireEvent.click(submit());
    await screen.findByText(contestMessages.confirmationPost);
    expect(api.calls.at(-1)!.body).toMatchObject({ marketingConsent: true });
  });

  it('explains why a closed contest or a login-only contest takes no entry', () => {
    const onNavigate = vi.fn();
    const { rerender } = render(<EntryForm contestId={11} contest={fixtures.ended} />);
    expect(screen.getByText(contestMessages.closed)).toBeTruthy();
    rerender(<EntryForm contestId={1} contest={fixtures.standard} onNavigate={onNavigate} />);
    expect(screen.getByText(contestMessages.loginRequired)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(onNavigate).toHaveBeenCalledWith('/login?returnTo=%2Fcontestdetail%3FPostID%3D1');
  });

  it("shows the server's eligibility reason instead of the form; a visitor is asked to log in", () => {
    const onNavigate = vi.fn();
    const { rerender } = render(
      <EntryForm contestId={1} contest={{ ...fixtures.standard, eligibility: { canEnter: false, reason: entryMessages.approvalPending } }} signedIn />,
    );
    expect(screen.getByRole('status').textContent).toBe(entryMessages.approvalPending);
    expect(screen.queryByLabelText(/Post link/)).toBeNull();
    rerender(<EntryForm contestId={6} contest={{ ...fixtures.quick, eligibility: { canEnter: false, reason: entryMessages.signIn } }} onNavigate={onNavigate} />);
    expect(screen.getByText(contestMessages.loginRequired)).toBeTruthy();
    expect(screen.getByText(entryMessages.signIn)).toBeTruthy();
    rerender(<EntryForm contestId={6} contest={{ ...fixtures.quick, eligibility: { canEnter: false, reason: entryMessages.country } }} onNavigate={onNavigate} />);
    expect(screen.getByRole('status').textContent).toBe(entryMessages.country + contestMessages.loginRequired + 'Log In');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(onNavigate).toHaveBeenCalledWith('/login?returnTo=%2Fquickdetail%3FPostID%3D6');
    rerender(<EntryForm contestId={6} contest={{ ...fixtures.quick, eligibility: { canEnter: true, reason: null } }} />);
    expect(screen.getByLabelText(/Post link/)).toBeTruthy();
  });

  it('has no serious accessibility violations, with errors showing', async () => {
    const { container } = render(<EntryForm contestId={9} contest={fixtures.marketing} />);
    type('Post link', 'nope');
    fireEvent.blur(screen.getByLabelText('Post link'));
    fireEvent.blur(screen.getByLabelText('Creator handle'));
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('EntryForm: signing in inside the widget (signIn="inline")', () => {
  const TOKEN = 'entry.tok-1';
  /** The Chorus API for one fan (fan@example.com / right-password): the embed sign-in call, then entries with its token. */
  const embedApi = (entries: { status: number; messages: string[] } | null = null, contests?: ContestDetail[]) => {
    const inner = fakeApi({ contests });
    const calls: FakeApi['calls'] = [];
    const transport: Transport = async (req) => {
      calls.push(req);
      if (req.path === '/publicapi/embed/sign-in') {
        const body = req.body as { username: string; password: string };
        if (body.username === 'fan@example.com' && body.password === 'right-password')
          return {
            status: 200,
            body: {
              results: {
                success: true,
                data: {
                  token: TOKEN,
                  username: 'fan@example.com',
                  expiresAt: '2030-01-01T00:00:00.000Z',
                  handles: [
                    { handle: 'fan.tt', platform: 'tiktok', creatorName: '' },
                    { handle: 'fan.ig', platform: 'instagram', creatorName: '' },
                  ],
                },
              },
            },
          };
        return { status: 401, body: { error: true, messages: [signInMessages.invalidCredentials] } };
      }
      const embedEntry = req.path.match(/^\/publicapi\/embed\/contests\/(\d+)\/entries$/);
      if (embedEntry) {
        if (entries) return { status: entries.status, body: { error: true, messages: entries.messages } };
        return inner.transport({ ...req, path: `/creatorapi/contests/${embedEntry[1]}/entries` });
      }
      return inner.transport(req);
    };
    return { transport, calls };
  };
  const signIn = async (password = 'right-password') => {
    type('Email', 'Fan@Example.com');
    type('Password', password);
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
  };

  it('asks a visitor to log in right there (focus on Email), says what is missing, and never leaves the page', async () => {
    const onNavigate = vi.fn();
    const api = embedApi();
    render(<EntryForm contestId={1} contest={fixtures.standard} transport={api.transport} signIn="inline" onNavigate={onNavigate} />);
    expect(screen.getByRole('heading', { name: 'Log in to enter' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Log in to enter' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(contestMessages.loginRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText(signInMessages.usernameRequired)).toBeTruthy();
    expect(screen.getByText(signInMessages.passwordRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(api.calls).toEqual([]);
    const forgot = screen.getByRole('link', { name: 'Forgot password?' });
    expect(forgot.getAttribute('target')).toBe('_blank');
    expect(forgot.getAttribute('href')).toBe('/forgot-password');

    await signIn('wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe(signInMessages.invalidCredentials);
    expect(screen.queryByLabelText('Post link')).toBeNull();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('signed in: reads the contest as the fan, focuses the form, and enters with the contest-entry token', async () => {
    const api = embedApi();
    const onSignedIn = vi.fn();
    render(<EntryForm contestId={1} contest={fixtures.standard} transport={api.transport} signIn="inline" onSignedIn={onSignedIn} apiBase="https://chorus.test" />);
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('https://chorus.test/forgot-password');
    await signIn();
    await screen.findByText('Signed in as fan@example.com');
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/publicapi/embed/sign-in', body: { username: 'fan@example.com', password: 'right-password' } });
    expect(api.calls[0]!.headers['x-api-key']).toBeUndefined();
    expect(api.calls[1]).toMatchObject({ method: 'GET', path: '/publicapi/contests/1', headers: { 'x-api-key': TOKEN } });
    expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ token: TOKEN, username: 'fan@example.com' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Post link')));
    expect(screen.queryByLabelText('Email')).toBeNull();
    // The fan's handles come with the sign-in: the one on the link's platform is picked.
    type('Post link', 'https://www.instagram.com/reel/fan1');
    expect((screen.getByLabelText('Creator handle') as HTMLSelectElement).value).toBe('fan.ig');
    fireEvent.click(submit());
    await screen.findByText(contestMessages.confirmationPost);
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', path: '/publicapi/embed/contests/1/entries', headers: { 'x-api-key': TOKEN }, body: { email: '', creator: 'fan.ig' } });
  });

  it("a handle contest: the fan picks one of the handles the sign-in answered, one on the contest's platforms first", async () => {
    const contest = makeContest({ id: 20, name: 'Followers Race', organizer: 'Paper Lanterns', metric: 'followers', platforms: ['Instagram Reel'] });
    const api = embedApi(null, [contest]);
    render(<EntryForm contestId={20} contest={contest} transport={api.transport} signIn="inline" />);
    await signIn();
    const select = (await screen.findByRole('combobox', { name: 'Username' })) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['fan.tt', 'fan.ig']);
    expect(select.value).toBe('fan.ig');
    fireEvent.click(submit());
    await screen.findByText(contestMessages.confirmation);
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', path: '/publicapi/embed/contests/20/entries', headers: { 'x-api-key': TOKEN }, body: { creator: 'fan.ig' } });
    // The entry-only token reads nothing else: the handles came with the sign-in.
    expect(api.calls.some((c) => c.path === '/creatorapi/entry-handles')).toBe(false);
  });

  it('an expired sign-in goes back to the sign-in step and says so', async () => {
    const api = embedApi({ status: 401, messages: [signInMessages.sessionExpired] });
    render(<EntryForm contestId={1} contest={fixtures.standard} transport={api.transport} signIn="inline" />);
    await signIn();
    await screen.findByLabelText('Post link');
    type('Post link', 'https://www.instagram.com/reel/fan2');
    fireEvent.click(submit());
    await screen.findByRole('heading', { name: 'Log in to enter' });
    expect(screen.getByText(signInMessages.sessionExpired)).toBeTruthy();
  });

  it('has no serious accessibility violations, with errors showing', async () => {
    const api = embedApi();
    const { container } = render(<EntryForm contestId={1} contest={fixtures.standard} transport={api.transport} signIn="inline" />);
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await signIn('wrong-password');
    await screen.findByRole('alert');
    expect(await seriousViolations(container)).toEqual([]);
  });
});
