import { SignupLayout } from '../../../features/signup/components/signup-layout.tsx';
import { SignupWizard } from '../../../features/signup/components/signup-wizard.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

/** /hello: the creator sign-up wizard (and a manager's access request). */
export function SignupRoute() {
  useDocumentTitle('Sign Up');
  return (
    <SignupLayout>
      <SignupWizard />
    </SignupLayout>
  );
}
