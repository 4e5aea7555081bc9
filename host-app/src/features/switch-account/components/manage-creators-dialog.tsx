import type { LinkedAccount } from '@chorus/core';
import { Alert, Avatar, Badge, Modal, Spinner, TextField, VisuallyHidden, token } from '@chorus/ui';
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { useSwitchAccount } from '../hooks/use-switch-account.ts';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

/* campaigns.md §9: the manage-creators list is at most 300px tall. */
const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  max-height: 300px;
  margin: 0 -8px;
  padding: 2px 8px;
  overflow-y: auto;
  list-style: none;
`;

const Row = styled.button`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  padding: 10px 12px;
  border: 1px solid transparent;
  border-radius: ${token('radius-md')};
  background: transparent;
  color: ${token('color-text')};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${token('color-surface-sunken')};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${token('focus-ring')};
  }
  &:disabled {
    cursor: default;
    background: ${token('color-primary-soft')};
    border-color: color-mix(in srgb, ${token('color-primary')} 20%, transparent);
  }
`;

const Who = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  strong {
    font-size: 0.9375rem;
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: ${token('color-text-subtle')};
    font-size: 0.8125rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const NameLine = styled.span`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  strong {
    min-width: 0;
  }
`;

const Badges = styled.span`
  display: flex;
  align-items: center;
  gap: 6px;
`;

const AvatarWrap = styled.span`
  position: relative;
`;

const UnreadDot = styled.span`
  position: absolute;
  top: -1px;
  right: -1px;
  width: 11px;
  height: 11px;
  border-radius: 50%;
  background: ${token('color-accent')};
  border: 2px solid ${token('color-surface')};
`;

const Empty = styled.p`
  padding: 24px 8px;
  text-align: center;
  color: ${token('color-text-muted')};
  font-size: 0.9375rem;
`;

const SearchIcon = styled(Search)`
  margin-right: 8px;
  color: ${token('color-text-subtle')};
`;

export interface ManageCreatorsDialogProps {
  open: boolean;
  onClose: () => void;
  accounts: LinkedAccount[];
  loading: boolean;
}

/** campaigns.md §6: search by display name, switch into a linked account; unread dot, invite count, Manager badge. */
export function ManageCreatorsDialog({ open, onClose, accounts, loading }: ManageCreatorsDialogProps) {
  const [query, setQuery] = useState('');
  const { switchTo, pendingId, error, clearError } = useSwitchAccount();

  const visible = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return needle ? accounts.filter((a) => a.DisplayName.toLowerCase().includes(needle)) : accounts;
  }, [accounts, query]);

  const close = () => {
    setQuery('');
    clearError();
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Manage Creators"
      description="Switch to an account you manage. You can switch back the same way."
      size="sm"
    >
      <Stack>
        <TextField
          label="Search by name"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Creator name"
          autoComplete="off"
          data-autofocus
          trailing={<SearchIcon size={18} aria-hidden="true" />}
        />
        {error ? <Alert tone="danger">{error}</Alert> : null}
        {loading && accounts.length === 0 ? (
          <Empty>
            <Spinner label="Loading accounts" />
          </Empty>
        ) : accounts.length === 0 ? (
          <Empty>There are no accounts you can access yet.</Empty>
        ) : visible.length === 0 ? (
          <Empty role="status">No accounts match “{query.trim()}”.</Empty>
        ) : (
          <List aria-label="Linked accounts">
            {visible.map((account) => (
              <li key={account.ContactID}>
                <Row
                  type="button"
                  disabled={account.IsCurrent || pendingId !== null}
                  aria-current={account.IsCurrent || undefined}
                  aria-busy={pendingId === account.ContactID || undefined}
                  onClick={async () => {
                    if (await switchTo(account.ContactID)) close();
                  }}
                >
                  <AvatarWrap>
                    <Avatar name={account.DisplayName} imageUrl={account.ProfileImageUrl} size={38} />
                    {account.UnreadMessageCount > 0 ? <UnreadDot aria-hidden="true" /> : null}
                  </AvatarWrap>
                  <Who>
                    <NameLine>
                      <strong>{account.DisplayName}</strong>
                      {account.AccountType === 'Manager' ? <Badge tone="brand">Manager</Badge> : null}
                    </NameLine>
                    <small>{account.IsCurrent ? 'Current account' : (account.LogInUsername ?? 'No login')}</small>
                    {account.UnreadMessageCount > 0 ? (
                      <VisuallyHidden>{`${account.UnreadMessageCount} unread messages`}</VisuallyHidden>
                    ) : null}
                  </Who>
                  <Badges>
                    {account.InviteCount > 0 ? (
                      <Badge tone="warning" title={`${account.InviteCount} campaign invites`}>
                        {account.InviteCount}
                        <VisuallyHidden> invites</VisuallyHidden>
                      </Badge>
                    ) : null}
                    {pendingId === account.ContactID ? <Spinner size={16} /> : null}
                  </Badges>
                </Row>
              </li>
            ))}
          </List>
        )}
      </Stack>
    </Modal>
  );
}
