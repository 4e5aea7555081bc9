import { PageHeader } from '../../../components/page-header.tsx';
import { OnboardingWizard } from '../../../features/dashboard/components/onboarding-wizard.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

/** /onboarding: the profile-onboarding wizard (campaigns.md §4). */
export function OnboardingRoute() {
  useDocumentTitle('Set up your profile');
  return (
    <>
      <PageHeader title="Set up your profile" description="A few details so brands can invite you and we can pay you." />
      <OnboardingWizard />
    </>
  );
}
