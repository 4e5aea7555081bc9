// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { AdminEntry } from '@chorus/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, type FakeCall } from '../../../testing/fake-api.ts';
import { ModerationQueue } from './moderation-queue.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (id: number, over: Partial<AdminEntry> = {}): AdminEntry => ({
  id,
  contestId: 7,
  creator: `creator${id}`,
  email: `fan${id}@fans.test`,
  platform: 'tiktok',
  link: `https://www.tiktok.com/@creator${id}/video/73000000000${id}`,
  likes: 10 * id,
  views: 100 * id,
  followers: 0,
  creativityScore: 0,
  status: 'in_review',
  createdAt: '2026-05-01T10:00:00.000Z',
  country: null,
  signals: [],
  held: false,
  ...over,
});

const page = (rows: AdminEntry[], more: Partial<{ next: string | null; total: number; totalCapped: boolean }> = {}) =>
  ok({ results: { success: true, data: { rows, page: 1, pageSize: 25, total: more.total ?? rows.length, totalPages: 1, next: null, ...more } } });

/** The queue of contest 7: two entries, the first flagged twice and held, the second clean. */
function queue(extra: Record<string, (c: FakeCall) => ReturnType<typeof ok>> = {}) {
  const rows = [
    entry(11, { signals: ['sharedEmail', 'newAccount'], held: true, country: 'GB' }),
    entry(12, { platform: 'instagram', link: 'https://www.instagram.com/reel/Cabc' }),
  ];
  return fakeApi({
    'GET /orgapi/contests/7/entries': () => page(rows),
    'POST /orgapi/entries/approve': (c) => ok({ results: { success: true, data: { updated: (c.body as { ids: number[] }).ids.length } } }),
    'POST /orgapi/entries/reject': (c) => ok({ results: { success: true, data: { updated: (c.body as { ids: number[] }).ids.length } } }),
    'POST /orgapi/entries/hold': (c) => ok({ results: { success: true, data: { updated: (c.body as { ids: number[] }).ids.length } } }),
    'POST /orgapi/entries/release': (c) => ok({ results: { success: true, data: { updated: (c.body as { ids: number[] }).ids.length } } }),
    ...extra,
  });
}
const posts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]);

describe('the moderation queue', () => {
  it('shows each entry with its post (a link opening a new tab), signals as labelled badges, the hold, country and counts; accessible', async () => {
    queue();
    const { container } = render(<ModerationQueue orgId={1} contestId={7} role="editor" />);
    const first = (await screen.findByText('creator11')).closest('tr')!;
    expect(within(first).getByText('Shared email').getAttribute('title')).toMatch(/more than one handle/);
    expect(within(first).getByText('New account')).toBeTruthy();
    expect(within(first).getByText('Prize held')).toBeTruthy();
    expect(within(first).getByText('GB')).toBeTruthy();
    expect(within(first).getByText('1,100')).toBeTruthy();
    const link = within(first).getByRole('link', { name: 'TikTok post by creator11 (opens in a new tab)' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['https://www.tiktok.com/@creator11/video/7300000000011', '_blank', 'noopener noreferrer']);
    const second = screen.getByText('creator12').closest('tr')!;
    expect(within(second).getByText('None')).toBeTruthy();
    expect(within(second).getByRole('link', { name: /^Instagram post/ })).toBeTruthy();
    expect(screen.getByText(/next\/previous entry/)).toBeTruthy();
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('sends the filters: state, platform and flagged', async () => {
    const { calls } = queue();
    render(<ModerationQueue orgId={1} contestId={7} role="viewer" />);
    await screen.findByText('creator11');
    expect(calls[0]!.query).toEqual({ status: 'in_review', page: '1', pageSize: '25' });
    fireEvent.change(screen.getByLabelText('Platform'), { target: { value: 'instagram' } });
    fireEvent.change(screen.getByLabelText('Flags'), { target: { value: 'flagged' } });
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'all' } });
    await waitFor(() => expect(calls.at(-1)!.query).toEqual({ platform: 'instagram', flagged: 'true', page: '1', pageSize: '25' }));
    // A viewer reads: no selection, no actions.
    expect(screen.queryByRole('button', { name: /selected/ })).toBeNull();
  });

  it('approves, rejects, holds and releases the selected entries by button', async () => {
    const { calls } = queue();
    render(<ModerationQueue orgId={1} contestId={7} role="owner" />);
    fireEvent.click(await screen.findByLabelText("Select creator11's entry"));
    fireEvent.click(screen.getByLabelText("Select creator12's entry"));
    fireEvent.click(screen.getByRole('button', { name: 'Hold selected (2)' }));
    expect(await screen.findByText('2 entries held.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Select all on this page'));
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    expect(await screen.findByText('2 entries approved.')).toBeTruthy();
    expect(posts(calls)).toEqual([
      ['/orgapi/entries/hold', { ids: [11, 12] }],
      ['/orgapi/entries/approve', { ids: [11, 12] }],
    ]);
  });

  it('works from the keyboard (j/k move, x select, a/r/h/u act) but not while typing in a field', async () => {
    const { calls } = queue();
    render(
      <>
        <input aria-label="Somewhere to type" />
        <ModerationQueue orgId={1} contestId={7} role="editor" />
      </>,
    );
    await screen.findByText('creator11');
    const key = (k: string, target: Element = document.body) => fireEvent.keyDown(target, { key: k });
    // Nothing selected: a key acts on the marked entry (the first).
    key('h');
    expect(await screen.findByText('1 entry held.')).toBeTruthy();
    key('j');
    expect(screen.getByText('creator12').closest('tr')!.getAttribute('aria-current')).toBe('true');
    key('r');
    expect(await screen.findByText('1 entry rejected.')).toBeTruthy();
    key('k');
    key('x');
    key('j');
    key('x');
    expect((screen.getByLabelText("Select creator11's entry") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Select creator12's entry") as HTMLInputElement).checked).toBe(true);
    // Typed into a field: the field's, not the queue's.
    key('a', screen.getByLabelText('Somewhere to type'));
    key('u', screen.getByLabelText('Somewhere to type'));
    key('a');
    expect(await screen.findByText('2 entries approved.')).toBeTruthy();
    key('u');
    expect(await screen.findByText('1 entry released.')).toBeTruthy();
    expect(posts(calls)).toEqual([
      ['/orgapi/entries/hold', { ids: [11] }],
      ['/orgapi/entries/reject', { ids: [12] }],
      ['/orgapi/entries/approve', { ids: [11, 12] }],
      ['/orgapi/entries/release', { ids: [12] }],
    ]);
  });

  it('pages by cursor, Previous going back the way it came, and says when the count stopped', async () => {
    const { calls } = queue({
      'GET /orgapi/contests/7/entries': (c) =>
        c.query.after === 'CUR2' ? page([entry(3)], { total: 10_000, totalCapped: true }) : page([entry(c.query.after ? 2 : 1)], { next: c.query.after ? 'CUR2' : 'CUR1', total: 10_000, totalCapped: true, totalPages: 400 } as never),
    });
    render(<ModerationQueue orgId={1} contestId={7} role="viewer" />);
    await screen.findByText('creator1');
    expect(screen.getByText('More than 10,000 entries: Next keeps going past them.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('creator2');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('creator3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('creator2');
    expect(calls.map((c) => c.query.after ?? null)).toEqual([null, 'CUR1', 'CUR2', 'CUR1']);
  });
});
