// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../testing/a11y.ts';
import { fakeApi, fixtures, toSummary } from '../testing/index.ts';
import { ContestList } from './contest-list.tsx';

afterEach(cleanup);

describe('ContestList', () => {
  it('shows skeletons, then a card per active contest', async () => {
    const api = fakeApi();
    render(<ContestList transport={api.transport} apiBase="https://chorus.example" />);
    expect(screen.getByRole('status').textContent).toBe('Loading contests');
    const list = await screen.findByRole('list', { name: 'Contests' });
    // The ended and the inactive fixtures are left out.
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('10 contests')).toBeTruthy();
    expect(api.calls[0]).toMatchObject({ path: '/publicapi/contests', query: { category: undefined } });
  });

  it('narrows to a category', async () => {
    const api = fakeApi();
    const onNavigate = vi.fn();
    render(<ContestList transport={api.transport} category="stagecoach" onNavigate={onNavigate} />);
    const card = await screen.findByRole('article', { name: 'Stagecoach IRL: Desert Nights' });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(api.calls[0]!.query).toMatchObject({ category: 'stagecoach' });
    fireEvent.click(within(card).getByRole('link', { name: 'View Contest' }));
    expect(onNavigate).toHaveBeenCalledWith('/directdetail?PostID=5');
  });

  it('narrows to one organiser (any case), for an artist embedding their own contests', async () => {
    const api = fakeApi();
    render(<ContestList transport={api.transport} organizer="stagecoach × CHORUS" />);
    await screen.findByRole('article', { name: 'Stagecoach IRL: Desert Nights' });
    expect(screen.getAllByRole('article').every((a) => a.textContent?.includes('Stagecoach'))).toBe(true);
    expect(api.calls[0]!.query).toMatchObject({ organizer: 'stagecoach × CHORUS' });
  });

  it('lists what the signed-in creator may enter through the creator API', async () => {
    const api = fakeApi();
    render(<ContestList transport={api.transport} scope="creator" token="tok" />);
    await screen.findByRole('list', { name: 'Contests' });
    expect(api.calls[0]).toMatchObject({ path: '/creatorapi/contests', headers: { 'x-api-key': 'tok' } });
  });

  it('says No Results when nothing is active', async () => {
    render(<ContestList transport={fakeApi({ contests: [] }).transport} />);
    expect(await screen.findByText('No Results')).toBeTruthy();
  });

  it('shows given contests without loading', () => {
    render(<ContestList contests={[toSummary(fixtures.custom)]} />);
    expect(screen.getByRole('article', { name: 'Velvet Skies' })).toBeTruthy();
  });

  it('announces a failure, reports it and retries', async () => {
    const onError = vi.fn();
    render(<ContestList transport={fakeApi({ fail: { status: 0, messages: ['Network error. Please check your connection and try again.'] } }).transport} onError={onError} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Network error');
    expect(onError).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(2));
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<ContestList transport={fakeApi().transport} />);
    await screen.findByRole('list', { name: 'Contests' });
    expect(await seriousViolations(container)).toEqual([]);
  });
});
