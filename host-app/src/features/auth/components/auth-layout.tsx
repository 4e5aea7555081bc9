import { mediaUp, token } from '@chorus/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Logo } from '../../../components/layout/logo.tsx';
import { LANDING_PATH } from '../../../lib/paths.ts';

const Page = styled.div`
  flex: 1;
  display: grid;
  grid-template-columns: 1fr;
  background: ${token('color-surface')};
  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.05fr);
    min-height: 100dvh;
  }
`;

const FormColumn = styled.div`
  display: flex;
  flex-direction: column;
  padding: 20px clamp(20px, 5vw, 56px) 28px;
  ${mediaUp('lg')} {
    padding-top: 32px;
  }
`;

const Brand = styled(Link)`
  align-self: flex-start;
  text-decoration: none;
  border-radius: 10px;
`;

const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  justify-content: center;
  width: 100%;
  max-width: 420px;
  margin: 0 auto;
  padding: 28px 0 32px;
`;

const Legal = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px 20px;
  font-size: 0.8125rem;
  color: ${token('color-text-subtle')};
  a {
    color: ${token('color-text-muted')};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;

export interface AuthLayoutProps {
  children: ReactNode;
  /** The right-hand panel on wide screens, below the form on narrow ones. */
  aside: ReactNode;
}

/** Split entry layout: the form with logo and legal links on one side, a brand panel on the other. */
export function AuthLayout({ children, aside }: AuthLayoutProps) {
  return (
    <Page>
      <FormColumn>
        <Brand to={LANDING_PATH} aria-label="Chorus home">
          <Logo />
        </Brand>
        <Main id="main">{children}</Main>
        <Legal>
          <Link to={LANDING_PATH}>Active contests</Link>
          <Link to="/privacy">Privacy Policy</Link>
          <Link to="/terms">Terms of Service</Link>
        </Legal>
      </FormColumn>
      {aside}
    </Page>
  );
}
