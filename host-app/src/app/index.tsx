import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './provider.tsx';
import { requestPageData } from './routes/early-requests.ts';
import { AppRoutes } from './router.tsx';

export interface AppProps {
  /** The `?token=` the tab was opened with (lib/native.ts takeOfferedToken). */
  offeredToken?: string | null;
}

export function App({ offeredToken = null }: AppProps) {
  // Once, before the first render: the page's content starts loading beside its code and the session check.
  useState(() => requestPageData(window.location));
  return (
    <AppProvider offeredToken={offeredToken}>
      {/* Location changes render at once: held in a transition while a lazy screen loaded, a redirect's old page
          stayed on screen and could answer for the new address (a login that never went back to its returnTo). */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
