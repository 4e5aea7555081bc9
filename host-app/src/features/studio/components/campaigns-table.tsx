import { formatUsd, type AdminCampaign } from '@chorus/core';
import { Badge, VisuallyHidden } from '@chorus/ui';
import { Link } from 'react-router-dom';
import { CellNote, Table, TableScroller } from '../../../components/data/data-table.tsx';
import { offerCounts, remainingCents } from './campaign-labels.ts';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The organisation's campaigns: platform, kind and rate; the budget with what is left of it once the offers' rates
 * are committed; the spend (committed, To Be Paid, Paid); the offers still open, completed and closed. The title
 * opens the campaign. Scrolls sideways inside itself on a phone.
 */
export function CampaignsTable({ campaigns }: { campaigns: AdminCampaign[] }) {
  return (
    <TableScroller tabIndex={0} role="region" aria-label="Campaigns">
      <Table>
        <caption>
          <VisuallyHidden>Your campaigns: their budget, spend and offers</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Campaign</th>
            <th scope="col">Platform</th>
            <th scope="col">Kind</th>
            <th scope="col" data-num>
              Rate
            </th>
            <th scope="col" data-num>
              Budget
            </th>
            <th scope="col" data-num>
              Committed
            </th>
            <th scope="col" data-num>
              To Be Paid
            </th>
            <th scope="col" data-num>
              Paid
            </th>
            <th scope="col" data-num>
              Open offers
            </th>
            <th scope="col" data-num>
              Completed
            </th>
            <th scope="col" data-num>
              Closed
            </th>
          </tr>
        </thead>
        <tbody>
          {campaigns.map((c) => {
            const counts = offerCounts(c.offers);
            const left = remainingCents(c);
            return (
              <tr key={c.id}>
                <th scope="row">
                  <Link to={`/studio/campaigns/${c.id}`}>{c.title}</Link>
                  <CellNote>{c.brandName}</CellNote>
                </th>
                <td>{c.platform}</td>
                <td>
                  <Badge tone={c.kind === 'brand' ? 'brand' : 'neutral'}>{c.kind === 'brand' ? 'Brand' : 'Song'}</Badge>
                </td>
                <td data-num>{formatUsd(c.rateCents)}</td>
                <td data-num>
                  {c.budgetCents === null ? 'None' : formatUsd(c.budgetCents)}
                  {left !== null ? <CellNote>{formatUsd(left)} left</CellNote> : null}
                </td>
                <td data-num>{formatUsd(c.spend.committedCents)}</td>
                <td data-num>{formatUsd(c.spend.toBePaidCents)}</td>
                <td data-num>{formatUsd(c.spend.paidCents)}</td>
                <td data-num>{count(counts.open)}</td>
                <td data-num>{count(counts.completed)}</td>
                <td data-num>{count(counts.closed)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableScroller>
  );
}
