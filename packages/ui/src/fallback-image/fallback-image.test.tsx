// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtures, toSummary } from '../testing/index.ts';
import { ContestCard } from '../contest-card/contest-card.tsx';
import { FallbackImage } from './fallback-image.tsx';

afterEach(cleanup);

describe('FallbackImage (an organiser’s image that may break)', () => {
  it('shows the fallback instead of a broken image, and tries a new address again', () => {
    const { container, rerender } = render(<FallbackImage src="/gone.png" alt="" fallback={<span>NR</span>} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('NR')).toBeTruthy();
    rerender(<FallbackImage src="/logo.svg" alt="" fallback={<span>NR</span>} />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/logo.svg');
  });

  it('leaves a contest card’s cover box empty when the organiser’s cover does not load', () => {
    render(<ContestCard contest={toSummary(fixtures.views)} />);
    const card = screen.getByRole('article', { name: 'Golden Hour (Sped Up)' });
    fireEvent.error(card.querySelector('img')!);
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Golden Hour (Sped Up)');
  });
});
