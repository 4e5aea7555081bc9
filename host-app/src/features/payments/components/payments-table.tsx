import { formatUsd, type CreatorContestPayment, formatDate } from '@chorus/core';
import { token } from '@chorus/ui';
import { styled } from 'styled-components';
import { CellNote, Table, TableScroller } from '../../../components/data/data-table.tsx';
import { formatPayBy, PaymentStatusBadge } from './payment-status-badge.tsx';

export interface PaymentsTableProps {
  payments: CreatorContestPayment[];
  busy: boolean;
  /** Opens a payment's timeline. */
  onTimeline?: (p: CreatorContestPayment) => void;
}

/** What a contest payment is for: the contest, and the place when it is a prize ("Winter Lights · 2nd Place"). */
export const paymentLabel = (p: Pick<CreatorContestPayment, 'CompetitionName' | 'PlaceLabel'>) =>
  p.PlaceLabel ? `${p.CompetitionName} · ${p.PlaceLabel}` : p.CompetitionName;

/** A button that reads as a link: the payment's name, opening its timeline. */
export const TimelineLink = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${token('color-primary')};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  text-align: left;
`;

/** List view (contests.md §9): Competition ID, PayPal Email, Amount, Last Updated, Status. */
export function PaymentsTable({ payments, busy, onTimeline }: PaymentsTableProps) {
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
                <CellNote>
                  {onTimeline ? (
                    // The name holds the text it shows (axe: label-content-name-mismatch).
                    <TimelineLink type="button" onClick={() => onTimeline(p)} aria-label={`Timeline of ${paymentLabel(p)}`}>
                      {paymentLabel(p)}
                    </TimelineLink>
                  ) : (
                    paymentLabel(p)
                  )}
                  {p.PayBy && p.Status !== 'Paid' ? ` · pay by ${formatPayBy(p.PayBy)}` : null}
                </CellNote>
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
