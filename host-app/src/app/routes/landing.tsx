import { Navigate, useNavigate } from 'react-router-dom';
import { FullPageSpinner } from '../../components/layout/full-page-spinner.tsx';
import { PublicShell } from '../../components/layout/public-shell.tsx';
import { publicViewPath } from '../../features/contests/components/active-contests.tsx';
import { ContestsLanding } from '../../features/contests/components/contests-landing.tsx';
import { NewsletterForm } from '../../features/pages/components/newsletter-form.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { isNativeMode } from '../../lib/native.ts';
import { useSession, useSessionStore } from '../../lib/session.tsx';
import { SessionProblem } from './app/signed-in-shell.tsx';

/** `/`: the dashboard with a session; for web visitors the public landing page (native app: /welcome). */
export function LandingRoute() {
  const session = useSession();
  const store = useSessionStore();
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'error') return <SessionProblem message={session.message} onRetry={() => void store.refresh()} />;
  if (session.status === 'signed-in') return <Navigate replace to="/dashboard" />;
  if (isNativeMode()) return <Navigate replace to="/welcome" />;
  return <VisitorLanding />;
}

function VisitorLanding() {
  useDocumentTitle(null);
  const navigate = useNavigate();
  return (
    <PublicShell footerExtra={<NewsletterForm />}>
      <ContestsLanding onNavigate={(path) => navigate(publicViewPath(path))} />
    </PublicShell>
  );
}
