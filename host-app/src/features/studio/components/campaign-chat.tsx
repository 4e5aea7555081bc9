import type { OrganisationRole, OrgConversation } from '@chorus/core';
import { Spinner, VisuallyHidden } from '@chorus/ui';
import { MessagesSquare } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { BackToList, ChatLayout, ConversationLine, ConversationList, ConversationPreview, UnreadCount } from '../../../components/chat/chat-parts.ts';
import { EmptyPanel } from '../../../components/feedback/empty-panel.tsx';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { errorMessages } from '../../../hooks/use-query.ts';
import { useChatSession, useOrgConversations } from '../hooks/use-studio-creators.ts';
import { CampaignChatThread } from './campaign-chat-thread.tsx';
import { canModerate } from './moderation-queue.tsx';

// With TalkJS configured the creators chat in TalkJS (same conversation ids): the studio opens the same conversations there.
const TalkJsInbox = lazy(() => import('../../../components/chat/talkjs-inbox.tsx'));


const titleOf = (c: OrgConversation, withCampaign: boolean) => `${c.Handle} · ${c.With}${withCampaign ? ` · ${c.Subject}` : ''}`;

/**
 * The organisation's conversations with creators (one campaign's with `campaignId`), latest first, each with its
 * unread count; opening one shows its messages and marks it read. Editors and owners write; viewers read.
 */
export function CampaignChat({ orgId, role, campaignId }: { orgId: number; role: OrganisationRole; campaignId?: number }) {
  const conversations = useOrgConversations(orgId, campaignId);
  const chatSession = useChatSession(orgId);
  const talkJs = chatSession.data?.results.data.TalkJS ?? null;
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
    <ChatLayout $open={Boolean(open)}>
      <div data-pane="list">
        <ConversationList aria-label="Conversations with creators">
          {list.map((c) => (
            <li key={c.ConversationID}>
              <button type="button" aria-current={c.ConversationID === openId} onClick={() => setOpenId(c.ConversationID)}>
                <ConversationLine>
                  <span>{c.Handle}</span>
                  {c.UnreadCount > 0 ? (
                    <UnreadCount>
                      {c.UnreadCount}
                      <VisuallyHidden> unread</VisuallyHidden>
                    </UnreadCount>
                  ) : null}
                </ConversationLine>
                <ConversationPreview>
                  {c.With}
                  {withCampaign ? ` · ${c.Subject}` : ''}
                </ConversationPreview>
                <ConversationPreview>{c.LastMessage ? `${c.LastMessage.Mine ? 'You: ' : ''}${c.LastMessage.Text}` : 'No messages yet'}</ConversationPreview>
              </button>
            </li>
          ))}
        </ConversationList>
      </div>
      <div data-pane="conversation">
        {open ? (
          <>
            <BackToList type="button" onClick={() => setOpenId(null)}>
              ← All conversations
            </BackToList>
            {talkJs ? (
              <Suspense fallback={<Spinner label="Loading chat" />}>
                <TalkJsInbox
                  appId={talkJs.AppID}
                  signature={talkJs.Signature}
                  userId={chatSession.data!.results.data.UserID}
                  name={chatSession.data!.results.data.Name}
                  conversationId={open.ConversationID}
                />
              </Suspense>
            ) : (
              <CampaignChatThread
                key={open.ConversationID}
                conversationId={open.ConversationID}
                title={titleOf(open, withCampaign)}
                unread={open.UnreadCount}
                editable={canModerate(role)}
                onChanged={conversations.reload}
              />
            )}
          </>
        ) : (
          <p>Choose a conversation to read it.</p>
        )}
      </div>
    </ChatLayout>
  );
}
