import { messages, type MagicLinkResponse } from '@chorus/core';
import { Alert, Button } from '@chorus/ui';
import { useState } from 'react';
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
 * the entry is verified and offers My Entries, or (no account on its email yet) sign-up. The undo link of a login
 * email change (`action=undo-login-change`) is used only when its owner presses the button: a mail scanner opening
 * the link must not take back a change the owner made (as the payment email's undo page does).
 */
export function MagicLinkRoute() {
  const [params] = useSearchParams();
  const [confirmed, setConfirmed] = useState(false);
  if (params.get('action') === 'undo-login-change' && linkQuery(params) && !confirmed) return <ConfirmUndoLoginChange onConfirm={() => setConfirmed(true)} />;
  return <VerifiedLink />;
}

function ConfirmUndoLoginChange({ onConfirm }: { onConfirm: () => void }) {
  useDocumentTitle('Undo Login Email Change');
  return (
    <LinkLayout>
      <LinkPage title="Undo Login Email Change" intro="If you did not make this change to your login email, undo it here. Every session of your account will be signed out.">
        <Button type="button" onClick={onConfirm}>
          Undo this change
        </Button>
      </LinkPage>
    </LinkLayout>
  );
}

function VerifiedLink() {
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
          {/* A visitor's claimed entry is theirs once they sign up with its email (the server sends them to sign-up, the email filled in). */}
          <Link to={target}>{new URL(target, 'http://x').pathname === '/hello' ? 'Sign Up' : 'Continue'}</Link>
        </Actions>
      </LinkPage>
    </LinkLayout>
  );
}
