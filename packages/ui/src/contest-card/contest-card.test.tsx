// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../testing/a11y.ts';
import { fixtures, toSummary } from '../testing/index.ts';
import { ContestCard } from './contest-card.tsx';

afterEach(cleanup);

describe('ContestCard', () => {
  it('shows name, organizer, event, total prizes, platforms, end date and ribbons', () => {
    const contest = { ...toSummary(fixtures.views), event: 'Live at the Roxy' };
    render(<ContestCard contest={contest} />);
    const card = screen.getByRole('article', { name: 'Golden Hour (Sped Up)' });
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Golden Hour (Sped Up)');
    expect(card.textContent).toContain('by Sunny Ortiz');
    expect(card.textContent).toContain('Live at the Roxy');
    // 'Top 10 $100' pays ten places.
    expect(card.textContent).toContain('$1,000');
    expect(within(card).getByRole('list', { name: 'Platforms' }).textContent).toBe('TikTokYouTube Short');
    expect(within(card).getByRole('list', { name: 'Highlights' }).textContent).toBe('YT ShortsTop Views');
  });

  it('shows no cover and no sound link for addresses that are not http(s) or same-site', () => {
    render(<ContestCard contest={{ ...toSummary(fixtures.quick), image: 'javascript:alert(1)', audio: 'javascript:alert(2)' }} />);
    const card = screen.getByRole('article', { name: 'Quick Hit: Sunday Drive' });
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).queryByRole('link', { name: /Play the sound/ })).toBeNull();
    expect(within(card).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/quickdetail?PostID=6']);
  });

  it('sends View Contest through onNavigate with the detail path of its kind', () => {
    const onNavigate = vi.fn();
    render(<ContestCard contest={toSummary(fixtures.quick)} apiBase="https://chorus.example" onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: 'View Contest' });
    expect(link.getAttribute('href')).toBe('https://chorus.example/quickdetail?PostID=6');
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/quickdetail?PostID=6');
  });

  it('opens TikTok, YouTube and Instagram sounds in a new window and plays other audio inline', () => {
    const { rerender } = render(<ContestCard contest={toSummary(fixtures.standard)} />);
    const external = screen.getByRole('link', { name: /Play the sound of Midnight Drive/ });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    rerender(<ContestCard contest={toSummary(fixtures.creative)} apiBase="https://chorus.example" />);
    const inline = screen.getByRole('button', { name: 'Play the sound of Paper Planes Dance Challenge' });
    expect(inline.getAttribute('aria-pressed')).toBe('false');
    expect(document.querySelector('audio')?.getAttribute('src')).toBe('https://chorus.example/demo/preview.wav');
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<ContestCard contest={toSummary(fixtures.creative)} />);
    expect(await seriousViolations(container)).toEqual([]);
  });
});
