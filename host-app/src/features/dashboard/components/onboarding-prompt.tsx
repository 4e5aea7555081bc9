import { getProfiles, retryTransient } from '@chorus/client';
import { Alert } from '@chorus/ui';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { apiConfig, isSwitchEnded } from '../../../lib/api-client.ts';
import { useQuery } from '../../../hooks/use-query.ts';
import { useSessionStore } from '../../../lib/session.tsx';

/**
 * A creator with no social profile yet is pointed at the onboarding wizard (campaigns.md §4): a small note above
 * the cards, never a modal. Nothing shows while the profiles load. A failed profiles call on this help-wanted page
 * ends the session and goes to /login with returnTo (campaigns.md §8; the session gate does that for an 'expired'
 * sign-out), after a blip (no answer, 429, 502-504) has been asked again twice (`retryTransient`); an ended switch is
 * the session's own to handle.
 */
export function OnboardingPrompt({ contactId, isCreator }: { contactId: number; isCreator: boolean }) {
  const profiles = useQuery(isCreator ? `profiles:${contactId}` : null, (signal) =>
    retryTransient(() => getProfiles(apiConfig(), undefined, signal), { signal }),
  );
  const store = useSessionStore();
  const gone = !!profiles.error && !isSwitchEnded(profiles.error);
  useEffect(() => {
    if (gone) store.signOut('expired');
  }, [gone, store]);
  if (!profiles.data || profiles.data.results.ContactPlatforms.length > 0) return null;
  return (
    <Alert tone="info" title="Finish setting up your profile">
      Add your social profiles and top markets so brands can invite you. <Link to="/onboarding">Complete your profile</Link>
    </Alert>
  );
}
