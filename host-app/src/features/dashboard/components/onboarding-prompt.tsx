import { getProfiles } from '@chorus/client';
import { Alert } from '@chorus/ui';
import { Link } from 'react-router-dom';
import { apiConfig } from '../../../lib/api-client.ts';
import { useQuery } from '../../../hooks/use-query.ts';

/**
 * A creator with no social profile yet is pointed at the onboarding wizard (campaigns.md §4): a small note above
 * the cards, never a modal. Nothing shows while the profiles load or when they cannot be loaded.
 */
export function OnboardingPrompt({ contactId, isCreator }: { contactId: number; isCreator: boolean }) {
  const profiles = useQuery(isCreator ? `profiles:${contactId}` : null, (signal) => getProfiles(apiConfig(), undefined, signal));
  if (!profiles.data || profiles.data.results.ContactPlatforms.length > 0) return null;
  return (
    <Alert tone="info" title="Finish setting up your profile">
      Add your social profiles and top markets so brands can invite you. <Link to="/onboarding">Complete your profile</Link>
    </Alert>
  );
}
