import { useNavigate } from 'react-router-dom';
import { PublicShell } from '../../components/layout/public-shell.tsx';
import { publicViewPath } from '../../features/contests/components/active-contests.tsx';
import { ContestsLanding } from '../../features/contests/components/contests-landing.tsx';
import { NewsletterForm } from '../../features/pages/components/newsletter-form.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/**
 * The public landing page (contests.md §1: the active contests with a View Contests button) at its own path,
 * LANDING_PATH: `/` belongs to the login. The login page and the public pages' logo link here.
 */
export function LandingRoute() {
  useDocumentTitle(null);
  const navigate = useNavigate();
  return (
    <PublicShell footerExtra={<NewsletterForm />}>
      <ContestsLanding onNavigate={(path) => navigate(publicViewPath(path))} />
    </PublicShell>
  );
}
