// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contact, fakeApi, homeBody, ok, signedInRoutes } from '../../../testing/fake-api.ts';
import { currentUrl, renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const routes = (home: () => ReturnType<typeof ok> | Promise<ReturnType<typeof ok>>) => ({
  ...signedInRoutes(),
  'GET /creatorapi/home': home,
  'GET /creatorapi/helpwanted': () => ok({ results: { success: true, data: [] } }),
  'GET /creatorapi/payments': () => ok({ results: { success: true, data: { Row_Payments: [] } }, PageInformation: { TotalPages: 1, Page: 1, TotalRows: 0 } }),
});

describe('the Earn figures', () => {
  it("show the server's sums, each linking to the Payments tab that explains it, and ask for this month in the viewer's zone", async () => {
    const earnings = { Paid: 123_450, ToBePaid: 30_000, Possible: 4_000_000, PaidThisMonth: 99, ContestsPaid: 5_000, ContestsToBePaid: 0 };
    const api = fakeApi(routes(() => ok(homeBody(contact(), { earnings }))));
    const { router } = renderApp('/dashboard');
    const figures = await screen.findByTestId('earnings-figures');
    const link = (key: string) => within(screen.getByTestId(`earnings-${key}`)).getAllByRole('link')[0]!;
    expect(link('paid').textContent).toBe('Earned: $1,234.50');
    expect(link('toBePaid').textContent).toBe('To be paid: $300.00');
    expect(link('possible').textContent).toBe('Possible: $40,000.00');
    expect(link('thisMonth').textContent).toBe('This month: $0.99');
    expect(['paid', 'toBePaid', 'possible', 'thisMonth'].map((k) => link(k).getAttribute('href'))).toEqual([
      '/payments?payment_status=Paid',
      '/payments?payment_status=Pending',
      '/payments?payment_status=Potential',
      '/payments?payment_status=Paid',
    ]);
    // The contests' share of what was paid links to the Contests tab; a zero share shows no link.
    expect(within(figures).getByRole('link', { name: '$50.00 from contests' }).getAttribute('href')).toBe('/payments?tab=contests');
    expect(within(screen.getByTestId('earnings-toBePaid')).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByText(/Nothing earned yet/)).toBeNull();
    const home = api.calls.find((c) => c.path === '/creatorapi/home')!;
    expect(home.query.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    fireEvent.click(link('toBePaid'));
    await waitFor(() => expect(currentUrl(router)).toBe('/payments?payment_status=Pending'));
    expect(await screen.findByRole('radio', { name: 'To Be Paid', checked: true })).toBeTruthy();
  });

  it('show a loading state while the home call runs, then $0.00 figures and what to do when nothing is earned', async () => {
    let answer: (r: ReturnType<typeof ok>) => void = () => {};
    const api = fakeApi(routes(() => new Promise((resolve) => (answer = resolve))));
    renderApp('/dashboard');
    const busy = (await screen.findByText('Loading your earnings')).closest('[role="status"]');
    expect(busy?.getAttribute('aria-busy')).toBe('true');
    // The heading, each figure's label and note are there from the start: the figures arrive without moving what follows.
    expect(screen.getByRole('heading', { name: 'Your earnings' })).toBeTruthy();
    expect(within(busy as HTMLElement).getByText('Paid to your payment email.')).toBeTruthy();
    // The loading state shows before the call goes out: answer it once it has.
    await waitFor(() => expect(api.calls.some((c) => c.path === '/creatorapi/home')).toBe(true));
    answer(ok(homeBody(contact())));
    const figures = await screen.findByTestId('earnings-figures');
    expect(within(figures).getAllByRole('link').map((a) => a.textContent)).toEqual(['Earned: $0.00', 'To be paid: $0.00', 'Possible: $0.00', 'This month: $0.00']);
    expect(screen.getByText('Nothing earned yet. Accept a campaign invite or enter a contest, and your earnings show here.')).toBeTruthy();
    expect(screen.queryByText('Loading your earnings')).toBeNull();
  });

  it('are not shown to a manager (they earn nothing of their own)', async () => {
    const manager = contact({ contactType: 'manager' });
    fakeApi({ ...routes(() => ok(homeBody(manager))), ...signedInRoutes(manager), 'GET /creatorapi/home': () => ok(homeBody(manager)), 'GET /creatorapi/managed-profiles': () => ok({ results: { success: true, data: [] } }) });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Earn' });
    await waitFor(() => expect(screen.queryByText('Loading your earnings')).toBeNull());
    expect(screen.queryByTestId('earnings-figures')).toBeNull();
  });
});
