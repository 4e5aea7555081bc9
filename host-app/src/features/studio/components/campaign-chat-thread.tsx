import { formatDateTime, type ChatMessage } from '@chorus/core';
import { Alert, Button, Spinner, token } from '@chorus/ui';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { MessageBubble, MessageMeta } from '../../../components/chat/chat-parts.ts';
import { TextArea } from '../../../components/form/form-controls.tsx';
import { errorMessages } from '../../../hooks/use-query.ts';
import { LinkedText } from '../../../components/data/linked-text.tsx';
import { fetchOrgConversationMessages, postOrgConversationMessage, postOrgConversationRead } from '../api/studio-creators.ts';

const Frame = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  h2 {
    margin: 0;
    padding: 12px 16px;
    border-bottom: 1px solid ${token('color-border')};
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
`;
const Log = styled.div`
  max-height: 55vh;
  overflow-y: auto;
  padding: 12px 16px;
  &:focus-visible {
    outline: none;
    box-shadow: ${token('focus-ring')};
  }
  ol {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
const Composer = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px 16px;
  border-top: 1px solid ${token('color-border')};
  > div:last-child {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
    font-size: 0.8125rem;
    color: ${token('color-text-muted')};
  }
`;
const Note = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-top: 1px solid ${token('color-border')};
  color: ${token('color-text-muted')};
`;

export interface ThreadProps {
  conversationId: string;
  /** The creator and campaign, as the heading names them. */
  title: string;
  unread: number;
  /** Editors and owners write; viewers read. */
  editable: boolean;
  /** The conversation was marked read, or a message sent: the list's counts and last messages change. */
  onChanged: () => void;
}

/**
 * One of the organisation's conversations with a creator: its messages (plain text, links clickable; page 1 is the
 * newest, "Load older" reads back), marked read on opening, and for editors and owners a composer (Enter sends,
 * Shift+Enter starts a new line).
 */
export function CampaignChatThread({ conversationId, title, unread, editable, onChanged }: ThreadProps) {
  const [messages, setMessages] = useState<ChatMessage[] | null>(null);
  const [pages, setPages] = useState({ loaded: 0, total: 0 });
  const [error, setError] = useState<string | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const log = useRef<HTMLDivElement>(null);
  // Scroll to the newest after the first page and after sending, not after reading back.
  const toEnd = useRef(true);
  const changed = useRef(onChanged);
  changed.current = onChanged;

  useEffect(() => {
    const controller = new AbortController();
    setMessages(null);
    setError(null);
    toEnd.current = true;
    fetchOrgConversationMessages(conversationId, 1, controller.signal).then(
      (r) => {
        if (controller.signal.aborted) return;
        setMessages(r.results.data.Messages);
        setPages({ loaded: 1, total: r.PageInformation.TotalPages });
        if (unread > 0 || r.results.data.Conversation.UnreadCount > 0) void postOrgConversationRead(conversationId).then(() => changed.current(), () => {});
      },
      (err: unknown) => !controller.signal.aborted && setError(errorMessages(err).join(' ')),
    );
    return () => controller.abort();
    // The unread count only decides whether to mark it read when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversationId]);

  useLayoutEffect(() => {
    if (!toEnd.current || !log.current) return;
    log.current.scrollTop = log.current.scrollHeight;
    toEnd.current = false;
  }, [messages]);

  async function loadOlder() {
    setLoadingOlder(true);
    try {
      const r = await fetchOrgConversationMessages(conversationId, pages.loaded + 1);
      setMessages((list) => [...r.results.data.Messages.filter((m) => !list?.some((x) => x.MessageID === m.MessageID)), ...(list ?? [])]);
      setPages({ loaded: pages.loaded + 1, total: r.PageInformation.TotalPages });
    } catch (err) {
      setError(errorMessages(err).join(' '));
    } finally {
      setLoadingOlder(false);
    }
  }

  async function send(e?: FormEvent) {
    e?.preventDefault();
    if (!text.trim() || sending) return;
    setSending(true);
    setSendError(null);
    try {
      const { results } = await postOrgConversationMessage(conversationId, text);
      toEnd.current = true;
      setMessages((list) => (list?.some((m) => m.MessageID === results.data.MessageID) ? list : [...(list ?? []), results.data]));
      setText('');
      changed.current();
    } catch (err) {
      setSendError(errorMessages(err).join(' '));
    } finally {
      setSending(false);
    }
  }

  const headingId = `thread-${conversationId}`;
  return (
    <Frame aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {!messages && !error ? (
        <Log>
          <Spinner label="Loading messages" />
        </Log>
      ) : null}
      {messages ? (
        <Log ref={log} role="log" aria-live="polite" aria-label={`Messages: ${title}`} tabIndex={0}>
          {pages.loaded < pages.total ? (
            <Button type="button" size="sm" variant="secondary" loading={loadingOlder} onClick={() => void loadOlder()}>
              Load older
            </Button>
          ) : null}
          {!messages.length ? <MessageMeta>No messages yet.{editable ? ' Write the first one.' : ''}</MessageMeta> : null}
          <ol>
            {messages.map((m) => (
              <MessageBubble key={m.MessageID} $mine={m.Mine}>
                <MessageMeta>
                  {m.Mine ? `${m.SenderName} (your organisation)` : m.SenderName} · {formatDateTime(m.CreatedDateTime)}
                </MessageMeta>
                <LinkedText text={m.Text} />
              </MessageBubble>
            ))}
          </ol>
        </Log>
      ) : null}
      {editable ? (
        <Composer onSubmit={(e) => void send(e)}>
          <TextArea
            label="Message"
            value={text}
            maxLength={4000}
            rows={3}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                void send();
              }
            }}
            error={sendError ?? undefined}
          />
          <div>
            <span>Enter sends, Shift+Enter starts a new line.</span>
            <Button type="submit" disabled={!text.trim()} loading={sending}>
              Send
            </Button>
          </div>
        </Composer>
      ) : (
        <Note>You can read this conversation; an editor or owner of the organisation writes in it.</Note>
      )}
    </Frame>
  );
}
