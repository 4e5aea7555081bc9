import { mediaUp, token } from '@chorus/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px 24px;
  margin-bottom: 24px;
  ${mediaUp('md')} {
    margin-bottom: 32px;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  flex: 1 1 320px;
`;

const Eyebrow = styled.div`
  color: ${token('color-text-muted')};
  font-size: 0.875rem;
  font-weight: 600;
`;

const Title = styled.h1`
  font-size: clamp(1.875rem, 5vw, 2.5rem);
  font-weight: 800;
  letter-spacing: -0.035em;
  overflow-wrap: anywhere;
`;

const Lead = styled.p`
  color: ${token('color-text-muted')};
  max-width: 62ch;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export interface PageHeaderProps {
  title: ReactNode;
  /** A line above the title: a back link, a section name. */
  eyebrow?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The title block every portal page opens with (the Earn page's look): one h1, a lead line, optional actions. */
export function PageHeader({ title, eyebrow, description, actions }: PageHeaderProps) {
  return (
    <Header>
      <Text>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <Title>{title}</Title>
        {description ? <Lead>{description}</Lead> : null}
      </Text>
      {actions ? <Actions>{actions}</Actions> : null}
    </Header>
  );
}
