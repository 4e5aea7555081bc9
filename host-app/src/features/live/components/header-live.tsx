import { Badge, token } from '@chorus/ui';
import { Bell, MessagesSquare } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { markNotificationRead } from '../api.ts';
import { connectLive, disconnectLive, useLive } from '../store.ts';
import { previewOf, shortDate } from './linkified.tsx';

const Wrap = styled.div`
  position: relative;
`;
const IconButton = styled.button`
  position: relative;
  display: grid;
  place-items: center;
  width: 42px;
  height: 42px;
  border: 0;
  border-radius: 10px;
  background: transparent;
  color: ${token('color-text')};
  cursor: pointer;
  &:hover {
    background: ${token('color-surface-sunken')};
  }
`;
const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${token('color-danger')};
  color: #fff;
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;
const Panel = styled.div`
  position: absolute;
  right: 0;
  top: 46px;
  z-index: 60;
  width: min(320px, 90vw);
  border: 1px solid ${token('color-border')};
  border-radius: 12px;
  background: ${token('color-surface')};
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.12);
`;
const PanelHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 10px 14px;
  border-bottom: 1px solid ${token('color-border')};
  font-weight: 650;
`;
/* campaigns.md §9: the notification list is 230px high. */
const List = styled.ul`
  height: 230px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;
const Item = styled.li`
  border-bottom: 1px solid ${token('color-border')};
  button,
  a {
    display: block;
    width: 100%;
    padding: 10px 14px;
    border: 0;
    background: transparent;
    color: ${token('color-text')};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
`;
const Subject = styled.span<{ $unread: boolean }>`
  display: block;
  font-weight: ${(p) => (p.$unread ? 700 : 500)};
`;
const Small = styled.span`
  display: block;
  color: ${token('color-text-muted')};
  font-size: 0.8125rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

function useOutside(open: boolean, close: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && close();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);
  return ref;
}

/** The header's notifications and chat dropdowns; holds the app's one live events stream while signed in. */
export function HeaderLive() {
  useEffect(() => {
    connectLive();
    return () => disconnectLive();
  }, []);
  return (
    <>
      <NotificationsDropdown />
      <ChatDropdown />
    </>
  );
}

function NotificationsDropdown() {
  const [open, setOpen] = useState(false);
  const unread = useLive((s) => s.notificationsUnread);
  const recent = useLive((s) => s.recent);
  const ref = useOutside(open, () => setOpen(false));
  const openOne = async (id: number) => {
    const r = await markNotificationRead(id).catch(() => null);
    if (r) {
      useLive.getState().setNotificationsUnread(r.results.data.UnreadCount);
      useLive.getState().markRecentRead(id);
    }
  };
  return (
    <Wrap ref={ref}>
      <IconButton
        type="button"
        aria-label={`Notifications, ${unread} unread`}
        aria-expanded={open}
        aria-controls="header-notifications"
        data-testid="notifications-button"
        onClick={() => setOpen((o) => !o)}
      >
        <Bell size={20} aria-hidden="true" />
        {unread > 0 && <Count data-testid="notifications-count">{unread}</Count>}
      </IconButton>
      {open && (
        <Panel id="header-notifications" role="region" aria-label="Notifications">
          <PanelHead>
            Notifications <Link to="/notifications" onClick={() => setOpen(false)}>See all</Link>
          </PanelHead>
          <List>
            {recent.length === 0 && (
              <Item>
                <Small style={{ padding: '10px 14px' }}>No Notifications Yet. Check Back Soon!</Small>
              </Item>
            )}
            {recent.map((m) => (
              <Item key={m.MessageID}>
                <button type="button" onClick={() => void openOne(m.MessageID)} data-testid="notification-item">
                  <Subject $unread={!m.IsRead}>
                    {!m.IsRead && <Badge tone="brand">New</Badge>} {m.Subject}
                  </Subject>
                  <Small>
                    {shortDate(m.CreatedDateTime)} · {previewOf(m.Message)}
                  </Small>
                </button>
              </Item>
            ))}
          </List>
        </Panel>
      )}
    </Wrap>
  );
}

function ChatDropdown() {
  const [open, setOpen] = useState(false);
  const unread = useLive((s) => s.chatUnread);
  const ref = useOutside(open, () => setOpen(false));
  return (
    <Wrap ref={ref}>
      <IconButton
        type="button"
        aria-label={`Chat, ${unread} unread`}
        aria-expanded={open}
        aria-controls="header-chat"
        data-testid="chat-button"
        onClick={() => setOpen((o) => !o)}
      >
        <MessagesSquare size={20} aria-hidden="true" />
        {unread > 0 && <Count data-testid="chat-count">{unread}</Count>}
      </IconButton>
      {open && (
        <Panel id="header-chat" role="region" aria-label="Chat">
          <PanelHead>Chat</PanelHead>
          <Item as="div">
            <Link to="/chat" onClick={() => setOpen(false)}>
              {unread > 0 ? `${unread} unread message${unread === 1 ? '' : 's'}` : 'No unread messages'} — open chat
            </Link>
          </Item>
        </Panel>
      )}
    </Wrap>
  );
}
