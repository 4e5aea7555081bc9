// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contestSummary } from '../../testing/contest-fixtures.ts';
import { fakeApi, ok, signedInRoutes, visitor } from '../../testing/fake-api.ts';
import { currentUrl, renderApp } from '../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const active = [contestSummary(), contestSummary({ id: 7, name: 'Quick Hit', kind: 'quick' })];
const listing = (data: unknown[]) => ({ 'GET /publicapi/contests': () => ok({ results: { success: true, data } }) });

/** axe-core's serious and critical violations (colour contrast needs layout: the e2e suite checks it). */
async function seriousViolations(node: Element): Promise<string[]> {
  const result = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

describe('/ (accounts.md §2: the dashboard with a session, else /login)', () => {
  it('sends a web visitor to the login, which links to the landing page', async () => {
    fakeApi({ ...visitor, ...listing(active) });
    const { router } = renderApp('/');
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Active contests' });
    expect(link.getAttribute('href')).toBe('/discover');
    expect(screen.getByRole('link', { name: 'Chorus home' }).getAttribute('href')).toBe('/discover');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Get paid to promote music' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/discover');
  });

  it('goes to the dashboard with a session', async () => {
    fakeApi({ ...signedInRoutes(), ...listing(active) });
    const { router } = renderApp('/');
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard'));
  });
});

describe('the landing page at /discover, for a web visitor', () => {
  it('says what Chorus is, lists the active contests and offers View Contests, Log In and Sign Up', async () => {
    const api = fakeApi({ ...visitor, ...listing(active) });
    const { router, container } = renderApp('/discover');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get paid to promote music' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(currentUrl(router)).toBe('/discover');
    await waitFor(() => expect(document.title).toBe('Chorus'));

    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'View Contests' }).getAttribute('href')).toBe('/public-contests');
    expect(within(main).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(within(main).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/hello');
    // The public header and footer stay public: home is this page, not the login form.
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Chorus home' }).getAttribute('href')).toBe('/discover');
    expect(screen.getByRole('contentinfo')).toBeTruthy();

    const list = await screen.findByRole('list', { name: 'Contests' });
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([active[0]!.name, 'Quick Hit']);
    expect(api.calls.some((c) => c.path === '/publicapi/contests')).toBe(true);
    expect(await seriousViolations(container)).toEqual([]);

    // A contest that needs a login opens in its public variant.
    fireEvent.click(within(list).getAllByRole('link', { name: 'View Contest' })[0]!);
    await waitFor(() => expect(currentUrl(router)).toBe('/p-contests?PostID=1'));
  });

  it('keeps the space of the list with skeletons while it loads', async () => {
    // One answer made up front: the list is asked for in an effect, which may run after the skeletons show.
    let answer!: (value: ReturnType<typeof ok>) => void;
    const pending = new Promise<ReturnType<typeof ok>>((resolve) => (answer = resolve));
    fakeApi({ ...visitor, 'GET /publicapi/contests': () => pending });
    renderApp('/discover');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get paid to promote music' })).toBeTruthy();
    const loading = await screen.findByText('Loading contests');
    expect(loading.closest('[role="status"]')?.getAttribute('aria-busy')).toBe('true');
    answer(ok({ results: { success: true, data: active } }));
    expect(await screen.findByRole('list', { name: 'Contests' })).toBeTruthy();
  });

  it('says No Results when no contest is active', async () => {
    fakeApi({ ...visitor, ...listing([]) });
    renderApp('/discover');
    expect(await screen.findByText(/No Results/i)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Contests' })).toBeTruthy();
  });

  it('shows the server message with a retry when the list fails, and the actions still work', async () => {
    let fail = true;
    fakeApi({
      ...visitor,
      'GET /publicapi/contests': () =>
        fail ? { status: 500, body: { error: true, messages: ['Contests are unavailable.'] } } : ok({ results: { success: true, data: active } }),
    });
    const { router } = renderApp('/discover');
    expect(await screen.findByText('Contests are unavailable.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByRole('list', { name: 'Contests' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'View Contests' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/public-contests'));
  });
});
