import { Link } from 'react-router-dom';
import { ForgotPasswordForm } from '../../../features/account-links/components/forgot-password-form.tsx';
import { Actions, LinkPage } from '../../../features/account-links/components/link-page.tsx';
import { LinkLayout } from './link-layout.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

/** /forgot-password: asks for a reset link by email. */
export function ForgotPasswordRoute() {
  useDocumentTitle('Forgot Password');
  return (
    <LinkLayout>
      <LinkPage title="Forgot your password?" intro="Enter the email you log in with and we will send you a link to choose a new password.">
        <ForgotPasswordForm />
        <Actions>
          Remembered it? <Link to="/login">Log In</Link>
        </Actions>
      </LinkPage>
    </LinkLayout>
  );
}
