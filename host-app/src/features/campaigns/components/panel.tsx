import { Card, token } from '@chorus/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Wrap = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 16px;
  h2 {
    font-size: 1.125rem;
  }
`;

const Lead = styled.p`
  color: ${token('color-text-muted')};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

export interface StagePanelProps {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** The card holding the current stage's action. */
export function StagePanel({ id, title, lead, children }: StagePanelProps) {
  return (
    <Wrap element="section" aria-labelledby={id}>
      <div>
        <h2 id={id}>{title}</h2>
        {lead ? <Lead>{lead}</Lead> : null}
      </div>
      {children}
    </Wrap>
  );
}
