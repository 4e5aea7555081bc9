// @vitest-environment jsdom
import { contestMessages } from '@chorus/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contestSummary } from '../../../testing/contest-fixtures.ts';
import { fakeApi, ok, signedInRoutes, visitor } from '../../../testing/fake-api.ts';
import { currentUrl, renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const stagecoach = [
  contestSummary({ id: 5, name: 'Stagecoach IRL: Desert Nights', kind: 'direct', isDirect: true, category: 'stagecoach' }),
  contestSummary({ id: 6, name: 'Stagecoach IRL: Two-Step', kind: 'direct', isDirect: true, category: 'stagecoach' }),
];

describe('/directcontests', () => {
  it('titles the page by category, shows the bonus banner and lists that category for visitors', async () => {
    const api = fakeApi({ ...visitor, 'GET /publicapi/contests': () => ok({ results: { success: true, data: stagecoach } }) });
    const { router } = renderApp('/directcontests?cat=stagecoach');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stagecoach Contests' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: contestMessages.directBanner })).toBeTruthy();
    expect(screen.getByText(/3 entries of live-performance footage approved/).textContent).toContain('April 30th');
    await waitFor(() => expect(document.title).toBe('Stagecoach Contests · Chorus'));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Active Contests', 'How It Works']);

    const links = await screen.findAllByRole('link', { name: 'View Contest' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/directdetail?PostID=5', '/directdetail?PostID=6']);
    expect(api.calls.find((c) => c.path === '/publicapi/contests')?.query).toEqual({ category: 'stagecoach' });

    fireEvent.click(screen.getByRole('tab', { name: 'How It Works' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/directcontests?cat=stagecoach&tab=how-it-works'));
  });

  it('/irl leads to the stagecoach contests', async () => {
    fakeApi({ ...visitor, 'GET /publicapi/contests': () => ok({ results: { success: true, data: stagecoach } }) });
    const { router } = renderApp('/irl');
    await waitFor(() => expect(currentUrl(router)).toBe('/directcontests?cat=stagecoach'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stagecoach Contests' })).toBeTruthy();
  });
});

describe('the public contests page', () => {
  it('has only the Active Contests tab and opens sign-in contests in their public variant', async () => {
    fakeApi({
      ...visitor,
      'GET /publicapi/contests': () =>
        ok({ results: { success: true, data: [contestSummary(), contestSummary({ id: 7, name: 'Quick Hit', kind: 'quick' })] } }),
    });
    const { router } = renderApp('/public-contests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contests' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Active Contests']);
    expect(screen.getByRole('link', { name: 'Log In' })).toBeTruthy();
    const [standard, quick] = await screen.findAllByRole('link', { name: 'View Contest' });
    fireEvent.click(standard!);
    await waitFor(() => expect(currentUrl(router)).toBe('/p-contests?PostID=1'));
    await router.navigate('/public-contests');
    fireEvent.click((await screen.findAllByRole('link', { name: 'View Contest' }))[1]!);
    await waitFor(() => expect(currentUrl(router)).toBe('/quickdetail?PostID=7'));
    expect(quick).toBeTruthy();
  });
});

describe('/updatePayment', () => {
  it('explains the payment email and links Sign Up with the email and Log In with returnTo', async () => {
    fakeApi(visitor);
    renderApp('/updatePayment?email=Fan%40Example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your prize payments' })).toBeTruthy();
    expect(screen.getByText(contestMessages.signUpSameEmail)).toBeTruthy();
    expect(screen.getByText('fan@example.com')).toBeTruthy();
    const signUps = screen.getAllByRole('link', { name: 'Sign Up' });
    expect(signUps.map((a) => a.getAttribute('href'))).toContain('/hello?email=fan%40example.com');
    const logIns = screen.getAllByRole('link', { name: 'Log In' });
    expect(logIns.map((a) => a.getAttribute('href'))).toContain('/login?returnTo=%2Faccount%2Fvendor');
  });

  it('without ?email, names the email to use instead of pointing at one that is not shown', async () => {
    fakeApi(visitor);
    renderApp('/updatePayment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your prize payments' })).toBeTruthy();
    expect(screen.queryByText(/the email above/)).toBeNull();
    expect(screen.getByText('Create your Chorus account with the email you entered the contest with.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Sign Up' }).map((a) => a.getAttribute('href'))).toContain('/hello');
  });

  it('with ?email, shows it and points at it', async () => {
    fakeApi(visitor);
    renderApp('/updatePayment?email=fan%40example.com');
    expect(await screen.findByText('Create your Chorus account with the email above.')).toBeTruthy();
  });

  it('points a signed-in creator to Payment Information', async () => {
    fakeApi(signedInRoutes());
    renderApp('/updatePayment?email=creator%40chorus.test');
    expect(await screen.findByRole('link', { name: 'Go to Payment Information' })).toBeTruthy();
  });
});
