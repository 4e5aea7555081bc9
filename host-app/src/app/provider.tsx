import type { ReactNode } from 'react';
import { GlobalStyle } from '../components/global-style.ts';
import { AccountQuestionPage } from '../features/auth/components/account-question-page.tsx';
import { SessionProvider, useSession, type SessionStore } from '../lib/session.tsx';

export interface AppProviderProps {
  children: ReactNode;
  /** Tests inject a store; the app builds one that asks the server. */
  sessionStore?: SessionStore;
  /** The `?token=` the tab was opened with, for the store the app builds. */
  offeredToken?: string | null;
}

export function AppProvider({ children, sessionStore, offeredToken }: AppProviderProps) {
  return (
    <SessionProvider store={sessionStore} offeredToken={offeredToken}>
      <GlobalStyle />
      <AccountQuestionGate>{children}</AccountQuestionGate>
    </SessionProvider>
  );
}

/** A signed-in tab opened with another account's `?token=` answers the question before any page shows. */
function AccountQuestionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  return session.status === 'loading' && session.question ? <AccountQuestionPage question={session.question} /> : children;
}
