import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { AppProvider } from '../app/provider.tsx';
import { AppRoutes } from '../app/router.tsx';
import { createSessionStore, type SessionStore } from '../lib/session.tsx';

/** What a test reads and does with the app's router: where it is, and going somewhere else. */
export interface TestRouter {
  state: { location: Location };
  /** A path, or a step through the history (-1: Back, 1: Forward). */
  navigate(to: string | number): Promise<void>;
}

/** Renders the real route table at `path`, with a session store that talks to the (faked) API. */
export function renderApp(path: string, store: SessionStore = createSessionStore()) {
  // jsdom has no scrolling; the root route scrolls to the top on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  let navigateTo: NavigateFunction | null = null;
  const router: TestRouter = {
    state: { location: { pathname: path, search: '', hash: '', state: null, key: 'default' } },
    navigate: async (to) => {
      await act(async () => {
        await (typeof to === 'number' ? navigateTo?.(to) : navigateTo?.(to));
      });
    },
  };
  // Keeps `router` in step with the app's location.
  function Probe() {
    router.state.location = useLocation();
    navigateTo = useNavigate();
    return null;
  }
  const view = render(
    <AppProvider sessionStore={store}>
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <Probe />
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, router, store };
}

/** "/path?query" of the router's current location. */
export function currentUrl(router: TestRouter): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
