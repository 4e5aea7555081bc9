import { accountMessages as am, type AccountEvent, formatDateTime } from '@chorus/core';
import { Button, Spinner, token } from '@chorus/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { Actions, Muted } from '../../../components/form/form-layout.ts';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { errorMessages } from '../../../hooks/use-query.ts';
import { useAccountActivity } from '../hooks/use-account.ts';
import { Section } from './form-parts.tsx';

const Events = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: grid;
    gap: 2px;
    padding: 12px 14px;
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-md')};
  }
  small {
    color: ${token('color-text-muted')};
  }
`;


function EventRow({ e }: { e: AccountEvent }) {
  const who = e.ActorEmail ? `${e.ActorName} (${e.ActorEmail})` : e.ActorName;
  return (
    <li>
      <span>{e.What}</span>
      <small>
        {e.ByDelegate ? `By ${who}` : e.ActorContactID === null ? who : 'By you'} · <time dateTime={e.CreatedAt}>{formatDateTime(e.CreatedAt)}</time>
      </small>
    </li>
  );
}

export interface AccountActivityProps {
  /** False for a delegate acting in someone's account: the activity is the owner's alone to read. */
  enabled: boolean;
}

/** The owner's account activity (issue 23): every log in as them and every change a delegate made, newest first. */
export function AccountActivity({ enabled }: AccountActivityProps) {
  const [page, setPage] = useState(1);
  const activity = useAccountActivity(page, enabled);
  if (!enabled) return null;
  const info = activity.data?.results.PageInformation;
  return (
    <Section aria-labelledby="account-activity">
      <h2 id="account-activity">Account Activity</h2>
      <Muted>Who logged in as you and what they changed, newest first.</Muted>
      {activity.error ? <ErrorPanel messages={errorMessages(activity.error)} onRetry={activity.reload} /> : null}
      {!activity.data && !activity.error ? (
        <div role="status" aria-live="polite">
          <Spinner label="Loading account activity" />
        </div>
      ) : null}
      {activity.data ? (
        activity.data.results.Events.length === 0 ? (
          <Muted role="status">{am.activityNone}</Muted>
        ) : (
          <Events aria-label="Account activity">
            {activity.data.results.Events.map((e) => (
              <EventRow key={e.ID} e={e} />
            ))}
          </Events>
        )
      ) : null}
      {info && info.TotalPages > 1 ? (
        <Actions>
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <span aria-live="polite">
            Page {info.Page} of {info.TotalPages}
          </span>
          <Button size="sm" variant="secondary" disabled={page >= info.TotalPages} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </Actions>
      ) : null}
    </Section>
  );
}
