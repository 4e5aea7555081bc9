// @vitest-environment jsdom
import { contestMessages } from '@chorus/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contestSummary, myEntry } from '../../../testing/contest-fixtures.ts';
import { fakeApi, ok, signedInRoutes } from '../../../testing/fake-api.ts';
import { currentUrl, renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const myContests = (list = [contestSummary(), contestSummary({ id: 7, name: 'Quick Hit: Sunday Drive', kind: 'quick' })], status = 'Approved') => ({
  'GET /creatorapi/contests': () => ok({ results: { success: true, ApprovalStatusDescription: status, Row_Preffy_Competitions: list } }),
});

const entries = (active = [myEntry()], past = [myEntry({ id: 200, postId: 14, name: 'Winter Lights', status: 'approved' })]) => ({
  'GET /creatorapi/contest-entries': () =>
    ok({ results: { success: true, Active: { Preffy: active }, Past: { Preffy: past, Songfluencer: [] } } }),
});

describe('/contests', () => {
  it('lists the contests the creator may enter, and View Contest opens the right detail route', async () => {
    fakeApi({ ...signedInRoutes(), ...myContests() });
    const { router } = renderApp('/contests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contests' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Active Contests' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Midnight Drive' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'View Contest' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/contestdetail?PostID=1', '/quickdetail?PostID=7']);
    fireEvent.click(links[1]!);
    await waitFor(() => expect(currentUrl(router)).toBe('/quickdetail?PostID=7'));
    await waitFor(() => expect(document.title).toMatch(/Chorus/));
  });

  it("shows 'No Results' when the list is empty (a Denied creator gets none)", async () => {
    fakeApi({ ...signedInRoutes(), ...myContests([], 'Denied') });
    renderApp('/contests');
    expect(await screen.findByText(contestMessages.noResults)).toBeTruthy();
  });

  it('keeps the tab in the address: My Entries with Active and Past tables and their statuses', async () => {
    fakeApi({ ...signedInRoutes(), ...myContests(), ...entries() });
    const { router } = renderApp('/contests');
    fireEvent.click(await screen.findByRole('tab', { name: 'My Entries' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/contests?tab=entries'));

    const active = await screen.findByRole('table', { name: 'Active Entries' });
    const headers = within(active).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Competition', 'Creator', 'Status']);
    const row = within(active).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').map((td) => td.textContent)).toEqual(['Midnight Drive', '@mayamoves', 'In review']);
    const past = screen.getByRole('table', { name: 'Past Entries' });
    expect(within(past).getByText('Approved')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Contests · Chorus'));
  });

  it("shows the place and the judged awards an entry won under its contest's name", async () => {
    fakeApi({
      ...signedInRoutes(),
      ...myContests(),
      ...entries(
        [myEntry()],
        [
          myEntry({ id: 200, postId: 14, name: 'Winter Lights', status: 'approved', place: 1, placeLabel: '1st Place' }),
          myEntry({ id: 201, postId: 15, name: 'Spring Steps', status: 'approved', awards: ['Best Dance'] }),
          myEntry({ id: 202, postId: 16, name: 'Summer Song', status: 'approved', place: 2, placeLabel: '2nd Place', awards: ['Best Vocals'] }),
        ],
      ),
    });
    renderApp('/contests?tab=entries');
    const past = await screen.findByRole('table', { name: 'Past Entries' });
    expect(within(past).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Winter Lights1st Place',
      'Spring StepsBest Dance',
      'Summer Song2nd Place · Best Vocals',
    ]);
    const active = screen.getByRole('table', { name: 'Active Entries' });
    expect(within(active).queryByText(/Place/)).toBeNull();
  });

  it('opens the contest from a row click, and from its link with the keyboard', async () => {
    fakeApi({ ...signedInRoutes(), ...entries() });
    const { router } = renderApp('/contests?tab=entries');
    const past = await screen.findByRole('table', { name: 'Past Entries' });
    fireEvent.click(within(past).getByText('@mayamoves'));
    await waitFor(() => expect(currentUrl(router)).toBe('/contestdetail?PostID=14'));

    await router.navigate('/contests?tab=entries');
    const link = await screen.findByRole('link', { name: 'Midnight Drive' });
    expect(link.getAttribute('href')).toBe('/contestdetail?PostID=1');
  });

  it('pages long lists 5, 10, 25 or 100 at a time and hides deleted entries', async () => {
    const many = Array.from({ length: 12 }, (_, i) => myEntry({ id: i + 1, name: `Contest ${i + 1}` }));
    fakeApi({ ...signedInRoutes(), ...entries([...many, myEntry({ id: 99, name: 'Gone', _deleted: true })], []) });
    renderApp('/contests?tab=entries');
    const table = await screen.findByRole('table', { name: 'Active Entries' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    const nav = screen.getByRole('navigation', { name: 'Active entries pages' });
    expect(within(nav).getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(within(nav).getByText('Page 2 of 3')).toBeTruthy();
    expect(within(table).getByText('Contest 6')).toBeTruthy();

    const size = screen.getByLabelText('Rows per page') as HTMLSelectElement;
    expect([...size.options].map((o) => o.value)).toEqual(['5', '10', '25', '100']);
    fireEvent.change(size, { target: { value: '25' } });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).queryByText('Gone')).toBeNull();
  });

  it('says exactly what the spec says when there are no entries', async () => {
    fakeApi({ ...signedInRoutes(), ...entries([], []) });
    renderApp('/contests?tab=entries');
    await screen.findByRole('table', { name: 'Active Entries' });
    expect(screen.getAllByText(contestMessages.noEntries)).toHaveLength(2);
  });

  it('shows the server message with a retry when entries fail to load', async () => {
    let fail = true;
    fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/contest-entries': () =>
        fail ? { status: 500, body: { error: true, messages: ['Database unavailable'] } } : entries()['GET /creatorapi/contest-entries'](),
    });
    renderApp('/contests?tab=entries');
    expect((await screen.findByRole('alert')).textContent).toContain('Database unavailable');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Active Entries' })).toBeTruthy();
  });

  it('explains how contests work', async () => {
    fakeApi(signedInRoutes());
    renderApp('/contests?tab=how-it-works');
    const steps = await screen.findByRole('list', { name: 'How contests work' });
    expect(within(steps).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Use the song', 'Submit your post', 'Win prizes']);
    expect(steps.textContent).toContain('TikTok or Reel');
    expect(steps.textContent).toContain('most liked or the most creative');
  });
});
