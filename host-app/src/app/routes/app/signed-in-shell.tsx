import type { ContactDetail } from '@chorus/core';
import { Alert, Button, token } from '@chorus/ui';
import { House, MessageCircle, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { AppShell } from '../../../components/layout/app-shell.tsx';
import { TopNavLink } from '../../../components/layout/header.tsx';
import { useLogout } from '../../../features/auth/hooks/use-logout.ts';
import { ManageRosterControl } from '../../../features/switch-account/components/manage-roster-control.tsx';
import { useLinkedAccounts } from '../../../features/switch-account/hooks/use-linked-accounts.ts';
import { isNativeMode } from '../../../lib/native.ts';
import { useSession, useSessionStore } from '../../../lib/session.tsx';
import { HeaderLive } from '../../../features/live/components/header-live.tsx';

const ActingAs = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 4px 12px;
  padding: 8px 16px;
  background: ${token('color-primary-strong')};
  color: #fff;
  font-size: 0.875rem;
  text-align: center;
`;

const Notice = styled.div`
  padding: 12px clamp(12px, 4vw, 40px) 0;
  button {
    align-self: flex-start;
    margin-top: 6px;
  }
`;

const roleLabel: Record<ContactDetail['contactType'], string> = {
  creator: 'Creator',
  manager: 'Manager',
  admin: 'Organiser',
  organiser: 'Organiser',
};

export interface SignedInShellProps {
  contact: ContactDetail;
  children: ReactNode;
}

/**
 * The app's composition of the shell: it wires features (logout, linked accounts) into the
 * feature-agnostic layout components. Top nav per campaigns.md §2: Home, My Profiles (managers:
 * Manage Roster), Chat; a creator linked to a manager also gets Manage Roster to switch back.
 */
export function SignedInShell({ contact, children }: SignedInShellProps) {
  const logout = useLogout();
  // GET /creatorapi/switch refused for the session on load (401/403) ends it (accounts.md §7).
  const linked = useLinkedAccounts(contact.contactID, () => void logout());
  const isManager = contact.contactType === 'manager';
  const others = linked.accounts.filter((account) => !account.IsCurrent);
  const showRoster = isManager || others.length > 0;
  const actingAsSomeoneElse = contact.actorContactID !== undefined && contact.actorContactID !== contact.contactID;
  // A message about the session itself (a switch that ended), shown once above the page until dismissed.
  const session = useSession();
  const store = useSessionStore();
  const notice = session.status === 'signed-in' ? session.notice : undefined;

  const topNav = (
    <>
      <li>
        <TopNavLink to="/dashboard" end>
          <House size={18} aria-hidden="true" />
          Home
        </TopNavLink>
      </li>
      {isManager ? null : (
        <li>
          <TopNavLink to="/account/social">
            <UserRound size={18} aria-hidden="true" />
            My Profiles
          </TopNavLink>
        </li>
      )}
      {showRoster ? <ManageRosterControl accounts={linked.accounts} loading={linked.status === 'loading'} /> : null}
      <li>
        <TopNavLink to="/chat">
          <MessageCircle size={18} aria-hidden="true" />
          Chat
        </TopNavLink>
      </li>
    </>
  );

  return (
    <AppShell
      user={{ name: contact.contactName, imageUrl: contact.contactImageUrl, role: roleLabel[contact.contactType] }}
      topNav={topNav}
      onLogout={() => void logout()}
      native={isNativeMode()}
      headerActions={<HeaderLive />}
      banner={
        <>
          {actingAsSomeoneElse ? (
            <ActingAs role="status">
              <span>
                You are viewing Chorus as <strong>{contact.contactName}</strong>.
              </span>
            </ActingAs>
          ) : null}
          {notice ? (
            <Notice>
              <Alert tone="warning">
                {notice}
                <Button variant="ghost" size="sm" onClick={() => store.dismissNotice()}>
                  Dismiss
                </Button>
              </Alert>
            </Notice>
          ) : null}
        </>
      }
    >
      {children}
    </AppShell>
  );
}

/** A session check that failed for a reason other than "not signed in" (network, server error). */
export function SessionProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" style={{ display: 'grid', placeItems: 'center', gap: 12, padding: 48, textAlign: 'center' }}>
      <p>We could not reach Chorus: {message}</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}
