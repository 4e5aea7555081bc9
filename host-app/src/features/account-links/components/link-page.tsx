import { token } from '@chorus/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

const Heading = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.125rem);
    font-weight: 750;
    letter-spacing: -0.03em;
  }
  p {
    color: ${token('color-text-muted')};
  }
`;

export const Actions = styled.p`
  text-align: center;
  font-size: 0.9375rem;
  color: ${token('color-text-muted')};
  a {
    font-weight: 650;
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;

export interface LinkPageProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** The body of a screen reached from an emailed link (or asking for one): one heading, then its content. */
export function LinkPage({ title, intro, children }: LinkPageProps) {
  return (
    <Stack>
      <Heading>
        <h1>{title}</h1>
        {intro ? <p>{intro}</p> : null}
      </Heading>
      {children}
    </Stack>
  );
}
