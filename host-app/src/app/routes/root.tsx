import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { Spinner, token } from '@chorus/ui';
import { styled } from 'styled-components';
import { StatusPage } from '../../components/status-page.tsx';

/** The root route: every page, a message when one fails to render, and the top of the page after a navigation. */
export function RootRoute() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // A new page starts at its top; back and forward leave the browser's own restoration alone.
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <ScreenOutlet />
    </RouteErrorBoundary>
  );
}

// At least a screen tall: while a screen's code loads, a shell's footer stays below the fold instead of showing and
// then jumping down when the page arrives (layout shift).
const Fallback = styled.div`
  flex: 1;
  display: grid;
  place-items: center;
  min-height: 100vh;
  color: ${token('color-primary')};
`;

/**
 * The matched screen; screens are lazy chunks, so each layout shows them through this Suspense boundary, one per
 * path: under preact/compat a boundary whose screen was replaced while its chunk loaded (back from a contest before
 * its code arrived) stayed empty, showing neither the fallback nor the next screen.
 */
export function ScreenOutlet() {
  const { pathname } = useLocation();
  return (
    <Suspense
      key={pathname}
      fallback={
        <Fallback>
          <Spinner size={32} label="Loading" />
        </Fallback>
      }
    >
      <Outlet />
    </Suspense>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** A navigation elsewhere clears the failure. */
  resetKey: string;
}

/** Shown when a page throws while rendering (or its code fails to load after a release): a message, not a blank page. */
class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <StatusPage title="Something went wrong" text="Something went wrong on this page. Reload to try again." /> : this.props.children;
  }
}
