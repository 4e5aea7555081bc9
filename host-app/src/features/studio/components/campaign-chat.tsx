import type { OrganisationRole, OrgConversation } from '@chorus/core';
import { Spinner, token, VisuallyHidden } from '@chorus/ui';
import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { styled } from 'styled-components';
import { EmptyPanel } from '../../../components/feedback/empty-panel.tsx';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { errorMessages } from '../../../hooks/use-query.ts';
import { useOrgConversations } from '../hooks/use-studio-creators.ts';
import { CampaignChatThread } from './campaign-chat-thread.tsx';
import { canModerate } from './moderation-queue.tsx';

/* Below 768px the list and the open conversation are separate screens, as in the creators' chat. */
const Layout = styled.div<{ $open: boolean }>`
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  @media (max-width: 767.98px) {
    & > [data-pane='list'] {
      display: ${(p) => (p.$open ? 'none' : 'block')};
    }
    & > [data-pane='thread'] {
      display: ${(p) => (p.$open ? 'block' : 'none')};
    }
  }
  @media (min-width: 768px) {
    grid-template-columns: minmax(240px, 320px) 1fr;
  }
`;
const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  overflow: hidden;
  li + li {
    border-top: 1px solid ${token('color-border')};
  }
  button {
    display: block;
    width: 100%;
    min-height: 44px;
    padding: 12px 14px;
    border: 0;
    background: transparent;
    color: ${token('color-text')};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button:focus-visible {
    outline: none;
    box-shadow: inset ${token('focus-ring')};
  }
  button[aria-current='true'] {
    background: ${token('color-primary-soft')};
    box-shadow: inset 4px 0 0 ${token('color-primary')};
  }
`;
const Line = styled.span`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-weight: 650;
  overflow-wrap: anywhere;
`;
const Small = styled.span`
  display: block;
  color: ${token('color-text-muted')};
  font-size: 0.8125rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const Unread = styled.span`
  flex: none;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${token('color-primary')};
  color: ${token('color-on-primary')};
  font-size: 0.75rem;
  line-height: 20px;
  text-align: center;
`;
const Back = styled.button`
  margin-bottom: 8px;
  padding: 8px 0;
  border: 0;
  background: transparent;
  color: ${token('color-primary')};
  font: inherit;
  cursor: pointer;
  @media (min-width: 768px) {
    display: none;
  }
`;

const titleOf = (c: OrgConversation, withCampaign: boolean) => `${c.Handle} · ${c.With}${withCampaign ? ` · ${c.Subject}` : ''}`;

/**
 * The organisation's conversations with creators (one campaign's with `campaignId`), latest first, each with its
 * unread count; opening one shows its messages and marks it read. Editors and owners write; viewers read.
 */
export function CampaignChat({ orgId, role, campaignId }: { orgId: number; role: OrganisationRole; campaignId?: number }) {
  const conversations = useOrgConversations(orgId, campaignId);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = conversations.data?.results.data.Conversations ?? [];
  const open = list.find((c) => c.ConversationID === openId);
  const withCampaign = campaignId === undefined;

  if (conversations.error) return <ErrorPanel messages={errorMessages(conversations.error)} onRetry={conversations.reload} />;
  if (!conversations.data) return <Spinner label="Loading conversations" />;
  if (!list.length)
    return (
      <EmptyPanel icon={MessagesSquare} title="No conversations yet" headingLevel={3}>
        Each offer opens a conversation with its creator: invite creators to start one.
      </EmptyPanel>
    );
  return (
    <Layout $open={Boolean(open)}>
      <div data-pane="list">
        <List aria-label="Conversations with creators">
          {list.map((c) => (
            <li key={c.ConversationID}>
              <button type="button" aria-current={c.ConversationID === openId} onClick={() => setOpenId(c.ConversationID)}>
                <Line>
                  <span>{c.Handle}</span>
                  {c.UnreadCount > 0 ? (
                    <Unread>
                      {c.UnreadCount}
                      <VisuallyHidden> unread</VisuallyHidden>
                    </Unread>
                  ) : null}
                </Line>
                <Small>
                  {c.With}
                  {withCampaign ? ` · ${c.Subject}` : ''}
                </Small>
                <Small>{c.LastMessage ? `${c.LastMessage.Mine ? 'You: ' : ''}${c.LastMessage.Text}` : 'No messages yet'}</Small>
              </button>
            </li>
          ))}
        </List>
      </div>
      <div data-pane="thread">
        {open ? (
          <>
            <Back type="button" onClick={() => setOpenId(null)}>
              ← All conversations
            </Back>
            <CampaignChatThread
              key={open.ConversationID}
              conversationId={open.ConversationID}
              title={titleOf(open, withCampaign)}
              unread={open.UnreadCount}
              editable={canModerate(role)}
              onChanged={conversations.reload}
            />
          </>
        ) : (
          <p>Choose a conversation to read it.</p>
        )}
      </div>
    </Layout>
  );
}
