import { formatUsd, type CreatorContestPayment } from '@chorus/core';
import { CellNote, Table, TableScroller } from '../../../components/data/data-table.tsx';
import { formatDate, PaymentStatusBadge } from './payment-status-badge.tsx';

export interface PaymentsTableProps {
  payments: CreatorContestPayment[];
  busy: boolean;
}

/** List view (contests.md §9): Competition ID, PayPal Email, Amount, Last Updated, Status. */
export function PaymentsTable({ payments, busy }: PaymentsTableProps) {
  return (
    <TableScroller role="region" aria-label="Contest payments" tabIndex={0}>
      <Table aria-label="Contest payments" aria-busy={busy || undefined}>
        <thead>
          <tr>
            <th scope="col">Competition ID</th>
            <th scope="col">PayPal Email</th>
            <th scope="col" data-num="">
              Amount
            </th>
            <th scope="col">Last Updated</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id}>
              <td>
                <strong>#{p.CompetitionID}</strong>
                <CellNote>{p.PlaceLabel ? `${p.CompetitionName} · ${p.PlaceLabel}` : p.CompetitionName}</CellNote>
              </td>
              <td>{p.PaymentEmail ?? <CellNote as="span">Not set</CellNote>}</td>
              <td data-num="">
                <strong>{formatUsd(p.Amount)}</strong>
              </td>
              <td style={{ whiteSpace: 'nowrap' }}>{formatDate(p.updatedAt)}</td>
              <td>
                <PaymentStatusBadge status={p.Status} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroller>
  );
}
