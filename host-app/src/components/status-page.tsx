import { buttonStyles, Card, token } from '@chorus/ui';
import { Compass, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useDocumentTitle } from '../hooks/use-document-title.ts';

const Wrap = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 14px;
  max-width: 560px;
  margin: clamp(0px, 4vw, 40px) auto 0;
  padding: clamp(24px, 5vw, 40px);
  h1 {
    font-size: 1.75rem;
  }
  p {
    color: ${token('color-text-muted')};
  }
  > svg {
    color: ${token('color-primary')};
  }
`;

const Home = styled(Link)`
  ${buttonStyles({ $variant: 'primary' })}
`;

export interface StatusPageProps {
  title: string;
  text: ReactNode;
  /** The way on; a Go home button by default. */
  action?: ReactNode;
  icon?: LucideIcon;
}

/** A primary button that is a link, for `action`. */
export const StatusAction = Home;

/** A plain message page (not found, something failed) in the same visual language as Coming soon. */
export function StatusPage({ title, text, action, icon: Icon = Compass }: StatusPageProps) {
  useDocumentTitle(title);
  return (
    <Wrap element="section">
      <Icon size={32} aria-hidden="true" />
      <h1>{title}</h1>
      <p>{text}</p>
      {action ?? <Home to="/">Go home</Home>}
    </Wrap>
  );
}
