import { buttonStyles, token } from '@chorus/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Footer } from './footer.tsx';
import { Logo } from './logo.tsx';
import { LANDING_PATH } from '../../lib/paths.ts';

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 64px;
  padding: 0 clamp(12px, 4vw, 40px);
  background: ${token('color-surface')};
  border-bottom: 1px solid ${token('color-border')};
`;

const Actions = styled.nav`
  display: flex;
  gap: 8px;
`;

const ButtonLink = styled(Link)<{ $variant: 'primary' | 'ghost' }>`
  ${(p) => buttonStyles({ $variant: p.$variant, $size: 'sm' })}
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1120px;
  margin: 0 auto;
  padding: clamp(20px, 4vw, 48px) clamp(16px, 4vw, 40px) 48px;
`;

export interface PublicShellProps {
  children: ReactNode;
  /** Shown in the footer above its links (the newsletter signup, which the app passes in). */
  footerExtra?: ReactNode;
}

/** Pages anyone may open (legal, contact, sign-up): logo, Log In and Sign Up, footer. */
export function PublicShell({ children, footerExtra }: PublicShellProps) {
  return (
    <>
      <Bar>
        <Link to={LANDING_PATH} aria-label="Chorus home" style={{ textDecoration: 'none' }}>
          <Logo />
        </Link>
        <Actions aria-label="Account">
          <ButtonLink to="/login" $variant="ghost">
            Log In
          </ButtonLink>
          <ButtonLink to="/hello" $variant="primary">
            Sign Up
          </ButtonLink>
        </Actions>
      </Bar>
      <Main id="main">{children}</Main>
      <Footer faqTo="/pagefaq" extra={footerExtra} />
    </>
  );
}
