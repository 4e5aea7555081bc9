// @vitest-environment jsdom
import { contestMessages, organiserMessages } from '@chorus/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contestDetail, detailSideCalls } from '../../../testing/contest-fixtures.ts';
import { fakeApi, ok, signedInRoutes, visitor } from '../../../testing/fake-api.ts';
import { currentUrl, renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});


/** The contest and the reads its page makes. */
function contestRoutes(contest = contestDetail()) {
  const id = contest.id;
  return {
    [`GET /publicapi/contests/${id}`]: () => ok({ results: { success: true, data: contest } }),
    [`GET /publicapi/contests/${id}/leaderboard`]: detailSideCalls.leaderboard,
    [`GET /publicapi/contests/${id}/entries`]: detailSideCalls.entries,
  };
}

describe('contest detail routes', () => {
  it('shows a standard contest to a signed-in creator, titled by its name, and takes a post link', async () => {
    const api = fakeApi({
      ...signedInRoutes(),
      ...contestRoutes(),
      'GET /creatorapi/entry-handles': () =>
        ok({
          results: {
            success: true,
            data: [
              { handle: 'maya.lopez', platform: 'instagram', creatorName: 'Maya Lopez' },
              { handle: 'mayamoves', platform: 'tiktok', creatorName: 'Maya Lopez' },
            ],
          },
        }),
      'POST /creatorapi/contests/1/entries': () => ({
        status: 201,
        body: {
          results: {
            success: true,
            message: contestMessages.confirmationPost,
            data: { id: 9, contestId: 1, contestName: 'Midnight Drive', creator: 'mayamoves', platform: 'tiktok', link: 'https://www.tiktok.com/@mayamoves/video/5', status: 'in_review' },
          },
        },
      }),
    });
    renderApp('/contestdetail?PostID=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Midnight Drive' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Midnight Drive · Chorus'));
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Contests' }).getAttribute('href')).toBe('/contests');

    fireEvent.click(screen.getByRole('button', { name: 'Submit Your Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit Your Post' });
    // Signed in: no email field; the creator API takes the entry.
    expect(within(dialog).queryByLabelText(/Email/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/Post link/), { target: { value: 'https://www.tiktok.com/@mayamoves/video/5' } });
    // The creator is one of their own handles, the one on the link's platform first.
    await waitFor(() => expect((within(dialog).getByLabelText(/Creator handle/) as HTMLSelectElement).value).toBe('mayamoves'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(contestMessages.confirmationPost)).toBeTruthy();
    const sent = api.calls.find((c) => c.method === 'POST');
    expect(sent?.path).toBe('/creatorapi/contests/1/entries');
    expect(sent?.body).toMatchObject({ link: 'https://www.tiktok.com/@mayamoves/video/5', creator: 'mayamoves' });
    // The page asks for the contest again so counts stay current.
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/publicapi/contests/1')).toHaveLength(2));
  });

  it('shows when an ended contest ended and its winners, and no such summary while one runs', async () => {
    const ended = {
      ...contestDetail({ hasEnded: true }),
      endedAt: '2026-11-20T18:00:00.000Z',
      winners: [
        { place: 1, placeLabel: '1st Place', creator: 'mayamoves', platform: 'tiktok', prizeCents: 50_000 },
        { place: 2, placeLabel: '2nd Place', creator: 'djlumen', platform: 'instagram', prizeCents: 25_000 },
      ],
    };
    fakeApi({ ...signedInRoutes(), ...contestRoutes(ended) });
    renderApp('/contestdetail?PostID=1');
    const summary = await screen.findByRole('region', { name: 'Winners' });
    expect(within(summary).getByText(/^Ended Nov 2\d, 2026$/)).toBeTruthy();
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1st Place@mayamoves tiktok$500.00',
      '2nd Place@djlumen instagram$250.00',
    ]);
    cleanup();
    fakeApi({ ...signedInRoutes(), ...contestRoutes() });
    renderApp('/contestdetail?PostID=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Midnight Drive' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Winners' })).toBeNull();
  });

  it('shows a judged award chosen by the organiser with its winner, and one not chosen yet as awaiting judging', async () => {
    const ended = {
      ...contestDetail({ hasEnded: true }),
      endedAt: '2026-11-20T18:00:00.000Z',
      winners: [
        { place: 1, placeLabel: '1st Place', creator: 'mayamoves', platform: 'tiktok', prizeCents: 50_000 },
        { place: 0, placeLabel: 'Best Dance', creator: 'djlumen', platform: 'tiktok', prizeCents: 2_500 },
        { place: 0, placeLabel: 'Best Vocals', creator: '', platform: '', prizeCents: 2_500, awaitingJudging: true },
      ],
    };
    fakeApi({ ...signedInRoutes(), ...contestRoutes(ended) });
    renderApp('/contestdetail?PostID=1');
    const summary = await screen.findByRole('region', { name: 'Winners' });
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1st Place@mayamoves tiktok$500.00',
      'Best Dance@djlumen tiktok$25.00',
      `Best Vocals${organiserMessages.awaitingJudging}$25.00`,
    ]);
  });

  it('sends a visitor on a standard contest to /login with returnTo', async () => {
    fakeApi({ ...visitor, ...contestRoutes() });
    const { router } = renderApp('/contestdetail?PostID=1');
    await waitFor(() => expect(currentUrl(router)).toBe('/login?returnTo=%2Fcontestdetail%3FPostID%3D1'));
  });

  it('replaces a route that does not match the contest kind with the right one', async () => {
    fakeApi({ ...signedInRoutes(), ...contestRoutes(contestDetail({ id: 7, kind: 'quick', name: 'Quick Hit' })) });
    const { router } = renderApp('/contestdetail?PostID=7');
    await waitFor(() => expect(currentUrl(router)).toBe('/quickdetail?PostID=7'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quick Hit' })).toBeTruthy();

    fakeApi({ ...signedInRoutes(), ...contestRoutes(contestDetail({ id: 9, isClosed: true, name: 'Backstage Pass' })) });
    const closed = renderApp('/contestdetail?PostID=9');
    await waitFor(() => expect(currentUrl(closed.router)).toBe('/exclusivedetail?PostID=9'));
  });

  it('lets a visitor enter a quick contest by email', async () => {
    const api = fakeApi({
      ...visitor,
      ...contestRoutes(contestDetail({ id: 7, kind: 'quick', name: 'Quick Hit' })),
      'POST /publicapi/contests/7/entries': () => ({
        status: 201,
        body: {
          results: {
            success: true,
            message: contestMessages.confirmation,
            data: { id: 10, contestId: 7, contestName: 'Quick Hit', creator: 'fan', platform: 'tiktok', link: 'https://www.tiktok.com/@fan/video/1', status: 'in_review' },
          },
        },
      }),
    });
    const { router } = renderApp('/quickdetail?PostID=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Your Post' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Post link/), { target: { value: 'https://www.tiktok.com/@fan/video/1' } });
    fireEvent.change(within(dialog).getByLabelText(/Creator handle/), { target: { value: 'fan' } });
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'Fan@Example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(contestMessages.confirmation)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ email: 'fan@example.com' });
    expect(currentUrl(router)).toBe('/quickdetail?PostID=7');
    // Visitors see the public header, and the breadcrumb leads to the public list.
    expect(screen.getByRole('link', { name: 'Log In' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Contests' }).getAttribute('href')).toBe(
      '/public-contests',
    );
  });

  it('shows a not-found state for an unknown or malformed id', async () => {
    fakeApi({ ...signedInRoutes(), 'GET /publicapi/contests/404': () => ({ status: 404, body: { error: true, messages: [contestMessages.notFound] } }) });
    renderApp('/contestdetail?PostID=404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contest not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See active contests' }).getAttribute('href')).toBe('/contests');
    await waitFor(() => expect(document.title).toBe('Contest not found · Chorus'));
    cleanup();

    fakeApi(signedInRoutes());
    renderApp('/quickdetail?PostID=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contest not found' })).toBeTruthy();
  });

  it('shows a load failure with a retry', async () => {
    let fail = true;
    fakeApi({
      ...signedInRoutes(),
      ...contestRoutes(),
      'GET /publicapi/contests/1': () =>
        fail ? { status: 503, body: { error: true, messages: ['Try later'] } } : ok({ results: { success: true, data: contestDetail() } }),
    });
    renderApp('/contestdetail?PostID=1');
    expect((await screen.findByRole('alert')).textContent).toContain('Try later');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Midnight Drive' })).toBeTruthy();
  });

  it('renders a custom contest without the portal header or side menu', async () => {
    fakeApi({ ...signedInRoutes(), ...contestRoutes(contestDetail({ id: 8, kind: 'custom', name: 'Velvet Skies', color: '#7c3aed' })) });
    renderApp('/customdetail?PostID=8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Velvet Skies' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('shows any contest to visitors on /p-contests, with Log In to enter', async () => {
    fakeApi({ ...visitor, ...contestRoutes() });
    const { router } = renderApp('/p-contests?PostID=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Midnight Drive' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/p-contests?PostID=1');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Your Post' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login?returnTo=%2Fcontestdetail%3FPostID%3D1'));
  });
});
