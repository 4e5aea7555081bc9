// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../testing/a11y.ts';
import { fakeApi, fixtures } from '../testing/index.ts';
import { makeLeaderboard } from '../testing/fixtures.ts';
import { Leaderboard } from './leaderboard.tsx';

afterEach(cleanup);

/** A row's cells as a wide board shows them (the line under the handle is for narrow boards only). */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => {
      const copy = c.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[data-narrow]').forEach((n) => n.remove());
      return copy.textContent;
    });

describe('Leaderboard', () => {
  it('shows a skeleton, then ranked rows with abbreviated numbers and the total', async () => {
    const api = fakeApi();
    render(<Leaderboard contestId={fixtures.standard.id} transport={api.transport} />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    const table = await screen.findByRole('table', { name: 'Leaderboard, ranked by likes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(cells(rows[0]!)).toEqual(['1', '@mayamoves', 'TikTok', '1.2M', '1', 'View post by @mayamoves (opens in a new window)']);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Rank', 'Creator', 'Platform', 'Likes', 'Posts', 'Top post']);
    expect(screen.getByText('137 creators')).toBeTruthy();
    expect(screen.getByText('1–10 of 137')).toBeTruthy();
    expect(api.calls[0]).toMatchObject({ path: '/publicapi/contests/1/leaderboard', query: { page: 1, pageSize: 10 } });
  });

  it('shows a link that is not http(s) as plain text, never as a live link', () => {
    const row = { rank: 1, creator: 'kai', platform: 'tiktok', likes: 10, views: 100, followers: 5, posts: 1, creativityScore: 0 };
    const data = {
      metric: 'likes',
      rows: [
        { ...row, link: 'javascript:alert(document.cookie)' },
        { ...row, rank: 2, creator: 'sol', link: 'https://www.tiktok.com/@sol/video/1' },
      ],
      page: 1,
      pageSize: 10,
      total: 2,
      totalPages: 1,
    };
    render(<Leaderboard contestId={1} data={data} />);
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first!).queryByRole('link')).toBeNull();
    expect(cells(first!).at(-1)).toBe('—');
    expect(within(second!).getByRole('link').getAttribute('href')).toBe('https://www.tiktok.com/@sol/video/1');
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('ranks views contests by views', async () => {
    render(<Leaderboard contestId={fixtures.views.id} transport={fakeApi().transport} />);
    const table = await screen.findByRole('table', { name: 'Leaderboard, ranked by views' });
    expect(within(table).getAllByRole('columnheader')[3]!.textContent).toBe('Views');
    expect(cells(within(table).getAllByRole('row')[1]!)[3]).toBe('13.7M');
  });

  it('ranks followers contests by followers, under that name', async () => {
    render(<Leaderboard contestId={fixtures.handle.id} transport={fakeApi().transport} />);
    const table = await screen.findByRole('table', { name: 'Leaderboard, ranked by followers' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Rank', 'Creator', 'Platform', 'Followers', 'Posts', 'Top post']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(cells(first)).toEqual(['1', '@mayamoves', '—', '416.6K', '1', '—']);
    expect(within(first).getAllByRole('cell')[3]!.getAttribute('title')).toBe('416,667');
  });

  it('shows likes for a metric it has no column for, as the server ranks it', () => {
    const row = { rank: 1, creator: 'kai', platform: 'tiktok', link: null, likes: 1200, views: 9, followers: 7, posts: 1, creativityScore: 0 };
    render(<Leaderboard contestId={1} data={{ metric: 'Shares', rows: [row], page: 1, pageSize: 10, total: 1, totalPages: 1 }} />);
    expect(screen.getByRole('table', { name: 'Leaderboard, ranked by likes' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader')[3]!.textContent).toBe('Likes');
    expect(cells(screen.getAllByRole('row')[1]!)[3]).toBe('1.2K');
  });

  it('pages with Previous/Next and page sizes 10, 25, 100', async () => {
    const api = fakeApi();
    render(<Leaderboard contestId={1} transport={api.transport} />);
    await screen.findByText('1–10 of 137');
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('11–20 of 137');
    expect(cells(screen.getAllByRole('row')[1]!)[0]).toBe('11');
    const select = screen.getByLabelText('Rows per page') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['10', '25', '100']);
    fireEvent.change(select, { target: { value: '100' } });
    await screen.findByText('1–100 of 137');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('101–137 of 137');
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
    expect(api.calls.at(-1)).toMatchObject({ query: { page: 2, pageSize: 100 } });
  });

  it('shows the creativity score in the creative variant', async () => {
    render(<Leaderboard contestId={fixtures.creative.id} transport={fakeApi().transport} />);
    const table = await screen.findByRole('table', { name: 'Leaderboard, ranked by creativity' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toContain('Creativity');
    expect(cells(within(table).getAllByRole('row')[1]!)[3]).toBe('98');
  });

  it('shows No Results for an empty board', async () => {
    render(<Leaderboard contestId={1} transport={fakeApi({ leaderboardSize: 0 }).transport} />);
    expect((await screen.findByText('No Results')).closest('[role=status]')).toBeTruthy();
  });

  it('announces a failure with role=alert, reports it and retries', async () => {
    const onError = vi.fn();
    render(<Leaderboard contestId={999} transport={fakeApi().transport} onError={onError} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Contest not found.');
    expect(onError).toHaveBeenCalledWith(['Contest not found.']);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(2));
  });

  it('on a narrow board (phones, narrow embeds) keeps rank, creator and the metric, with platform, posts and the top post under the handle', async () => {
    const api = fakeApi();
    const { unmount } = render(<Leaderboard contestId={fixtures.standard.id} transport={api.transport} />);
    const table = await screen.findByRole('table', { name: 'Leaderboard, ranked by likes' });
    const collapsing = (el: HTMLElement) =>
      within(el)
        .getAllByRole('columnheader')
        .filter((h) => h.hasAttribute('data-collapse'))
        .map((h) => h.textContent);
    expect(collapsing(table)).toEqual(['Platform', 'Posts', 'Top post']);
    // Every body cell of a collapsing column collapses with its header.
    const [firstRow] = within(table).getAllByRole('row').slice(1);
    expect(within(firstRow!).getAllByRole('cell').map((c) => c.hasAttribute('data-collapse'))).toEqual([false, false, true, false, true, true]);
    // What collapses reads under the handle instead (shown on a narrow board only), so one creator on two platforms
    // is two rows that say which is which.
    const detail = within(firstRow!).getAllByRole('cell')[1]!.querySelector('[data-narrow]')!;
    expect(detail.textContent).toMatch(/^(TikTok|Instagram|YouTube|CapCut|Instagram Reel|YouTube Short|—)[^·]* · [\d.,KMG]+ posts? · View post by @/);
    // The rules are a container query on the board's own width; the columns that stay are fixed, so the creator's
    // column takes the rest and a handle never breaks mid-word while it fits.
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(css).toMatch(/container:\s*chorus-board\s*\/\s*inline-size/);
    expect(css).toMatch(/@container chorus-board \(max-width: ?519px\)\{[^@]*table-layout:fixed;/);
    expect(css).toMatch(/@container chorus-board \(max-width: ?519px\)\{[^@]*\[data-collapse\]\{display:none;\}[^@]*\[data-narrow\]\{display:block;\}/);
    unmount();
    // In a creative contest creativity ranks, so likes collapse (and read under the handle) and creativity stays.
    render(<Leaderboard contestId={fixtures.standard.id} transport={fakeApi().transport} variant="creative" />);
    const creative = await screen.findByRole('table', { name: 'Leaderboard, ranked by creativity' });
    expect(collapsing(creative)).toEqual(['Platform', 'Likes', 'Posts', 'Top post']);
    expect(within(creative).getAllByRole('row')[1]!.querySelector('[data-narrow]')!.textContent).toMatch(/ · [\d.,KMG]+ likes/);
  });

  it("marks the viewer's own rows and jumps to their page with Find me", async () => {
    const api = fakeApi();
    const me = makeLeaderboard(fixtures.standard, 137)[24]!;
    render(<Leaderboard contestId={fixtures.standard.id} transport={api.transport} mine={[{ creator: me.creator, platform: me.platform, rank: 25 }]} />);
    const table = await screen.findByRole('table', { name: 'Leaderboard, ranked by likes' });
    expect(table.querySelector('tr[data-mine]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Find me' }));
    await waitFor(() => expect(api.calls.at(-1)!.query).toMatchObject({ page: 3, pageSize: 10 }));
    const mine = await waitFor(() => {
      const row = table.querySelector<HTMLElement>('tr[data-mine]');
      expect(row).not.toBeNull();
      return row!;
    });
    expect(cells(mine).slice(0, 2)).toEqual(['25', `@${me.creator} You`]);
    expect(table.querySelectorAll('tr[data-mine]')).toHaveLength(1);
  });

  it('offers no Find me without own rows', async () => {
    render(<Leaderboard contestId={fixtures.standard.id} transport={fakeApi().transport} mine={[]} />);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Find me' })).toBeNull();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<Leaderboard contestId={3} transport={fakeApi().transport} />);
    await screen.findByRole('table');
    expect(await seriousViolations(container)).toEqual([]);
  });
});
