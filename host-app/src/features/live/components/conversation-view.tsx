import { formatDateTime, type ChatMessage, type ConversationSummary } from '@chorus/core';
import { Button, Spinner, token } from '@chorus/ui';
import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { MessageBubble, MessageMeta } from '../../../components/chat/chat-parts.ts';
import { fetchConversation, markConversationRead, sendChatMessage } from '../api.ts';
import { useLive } from '../store.ts';
import { LinkedText } from '../../../components/data/linked-text.tsx';

const Frame = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 360px;
  border: 1px solid ${token('color-border')};
  border-radius: 12px;
  background: ${token('color-surface')};
`;
const Head = styled.h2`
  margin: 0;
  padding: 12px 16px;
  border-bottom: 1px solid ${token('color-border')};
  font-size: 1rem;
`;
const Messages = styled.ol`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-height: 55vh;
  margin: 0;
  padding: 16px;
  overflow-y: auto;
  list-style: none;
`;
const Composer = styled.form`
  display: flex;
  gap: 8px;
  padding: 12px;
  border-top: 1px solid ${token('color-border')};
  textarea {
    flex: 1;
    min-height: 44px;
    padding: 8px 10px;
    border: 1px solid ${token('color-border')};
    border-radius: 8px;
    font: inherit;
    resize: vertical;
  }
`;

/** One conversation: its messages (plain text, links clickable), a composer; new messages arrive live and are marked read. */
export function ConversationView({ id, title }: { id: string; title?: string }) {
  const [conversation, setConversation] = useState<ConversationSummary | null>(null);
  const [messages, setMessages] = useState<ChatMessage[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const end = useRef<HTMLLIElement>(null);
  const lastChat = useLive((s) => s.lastChat);

  useEffect(() => {
    let live = true;
    setMessages(null);
    fetchConversation(id).then(
      (r) => {
        if (!live) return;
        setConversation(r.results.data.Conversation);
        setMessages(r.results.data.Messages);
        if (r.results.data.Conversation.UnreadCount > 0)
          void markConversationRead(id).then((x) => useLive.getState().setChatUnread(x.results.data.UnreadTotal), () => {});
      },
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [id]);

  useEffect(() => {
    if (!lastChat || lastChat.ConversationID !== id) return;
    setMessages((list) => (list && !list.some((m) => m.MessageID === lastChat.Message.MessageID) ? [...list, lastChat.Message] : list));
    if (!lastChat.Message.Mine) void markConversationRead(id).then((x) => useLive.getState().setChatUnread(x.results.data.UnreadTotal), () => {});
  }, [lastChat, id]);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages]);

  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim() || sending) return;
    setSending(true);
    try {
      const r = await sendChatMessage(id, text);
      setMessages((list) => (list && !list.some((m) => m.MessageID === r.results.data.MessageID) ? [...list, r.results.data] : list));
      setText('');
      setError(null);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Frame aria-label={title ?? conversation?.Subject ?? 'Conversation'}>
      <Head>{title ?? (conversation ? `${conversation.Subject} · ${conversation.With}` : 'Conversation')}</Head>
      {error && !messages ? (
        <p role="alert" style={{ padding: 16 }}>
          {error}
        </p>
      ) : !messages ? (
        <div style={{ padding: 16 }}>
          <Spinner label="Loading messages" />
        </div>
      ) : (
        <Messages aria-label="Messages" data-testid="chat-messages">
          {messages.length === 0 && <MessageMeta>No messages yet. Say hello!</MessageMeta>}
          {messages.map((m) => (
            <MessageBubble key={m.MessageID} $mine={m.Mine}>
              <MessageMeta>
                {m.Mine ? 'You' : m.SenderName} · {formatDateTime(m.CreatedDateTime)}
              </MessageMeta>
              <LinkedText text={m.Text} />
            </MessageBubble>
          ))}
          <li ref={end} aria-hidden="true" />
        </Messages>
      )}
      {error && messages ? <p role="alert" style={{ padding: '0 16px' }}>{error}</p> : null}
      <Composer onSubmit={send}>
        <label htmlFor={`chat-input-${id}`} style={{ position: 'absolute', left: -9999 }}>
          Message
        </label>
        <textarea
          id={`chat-input-${id}`}
          value={text}
          maxLength={4000}
          placeholder="Write a message"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) void send(e);
          }}
        />
        <Button type="submit" disabled={sending || !text.trim()}>
          Send
        </Button>
      </Composer>
    </Frame>
  );
}
