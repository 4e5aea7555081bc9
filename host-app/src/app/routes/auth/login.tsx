import { messages } from '@chorus/core';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../features/auth/components/auth-layout.tsx';
import { LoginPanel } from '../../../features/auth/components/login-panel.tsx';
import { TestimonialPanel } from '../../../features/auth/components/testimonial-panel.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { WelcomeScreen } from '../../../features/auth/components/welcome-screen.tsx';
import { isNativeMode, withNativeToken } from '../../../lib/native.ts';
import { nativeLoginHref, safeReturnTo } from '../../../lib/return-to.ts';
import { useSession } from '../../../lib/session.tsx';

/**
 * /login and /index. A session (existing, or just made by the form) goes on to returnTo, else /dashboard (an
 * organiser's or staff's login: the studio); in the native app with the token in the query (accounts.md §4). In the
 * native app /login is the welcome screen (accounts.md §2), whose Log In opens the form (`?show=form`). The form
 * shows while the session is checked, so its first paint does not wait for that round trip (issue 13); a visitor
 * who turns out to be signed in is sent on when the answer comes.
 */
export function LoginRoute() {
  useDocumentTitle('Log In');
  const session = useSession();
  const [params] = useSearchParams();

  if (session.status === 'signed-in')
    return (
      <Navigate
        replace
        to={withNativeToken(safeReturnTo(params.get('returnTo'), session.contact.contactType === 'organiser' || session.contact.contactType === 'admin' ? '/studio' : '/dashboard'))}
      />
    );

  const notice = params.has('reset_success')
    ? messages.login.resetSuccess
    : params.has('confirmation')
      ? messages.login.confirmation
      : session.status === 'signed-out' && session.reason === 'expired'
        ? messages.auth.sessionExpired
        : null;

  if (isNativeMode() && params.get('show') !== 'form') return <WelcomeScreen loginHref={nativeLoginHref(params.get('returnTo'))} notice={notice} />;

  return (
    <AuthLayout aside={<TestimonialPanel />}>
      <LoginPanel notice={notice} />
    </AuthLayout>
  );
}
