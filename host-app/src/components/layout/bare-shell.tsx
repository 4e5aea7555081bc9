import { PRODUCT } from '@chorus/core';
import { token } from '@chorus/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Logo } from './logo.tsx';

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1120px;
  margin: 0 auto;
  padding: clamp(16px, 4vw, 40px) clamp(12px, 4vw, 40px) 32px;
  &:focus {
    outline: none;
  }
`;

const Powered = styled.footer`
  display: flex;
  justify-content: center;
  padding: 20px 16px 28px;
  a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    padding: 6px 10px;
    border-radius: ${token('radius-pill')};
    color: ${token('color-text-muted')};
    font-size: 0.8125rem;
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: ${token('color-surface-sunken')};
    color: ${token('color-text')};
  }
`;

export interface BareShellProps {
  children: ReactNode;
}

/** Pages with their own look (custom contests): no portal header or side menu, only a quiet "Powered by" line. */
export function BareShell({ children }: BareShellProps) {
  return (
    <>
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Powered>
        <Link to="/" aria-label={`Powered by ${PRODUCT}: home`}>
          Powered by <Logo size={20} />
        </Link>
      </Powered>
    </>
  );
}
