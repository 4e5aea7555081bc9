// @vitest-environment jsdom
import { messages } from '@chorus/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../lib/session.tsx';
import { plannedScreens } from './routes/screens.ts';
import { contestPayment } from '../testing/contest-fixtures.ts';
import { contact, fakeApi, homeBody, linkedAccount, ok, socialProfile, unauthorized, visitor } from '../testing/fake-api.ts';
import { currentUrl, renderApp } from '../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

// The dashboard asks for the creator's profiles (a failure signs out, campaigns.md §8): one handle.
const profilesRoute = () => ok({ results: { success: true, ContactPlatforms: [socialProfile()], Platforms: [] } });

const signedIn = (c = contact(), accounts = [linkedAccount()]) => ({
  'GET /creatorapi/session': () => ({ status: 200, body: { results: { success: true, contactDetail: c } } }),
  'GET /creatorapi/switch': () => ({
    status: 200,
    body: { results: { success: true, LinkedAccounts: accounts }, contactDetail: c },
  }),
  'GET /creatorapi/home': () => ({ status: 200, body: homeBody(c) }),
  'GET /creatorapi/profiles': profilesRoute,
});

/** jsdom applies no media queries, so the app renders its narrow layout: the side menu lives in the drawer. */
// Waits for the linked-accounts call to settle first: its answer re-renders the shell.
async function openMenu(api: { calls: { path: string }[] }): Promise<HTMLElement> {
  await waitFor(() => expect(api.calls.some((c) => c.path === '/creatorapi/switch')).toBe(true));
  const toggle = screen.getByRole('button', { name: 'Menu' });
  fireEvent.click(toggle);
  await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
  return within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('navigation', { name: 'Main menu' });
}

describe('routing and session', () => {
  it('sends a visitor from a protected page to /login with returnTo, and back after logging in', async () => {
    const api = fakeApi({
      ...visitor,
      'POST /creatorapi/auth/login': () => ({
        status: 200,
        body: { error: false, messages: [], data: { token: 't' }, contactDetail: contact() },
      }),
      'GET /creatorapi/switch': signedIn()['GET /creatorapi/switch'],
    });
    const { router } = renderApp('/payments?tab=contests');
    await waitFor(() => expect(currentUrl(router)).toBe('/login?returnTo=%2Fpayments%3Ftab%3Dcontests'));

    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'Creator@Chorus.test ' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/payments?tab=contests'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeTruthy();
    const login = api.calls.find((c) => c.path === '/creatorapi/auth/login');
    expect(login?.body).toEqual({ username: 'creator@chorus.test', password: 'pw', rememberMe: true });
    // On the web no token is kept in JS.
    expect(window.sessionStorage.getItem('chorus.token')).toBeNull();
  });

  it('shows the first server message and the trouble line on a failed login', async () => {
    fakeApi({
      ...visitor,
      'POST /creatorapi/auth/login': () => ({ status: 401, body: { error: true, messages: ['Invalid email or password'] } }),
      'GET /creatorapi/team-contact': () => ok({ results: { success: true, email: 'team@chorus.test' } }),
    });
    renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    const alert = await screen.findByRole('alert');
    await within(alert).findByRole('link', { name: 'team@chorus.test' });
    expect(alert.textContent).toBe(`Invalid email or password${messages.login.trouble('team@chorus.test')}`);
  });

  it('greets the signed-in contact on the dashboard and lists the side menu in order', async () => {
    const api = fakeApi(signedIn());
    renderApp('/');
    expect((await screen.findByTestId('greeting-name')).textContent).toBe('Maya Lopez');
    const menu = await openMenu(api);
    expect(
      within(menu)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Campaigns', 'Contests', 'Payments', 'Account Settings', 'Explore', 'Contact Us', 'Feedback', 'FAQ', 'Logout', 'Terms', 'Privacy']);
    // The Feedback page is reached from the menu, not only by its address (issue 24).
    expect(within(menu).getByRole('link', { name: 'Feedback' }).getAttribute('href')).toBe('/feedback');
  });

  it('logs out to /login even when the server call fails', async () => {
    const api = fakeApi({ ...signedIn(), 'POST /creatorapi/auth/logout': () => ({ status: 500 }) });
    const { router, store } = renderApp('/dashboard');
    await screen.findByTestId('greeting-name');
    fireEvent.click(within(await openMenu(api)).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    expect(store.getState()).toEqual({ status: 'signed-out', reason: 'logout' });
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/creatorapi/auth/logout')).toBe(true);
  });

  it('logs out when GET /creatorapi/switch on load says the session is gone', async () => {
    const api = fakeApi({
      'GET /creatorapi/session': signedIn()['GET /creatorapi/session'],
      'GET /creatorapi/switch': () => unauthorized,
      'POST /creatorapi/auth/logout': () => ({ status: 200, body: { results: { success: true } } }),
    });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    expect(api.calls.some((c) => c.path === '/creatorapi/auth/logout')).toBe(true);
  });

  it.each([
    ['503', { status: 503, body: { error: true, messages: [messages.generic.unavailable] } }],
    ['429', { status: 429, body: { error: true, messages: [messages.generic.tooManyRequests] } }],
    ['no answer', null],
  ])('asks GET /creatorapi/switch again after a blip (%s) on load and keeps the session', async (_, failure) => {
    const manager = contact({ contactID: 2, contactType: 'manager', contactName: 'Jordan Reyes' });
    const roster = [linkedAccount({ ContactID: 2, DisplayName: 'Jordan Reyes', AccountType: 'Manager', IsCurrent: true }), linkedAccount({ ContactID: 3, DisplayName: 'Theo Nguyen', IsCurrent: false })];
    const routes = signedIn(manager, roster);
    let failures = 0;
    const api = fakeApi({
      ...routes,
      'GET /creatorapi/switch': () => {
        if (failures++ > 0) return routes['GET /creatorapi/switch']();
        return failure ?? Promise.reject(new TypeError('Failed to fetch'));
      },
      'POST /creatorapi/auth/logout': () => ({ status: 200, body: { results: { success: true } } }),
    });
    const { router } = renderApp('/dashboard');
    await screen.findByTestId('greeting-name');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Primary' })).getByRole('button', { name: 'Manage Roster' }));
    const dialog = screen.getByRole('dialog', { name: 'Manage Creators' });
    expect(await within(dialog).findByText('Theo Nguyen', {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/creatorapi/switch' && c.method === 'GET')).toHaveLength(2);
    expect(currentUrl(router)).toBe('/dashboard');
    expect(api.calls.some((c) => c.path === '/creatorapi/auth/logout')).toBe(false);
  });

  it.each([
    ['500', () => ({ status: 500, body: { error: true, messages: ['boom'] } })],
    ['503 three times', () => ({ status: 503, body: { error: true, messages: [messages.generic.unavailable] } })],
  ])('logs out when GET /creatorapi/switch on load fails (%s), as the spec says', async (_, failure) => {
    const api = fakeApi({
      'GET /creatorapi/session': signedIn()['GET /creatorapi/session'],
      'GET /creatorapi/switch': failure,
      'POST /creatorapi/auth/logout': () => ({ status: 200, body: { results: { success: true } } }),
    });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(currentUrl(router)).toBe('/login'), { timeout: 15_000 });
    expect(api.calls.some((c) => c.path === '/creatorapi/auth/logout')).toBe(true);
  }, 30_000);

  it('lets a manager switch into a roster creator', async () => {
    const manager = contact({ contactID: 2, contactType: 'manager', contactName: 'Jordan Reyes' });
    const roster = [
      linkedAccount({ ContactID: 2, DisplayName: 'Jordan Reyes', AccountType: 'Manager', IsCurrent: true }),
      linkedAccount({ ContactID: 3, DisplayName: 'Theo Nguyen', IsCurrent: false, InviteCount: 2 }),
      linkedAccount({ ContactID: 4, DisplayName: 'Priya Shah', IsCurrent: false }),
    ];
    const api = fakeApi({
      ...signedIn(manager, roster),
      'POST /creatorapi/switch': () => ({
        status: 200,
        body: {
          results: {
            success: true,
            contactDetail: contact({ contactID: 3, contactName: 'Theo Nguyen', actorContactID: 2 }),
          },
        },
      }),
    });
    renderApp('/dashboard');
    expect((await screen.findByTestId('greeting-name')).textContent).toBe('Jordan Reyes');
    const primary = screen.getByRole('navigation', { name: 'Primary' });
    expect(within(primary).queryByRole('link', { name: 'My Profiles' })).toBeNull();
    fireEvent.click(within(primary).getByRole('button', { name: 'Manage Roster' }));

    const dialog = screen.getByRole('dialog', { name: 'Manage Creators' });
    fireEvent.change(within(dialog).getByLabelText('Search by name'), { target: { value: 'theo' } });
    // The list loads with the signed-in shell: it may still be on its way when the dialog opens.
    const rows = await within(dialog).findAllByRole('button', { name: /Theo|Priya|Jordan/ });
    expect(rows).toHaveLength(1);
    fireEvent.click(rows[0]!);

    await waitFor(() => expect(screen.getByTestId('greeting-name').textContent).toBe('Theo Nguyen'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/creatorapi/switch')?.body).toEqual({ contactId: 3 });
    expect(screen.getByText(/You are viewing Chorus as/).textContent).toContain('Theo Nguyen');
  });

  it('shows the login form while the session is checked, and sends a signed-in visitor on when the answer comes', async () => {
    // One answer made up front: the check may be asked for after the first render.
    let answer!: (reply: { status: number; body: unknown }) => void;
    const pending = new Promise<{ status: number; body: unknown }>((resolve) => (answer = resolve));
    const api = fakeApi({ ...signedIn(), 'GET /creatorapi/session': () => pending });
    const { router } = renderApp('/login');
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    await waitFor(() => expect(api.calls.some((c) => c.path === '/creatorapi/session')).toBe(true));
    answer({ status: 200, body: { results: { success: true, contactDetail: contact() } } });
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard'));
  });

  it('shows the reset notice from the query string', async () => {
    fakeApi({ ...visitor });
    renderApp('/login?reset_success=true');
    expect((await screen.findByText(messages.login.resetSuccess)).closest('[role="status"]')).not.toBeNull();
  });

  it('says the session has expired when the native ?token= is refused, on /welcome and then on /login', async () => {
    const api = fakeApi({ ...visitor });
    const { router } = renderApp('/', createSessionStore(undefined, 'not-a-real-token'));
    await waitFor(() => expect(currentUrl(router)).toBe('/welcome'));
    expect((await screen.findByText(messages.auth.sessionExpired)).closest('[role="status"]')).not.toBeNull();
    expect(api.calls.some((c) => c.path === '/creatorapi/session' && c.headers['x-api-key'] === 'not-a-real-token')).toBe(true);
    expect(window.sessionStorage.getItem('chorus.token')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Log In' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login?show=form'));
    expect(await screen.findByText(messages.auth.sessionExpired)).toBeTruthy();
  });

  it('shows the welcome screen at /login in the native app; its Log In opens the form, and the login goes on with the token in the URL', async () => {
    fakeApi({
      'GET /creatorapi/check': () => unauthorized,
      'POST /creatorapi/auth/login': () => ({ status: 200, body: { error: false, messages: [], data: { token: 'native-tok' }, contactDetail: contact() } }),
      'GET /creatorapi/switch': signedIn()['GET /creatorapi/switch'],
      'GET /creatorapi/home': signedIn()['GET /creatorapi/home'],
    });
    const { router } = renderApp('/login?returnTo=%2Fpayments', createSessionStore(undefined, ''));
    expect(await screen.findByRole('heading', { name: 'Get paid to create.' })).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
    const logIn = screen.getByRole('link', { name: 'Log In' });
    expect(logIn.getAttribute('href')).toBe('/login?show=form&returnTo=%2Fpayments');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/hello');
    fireEvent.click(logIn);
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'creator@chorus.test' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/payments?token=native-tok'));
    expect(window.sessionStorage.getItem('chorus.token')).toBe('native-tok');
  });

  it('goes to /dashboard with the token in the URL after a native login without returnTo', async () => {
    fakeApi({
      'GET /creatorapi/check': () => unauthorized,
      'POST /creatorapi/auth/login': () => ({ status: 200, body: { error: false, messages: [], data: { token: 'native-tok' }, contactDetail: contact() } }),
      'GET /creatorapi/switch': signedIn()['GET /creatorapi/switch'],
      'GET /creatorapi/home': signedIn()['GET /creatorapi/home'],
      'GET /creatorapi/profiles': profilesRoute,
    });
    const { router } = renderApp('/login?show=form', createSessionStore(undefined, ''));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'creator@chorus.test' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard?token=native-tok'));
    expect(await screen.findByTestId('greeting-name')).toBeTruthy();
  });

  it('shows the native tab bar only on the dashboard, payments, settings and chat', async () => {
    fakeApi({ ...signedIn(), 'GET /creatorapi/check': () => ok({ results: { success: true, contactDetail: contact() } }) });
    const { router } = renderApp('/dashboard', createSessionStore(undefined, 'native-tok'));
    expect(await screen.findByRole('navigation', { name: 'App tabs' })).toBeTruthy();
    for (const [path, shown] of [
      ['/payments', true],
      ['/settings', true],
      ['/chat', true],
      ['/campaigns', false],
      ['/contests', false],
      ['/account/contact', false],
      ['/faq', false],
      ['/dashboard', true],
    ] as const) {
      await router.navigate(path);
      await waitFor(() => expect(Boolean(screen.queryByRole('navigation', { name: 'App tabs' })), path).toBe(shown));
    }
  });

  it('shows no notice on /welcome to a native visitor who never had a token', async () => {
    fakeApi({ ...visitor });
    renderApp('/', createSessionStore(undefined, ''));
    expect(await screen.findByRole('link', { name: 'Log In' })).toBeTruthy();
    expect(screen.queryByText(messages.auth.sessionExpired)).toBeNull();
  });

  it('names a screen that is not built yet', async () => {
    fakeApi({ ...visitor });
    // Any public screen still planned (the list shrinks as screens are built).
    const planned = plannedScreens.find((s) => s.access === 'public');
    if (!planned) return;
    renderApp(planned.path);
    expect(await screen.findByRole('heading', { level: 1, name: planned.title })).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
  });
});

describe('the end of a manager switch (403 messages.switchAccount.ended)', () => {
  const manager = contact({ contactID: 2, contactType: 'manager', contactName: 'Jordan Reyes' });
  const theo = contact({ contactID: 3, contactName: 'Theo Nguyen', actorContactID: 2 });
  const roster = [
    linkedAccount({ ContactID: 2, DisplayName: 'Jordan Reyes', AccountType: 'Manager', IsCurrent: true }),
    linkedAccount({ ContactID: 3, DisplayName: 'Theo Nguyen', IsCurrent: false }),
  ];
  const ended = { status: 403, body: { error: true, messages: [messages.switchAccount.ended] } };
  const payments = ok({ results: { success: true, data: [contestPayment()], PageInformation: { TotalPages: 1, TotalCount: 1, Page: 1, PageSize: 10 } } });

  /**
   * The server: the session acts as Theo until the manager's link is removed; the next call answers 403 with the
   * message and the session is back on the manager from then on.
   */
  function server(state: { link: 'live' | 'removed' | 'ended' }) {
    const as = () => (state.link === 'ended' ? manager : theo);
    const guard =
      (reply: () => { status: number; body?: unknown }) =>
      (): { status: number; body?: unknown } => {
        if (state.link !== 'removed') return reply();
        state.link = 'ended';
        return ended;
      };
    return fakeApi({
      'GET /creatorapi/session': guard(() => ok({ results: { success: true, contactDetail: as() } })),
      'GET /creatorapi/switch': guard(() => ok({ results: { success: true, LinkedAccounts: state.link === 'ended' ? roster : [] }, contactDetail: as() })),
      'GET /creatorapi/contests': guard(() => ok({ results: { success: true, ApprovalStatusDescription: 'Approved', Row_Preffy_Competitions: [] } })),
      'GET /creatorapi/contest-payments': guard(() => payments),
      'GET /creatorapi/home': guard(() => ok(homeBody(as()))),
    });
  }

  // Named by what it shows, then where it goes (jsdom spaces each part: "Theo Nguyen , Creator : account settings").
  const accountLink = (name: string) => screen.findByRole('link', { name: new RegExp(`^${name} ?, \\w+ ?: account settings$`) });

  it('on a page call: the session is checked again, the header shows the manager and the message shows once', async () => {
    const state = { link: 'live' as 'live' | 'removed' | 'ended' };
    const api = server(state);
    const { router } = renderApp('/payments?tab=contests');
    await accountLink('Theo Nguyen');
    expect(screen.getByText(/You are viewing Chorus as/)).toBeTruthy();
    await screen.findByRole('table', { name: 'Contest payments' });

    state.link = 'removed';
    fireEvent.click(screen.getByRole('radio', { name: 'Paid' }));
    expect((await accountLink('Jordan Reyes')).textContent).toContain('Manager');
    expect(screen.queryByText(/You are viewing Chorus as/)).toBeNull();
    const notice = await screen.findByText(messages.switchAccount.ended);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    // The page loads again for the manager: the refused call leaves no error panel repeating the message.
    await screen.findByRole('table', { name: 'Contest payments' });
    expect(screen.getAllByText(messages.switchAccount.ended)).toHaveLength(1);
    expect(api.calls.filter((c) => c.path === '/creatorapi/session').length).toBe(2);
    expect(currentUrl(router)).toBe('/payments?tab=contests&status=paid');
    expect(api.calls.some((c) => c.path === '/creatorapi/auth/logout')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(messages.switchAccount.ended)).toBeNull();
  });

  it('on the session check itself (a reload): asks once more and lands on the manager with the message', async () => {
    const api = server({ link: 'removed' });
    renderApp('/dashboard');
    expect((await screen.findByTestId('greeting-name')).textContent).toBe('Jordan Reyes');
    expect(screen.getAllByText(messages.switchAccount.ended)).toHaveLength(1);
    expect(api.calls.filter((c) => c.path === '/creatorapi/session').length).toBe(2);
    expect(api.calls.some((c) => c.path === '/creatorapi/auth/logout')).toBe(false);
  });

  it('on the linked-accounts call: no logout (that call only logs out on other refusals)', async () => {
    const state = { link: 'live' as 'live' | 'removed' | 'ended' };
    const api = fakeApi({
      'GET /creatorapi/session': () => {
        // The link is removed just after the check answered: the linked-accounts call is the first to meet it.
        const answer = ok({ results: { success: true, contactDetail: state.link === 'ended' ? manager : theo } });
        if (state.link === 'live') state.link = 'removed';
        return answer;
      },
      'GET /creatorapi/switch': () => {
        if (state.link === 'removed') {
          state.link = 'ended';
          return ended;
        }
        return ok({ results: { success: true, LinkedAccounts: roster }, contactDetail: manager });
      },
      'GET /creatorapi/contests': () => ok({ results: { success: true, ApprovalStatusDescription: 'Approved', Row_Preffy_Competitions: [] } }),
      'GET /creatorapi/home': () => ok(homeBody(state.link === 'ended' ? manager : theo)),
      'GET /creatorapi/profiles': profilesRoute,
    });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(screen.getByTestId('greeting-name').textContent).toBe('Jordan Reyes'));
    expect(screen.getAllByText(messages.switchAccount.ended)).toHaveLength(1);
    expect(currentUrl(router)).toBe('/dashboard');
    expect(api.calls.some((c) => c.path === '/creatorapi/auth/logout')).toBe(false);
  });
});
