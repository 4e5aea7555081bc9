// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contestSummary } from '../../../testing/contest-fixtures.ts';
import { fakeApi, ok, signedInRoutes } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Contests card', () => {
  it('shows the Active count once the contest list answers', async () => {
    let answer!: (value: unknown) => void;
    fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/contests': () =>
        new Promise((resolve) => (answer = resolve)).then(() =>
          ok({ results: { success: true, ApprovalStatusDescription: 'Approved', Row_Preffy_Competitions: [contestSummary(), contestSummary({ id: 2 })] } }),
        ),
    });
    renderApp('/dashboard');
    await screen.findByTestId('greeting-name');
    // No pill while loading.
    const card = screen.getByRole('link', { name: 'Contests' }).closest('article')!;
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('active-contests-pill')).toBeNull();
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer(null);
    expect((await screen.findByTestId('active-contests-pill')).textContent).toBe('2 Active contests');
    expect(card.getAttribute('aria-busy')).toBeNull();
  });

  it('shows no pill when the count cannot be loaded', async () => {
    fakeApi({ ...signedInRoutes(), 'GET /creatorapi/contests': () => ({ status: 500, body: { error: true, messages: ['boom'] } }) });
    renderApp('/dashboard');
    const card = (await screen.findByRole('link', { name: 'Contests' })).closest('article')!;
    // The card stops being busy once the failed answer has been handled.
    await waitFor(() => expect(card.getAttribute('aria-busy')).toBeNull());
    expect(screen.queryByTestId('active-contests-pill')).toBeNull();
  });
});
