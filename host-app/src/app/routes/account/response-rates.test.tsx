// @vitest-environment jsdom
import { responseRateText } from '@chorus/core';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignList, campaignRow } from '../../../testing/campaign-fixtures.ts';
import { fakeApi, ok, signedInRoutes, socialProfile } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const profile = (over: object) => socialProfile({ Followers: 1200, Score_ResponseRate_Invite: 87.5, ...over });
const profiles = [profile({}), profile({ ContactPlatformID: 6, UID: 'p-6', PlatformName: 'Instagram', Handle: 'maya.ig', Score_ResponseRate_Invite: null })];
const routes = {
  ...signedInRoutes(),
  'GET /creatorapi/profiles': () => ok({ results: { success: true, ContactPlatforms: profiles, Platforms: [] } }),
  'POST /creatorapi/campaigns': () => ok(campaignList([campaignRow()], { TotalPages: 1, Page: 1, TotalRows: 1 })),
};

describe('the response rate', () => {
  it('shows on /account/social for each handle, as the server computed it, with what lowers it', async () => {
    fakeApi(routes);
    renderApp('/account/social/');
    const panel = await screen.findByTestId('response-rates');
    expect(within(panel).getByRole('heading', { name: 'Response rate' })).toBeTruthy();
    expect(within(panel).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['@mayamoves (TikTok): 87.5%', '@maya.ig (Instagram): No rate yet']);
    expect(within(panel).getByText(responseRateText.explanation)).toBeTruthy();
    expect(responseRateText.explanation).toMatch(/declining does not lower it; ignoring an invite until it expires does/);
  });

  it('shows above the campaign list', async () => {
    fakeApi(routes);
    renderApp('/campaigns');
    const panel = await screen.findByTestId('response-rates');
    expect(within(panel).getByText('87.5%')).toBeTruthy();
    expect(await screen.findByRole('listitem', { name: 'Summer Anthem' })).toBeTruthy();
  });

  it('says there is no rate yet when no invitation was answered or expired', async () => {
    fakeApi({ ...routes, 'GET /creatorapi/profiles': () => ok({ results: { success: true, ContactPlatforms: [profile({ Score_ResponseRate_Invite: null })], Platforms: [] } }) });
    renderApp('/campaigns');
    const panel = await screen.findByTestId('response-rates');
    expect(within(panel).getByText(`${responseRateText.none} ${responseRateText.explanation}`)).toBeTruthy();
  });

  it('keeps its place while the rates load, so the offers below do not move when they arrive', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    fakeApi({ ...routes, 'GET /creatorapi/profiles': async () => (await held, routes['GET /creatorapi/profiles']()) });
    renderApp('/campaigns');
    const loading = await screen.findByTestId('response-rates-loading');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(within(loading).getByRole('heading', { name: 'Response rate' })).toBeTruthy();
    expect(within(loading).getByText(responseRateText.explanation)).toBeTruthy();
    answer();
    expect(within(await screen.findByTestId('response-rates')).getByText('87.5%')).toBeTruthy();
    expect(screen.queryByTestId('response-rates-loading')).toBeNull();
  });
});
