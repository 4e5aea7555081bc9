import { formatDateTime, postCardPrice, type CampaignActionRow } from '@chorus/core';
import { Badge, Card, token } from '@chorus/ui';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { EmptyState } from './help-wanted-grid.tsx';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  h3 {
    font-size: 1rem;
    font-weight: 700;
  }
  p {
    color: ${token('color-text-muted')};
    font-size: 0.875rem;
  }
`;

/**
 * A row's deadline: a campaign's as the server wrote it (Chicago time, campaigns.md §9); a contest's end in the
 * viewer's locale and zone (issue 24), from its instant.
 */
export const deadlineText = (r: CampaignActionRow) =>
  r.Type === 'Contest' && r.Deadline.DeadlineDateTime ? `Contest ends ${formatDateTime(r.Deadline.DeadlineDateTime)}` : r.Deadline.DeadlineText;

const linkOf = (r: CampaignActionRow) => (r.Type === 'Campaign' ? `/detail?PostID=${r.ID}&UID=${encodeURIComponent(r.UID)}` : `/contestdetail?id=${r.ID}`);

/** The Campaign Deadlines tab: the home call's actions, soonest first (the server orders them). */
export function CampaignDeadlines({ rows }: { rows: CampaignActionRow[] | null }) {
  if (rows === null) return <p aria-busy="true">Loading…</p>;
  if (!rows.length)
    return (
      <EmptyState>
        <CalendarClock size={28} aria-hidden="true" />
        <h3>No deadlines coming up</h3>
        <p>Invites, drafts and posts due soon will be listed here.</p>
      </EmptyState>
    );
  return (
    <List aria-label="Campaign deadlines">
      {rows.map((r) => (
        <li key={`${r.Type}-${r.ID}-${r.UID}`}>
          <Card element="article" data-testid="deadline-row">
            <Row>
              <div>
                <h3>
                  <Link to={linkOf(r)}>{r.Title}</Link> {r.IsNew ? <Badge tone="brand">New</Badge> : null}
                </h3>
                <p>
                  {r.Type} · {r.HandleDetails.map((d) => d.FieldValue).join(' · ')}
                  {/* A post card's price drops its last 3 characters (campaigns.md §3): '$150.00' → '$150'. */}
                  {r.Payment ? ` · ${postCardPrice(r.Payment)}` : ''}
                </p>
              </div>
              <div>
                <strong>{r.Action}</strong>
                <p>{deadlineText(r)}</p>
              </div>
            </Row>
          </Card>
        </li>
      ))}
    </List>
  );
}
