import { breakpoints, mediaUp, token } from '@chorus/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { Drawer } from './drawer.tsx';
import { Footer } from './footer.tsx';
import { HEADER_HEIGHT, Header, type HeaderUser } from './header.tsx';
import { Logo } from './logo.tsx';
import { hasNativeTabBar, NATIVE_TAB_BAR_HEIGHT, NativeTabBar } from './native-tab-bar.tsx';
import { SideMenu } from './side-menu.tsx';

const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -100px;
  z-index: 100;
  padding: 10px 16px;
  border-radius: ${token('radius-md')};
  background: ${token('color-primary')};
  color: ${token('color-on-primary')};
  font-weight: 600;
  text-decoration: none;
  &:focus {
    top: 12px;
  }
`;

const Frame = styled.div<{ $native: boolean }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  padding-bottom: ${(p) => (p.$native ? `calc(${NATIVE_TAB_BAR_HEIGHT}px + env(safe-area-inset-bottom))` : '0')};
`;

const Body = styled.div`
  flex: 1;
  display: flex;
`;

/* The aside stretches to the page's full height (white column); the menu inside stays in view while scrolling. */
const Sidebar = styled.aside`
  display: none;
  ${mediaUp('lg')} {
    display: block;
    flex: none;
    width: 248px;
    background: ${token('color-surface')};
    border-right: 1px solid ${token('color-border')};
  }
`;

const SidebarInner = styled.div`
  position: sticky;
  top: ${HEADER_HEIGHT}px;
  max-height: calc(100dvh - ${HEADER_HEIGHT}px);
  overflow-y: auto;
`;

const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1120px;
  margin: 0 auto;
  padding: clamp(20px, 4vw, 40px) clamp(16px, 4vw, 40px) 48px;
  &:focus {
    outline: none;
  }
`;

export interface AppShellProps {
  user: HeaderUser;
  topNav: ReactNode;
  /** A strip above the page, e.g. "You are viewing Chorus as …". */
  banner?: ReactNode;
  onLogout: () => void;
  /** Native-app mode: the bottom tab bar shows. */
  native: boolean;
  /** Buttons in the header beside the account link (the notifications and chat dropdowns). */
  headerActions?: ReactNode;
  children: ReactNode;
}

const MENU_ID = 'side-menu-drawer';

/** The signed-in frame: header with top nav, side menu (drawer below lg), main, footer, native tab bar. */
export function AppShell({ user, topNav, banner, onLogout, native, headerActions, children }: AppShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const tabBar = native && hasNativeTabBar(location.pathname);

  // Navigating closes the drawer; so does widening the window to where the side menu is always shown.
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(`(min-width: ${breakpoints.lg}px)`);
    const onChange = () => query.matches && setMenuOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return (
    <Frame $native={tabBar}>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header
        user={user}
        topNav={topNav}
        menuOpen={menuOpen}
        menuId={MENU_ID}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        actions={headerActions}
      />
      <Body>
        {/* Named, so it stays distinguishable from a page's own complementary content (a contest's side column). */}
        <Sidebar aria-label="Side menu">
          <SidebarInner>
            <SideMenu onLogout={onLogout} />
          </SidebarInner>
        </Sidebar>
        <Column>
          {banner}
          <Main id="main" tabIndex={-1}>
            {children}
          </Main>
          <Footer />
        </Column>
      </Body>
      {menuOpen ? (
        <Drawer
          id={MENU_ID}
          label="Menu"
          onClose={() => setMenuOpen(false)}
          header={
            <Link to="/dashboard" aria-label="Chorus home" style={{ textDecoration: 'none' }}>
              <Logo />
            </Link>
          }
        >
          <SideMenu onLogout={onLogout} />
        </Drawer>
      ) : null}
      {tabBar ? <NativeTabBar /> : null}
    </Frame>
  );
}
