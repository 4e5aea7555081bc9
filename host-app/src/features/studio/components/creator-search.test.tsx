// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { OrganisationRole } from '@chorus/core';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, type FakeCall } from '../../../testing/fake-api.ts';
import { adminCampaign, adminOffer, creatorCard, creatorPage, data } from '../../../testing/studio-creator-fixtures.ts';
import { CreatorSearch } from './creator-search.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Where the page is, as the address bar says it. */
function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.search}</output>;
}
const where = () => screen.getByTestId('where').textContent;

function page(role: OrganisationRole, url = '/studio/creators', campaignId?: number) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <CreatorSearch orgId={1} role={role} campaignId={campaignId} />
      <Where />
    </MemoryRouter>,
  );
}

type Reply = ReturnType<typeof ok>;
function api(extra: Record<string, (c: FakeCall) => Reply> = {}) {
  return fakeApi({
    'GET /orgapi/creators': (c) =>
      ok(creatorPage([creatorCard(1), creatorCard(2, { responseRate: null, country: 'GB', invitedState: c.query.campaignId ? 'negotiating' : null }), creatorCard(3)])),
    'GET /orgapi/campaigns': () => ok(data([adminCampaign(7, { title: 'Lumen Glow' }), adminCampaign(8, { title: 'Winter Drop' })])),
    ...extra,
  });
}
const searches = (calls: FakeCall[]) => calls.filter((c) => c.path === '/orgapi/creators');

async function serious(node: Element) {
  const result = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the creator search', () => {
  it('shows each creator as a card (rates, response rate or none yet, country, completed with us); accessible', async () => {
    api();
    const { container } = page('editor');
    const card = (await screen.findByRole('heading', { name: '@creator2' })).closest('li')!;
    expect(within(card).getByText('24,000')).toBeTruthy();
    expect(within(card).getByText('$150.00')).toBeTruthy();
    expect(within(card).getByText('$250.00')).toBeTruthy();
    expect(within(card).getByText('No answers yet')).toBeTruthy();
    expect(within(card).getByText('United Kingdom')).toBeTruthy();
    expect(within(card).getByText('3 (1 with us)')).toBeTruthy();
    expect(within(screen.getByRole('heading', { name: '@creator1' }).closest('li')!).getByText('87.5%')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '3 creators match' })).toBeTruthy();
    expect(await serious(container)).toEqual([]);
  });

  it('puts the filters into the address and the request, and starts from the address', async () => {
    const { calls } = api();
    page('viewer', '/studio/creators?country=GB&sort=completed');
    await screen.findByRole('heading', { name: '@creator1' });
    expect(searches(calls)[0]!.query).toEqual({ country: 'GB', sort: 'completed' });
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('GB');
    fireEvent.change(screen.getByLabelText('Handle or name'), { target: { value: 'maya' } });
    fireEvent.change(screen.getByLabelText('Platform'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Minimum followers'), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText('Maximum followers'), { target: { value: '50000' } });
    fireEvent.change(screen.getByLabelText('Rate'), { target: { value: 'brand' } });
    fireEvent.change(screen.getByLabelText('Highest rate (dollars)'), { target: { value: '300.5' } });
    fireEvent.change(screen.getByLabelText('Minimum response rate (%)'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Worked with us'), { target: { value: 'no' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'rate' } });
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'asc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    expect(searches(calls)[1]!.query).toEqual({
      q: 'maya',
      platformId: '4',
      country: 'GB',
      minFollowers: '1000',
      maxFollowers: '50000',
      rateKind: 'brand',
      maxRateCents: '30050',
      minResponseRate: '50',
      workedWithUs: 'false',
      sort: 'rate',
      dir: 'asc',
    });
    const address = new URLSearchParams(where()!);
    expect(Object.fromEntries(address)).toEqual({
      platform: '4',
      country: 'GB',
      minFollowers: '1000',
      maxFollowers: '50000',
      rateKind: 'brand',
      maxRate: '300.5',
      minResponseRate: '50',
      workedWithUs: 'no',
      q: 'maya',
      sort: 'rate',
      dir: 'asc',
    });
    // A follower range upside down is said, not sent.
    fireEvent.change(screen.getByLabelText('Minimum followers'), { target: { value: '90000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/Minimum followers must not be above maximum followers/)).toBeTruthy();
    expect(searches(calls)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(searches(calls)).toHaveLength(3));
    expect(searches(calls)[2]!.query).toEqual({});
    expect(where()).toBe('');
  });

  it('pages forward by cursor and back the way it came', async () => {
    const { calls } = api({
      'GET /orgapi/creators': (c) => {
        const n = c.query.after === 'CUR2' ? 3 : c.query.after === 'CUR1' ? 2 : 1;
        return ok(creatorPage([creatorCard(n)], n < 3 ? `CUR${n}` : null, 10_000, true));
      },
    });
    page('viewer');
    await screen.findByRole('heading', { name: '@creator1' });
    expect(screen.getByRole('heading', { name: 'More than 10,000 creators match' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('heading', { name: '@creator2' });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('heading', { name: '@creator3' });
    expect(screen.getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByRole('heading', { name: '@creator2' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByRole('heading', { name: '@creator1' });
    expect(searches(calls).map((c) => c.query.after ?? null)).toEqual([null, 'CUR1', 'CUR2', 'CUR1', null]);
  });

  it('invites the chosen handles at their own rate or the campaign’s, and says who was skipped and why', async () => {
    const { calls } = api({
      'POST /orgapi/campaigns/7/invite': () =>
        ok(data({ invited: [adminOffer(1, { rateCents: 18_000 })], skipped: [{ contactPlatformId: 3, reason: 'This creator deactivated their account.' }] })),
    });
    page('editor', '/studio/creators?country=US&campaignId=7', 7);
    const second = (await screen.findByRole('heading', { name: '@creator2' })).closest('li')!;
    expect(searches(calls)[0]!.query).toEqual({ country: 'US', campaignId: '7' });
    // An offer on the campaign already: said on the card, and it cannot be chosen.
    expect(within(second).getByText(/Already has an offer on this campaign: Negotiating/)).toBeTruthy();
    expect((within(second).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect(((await screen.findByLabelText('Campaign')) as HTMLSelectElement).value).toBe('7');
    expect((screen.getByRole('button', { name: 'Invite 0 creators' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Select @creator1 to invite'));
    fireEvent.click(screen.getByLabelText('Select @creator3 to invite'));
    fireEvent.change(screen.getByLabelText('Rate for @creator1 (dollars)'), { target: { value: '12.345' } });
    expect(screen.getByText('Give the rate in dollars, like 150 or 99.50.')).toBeTruthy();
    expect(screen.getAllByText('Empty: the campaign’s rate, $200.00')).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Invite 2 creators' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Rate for @creator1 (dollars)'), { target: { value: '180' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite 2 creators' }));
    expect(await screen.findByText(/Invited 1 creator: @creator1\./)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Handles not invited' })).getByText('@creator3: This creator deactivated their account.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/orgapi/campaigns/7/invite', { contactPlatformIds: [1, 3], handleRates: [{ contactPlatformId: 1, rateCents: 18_000 }] }],
    ]);
    // The selection is spent and the cards asked again.
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Invite 0 creators' })).toBeTruthy();
  });

  it('shows the server’s refusal of an invite over the budget; another campaign goes into the address', async () => {
    api({
      'POST /orgapi/campaigns/8/invite': () => ({ status: 409, body: { error: true, messages: ["This invite would pass the campaign's budget: $50.00 left."] } }),
    });
    page('owner');
    await screen.findByRole('heading', { name: '@creator1' });
    fireEvent.change(await screen.findByLabelText('Campaign'), { target: { value: '8' } });
    await waitFor(() => expect(where()).toBe('?campaignId=8'));
    fireEvent.click(screen.getByLabelText('Select @creator1 to invite'));
    fireEvent.click(screen.getByRole('button', { name: 'Invite 1 creator' }));
    expect(await screen.findByText("This invite would pass the campaign's budget: $50.00 left.")).toBeTruthy();
    expect(screen.getByText('Nobody was invited')).toBeTruthy();
  });

  it('shows a viewer no invite controls, and says when nothing matches', async () => {
    const { calls } = api({ 'GET /orgapi/creators': () => ok(creatorPage([])) });
    page('viewer');
    expect(await screen.findByText('No creators match these filters')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Invite/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(calls.some((c) => c.path === '/orgapi/campaigns')).toBe(false);
  });

  it('says when the search fails, with the server’s words', async () => {
    api({ 'GET /orgapi/creators': () => ({ status: 400, body: { error: true, messages: ['Country must be the ISO code of a country Chorus lists, like US or GB.'] } }) });
    page('viewer');
    expect(await screen.findByText(/Country must be the ISO code/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
