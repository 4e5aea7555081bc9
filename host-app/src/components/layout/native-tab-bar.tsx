import { token } from '@chorus/ui';
import { House, MessageCircle, UserRound, Wallet } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { styled } from 'styled-components';

const tabs = [
  { to: '/dashboard', label: 'Home', icon: House },
  { to: '/payments', label: 'Payments', icon: Wallet },
  { to: '/chat', label: 'Chat', icon: MessageCircle },
  { to: '/settings', label: 'Account', icon: UserRound },
];

export const NATIVE_TAB_BAR_HEIGHT = 64;

/** The pages that show the bar (contests.md §2: "a bottom menu on dashboard, payments, settings and chat"). */
export const hasNativeTabBar = (pathname: string): boolean => tabs.some((t) => t.to === pathname.replace(/\/+$/, ''));

const Bar = styled.nav`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 40;
  background: ${token('color-surface')};
  border-top: 1px solid ${token('color-border')};
  box-shadow: 0 -6px 20px rgba(22, 19, 42, 0.06);
  padding-bottom: env(safe-area-inset-bottom);
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  max-width: 560px;
  height: ${NATIVE_TAB_BAR_HEIGHT}px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
`;

const Tab = styled(NavLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 3px;
  height: 100%;
  color: ${token('color-text-muted')};
  font-size: 0.6875rem;
  font-weight: 600;
  text-decoration: none;

  &[aria-current='page'] {
    color: ${token('color-primary')};
  }
`;

/** The native app's bottom tab bar (accounts.md §2): Home, Payments, Chat, Account. */
export function NativeTabBar() {
  return (
    <Bar aria-label="App tabs">
      <List>
        {tabs.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Tab to={to}>
              <Icon size={22} strokeWidth={2} aria-hidden="true" />
              {label}
            </Tab>
          </li>
        ))}
      </List>
    </Bar>
  );
}
