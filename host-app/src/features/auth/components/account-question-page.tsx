import type { ContactDetail } from '@chorus/core';
import { Button } from '@chorus/ui';
import { ArrowLeftRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { Logo } from '../../../components/layout/logo.tsx';
import { MessageCard, MessageIcon, MessageLead, MessageTitle } from '../../../components/message-card.styles.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useSessionStore, type AccountQuestion } from '../../../lib/session.tsx';

const Page = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 24px;
  padding: clamp(20px, 5vw, 48px) clamp(16px, 4vw, 40px);
`;

const Title = styled(MessageTitle)`
  &:focus {
    outline: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const who = (c: ContactDetail) => (c.logInUsername ? `${c.contactName} (${c.logInUsername})` : c.contactName);

export interface AccountQuestionPageProps {
  question: AccountQuestion;
}

/**
 * A tab signed in as one account was opened with another account's `?token=` (a link from the native app, or one
 * passed on): it never switches silently. Shown instead of any page until answered; focus starts on the question.
 */
export function AccountQuestionPage({ question: { current, offered } }: AccountQuestionPageProps) {
  const store = useSessionStore();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const title = `Continue as ${offered.contactName}?`;
  useDocumentTitle(title);
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <Page aria-labelledby="account-question-title">
      <Logo />
      <MessageCard element="section">
        <MessageIcon aria-hidden="true">
          <ArrowLeftRight size={26} />
        </MessageIcon>
        <Title id="account-question-title" ref={titleRef} tabIndex={-1}>
          {title}
        </Title>
        <MessageLead>
          You are signed in as <strong>{who(current)}</strong>. The link you opened signs in as <strong>{who(offered)}</strong>.
        </MessageLead>
        <Actions>
          <Button onClick={() => store.answerQuestion(true)}>Continue as {offered.contactName}</Button>
          <Button variant="secondary" onClick={() => store.answerQuestion(false)}>
            Stay as {current.contactName}
          </Button>
        </Actions>
      </MessageCard>
    </Page>
  );
}
