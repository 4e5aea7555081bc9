import { ManagerOnboarding } from '../../../features/signup/components/manager-onboarding.tsx';
import { SignupLayout } from '../../../features/signup/components/signup-layout.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

/** /manageronboarding: a manager's account, details and roster of creators. */
export function ManagerOnboardingRoute() {
  useDocumentTitle('Manager Onboarding');
  return (
    <SignupLayout>
      <ManagerOnboarding />
    </SignupLayout>
  );
}
