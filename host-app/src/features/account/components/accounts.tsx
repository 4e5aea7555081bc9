import { accountMessages as am, type AccountsResponse, type RosterEntry } from '@chorus/core';
import { Avatar, Button, buttonStyles, TextField, token, VisuallyHidden } from '@chorus/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Actions, Form, Muted } from '../../../components/form/form-layout.ts';
import { postGrant, postRemoveGrant, postUnlink } from '../api/account.ts';
import { useSubmit } from '../hooks/use-account.ts';
import { FormOutcome, OwnerOnlyNote, Section } from './form-parts.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 8px 16px;
    padding: 12px 14px;
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-md')};
  }
  small {
    display: block;
    color: ${token('color-text-muted')};
  }
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 14px;
  li {
    display: flex;
    flex-direction: column;
    gap: 12px;
    padding: 18px;
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-lg')};
    background: ${token('color-surface')};
  }
  h3 {
    display: flex;
    align-items: center;
    gap: 10px;
    font-size: 1rem;
  }
`;

const AdminLink = styled(Link)`
  ${buttonStyles({ $variant: 'secondary', $size: 'sm' })}
`;

type Lists = AccountsResponse['results']['Accounts'];

/**
 * A creator's Accounts page (accounts.md §2, §8): who can access my account (logins granted by email, and managers
 * whose roster holds me; either can be removed), and accounts I can access. Only the owner changes who may access
 * the account (`owner`); a delegate acting here sees the list and the owner's note.
 */
export function WhoCanAccess({ accounts, onChanged, owner = true }: { accounts: Lists; onChanged: () => void; owner?: boolean }) {
  const controlling = accounts.find((a) => a.type === 'controlling')?.entries ?? [];
  const other = accounts.find((a) => a.type === 'other')?.entries ?? [];
  const [email, setEmail] = useState('');
  const grant = useSubmit();
  const remove = useSubmit();
  // Only the latest outcome shows: adding hides the last removal's message, removing the last add's.
  async function revoke(contactId: number) {
    grant.setOutcome(null);
    if (await remove.run(() => postRemoveGrant(contactId))) onChanged();
  }
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!EMAIL.test(email.trim())) return;
    remove.setOutcome(null);
    if (await grant.run(() => postGrant(email.trim()))) {
      setEmail('');
      onChanged();
    }
  }
  return (
    <>
      <Section aria-labelledby="who-can-access">
        <h2 id="who-can-access">Who Can Access My Account</h2>
        {controlling.length === 0 ? (
          <Muted role="status">{am.onlyYou}</Muted>
        ) : (
          <Rows>
            {controlling.map((a) => (
              <li key={a.ContactID}>
                <span>
                  {a.Name}
                  <small>
                    {a.Role === 'manager' ? 'Manager' : 'Login'}
                    {a.Email ? ` · ${a.Email}` : ''}
                  </small>
                </span>
                {owner ? (
                  <Button size="sm" variant="secondary" aria-label={`Remove access for ${a.Name}`} onClick={() => void revoke(a.ContactID)}>
                    Remove
                  </Button>
                ) : null}
              </li>
            ))}
          </Rows>
        )}
        <FormOutcome outcome={remove.outcome} />
        {owner ? (
          <Form noValidate onSubmit={submit} aria-label="Give someone access">
            <TextField
              label="Give access to (their login email)"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={email && !EMAIL.test(email.trim()) ? am.email : undefined}
            />
            <FormOutcome outcome={grant.outcome} />
            <Actions>
              <Button type="submit" disabled={!EMAIL.test(email.trim())} loading={grant.busy}>
                Give Access
              </Button>
            </Actions>
          </Form>
        ) : (
          <OwnerOnlyNote />
        )}
      </Section>
      <Section aria-labelledby="can-access">
        <h2 id="can-access">Accounts I Can Access</h2>
        {other.length === 0 ? (
          <Muted role="status">{am.noAccountsYouCanAccess}</Muted>
        ) : (
          <Rows>
            {other.map((a) => (
              <li key={a.ContactID}>
                <span>
                  {a.Name}
                  <small>{a.Email}</small>
                </span>
              </li>
            ))}
          </Rows>
        )}
      </Section>
    </>
  );
}

export interface RosterCardsProps {
  roster: RosterEntry[];
  /** Logs in as the creator (switches the session) and goes to the dashboard. */
  onLogin: (contactId: number) => void;
  loginPendingId?: number | null;
  onChanged: () => void;
}

/** A manager's roster (accounts.md §2): a card per creator with Admin, Login and Remove. */
export function RosterCards({ roster, onLogin, loginPendingId, onChanged }: RosterCardsProps) {
  const unlink = useSubmit();
  const [confirming, setConfirming] = useState<number | null>(null);
  return (
    <>
      <FormOutcome outcome={unlink.outcome} />
      {roster.length === 0 ? (
        <Muted role="status">{am.noAccountsYouCanAccess}</Muted>
      ) : (
        <Cards aria-label="Your roster">
          {roster.map((c) => {
            const name = `${c.FirstName} ${c.LastName}`.trim();
            return (
              <li key={c.ContactID}>
                <h3>
                  <Avatar name={name} imageUrl={c.image_url} />
                  {name}
                </h3>
                <Actions>
                  <AdminLink to={`/account/admin?${new URLSearchParams({ ContactID: String(c.ContactID), UID: c.UID })}`} aria-label={`Admin for ${name}`}>
                    Admin
                  </AdminLink>
                  <Button size="sm" loading={loginPendingId === c.ContactID} onClick={() => onLogin(c.ContactID)}>
                    Login<VisuallyHidden> as {name}</VisuallyHidden>
                  </Button>
                  {confirming === c.ContactID ? (
                    <Button
                      size="sm"
                      variant="danger"
                      loading={unlink.busy}
                      onClick={async () => {
                        if (await unlink.run(() => postUnlink(c.ContactID))) onChanged();
                        setConfirming(null);
                      }}
                    >
                      Confirm remove {name}
                    </Button>
                  ) : (
                    <Button size="sm" variant="ghost" onClick={() => setConfirming(c.ContactID)} aria-label={`Remove ${name} from your roster`}>
                      Remove
                    </Button>
                  )}
                </Actions>
              </li>
            );
          })}
        </Cards>
      )}
    </>
  );
}
