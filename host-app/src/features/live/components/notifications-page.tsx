import type { NotificationMessage } from '@chorus/core';
import { Modal, Pager, Spinner, token, VisuallyHidden } from '@chorus/ui';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { PageHeader } from '../../../components/page-header.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { fetchNotifications, markNotificationRead } from '../api.ts';
import { useLive } from '../store.ts';
import { previewOf, shortDate } from './linkified.tsx';

/** What the notification is about (the campaign, the contest, the payment): one link under its words. */
const GoTo = styled.p`
  margin: 16px 0 0;
  a {
    font-weight: 600;
    color: ${token('color-primary')};
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${token('color-border')};
  border-radius: 12px;
  background: ${token('color-surface')};
`;
// The row is the click target (the button's ::after covers it); the button itself is named by the subject alone, so
// a screen reader lists subjects, and the preview and date are read as the row's text after it.
const Row = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 12px minmax(0, 1fr) auto;
  gap: 12px;
  align-items: start;
  padding: 14px 16px;
  & + & {
    border-top: 1px solid ${token('color-border')};
  }
  &:hover {
    background: ${token('color-surface-sunken')};
  }
  button {
    display: block;
    padding: 0;
    border: 0;
    background: transparent;
    color: ${token('color-text')};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  button:focus-visible {
    outline: none;
  }
  button:focus-visible::after {
    outline: 2px solid ${token('color-primary')};
    outline-offset: -2px;
  }
`;
const Dot = styled.span<{ $on: boolean }>`
  width: 10px;
  height: 10px;
  margin-top: 6px;
  border-radius: 50%;
  background: ${(p) => (p.$on ? token('color-primary') : 'transparent')};
`;
const Subject = styled.span<{ $unread: boolean }>`
  display: block;
  font-weight: ${(p) => (p.$unread ? 700 : 500)};
`;
const Preview = styled.span`
  display: block;
  color: ${token('color-text-muted')};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const When = styled.span`
  color: ${token('color-text-muted')};
  font-size: 0.875rem;
`;
const Empty = styled.p`
  padding: 32px 16px;
  text-align: center;
  color: ${token('color-text-muted')};
`;
const Body = styled.div`
  a {
    color: ${token('color-primary')};
  }
`;

/** /notifications (campaigns.md §2, §4): unread dot, subject, preview, M/D/YY; opening one marks it read in a modal. */
export function NotificationsPage() {
  useDocumentTitle('Notifications');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ rows: NotificationMessage[]; totalPages: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [opened, setOpened] = useState<NotificationMessage | null>(null);
  const arrived = useLive((s) => s.recent[0]?.MessageID);
  const readVersion = useLive((s) => s.readVersion);

  const load = useCallback(async () => {
    try {
      const r = await fetchNotifications(page);
      setData({ rows: r.results.data.Messages, totalPages: r.PageInformation.TotalPages });
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  }, [page]);
  useEffect(() => {
    void load();
  }, [load, arrived, readVersion]);

  const open = async (m: NotificationMessage) => {
    setOpened(m);
    if (m.IsRead) return;
    const r = await markNotificationRead(m.MessageID).catch(() => null);
    if (!r) return;
    useLive.getState().setNotificationsUnread(r.results.data.UnreadCount);
    useLive.getState().markRecentRead(m.MessageID);
    setData((d) => d && { ...d, rows: d.rows.map((x) => (x.MessageID === m.MessageID ? { ...x, IsRead: true } : x)) });
  };

  return (
    <>
      <PageHeader title="Notifications" description="Messages from the Chorus team and about your campaigns and contests." />
      {error && !data ? <p role="alert">{error}</p> : null}
      {!data ? (
        <Spinner label="Loading notifications" />
      ) : data.rows.length === 0 ? (
        <Empty>No Notifications Yet. Check Back Soon!</Empty>
      ) : (
        <>
          <List aria-label="Notifications">
            {data.rows.map((m) => (
              <Row key={m.MessageID}>
                <Dot $on={!m.IsRead} aria-hidden="true" />
                <span>
                  <button type="button" onClick={() => void open(m)}>
                    {m.IsRead ? null : <VisuallyHidden>Unread: </VisuallyHidden>}
                    <Subject $unread={!m.IsRead}>{m.Subject}</Subject>
                  </button>
                  <Preview>{previewOf(m.Message)}</Preview>
                </span>
                <When>{shortDate(m.CreatedDateTime)}</When>
              </Row>
            ))}
          </List>
          {data.totalPages > 1 && <Pager label="Notifications" page={page} totalPages={data.totalPages} onPage={setPage} />}
        </>
      )}
      <Modal open={!!opened} onClose={() => setOpened(null)} title={opened?.Subject ?? ''} description={opened ? shortDate(opened.CreatedDateTime) : undefined}>
        {/* Sanitized on the server before it was stored (allow-listed tags, links with rel=noopener). */}
        {opened && <Body dangerouslySetInnerHTML={{ __html: opened.Message }} />}
        {opened?.Link ? (
          <GoTo>
            <Link to={opened.Link} onClick={() => setOpened(null)}>
              {opened.LinkLabel ?? 'Open'}
            </Link>
          </GoTo>
        ) : null}
      </Modal>
    </>
  );
}
