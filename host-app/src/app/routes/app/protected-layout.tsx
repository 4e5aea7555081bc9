import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { BareShell } from '../../../components/layout/bare-shell.tsx';
import { PublicShell } from '../../../components/layout/public-shell.tsx';
import { FullPageSpinner } from '../../../components/layout/full-page-spinner.tsx';
import { NewsletterForm } from '../../../features/pages/components/newsletter-form.tsx';
import { isNativeMode } from '../../../lib/native.ts';
import { entryPathFor } from '../../../lib/return-to.ts';
import { useSession, useSessionStore } from '../../../lib/session.tsx';
import { SessionProblem, SignedInShell } from './signed-in-shell.tsx';

/** Screens that need a session. Without one: /login?returnTo=<path+query> (native: /welcome). */
export function ProtectedLayout() {
  const session = useSession();
  const store = useSessionStore();
  const location = useLocation();

  if (session.status === 'loading') return <FullPageSpinner label="Checking your session" />;
  if (session.status === 'error') return <SessionProblem message={session.message} onRetry={() => void store.refresh()} />;
  if (session.status === 'signed-out') {
    // After an explicit logout there is nothing to come back to.
    const returnTo = session.reason === 'logout' ? null : `${location.pathname}${location.search}`;
    return <Navigate replace to={entryPathFor(returnTo, isNativeMode())} />;
  }
  return (
    <SignedInShell contact={session.contact}>
      {/* Keyed by the acting contact: after a switch (or the end of one) the page loads again for that account. */}
      <Outlet key={session.contact.contactID} />
    </SignedInShell>
  );
}

/** Screens anyone may open (legal, contact, sign-up): inside the signed-in shell when there is a session. */
export function FlexibleLayout() {
  const session = useSession();
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'signed-in') {
    return (
      <SignedInShell contact={session.contact}>
        <Outlet key={session.contact.contactID} />
      </SignedInShell>
    );
  }
  return (
    <PublicShell footerExtra={<NewsletterForm />}>
      <Outlet />
    </PublicShell>
  );
}

/** Pages with their own look (custom contests): no portal header or side menu, whoever is visiting. */
export function BareLayout() {
  const session = useSession();
  if (session.status === 'loading') return <FullPageSpinner />;
  return (
    <BareShell>
      <Outlet />
    </BareShell>
  );
}
