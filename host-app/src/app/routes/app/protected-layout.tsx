import type { ContactDetail } from '@chorus/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { BareShell } from '../../../components/layout/bare-shell.tsx';
import { PublicShell } from '../../../components/layout/public-shell.tsx';
import { FullPageSpinner } from '../../../components/layout/full-page-spinner.tsx';
import { NewsletterForm } from '../../../features/pages/components/newsletter-form.tsx';
import { isNativeMode } from '../../../lib/native.ts';
import { entryPathFor } from '../../../lib/return-to.ts';
import { useSession, useSessionStore } from '../../../lib/session.tsx';
import { ScreenOutlet } from '../root.tsx';

// The signed-in shell (side menu, live header, account switching) is its own chunk: a visitor's first load of a
// public page does not carry it.
const signedInShell = () => import('./signed-in-shell.tsx');
const LazySignedInShell = lazy(() => signedInShell().then((m) => ({ default: m.SignedInShell })));
const LazySessionProblem = lazy(() => signedInShell().then((m) => ({ default: m.SessionProblem })));

function SignedInShell({ contact, children }: { contact: ContactDetail; children: ReactNode }) {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <LazySignedInShell contact={contact}>{children}</LazySignedInShell>
    </Suspense>
  );
}

function SessionProblem(props: { message: string; onRetry: () => void }) {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <LazySessionProblem {...props} />
    </Suspense>
  );
}

/**
 * Renders `children` with the signed-in contact; while the session is checked, a spinner; without one:
 * /login?returnTo=<path+query> (native: /welcome). The portal's screens and the studio share it.
 */
export function SessionGate({ children }: { children: (contact: ContactDetail) => ReactNode }) {
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
  return <>{children(session.contact)}</>;
}

/** Screens that need a session, in the signed-in shell. */
export function ProtectedLayout() {
  return (
    <SessionGate>
      {(contact) => (
        <SignedInShell contact={contact}>
          {/* Keyed by the acting contact: after a switch (or the end of one) the page loads again for that account. */}
          <ScreenOutlet key={contact.contactID} />
        </SignedInShell>
      )}
    </SessionGate>
  );
}

/**
 * Screens anyone may open (legal, contact, contests): inside the signed-in shell when there is a session. While the
 * session is being checked the page shows at once in the public shell and starts loading its content; a session
 * found then moves it into the signed-in shell.
 */
export function FlexibleLayout() {
  const session = useSession();
  if (session.status === 'signed-in') {
    return (
      <SignedInShell contact={session.contact}>
        <ScreenOutlet key={session.contact.contactID} />
      </SignedInShell>
    );
  }
  return (
    <PublicShell footerExtra={<NewsletterForm />}>
      <ScreenOutlet />
    </PublicShell>
  );
}

/** Pages with their own look (custom contests): no portal header or side menu, whoever is visiting (or still checking). */
export function BareLayout() {
  return (
    <BareShell>
      <ScreenOutlet />
    </BareShell>
  );
}
