import type { CampaignRow } from '@chorus/core';
import { Badge } from '@chorus/ui';
import { Link } from 'react-router-dom';
import { Table, TableScroller } from '../../../components/data/data-table.tsx';
import { detailPath } from '../utils/offer-ref.ts';

export interface CampaignTableProps {
  rows: CampaignRow[];
  busy?: boolean;
}

/** The list view (campaigns.md §2): Title, Handle, Platform, Action, Rate; an empty action reads 'No Action Required'. */
export function CampaignTable({ rows, busy }: CampaignTableProps) {
  return (
    <TableScroller tabIndex={0} role="region" aria-label="Campaigns table">
      <Table aria-label="Campaigns" aria-busy={busy || undefined}>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Handle</th>
            <th scope="col">Platform</th>
            <th scope="col">Action</th>
            <th scope="col" data-num>
              Rate
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.PostID}>
              <td>
                <Link to={detailPath({ postId: row.PostID, uid: row.UID })}>{row.CampaignTitle}</Link>
                {row.IsNew ? (
                  <>
                    {' '}
                    <Badge tone="brand">New</Badge>
                  </>
                ) : null}
              </td>
              <td>{row.Handle}</td>
              <td>{row.Platform}</td>
              <td>{row.Action}</td>
              <td data-num>{row.PostPayment}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroller>
  );
}
