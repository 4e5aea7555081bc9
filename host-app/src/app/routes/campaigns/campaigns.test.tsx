// @vitest-environment jsdom
import { campaignMessages } from '@chorus/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignList, campaignRow } from '../../../testing/campaign-fixtures.ts';
import { fakeApi, ok, signedInRoutes, type FakeCall } from '../../../testing/fake-api.ts';
import { currentUrl, renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

/** axe-core's serious and critical violations (colour contrast needs layout: the e2e suite checks it). */
async function seriousViolations(node: Element): Promise<string[]> {
  const result = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

/** Answers like the server: 2 rows a page here, so paging shows with 3 rows. */
function listApi(rows = [campaignRow()], approval?: { ApprovalStatusID: number; ApprovalStatusDescription: string }) {
  return {
    'POST /creatorapi/campaigns': (call: FakeCall) => {
      const { status, page } = call.body as { status: string; page: number };
      const matching = rows.filter((r) => status === 'all' || (status === 'inprogress' ? !['completed', 'failed', 'expired', 'pulled', 'declined'].includes(r.State) : r.State === status));
      const total = Math.max(1, Math.ceil(matching.length / 2));
      return ok(campaignList(matching.slice((page - 1) * 2, page * 2), { TotalPages: total, Page: page, TotalRows: matching.length }, approval));
    },
  };
}

const bodies = (calls: FakeCall[]) => calls.filter((c) => c.path === '/creatorapi/campaigns').map((c) => c.body);

describe('/campaigns', () => {
  it('asks for In Progress, page 1, and shows the grid cards with their facts and action', async () => {
    const { calls } = fakeApi({ ...signedInRoutes(), ...listApi([campaignRow({ IsNew: true })]) });
    const { container } = renderApp('/campaigns');
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaigns' })).toBeTruthy();
    const card = await screen.findByRole('listitem', { name: 'Summer Anthem' });
    expect(within(card).getByText('@maya')).toBeTruthy();
    expect(within(card).getByText('TikTok')).toBeTruthy();
    expect(within(card).getByText('$150.00')).toBeTruthy();
    expect(within(card).getByText('New')).toBeTruthy();
    expect(within(card).getByText(/Respond by Nov 24, 2026/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Respond to Invite' }).getAttribute('href')).toBe(
      '/detail?PostID=41&UID=0b7c2a52-5d1e-4c55-9a57-2f1f9b2a6c11',
    );
    expect(bodies(calls)).toEqual([{ status: 'inprogress', page: 1 }]);
    expect((screen.getByRole('radio', { name: 'In Progress' }) as HTMLInputElement).checked).toBe(true);
    // One page: no pager.
    expect(screen.queryByText(/Page \d of/)).toBeNull();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('shows three skeleton cards while loading', async () => {
    let release!: () => void;
    fakeApi({
      ...signedInRoutes(),
      'POST /creatorapi/campaigns': () => new Promise((resolve) => (release = () => resolve(ok(campaignList([campaignRow()]))))),
    });
    renderApp('/campaigns');
    await waitFor(() => expect(screen.getAllByTestId('campaign-skeleton')).toHaveLength(3));
    // The list is asked for in an effect, which may run after the skeletons show.
    await waitFor(() => expect(release).toBeTypeOf('function'));
    release();
    expect(await screen.findByRole('listitem', { name: 'Summer Anthem' })).toBeTruthy();
    expect(screen.queryAllByTestId('campaign-skeleton')).toHaveLength(0);
  });

  it('pages with Page X of Y, and a new filter goes back to page 1 and into the address', async () => {
    const rows = [
      campaignRow({ PostID: 1, CampaignTitle: 'One' }),
      campaignRow({ PostID: 2, CampaignTitle: 'Two' }),
      campaignRow({ PostID: 3, CampaignTitle: 'Three' }),
      campaignRow({ PostID: 4, CampaignTitle: 'Done', State: 'completed' }),
    ];
    const { calls } = fakeApi({ ...signedInRoutes(), ...listApi(rows) });
    const { router } = renderApp('/campaigns');
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('listitem', { name: 'Three' })).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(currentUrl(router)).toBe('/campaigns?page=2');

    fireEvent.click(screen.getByRole('radio', { name: 'Completed' }));
    expect(await screen.findByRole('listitem', { name: 'Done' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/campaigns?status=completed');
    expect(bodies(calls).at(-1)).toEqual({ status: 'completed', page: 1 });
    expect(screen.queryByText(/Page \d of/)).toBeNull();
  });

  it('selects Failed from ?type=failed', async () => {
    const { calls } = fakeApi({ ...signedInRoutes(), ...listApi([campaignRow({ State: 'failed', CampaignTitle: 'Missed' })]) });
    renderApp('/campaigns?type=failed');
    expect(await screen.findByRole('listitem', { name: 'Missed' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Failed' }) as HTMLInputElement).checked).toBe(true);
    expect(bodies(calls)).toEqual([{ status: 'failed', page: 1 }]);
  });

  it('shows the list as a table with Title, Handle, Platform, Action, Rate', async () => {
    fakeApi({ ...signedInRoutes(), ...listApi([campaignRow(), campaignRow({ PostID: 9, CampaignTitle: 'Waiting', State: 'verifying' })]) });
    const { container } = renderApp('/campaigns');
    await screen.findByRole('listitem', { name: 'Summer Anthem' });
    fireEvent.click(screen.getByRole('radio', { name: 'List' }));
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Title', 'Handle', 'Platform', 'Action', 'Rate']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((td) => td.textContent)).toEqual(['Summer Anthem', '@maya', 'TikTok', 'Respond to Invite', '$150.00']);
    expect(within(second!).getAllByRole('cell')[3]!.textContent).toBe(campaignMessages.noAction);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('says No Results Found with a way to contests', async () => {
    fakeApi({ ...signedInRoutes(), ...listApi([]) });
    renderApp('/campaigns');
    expect(await screen.findByRole('heading', { name: campaignMessages.noResults })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse contests' }).getAttribute('href')).toBe('/contests');
  });

  it('shows Application pending. unless the approval status is 3', async () => {
    fakeApi({ ...signedInRoutes(), ...listApi([], { ApprovalStatusID: 1, ApprovalStatusDescription: 'Pending' }) });
    renderApp('/campaigns');
    expect(await screen.findByRole('heading', { name: campaignMessages.applicationPending })).toBeTruthy();
    expect(screen.getByText(campaignMessages.applicationPendingBody)).toBeTruthy();
    expect(screen.queryByText(campaignMessages.noResults)).toBeNull();
    // Nothing to filter or view while the application is pending (issue 24).
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('group', { name: /Campaign status|View/ })).toBeNull();
  });

  it('keeps the page in the address: a reload opens it, Back and Forward move between pages (issue 24)', async () => {
    const rows = [1, 2, 3, 4, 5].map((n) => campaignRow({ PostID: n, CampaignTitle: `Offer ${n}` }));
    const { calls } = fakeApi({ ...signedInRoutes(), ...listApi(rows) });
    const { router } = renderApp('/campaigns?page=2');
    expect(await screen.findByRole('listitem', { name: 'Offer 3' })).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(bodies(calls)).toEqual([{ status: 'inprogress', page: 2 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('listitem', { name: 'Offer 5' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/campaigns?page=3');
    await router.navigate(-1);
    expect(await screen.findByRole('listitem', { name: 'Offer 3' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/campaigns?page=2');
    await router.navigate(1);
    expect(await screen.findByRole('listitem', { name: 'Offer 5' })).toBeTruthy();
  });

  it('shows the last page for an address past it', async () => {
    fakeApi({ ...signedInRoutes(), ...listApi([1, 2, 3].map((n) => campaignRow({ PostID: n, CampaignTitle: `Offer ${n}` }))) });
    const { router } = renderApp('/campaigns?page=9');
    expect(await screen.findByRole('listitem', { name: 'Offer 3' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/campaigns?page=2');
  });

  it('shows the empty list when the list fails, and tries again', async () => {
    let fail = true;
    const rows = listApi();
    fakeApi({
      ...signedInRoutes(),
      'POST /creatorapi/campaigns': (call) => (fail ? { status: 503, body: { error: true, messages: ['Try again shortly.'] } } : rows['POST /creatorapi/campaigns'](call)),
    });
    renderApp('/campaigns');
    expect(await screen.findByRole('heading', { name: campaignMessages.noResults })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Summer Anthem' })).toBeTruthy();
  });

  it('opens How It Works in a modal', async () => {
    fakeApi({ ...signedInRoutes(), ...listApi() });
    renderApp('/campaigns');
    fireEvent.click(await screen.findByRole('button', { name: 'How It Works' }));
    const dialog = screen.getByRole('dialog', { name: 'How campaigns work' });
    expect(within(dialog).getByText('Get paid')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
