import { accountMessages as am, messages } from '@chorus/core';
import { Alert } from '@chorus/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/layout/full-page-spinner.tsx';
import { postConfirmUsername } from '../../../features/account/api/account.ts';
import { Actions, LinkPage } from '../../../features/account-links/components/link-page.tsx';
import { useOnce } from '../../../features/account-links/hooks/use-once.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { errorMessages } from '../../../hooks/use-query.ts';
import { LinkLayout } from './link-layout.tsx';

/**
 * /verifyEmail?username_token&username_token_uid: the link mailed at login step 2 (accounts.md §4: step 2 → 3). The
 * link is the proof, so it needs no sign-in: it makes the email the login once, then the user logs in with it.
 * Behind a sign-in it would send a visitor to log in with the username and be asked to link an email again.
 */
export function VerifyEmailRoute() {
  useDocumentTitle('Verify Email');
  const [params] = useSearchParams();
  const token = params.get('username_token');
  const id = params.get('username_token_uid');
  const verified = useOnce(token && id ? () => postConfirmUsername(token, id) : null);
  if (verified.status === 'pending') return <FullPageSpinner label="Verifying your email" />;
  const done = verified.status === 'done';
  const error = done ? null : verified.error;
  const text = done ? (verified.data.results.message ?? messages.login.confirmation) : error ? errorMessages(error)[0]! : am.usernameLinkFailed;
  return (
    <LinkLayout>
      <LinkPage title={done ? 'Email Verified' : 'Verify Email'}>
        <Alert tone={done ? 'success' : 'danger'}>{text}</Alert>
        <Actions>
          <Link to="/login">{done ? 'Log in with your email' : 'Log In'}</Link>
        </Actions>
      </LinkPage>
    </LinkLayout>
  );
}
