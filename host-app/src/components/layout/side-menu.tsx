import { token } from '@chorus/ui';
import {
  CircleHelp,
  Compass,
  FileText,
  House,
  LogOut,
  Mail,
  Megaphone,
  MessageSquare,
  Settings,
  ShieldCheck,
  Trophy,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { css, styled } from 'styled-components';

interface MenuLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

const mainLinks: MenuLink[] = [
  { to: '/dashboard', label: 'Home', icon: House },
  { to: '/campaigns', label: 'Campaigns', icon: Megaphone },
  { to: '/contests', label: 'Contests', icon: Trophy },
  { to: '/payments', label: 'Payments', icon: Wallet },
  { to: '/settings', label: 'Account Settings', icon: Settings },
  { to: '/explore', label: 'Explore', icon: Compass },
];
const supportLinks: MenuLink[] = [
  { to: '/contact', label: 'Contact Us', icon: Mail },
  // Not in the spec's menu list, but the Feedback page (campaigns.md §1) had no way to it but its address (issue 24).
  { to: '/feedback', label: 'Feedback', icon: MessageSquare },
  { to: '/faq', label: 'FAQ', icon: CircleHelp },
];
const legalLinks: MenuLink[] = [
  { to: '/terms', label: 'Terms', icon: FileText },
  { to: '/privacy', label: 'Privacy', icon: ShieldCheck },
];

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 18px;
  padding: 16px 12px;
`;

const Group = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const GroupLabel = styled.p`
  padding: 0 12px 6px;
  color: ${token('color-text-muted')};
  font-size: 0.6875rem;
  font-weight: 650;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const item = css`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 40px;
  padding: 0 12px;
  border: 0;
  border-radius: 10px;
  background: transparent;
  color: ${token('color-text-muted')};
  font: inherit;
  font-size: 0.9375rem;
  font-weight: 550;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${token('duration-fast')} ease,
    color ${token('duration-fast')} ease;

  svg {
    flex: none;
    color: ${token('color-text-subtle')};
  }
  &:hover {
    background: ${token('color-surface-sunken')};
    color: ${token('color-text')};
  }
`;

const Item = styled(NavLink)`
  ${item}
  &[aria-current='page'] {
    background: ${token('color-primary-soft')};
    color: ${token('color-primary-strong')};
    svg {
      color: ${token('color-primary')};
    }
  }
`;

const LogoutButton = styled.button`
  ${item}
`;

const Legal = styled(Group)`
  padding-top: 12px;
  border-top: 1px solid ${token('color-border')};
  a {
    min-height: 34px;
    font-size: 0.8125rem;
  }
`;

function Links({ links }: { links: MenuLink[] }) {
  return links.map(({ to, label, icon: Icon }) => (
    <li key={to}>
      <Item to={to} end={to === '/dashboard'}>
        <Icon size={18} strokeWidth={2} aria-hidden="true" />
        {label}
      </Item>
    </li>
  ));
}

export interface SideMenuProps {
  onLogout: () => void;
  id?: string;
}

/** The side menu of campaigns.md §2, in its order: Home … FAQ, Logout, Terms, Privacy. */
export function SideMenu({ onLogout, id }: SideMenuProps) {
  return (
    <Nav aria-label="Main menu" id={id}>
      <Group>
        <Links links={mainLinks} />
      </Group>
      <div>
        <GroupLabel aria-hidden="true">Help</GroupLabel>
        <Group>
          <Links links={supportLinks} />
          <li>
            <LogoutButton type="button" onClick={onLogout}>
              <LogOut size={18} strokeWidth={2} aria-hidden="true" />
              Logout
            </LogoutButton>
          </li>
        </Group>
      </div>
      <Legal>
        <Links links={legalLinks} />
      </Legal>
    </Nav>
  );
}
