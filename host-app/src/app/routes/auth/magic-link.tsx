import { messages, type MagicLinkResponse } from '@chorus/core';
import { Alert } from '@chorus/ui';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/layout/full-page-spinner.tsx';
import { postVerifyLink } from '../../../features/account-links/api/account-links.ts';
import { Actions, LinkPage } from '../../../features/account-links/components/link-page.tsx';
import { useOnce } from '../../../features/account-links/hooks/use-once.ts';
import { sameOriginPath } from '../../../features/account-links/lib/same-origin-path.ts';
import { LinkLayout } from './link-layout.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useSessionStore } from '../../../lib/session.tsx';
import { linkQuery } from './reset-password.tsx';

const m = messages.accountLinks;

/**
 * /route?magic_token&magic_token_uid[&action]: an emailed link. A sign-in link signs in (the server sets the cookie;
 * the session is asked again) and goes to its target; a reset link goes to the reset form; an entry's claim link says
 * the entry is verified and offers My Entries, or (no account on its email yet) sign-up.
 */
export function MagicLinkRoute() {
  useDocumentTitle('Magic Link');
  const [params] = useSearchParams();
  const store = useSessionStore();
  const link = linkQuery(params);
  const verified = useOnce<MagicLinkResponse>(
    link
      ? async () => {
          const answer = await postVerifyLink(link);
          if (answer.token) await store.refresh();
          return answer;
        }
      : null,
  );

  if (verified.status === 'pending') return <FullPageSpinner label="Checking your link" />;
  if (verified.status === 'failed')
    return (
      <LinkLayout>
        <LinkPage title="Magic Link">
          <Alert tone="danger">{m.magicFailed}</Alert>
          <Actions>
            <Link to="/login">Log In</Link>
          </Actions>
        </LinkPage>
      </LinkLayout>
    );
  const answer = verified.data;
  const target = sameOriginPath(answer.redirect_url, '/dashboard');
  if (answer.token || target.startsWith('/reset-password')) return <Navigate replace to={target} />;
  return (
    <LinkLayout>
      <LinkPage title="Link Verified">
        <Alert tone="success">{answer.message}</Alert>
        <Actions>
          {/* A visitor's claimed entry is theirs once they sign up with its email (the server sends them to sign-up). */}
          <Link to={target}>{target === '/hello' ? 'Sign Up' : 'Continue'}</Link>
        </Actions>
      </LinkPage>
    </LinkLayout>
  );
}
