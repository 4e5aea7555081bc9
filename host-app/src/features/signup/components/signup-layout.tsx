import { mediaUp, token } from '@chorus/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Logo } from '../../../components/layout/logo.tsx';
import { LANDING_PATH } from '../../../lib/paths.ts';

const Page = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-height: 100dvh;
  background: ${token('color-surface-sunken')};
`;

const Top = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 18px clamp(16px, 4vw, 40px);
  a {
    text-decoration: none;
    font-weight: 600;
  }
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 860px;
  margin: 0 auto;
  padding: 8px clamp(12px, 3vw, 24px) 48px;
`;

const Card = styled.div`
  padding: 24px clamp(16px, 4vw, 36px) 32px;
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  ${mediaUp('md')} {
    padding-top: 32px;
  }
  h1 {
    font-size: clamp(1.625rem, 4vw, 2rem);
    font-weight: 750;
    letter-spacing: -0.03em;
    margin-bottom: 8px;
  }
`;

/** The sign-up pages: the logo home, a way back to Log In, and the wizard in one card. */
export function SignupLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Top>
        <Link to={LANDING_PATH} aria-label="Chorus home">
          <Logo />
        </Link>
        <span>
          Have an account? <Link to="/login">Log In</Link>
        </span>
      </Top>
      <Main id="main">
        <Card>{children}</Card>
      </Main>
    </Page>
  );
}
