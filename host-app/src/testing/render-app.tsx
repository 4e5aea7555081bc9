import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../app/provider.tsx';
import { routes } from '../app/router.tsx';
import { createSessionStore, type SessionStore } from '../lib/session.tsx';

/** Renders the real route table at `path`, with a session store that talks to the (faked) API. */
export function renderApp(path: string, store: SessionStore = createSessionStore()) {
  // jsdom has no scrolling; ScrollRestoration calls it on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider sessionStore={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, store };
}

/** "/path?query" of the router's current location. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
