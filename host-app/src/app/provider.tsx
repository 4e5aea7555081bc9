import type { ReactNode } from 'react';
import { GlobalStyle } from '../components/global-style.ts';
import { SessionProvider, type SessionStore } from '../lib/session.tsx';

export interface AppProviderProps {
  children: ReactNode;
  /** Tests inject a store; the app builds one that asks the server. */
  sessionStore?: SessionStore;
}

export function AppProvider({ children, sessionStore }: AppProviderProps) {
  return (
    <SessionProvider store={sessionStore}>
      <GlobalStyle />
      {children}
    </SessionProvider>
  );
}
