// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { adminCampaign, data } from '../../../testing/studio-campaign-fixtures.ts';
import { CampaignPage, CampaignsPage } from './studio-campaigns.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function seriousViolations(node: Element) {
  const result = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

const list = (role: 'owner' | 'editor' | 'viewer') =>
  render(
    <MemoryRouter>
      <CampaignsPage orgId={2} role={role} />
    </MemoryRouter>,
  );

describe('/studio/campaigns', () => {
  it('lists the campaigns with platform, kind, rate, budget left, spend and offers by state; editors may start one; accessible', async () => {
    fakeApi({ 'GET /orgapi/campaigns': () => data([adminCampaign(), adminCampaign({ id: 32, title: 'Quiet Song', kind: 'song', platform: 'Instagram', budgetCents: null, offers: {}, spend: { committedCents: 0, toBePaidCents: 0, paidCents: 0 } })]) });
    const { container } = list('editor');
    const row = (await screen.findByRole('link', { name: 'Lumen Glow Launch' })).closest('tr')!;
    const cells = [...row.children].map((c) => c.textContent);
    expect(cells).toEqual(['Lumen Glow LaunchLumen Skin', 'TikTok', 'Brand', '$250.00', '$5,000.00$3,750.00 left', '$1,250.00', '$250.00', '$500.00', '4', '2', '2']);
    const quiet = screen.getByRole('link', { name: 'Quiet Song' }).closest('tr')!;
    expect(within(quiet).getByText('None')).toBeTruthy();
    expect(within(quiet).getByText('Song')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lumen Glow Launch' }).getAttribute('href')).toBe('/studio/campaigns/31');
    expect(screen.getByRole('link', { name: 'New campaign' }).getAttribute('href')).toBe('/studio/campaigns/new');
    expect(screen.getByRole('region', { name: 'Campaigns' })).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('says when there is none, and a viewer cannot start one', async () => {
    fakeApi({ 'GET /orgapi/campaigns': () => data([]) });
    list('viewer');
    expect(await screen.findByText('No campaigns yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New campaign' })).toBeNull();
  });

  it('shows the server’s error with a retry', async () => {
    let fail = true;
    fakeApi({ 'GET /orgapi/campaigns': () => (fail ? { status: 500, body: { error: true, messages: ['The campaigns could not be loaded.'] } } : data([adminCampaign()])) });
    list('owner');
    expect(await screen.findByText('The campaigns could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('link', { name: 'Lumen Glow Launch' })).toBeTruthy();
  });
});

describe('/studio/campaigns/:id', () => {
  const page = (role: 'editor' | 'viewer') =>
    render(
      <MemoryRouter initialEntries={['/studio/campaigns/31']}>
        <Routes>
          <Route path="/studio/campaigns/:id" element={<CampaignPage orgId={2} role={role} />} />
        </Routes>
      </MemoryRouter>,
    );

  it('opens on the pipeline with the spend against the budget; the preview shows the campaign as creators see it; payments and chat have their tabs', async () => {
    fakeApi({
      'GET /orgapi/campaigns/31': () => data(adminCampaign()),
      'GET /orgapi/offers': () => data({ rows: [], page: 1, pageSize: 25, total: 0, totalPages: 0 }),
    });
    const { container } = page('editor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lumen Glow Launch' })).toBeTruthy();
    const spend = screen.getByLabelText('Spend');
    expect(spend.textContent).toBe('Budget$5,000.00Committed$1,250.00Left to commit$3,750.00To Be Paid$250.00Paid$500.00');
    expect(screen.getByRole('tab', { name: 'Pipeline' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No offers yet: invite creators to this campaign.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite creators' }).getAttribute('href')).toBe('/studio/creators?campaignId=31');
    expect(screen.getByRole('tab', { name: 'Payments' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Chat' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByText('glow').closest('p')!.textContent).toBe('Show the glow.');
    expect(screen.getByText('A boost code (optional): ', { exact: false })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Campaign steps' })).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('tells a viewer the details are for editors, and says when the campaign is not the organisation’s', async () => {
    fakeApi({ 'GET /orgapi/campaigns/31': () => data(adminCampaign()), 'GET /orgapi/offers': () => data({ rows: [], page: 1, pageSize: 25, total: 0, totalPages: 0 }) });
    page('viewer');
    fireEvent.click(await screen.findByRole('tab', { name: 'Details' }));
    // A viewer invites nobody.
    expect(screen.queryByRole('link', { name: 'Invite creators' })).toBeNull();
    expect(screen.getByText(/Only an editor or owner of the organisation changes the campaign/)).toBeTruthy();
    cleanup();
    fakeApi({});
    page('editor');
    expect(await screen.findByText('Campaign not found')).toBeTruthy();
  });
});
