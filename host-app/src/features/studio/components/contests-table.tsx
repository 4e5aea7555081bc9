import { formatDate, formatUsd, type OrgContestSummary } from '@chorus/core';
import { Badge, VisuallyHidden, type BadgeTone } from '@chorus/ui';
import { Link } from 'react-router-dom';
import { Table, TableScroller } from '../../../components/data/data-table.tsx';

/** Where a contest stands, as the studio lists it. */
export function contestState(c: Pick<OrgContestSummary, 'isActive' | 'hasEnded' | 'prizesPaid'>): { label: string; tone: BadgeTone } {
  if (c.hasEnded && c.prizesPaid) return { label: 'Paid', tone: 'success' };
  if (c.hasEnded) return { label: 'Ended', tone: 'neutral' };
  if (!c.isActive) return { label: 'Draft', tone: 'warning' };
  return { label: 'Live', tone: 'success' };
}

const dateOf = (iso: string | null) => formatDate(iso) || '—';

const count = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString('en-US'));

/** The organisation's contests: state, entries, approvals, views and likes, prizes and end date; the name opens the contest. */
export function ContestsTable({ contests }: { contests: OrgContestSummary[] }) {
  return (
    <TableScroller>
      <Table>
        <caption>
          <VisuallyHidden>Your contests</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Contest</th>
            <th scope="col">State</th>
            <th scope="col">Entries</th>
            <th scope="col">Approved</th>
            <th scope="col">Views</th>
            <th scope="col">Likes</th>
            <th scope="col">Prizes</th>
            <th scope="col">Ends</th>
          </tr>
        </thead>
        <tbody>
          {contests.map((c) => {
            const state = contestState(c);
            return (
              <tr key={c.id}>
                <th scope="row">
                  <Link to={`/studio/contests/${c.id}`}>{c.name}</Link>
                </th>
                <td>
                  <Badge tone={state.tone}>{state.label}</Badge>
                </td>
                <td>{c.entriesCount.toLocaleString('en-US')}</td>
                <td>{c.approvedCount.toLocaleString('en-US')}</td>
                <td>{count(c.views)}</td>
                <td>{count(c.likes)}</td>
                <td>{formatUsd(c.prizeTotalCents)}</td>
                <td>{dateOf(c.endDate)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableScroller>
  );
}
