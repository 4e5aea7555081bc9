// @vitest-environment jsdom
import axe from 'axe-core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContestOverview as Overview } from '@chorus/core';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { ContestOverview } from './contest-overview.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const overview = (contestId: number, over: Partial<Overview> = {}): Overview => ({
  contestId,
  days: [
    { day: '2026-03-01', entries: 12, approved: 9 },
    { day: '2026-03-02', entries: 0, approved: 0 },
    { day: '2026-03-03', entries: 1500, approved: 1200 },
  ],
  totals: { entries: 1512, approved: 1209, rejected: 3, pending: 300, views: 2_500_000, likes: 48_210 },
  rankedBy: 'likes',
  topCreators: [
    { creator: 'bob', platform: 'tiktok', value: 900, views: 12_000, likes: 900 },
    { creator: 'alice', platform: 'instagram', value: 450, views: 30_500, likes: 450 },
  ],
  money: { owedCents: 4250, owedCount: 1, paidCents: 8500, paidCount: 1 },
  ...over,
});
const answer = (contestId: number, data: Overview) => ({ [`GET /orgapi/contests/${contestId}/overview`]: () => ok({ results: { success: true, data } }) });

async function seriousViolations(node: Element): Promise<string[]> {
  const result = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const rowsOf = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('the contest overview', () => {
  it('shows the totals as tiles and every chart’s numbers as a table behind “Show as table”', async () => {
    fakeApi(answer(31, overview(31)));
    const { container } = render(<ContestOverview orgId={1} contestId={31} />);
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(tile('Entries')).toBe('1,512');
    expect(tile('Approved')).toBe('1,209');
    expect(tile('Awaiting review')).toBe('300');
    expect(tile('Rejected')).toBe('3');
    expect(tile('Views')).toBe('2,500,000');
    expect(tile('Likes')).toBe('48,210');
    expect(tile('Prize money owed')).toBe('$42.50');
    expect(tile('Prize money paid')).toBe('$85.00');

    // Each chart is one image with a summary a screen reader reads.
    expect(screen.getByRole('img', { name: /entries and approvals over 3 days, from March 1, 2026 to March 3, 2026; busiest day March 3, 2026 with 1,500 entries/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /top 2 creators by likes: first bob on tiktok with 900/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /\$42\.50 owed to 1 winner, \$85\.00 paid to 1/ })).toBeTruthy();

    const toggles = screen.getAllByText('Show as table');
    expect(toggles).toHaveLength(3);
    for (const t of toggles) fireEvent.click(t);
    expect(rowsOf('Entries and approvals per day (UTC)')).toEqual([
      ['March 1, 2026', '12', '9'],
      ['March 2, 2026', '0', '0'],
      ['March 3, 2026', '1,500', '1,200'],
    ]);
    expect(rowsOf('Top creators by likes')).toEqual([
      ['bob', 'tiktok', '12,000', '900'],
      ['alice', 'instagram', '30,500', '450'],
    ]);
    expect(rowsOf('Prize money owed and paid')).toEqual([
      ['Owed (To Be Paid)', '1', '$42.50'],
      ['Paid', '1', '$85.00'],
    ]);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('adds the ranking column when a contest ranks by something other than views or likes', async () => {
    fakeApi(answer(32, overview(32, { rankedBy: 'creativity', topCreators: [{ creator: 'cy', platform: 'tiktok', value: 97, views: 10, likes: 4 }] })));
    render(<ContestOverview orgId={1} contestId={32} />);
    await screen.findByRole('heading', { name: 'Overview' });
    expect(rowsOf('Top creators by creativity score')).toEqual([['cy', 'tiktok', '97', '10', '4']]);
  });

  it('says “No entries yet” for a contest nobody entered, and shows the server’s error with a retry', async () => {
    const empty = overview(33, { days: [], topCreators: [], totals: { entries: 0, approved: 0, rejected: 0, pending: 0, views: 0, likes: 0 }, money: { owedCents: 0, owedCount: 0, paidCents: 0, paidCount: 0 } });
    fakeApi(answer(33, empty));
    render(<ContestOverview orgId={1} contestId={33} />);
    expect(await screen.findByRole('heading', { name: 'No entries yet' })).toBeTruthy();
    cleanup();

    fakeApi({ 'GET /orgapi/contests/34/overview': () => ({ status: 404, body: { error: true, messages: ['Contest not found.'] } }) });
    render(<ContestOverview orgId={1} contestId={34} />);
    expect(await screen.findByText('Contest not found.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });
});
