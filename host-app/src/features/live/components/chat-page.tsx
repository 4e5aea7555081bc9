import type { ConversationSummary } from '@chorus/core';
import { liveMessages } from '@chorus/core';
import { Spinner, token, VisuallyHidden } from '@chorus/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { BackToList, ChatLayout, ConversationLine, ConversationList, ConversationPreview, UnreadCount } from '../../../components/chat/chat-parts.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { fetchChatSession, fetchConversations } from '../api.ts';
import { useLive } from '../store.ts';
import { ConversationView } from './conversation-view.tsx';

const TalkJsInbox = lazy(() => import('../../../components/chat/talkjs-inbox.tsx'));

const StartTitle = styled.h2`
  margin: 16px 0 8px;
  font-size: 0.875rem;
  font-weight: 700;
  color: ${token('color-text-muted')};
`;


type Identity = { userId: string; name: string; talkJs: { AppID: string; Signature: string } | null } | 'none' | null;

/** /chat: the conversation list and the open conversation (TalkJS's inbox instead when the server is configured for it). */
export function ChatPage() {
  useDocumentTitle('Chat');
  const [params, setParams] = useSearchParams();
  const openId = params.get('c');
  const [list, setList] = useState<ConversationSummary[] | null>(null);
  const [identity, setIdentity] = useState<Identity>(null);
  const lastChat = useLive((s) => s.lastChat);
  const readVersion = useLive((s) => s.readVersion);

  useEffect(() => {
    fetchChatSession().then(
      (r) => setIdentity({ userId: r.results.data.UserID, name: r.results.data.Name, talkJs: r.results.data.TalkJS }),
      () => setIdentity('none'),
    );
  }, []);
  useEffect(() => {
    fetchConversations().then(
      (r) => {
        setList(r.results.data.Conversations);
        useLive.getState().setChatUnread(r.results.data.UnreadTotal);
      },
      () => setList([]),
    );
  }, [lastChat, readVersion, openId]);

  // Campaigns with an offer and linked contacts are listed before a word is written: the first message starts them.
  const begun = list?.filter((c) => c.LastMessage) ?? [];
  const notBegun = list?.filter((c) => !c.LastMessage) ?? [];

  if (identity === 'none' || (identity && !identity.userId))
    return (
      <>
        <PageHeader title="Chat" />
        <p role="alert">{liveMessages.chatNoIdentity}</p>
      </>
    );
  if (identity?.talkJs)
    return (
      <>
        <PageHeader title="Chat" />
        <Suspense fallback={<Spinner label="Loading chat" />}>
          <TalkJsInbox appId={identity.talkJs.AppID} signature={identity.talkJs.Signature} userId={identity.userId} name={identity.name} conversationId={openId} />
        </Suspense>
      </>
    );

  return (
    <>
      <PageHeader title="Chat" description="Your conversations with the teams behind your campaigns." />
      <ChatLayout $open={!!openId}>
        <div data-pane="list">
          {!list ? (
            <Spinner label="Loading conversations" />
          ) : list.length === 0 ? (
            <p>No conversations yet. Each campaign offer opens one with its team.</p>
          ) : (
            <>
              {begun.length > 0 && (
                <ConversationList aria-label="Conversations">
                  {begun.map((c) => (
                    <li key={c.ConversationID}>
                      <button type="button" aria-current={c.ConversationID === openId} onClick={() => setParams({ c: c.ConversationID })}>
                        <ConversationLine>
                          <span>{c.Subject}</span>
                          {c.UnreadCount > 0 && <UnreadCount aria-label={`${c.UnreadCount} unread`}>{c.UnreadCount}</UnreadCount>}
                        </ConversationLine>
                        <ConversationPreview>{c.With}</ConversationPreview>
                        <ConversationPreview>{c.LastMessage?.Text}</ConversationPreview>
                      </button>
                    </li>
                  ))}
                </ConversationList>
              )}
              {notBegun.length > 0 && (
                <section aria-labelledby="chat-start-title">
                  <StartTitle id="chat-start-title">Start a conversation</StartTitle>
                  <ConversationList aria-label="Start a conversation">
                    {notBegun.map((c) => (
                      <li key={c.ConversationID}>
                        <button
                          type="button"
                          aria-current={c.ConversationID === openId}
                          onClick={() => setParams({ c: c.ConversationID })}
                        >
                          <ConversationLine>
                            <span>{c.Subject}</span>
                          </ConversationLine>
                          <ConversationPreview>{c.With}</ConversationPreview>
                          <ConversationPreview>No messages yet</ConversationPreview>
                          {/* Named by what it shows (axe: label-content-name-mismatch), then what it does. */}
                          <VisuallyHidden>: start a conversation</VisuallyHidden>
                        </button>
                      </li>
                    ))}
                  </ConversationList>
                </section>
              )}
            </>
          )}
        </div>
        <div data-pane="conversation">
          {openId ? (
            <>
              <BackToList type="button" onClick={() => setParams({})}>
                ← All conversations
              </BackToList>
              <ConversationView id={openId} />
            </>
          ) : (
            <p>Choose a conversation.</p>
          )}
        </div>
      </ChatLayout>
    </>
  );
}
