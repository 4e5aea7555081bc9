import { Navigate } from 'react-router-dom';
import { FullPageSpinner } from '../../components/layout/full-page-spinner.tsx';
import { isNativeMode } from '../../lib/native.ts';
import { useSession, useSessionStore } from '../../lib/session.tsx';
import { SessionProblem } from './app/signed-in-shell.tsx';

/** `/` (accounts.md §2): /dashboard with a session, else /login; in the native app /welcome. */
export function EntryRoute() {
  const session = useSession();
  const store = useSessionStore();
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'error') return <SessionProblem message={session.message} onRetry={() => void store.refresh()} />;
  if (session.status === 'signed-in') return <Navigate replace to="/dashboard" />;
  return <Navigate replace to={isNativeMode() ? '/welcome' : '/login'} />;
}

