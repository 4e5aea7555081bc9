import { ManagerInviteGate } from '../../../features/signup/components/manager-invite-gate.tsx';
import { SignupLayout } from '../../../features/signup/components/signup-layout.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

/** /manageronboarding: a manager's account, details and roster of creators, by the team's invitation. */
export function ManagerOnboardingRoute() {
  useDocumentTitle('Manager Onboarding');
  return (
    <SignupLayout>
      <ManagerInviteGate />
    </SignupLayout>
  );
}
