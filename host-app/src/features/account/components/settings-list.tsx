import { PRODUCT, type ContactDetail } from '@chorus/core';
import { token } from '@chorus/ui';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-width: 680px;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  overflow: hidden;
  li + li {
    border-top: 1px solid ${token('color-border')};
  }
  a {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
    padding: 16px 20px;
    color: ${token('color-text')};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: ${token('color-surface-sunken')};
  }
  a:focus-visible {
    outline: none;
    box-shadow: inset ${token('focus-ring')};
  }
`;

/** The Account Settings items of accounts.md §2, in the spec's order; managers see Manage Roster and no profiles. */
export function settingsItems(contactType: ContactDetail['contactType']): { label: string; to: string }[] {
  const manager = contactType === 'manager';
  return [
    { label: 'Login Information', to: '/account/credentials/' },
    { label: 'Contact Information', to: '/account/contact/' },
    { label: 'Payment Information', to: '/account/vendor/' },
    { label: 'Tax Documents', to: '/account/tax/' },
    ...(manager ? [] : [{ label: 'Social Media Profiles', to: '/account/social/' }]),
    { label: 'Profile Photo', to: '/account/photo/' },
    { label: 'Notifications', to: '/account/notifications/' },
    { label: manager ? 'Manage Roster' : `${PRODUCT} Accounts`, to: '/account/accounts/' },
    { label: 'Deactivate Account', to: '/account/deactivate/' },
  ];
}

export function SettingsList({ contactType }: { contactType: ContactDetail['contactType'] }) {
  return (
    <nav aria-label="Account settings">
      <List>
        {settingsItems(contactType).map((item) => (
          <li key={item.to}>
            <Link to={item.to}>
              {item.label}
              <ChevronRight size={18} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}
