import { messages } from '@chorus/core';
import { Navigate, useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/layout/full-page-spinner.tsx';
import { WelcomeScreen } from '../../../features/auth/components/welcome-screen.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { nativeLoginHref, safeReturnTo } from '../../../lib/return-to.ts';
import { useSession } from '../../../lib/session.tsx';

/** /welcome: the native app's entry for visitors. */
export function WelcomeRoute() {
  useDocumentTitle('Welcome');
  const session = useSession();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');

  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'signed-in') return <Navigate replace to={safeReturnTo(returnTo)} />;

  // A `?token=` the server refused (or a stored one that lapsed) signs out as 'expired': say so, not nothing.
  const notice = session.status === 'signed-out' && session.reason === 'expired' ? messages.auth.sessionExpired : null;
  return <WelcomeScreen loginHref={nativeLoginHref(returnTo)} notice={notice} />;
}
