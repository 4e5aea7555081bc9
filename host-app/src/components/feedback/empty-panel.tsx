import { token } from '@chorus/ui';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 40px 24px;
  border: 1px dashed ${token('color-border-strong')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  text-align: center;
  color: ${token('color-text-muted')};
  h2,
  h3 {
    color: ${token('color-text')};
    font-size: 1rem;
  }
  p {
    max-width: 460px;
    font-size: 0.9375rem;
  }
  > svg {
    color: ${token('color-text-subtle')};
  }
`;

export interface EmptyPanelProps {
  icon: LucideIcon;
  title?: string;
  /** The heading level of the title within the page. */
  headingLevel?: 2 | 3;
  children?: ReactNode;
  action?: ReactNode;
}

/** Nothing to show yet: an icon, a line or two, and where to go instead. Announced politely. */
export function EmptyPanel({ icon: Icon, title, headingLevel = 2, children, action }: EmptyPanelProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Panel role="status">
      <Icon size={28} aria-hidden="true" />
      {title ? <Heading>{title}</Heading> : null}
      {children ? <p>{children}</p> : null}
      {action}
    </Panel>
  );
}
