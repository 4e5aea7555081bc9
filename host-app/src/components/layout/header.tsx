import { Avatar, mediaUp, token, VisuallyHidden, visuallyHidden } from '@chorus/ui';
import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { css, styled } from 'styled-components';
import { Logo } from './logo.tsx';

export const HEADER_HEIGHT = 64;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 8px;
  min-height: ${HEADER_HEIGHT}px;
  padding: 0 clamp(8px, 3vw, 24px);
  background: ${token('color-surface')};
  border-bottom: 1px solid ${token('color-border')};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  height: ${HEADER_HEIGHT}px;
`;

const MenuToggle = styled.button`
  display: grid;
  place-items: center;
  width: 42px;
  height: 42px;
  border: 0;
  border-radius: 10px;
  background: transparent;
  color: ${token('color-text')};
  cursor: pointer;
  &:hover {
    background: ${token('color-surface-sunken')};
  }
  ${mediaUp('lg')} {
    display: none;
  }
`;

const Home = styled(Link)`
  display: inline-flex;
  padding: 4px;
  border-radius: 10px;
  text-decoration: none;
  ${mediaUp('lg')} {
    width: 224px;
    padding-left: 8px;
  }
`;

/* Below lg the top nav drops into its own full-width row under the logo: beside the account and the notification
   buttons it does not fit a 768 px tablet. */
const TopNav = styled.nav`
  order: 3;
  width: calc(100% + 2 * clamp(8px, 3vw, 24px));
  margin: 0 calc(-1 * clamp(8px, 3vw, 24px));
  padding: 0 clamp(8px, 3vw, 24px);
  border-top: 1px solid ${token('color-border')};
  overflow-x: auto;
  scrollbar-width: none;

  ${mediaUp('lg')} {
    order: 0;
    width: auto;
    flex: 1;
    margin: 0;
    padding: 0;
    border-top: 0;
  }
`;

const TopNavList = styled.ul`
  display: flex;
  gap: 0;
  ${mediaUp('lg')} {
    gap: 4px;
  }
  margin: 0;
  padding: 0;
  list-style: none;
`;

const topNavItem = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 48px;
  padding: 0 10px;
  border: 0;
  background: transparent;
  color: ${token('color-text-muted')};
  font: inherit;
  font-size: 0.9375rem;
  font-weight: 600;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;

  svg {
    flex: none;
    display: none;
  }
  &:hover {
    color: ${token('color-text')};
  }
  &::after {
    content: '';
    position: absolute;
    inset: auto 10px 0 10px;
    height: 2px;
    border-radius: 2px;
    background: transparent;
  }
  ${mediaUp('lg')} {
    height: ${HEADER_HEIGHT}px;
    padding: 0 12px;
    svg {
      display: block;
    }
    &::after {
      inset: auto 12px 0 12px;
    }
  }
`;

/** A top-nav link; the current page gets an underline. */
export const TopNavLink = styled(NavLink)`
  ${topNavItem}
  &[aria-current='page'] {
    color: ${token('color-text')};
    &::after {
      background: ${token('color-primary')};
    }
  }
`;

/** A top-nav item that opens something (Manage Roster) rather than navigating. */
export const TopNavButton = styled.button`
  ${topNavItem}
  &[aria-expanded='true'] {
    color: ${token('color-text')};
  }
`;

const Account = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  margin-left: auto;
  padding: 4px;
  border-radius: ${token('radius-pill')};
  color: ${token('color-text')};
  text-decoration: none;
  &:hover {
    background: ${token('color-surface-sunken')};
  }
  ${mediaUp('sm')} {
    padding-right: 12px;
  }
`;

// Phones show the avatar alone; the name and role stay in the link's name (visually hidden, not display: none).
const AccountText = styled.span`
  ${visuallyHidden}
  ${mediaUp('sm')} {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
    white-space: normal;
    display: flex;
  }
  flex-direction: column;
  line-height: 1.2;
  max-width: 40vw;
`;

const AccountName = styled.span`
  font-size: 0.875rem;
  font-weight: 650;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const AccountRole = styled.span`
  font-size: 0.75rem;
  color: ${token('color-text-muted')};
`;

export interface HeaderUser {
  name: string;
  imageUrl: string | null;
  /** A short line under the name: 'Creator', 'Manager'. */
  role: string;
}

export interface HeaderProps {
  user: HeaderUser;
  /** Top-nav items (`<li>`s holding TopNavLink / TopNavButton), composed by the app. */
  topNav: ReactNode;
  menuOpen: boolean;
  menuId: string;
  onToggleMenu: () => void;
  /** Buttons beside the account link (the notifications and chat dropdowns). */
  actions?: ReactNode;
}

export function Header({ user, topNav, menuOpen, menuId, onToggleMenu, actions }: HeaderProps) {
  return (
    <Bar>
      <Row>
        <MenuToggle
          type="button"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={onToggleMenu}
        >
          <Menu size={22} aria-hidden="true" />
        </MenuToggle>
        <Home to="/dashboard" aria-label="Chorus home">
          <Logo />
        </Home>
      </Row>
      <TopNav aria-label="Primary">
        <TopNavList>{topNav}</TopNavList>
      </TopNav>
      <Row style={{ marginLeft: 'auto' }}>
        {actions}
        {/* Named by what it shows (name, role) and then where it goes, so a voice user says what they see. */}
        <Account to="/settings">
          <Avatar name={user.name} imageUrl={user.imageUrl} size={34} />
          <AccountText>
            <AccountName data-testid="account-name">{user.name}</AccountName>
            <VisuallyHidden>, </VisuallyHidden>
            <AccountRole>{user.role}</AccountRole>
          </AccountText>
          <VisuallyHidden>: account settings</VisuallyHidden>
        </Account>
      </Row>
    </Bar>
  );
}
