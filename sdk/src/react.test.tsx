// @vitest-environment jsdom
// @chorus/sdk/react types the `<chorus-*>` tags in JSX; importing it must also make them work: a raw tag renders its
// widget without the app importing the element's module (before, it stayed an empty unknown element, silently).
import { act, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, fetchOver } from '../../packages/ui/src/testing/index.ts';
import { tags } from './tags.ts';

// The SDK build's styled-components (src/styled.ts), as the element modules are bundled.
vi.mock('styled-components', () => import('./styled.ts'));

beforeAll(() => {
  vi.stubGlobal('fetch', fetchOver(() => fakeApi()));
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('@chorus/sdk/react', () => {
  it('defines every tag it types as soon as it is imported, before any element module loads', async () => {
    expect(Object.keys(tags).filter((t) => customElements.get(t))).toEqual([]);
    await import('./react.tsx');
    expect(Object.keys(tags).filter((t) => customElements.get(t))).toEqual(Object.keys(tags));
  });

  it('a raw <chorus-leaderboard> in JSX loads its code on connect and renders the ranking', async () => {
    await import('./react.tsx');
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    act(() => root.render(<chorus-leaderboard api-base="https://chorus.example" contest-id={1} heading="Top fans" />));
    const board = host.querySelector('chorus-leaderboard')!;
    await waitFor(() => expect(board.shadowRoot?.querySelectorAll('table tbody tr').length).toBeGreaterThan(0));
    expect(board.shadowRoot!.querySelector('h2, h3')?.textContent).toBe('Top fans');
  });
});
