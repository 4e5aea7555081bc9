import { signupMessages } from '@chorus/core';
import { Alert, Spinner } from '@chorus/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessages, useQuery } from '../../../hooks/use-query.ts';
import { postManagerInviteCheck } from '../api/signup.ts';
import { ManagerOnboarding } from './manager-onboarding.tsx';

/**
 * /manageronboarding is reached by invitation (accounts.md §1: manager sign-up is by request, the team reaches
 * out): the link the team forwards carries `invite_token` and `invite_id`. The link is checked (not used) before
 * the form shows, and the form starts with who asked; without a good link the page says how to ask for one.
 * The server refuses an onboarding without a good link whatever this page shows.
 */
export function ManagerInviteGate() {
  const [params] = useSearchParams();
  const inviteToken = params.get('invite_token') ?? '';
  const inviteId = Number(params.get('invite_id'));
  const hasLink = !!inviteToken && Number.isInteger(inviteId) && inviteId > 0;
  const check = useQuery(hasLink ? `invite:${inviteId}:${inviteToken}` : null, (signal) =>
    postManagerInviteCheck({ inviteToken, inviteId }, signal),
  );

  if (hasLink && check.data) {
    const { email, firstName, lastName } = check.data.results;
    return <ManagerOnboarding invite={{ inviteToken, inviteId, email, firstName, lastName }} />;
  }
  return (
    <>
      <h1>Manager Onboarding</h1>
      {hasLink && check.loading ? (
        <Spinner label="Checking your invitation" />
      ) : (
        <Alert tone={hasLink ? 'danger' : 'info'} role={hasLink ? 'alert' : undefined}>
          <p>{hasLink ? errorMessages(check.error)[0] : signupMessages.inviteRequired}</p>
          <p>
            <Link to="/hello">Request access as a manager</Link>
          </p>
        </Alert>
      )}
    </>
  );
}
