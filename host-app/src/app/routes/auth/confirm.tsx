import { ApiError } from '@chorus/client';
import { messages } from '@chorus/core';
import { Alert } from '@chorus/ui';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/layout/full-page-spinner.tsx';
import { postConfirmAccount } from '../../../features/account-links/api/account-links.ts';
import { Actions, LinkPage } from '../../../features/account-links/components/link-page.tsx';
import { useOnce } from '../../../features/account-links/hooks/use-once.ts';
import { sameOriginPath } from '../../../features/account-links/lib/same-origin-path.ts';
import { LinkLayout } from './link-layout.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

const m = messages.accountLinks;

/** /confirm?contactId&uid: confirms the sign-up's email, then /login?confirmation=true. */
export function ConfirmRoute() {
  useDocumentTitle('Confirm Account');
  const [params] = useSearchParams();
  const contactId = params.get('contactId');
  const uid = params.get('uid');
  const confirmed = useOnce(contactId && uid ? () => postConfirmAccount(contactId, uid) : null);

  if (confirmed.status === 'pending') return <FullPageSpinner label="Confirming your email" />;
  if (confirmed.status === 'done') return <Navigate replace to={sameOriginPath(confirmed.data.results.message.Url, '/login?confirmation=true')} />;
  const error = confirmed.error;
  const text = error instanceof ApiError && error.messages[0] ? error.messages[0] : error instanceof ApiError ? m.confirmFailed : error ? messages.generic.error : m.confirmFailed;
  const already = error instanceof ApiError && error.status === 409;
  return (
    <LinkLayout>
      <LinkPage title={already ? 'Already Confirmed' : 'Confirm Account'}>
        <Alert tone={already ? 'info' : 'danger'}>{text}</Alert>
        <Actions>
          <Link to="/login">Log In</Link>
          {already ? null : (
            <>
              {' · '}
              <Link to="/forgot-password">Forgot password?</Link>
            </>
          )}
        </Actions>
      </LinkPage>
    </LinkLayout>
  );
}
