import { messages, type MagicLinkQuery } from '@chorus/core';
import { Alert } from '@chorus/ui';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/layout/full-page-spinner.tsx';
import { postVerifyLink } from '../../../features/account-links/api/account-links.ts';
import { Actions, LinkPage } from '../../../features/account-links/components/link-page.tsx';
import { ResetPasswordForm } from '../../../features/account-links/components/reset-password-form.tsx';
import { useOnce } from '../../../features/account-links/hooks/use-once.ts';
import { sameOriginPath } from '../../../features/account-links/lib/same-origin-path.ts';
import { LinkLayout } from './link-layout.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

const m = messages.accountLinks;

/** The emailed link's query, or null when part of it is missing. */
export function linkQuery(params: URLSearchParams): MagicLinkQuery | null {
  const magic_token = params.get('magic_token');
  const magic_token_uid = params.get('magic_token_uid');
  return magic_token && magic_token_uid ? { magic_token, magic_token_uid } : null;
}

/** /reset-password?magic_token&magic_token_uid: the link is checked first (not used), then the form; success → /login?reset_success=true. */
export function ResetPasswordRoute() {
  useDocumentTitle('Reset Password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const link = linkQuery(params);
  const checked = useOnce(link ? () => postVerifyLink(link) : null);

  if (checked.status === 'pending') return <FullPageSpinner label="Checking your link" />;
  if (checked.status === 'failed' || !link)
    return (
      <LinkLayout>
        <LinkPage title={m.invalidLinkTitle}>
          <Alert tone="danger">{m.invalidResetLink}</Alert>
          <Actions>
            <Link to="/forgot-password">Request a new reset link</Link>
          </Actions>
        </LinkPage>
      </LinkLayout>
    );
  return (
    <LinkLayout>
      <LinkPage title="Reset your password" intro="Choose a new password for your account.">
        <ResetPasswordForm link={link} onDone={(to) => navigate(sameOriginPath(to, '/login?reset_success=true'), { replace: true })} />
      </LinkPage>
    </LinkLayout>
  );
}
