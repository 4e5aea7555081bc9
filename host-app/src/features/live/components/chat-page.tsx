import type { ConversationSummary } from '@chorus/core';
import { liveMessages } from '@chorus/core';
import { Spinner, token } from '@chorus/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { PageHeader } from '../../../components/page-header.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { fetchChatSession, fetchConversations } from '../api.ts';
import { useLive } from '../store.ts';
import { ConversationView } from './conversation-view.tsx';

const TalkJsInbox = lazy(() => import('./talkjs-inbox.tsx'));

/* campaigns.md §9: below 768px the list and the conversation are separate screens. */
const Layout = styled.div<{ $hasOpen: boolean }>`
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  @media (max-width: 767.98px) {
    & > [data-pane='list'] {
      display: ${(p) => (p.$hasOpen ? 'none' : 'block')};
    }
    & > [data-pane='conversation'] {
      display: ${(p) => (p.$hasOpen ? 'block' : 'none')};
    }
  }
  @media (min-width: 768px) {
    grid-template-columns: 300px 1fr;
  }
`;
const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${token('color-border')};
  border-radius: 12px;
  background: ${token('color-surface')};
  li + li {
    border-top: 1px solid ${token('color-border')};
  }
  button {
    display: block;
    width: 100%;
    padding: 12px 14px;
    border: 0;
    background: transparent;
    color: ${token('color-text')};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button[aria-current='true'] {
    background: ${token('color-primary-soft')};
  }
`;
const Line = styled.span`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-weight: 650;
`;
const StartTitle = styled.h2`
  margin: 16px 0 8px;
  font-size: 0.875rem;
  font-weight: 700;
  color: ${token('color-text-muted')};
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
  min-width: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${token('color-primary')};
  color: #fff;
  font-size: 0.75rem;
  line-height: 20px;
  text-align: center;
`;
const Back = styled.button`
  margin-bottom: 8px;
  border: 0;
  background: transparent;
  color: ${token('color-primary')};
  font: inherit;
  cursor: pointer;
  @media (min-width: 768px) {
    display: none;
  }
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
      <Layout $hasOpen={!!openId}>
        <div data-pane="list">
          {!list ? (
            <Spinner label="Loading conversations" />
          ) : list.length === 0 ? (
            <p>No conversations yet. Each campaign offer opens one with its team.</p>
          ) : (
            <>
              {begun.length > 0 && (
                <List aria-label="Conversations">
                  {begun.map((c) => (
                    <li key={c.ConversationID}>
                      <button type="button" aria-current={c.ConversationID === openId} onClick={() => setParams({ c: c.ConversationID })}>
                        <Line>
                          <span>{c.Subject}</span>
                          {c.UnreadCount > 0 && <Unread aria-label={`${c.UnreadCount} unread`}>{c.UnreadCount}</Unread>}
                        </Line>
                        <Small>{c.With}</Small>
                        <Small>{c.LastMessage?.Text}</Small>
                      </button>
                    </li>
                  ))}
                </List>
              )}
              {notBegun.length > 0 && (
                <section aria-labelledby="chat-start-title">
                  <StartTitle id="chat-start-title">Start a conversation</StartTitle>
                  <List aria-label="Start a conversation">
                    {notBegun.map((c) => (
                      <li key={c.ConversationID}>
                        <button
                          type="button"
                          aria-current={c.ConversationID === openId}
                          aria-label={`Start a conversation with ${c.With} about ${c.Subject}`}
                          onClick={() => setParams({ c: c.ConversationID })}
                        >
                          <Line>
                            <span>{c.Subject}</span>
                          </Line>
                          <Small>{c.With}</Small>
                          <Small>No messages yet</Small>
                        </button>
                      </li>
                    ))}
                  </List>
                </section>
              )}
            </>
          )}
        </div>
        <div data-pane="conversation">
          {openId ? (
            <>
              <Back type="button" onClick={() => setParams({})}>
                ← All conversations
              </Back>
              <ConversationView id={openId} />
            </>
          ) : (
            <p>Choose a conversation.</p>
          )}
        </div>
      </Layout>
    </>
  );
}
