import { Badge, buttonStyles, Card, token } from '@chorus/ui';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useSession } from '../../lib/session.tsx';

const Wrap = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 16px;
  max-width: 640px;
  margin: clamp(0px, 4vw, 40px) auto 0;
  padding: clamp(24px, 5vw, 40px);
`;

const Icon = styled.span`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: 14px;
  background: ${token('color-primary-soft')};
  color: ${token('color-primary')};
`;

const Title = styled.h1`
  font-size: clamp(1.5rem, 4vw, 2rem);
  font-weight: 750;
`;

const Lead = styled.p`
  color: ${token('color-text-muted')};
  font-size: 1rem;
  max-width: 52ch;
`;

const Back = styled(Link)`
  ${buttonStyles({ $variant: 'secondary' })}
  margin-top: 8px;
`;

export interface ComingSoonProps {
  title: string;
  description: string;
}

/** A screen a later issue builds. It names the screen, says what it will do, and that nothing on it works yet. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  useDocumentTitle(title);
  const session = useSession();
  const home = session.status === 'signed-in' ? '/dashboard' : '/';
  return (
    <Wrap element="section" aria-labelledby="coming-soon-title">
      <Icon aria-hidden="true">
        <Sparkles size={26} />
      </Icon>
      <Badge tone="brand">Coming soon</Badge>
      <Title id="coming-soon-title">{title}</Title>
      <Lead>
        {description} This screen is not built yet; it arrives in a later release, and nothing on it works today.
      </Lead>
      <Back to={home}>
        <ArrowLeft size={18} aria-hidden="true" />
        Back to Home
      </Back>
    </Wrap>
  );
}
