import { Badge, buttonStyles } from '@chorus/ui';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { MessageCard, MessageIcon, MessageLead, MessageTitle } from '../../components/message-card.styles.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useSession } from '../../lib/session.tsx';

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
    <MessageCard element="section" aria-labelledby="coming-soon-title">
      <MessageIcon aria-hidden="true">
        <Sparkles size={26} />
      </MessageIcon>
      <Badge tone="brand">Coming soon</Badge>
      <MessageTitle id="coming-soon-title">{title}</MessageTitle>
      <MessageLead>
        {description} This screen is not built yet; it arrives in a later release, and nothing on it works today.
      </MessageLead>
      <Back to={home}>
        <ArrowLeft size={18} aria-hidden="true" />
        Back to Home
      </Back>
    </MessageCard>
  );
}
