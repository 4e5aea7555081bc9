import { formatUsd, type CreatorContestPayment, formatDate } from '@chorus/core';
import { Button, Card, mediaUp, token } from '@chorus/ui';
import { Trophy } from 'lucide-react';
import { styled } from 'styled-components';
import { formatPayBy, PaymentStatusBadge } from './payment-status-badge.tsx';
import { paymentLabel } from './payments-table.tsx';

export const CardGrid = styled.ul`
  display: grid;
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mediaUp('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mediaUp('lg')} {
    grid-template-columns: repeat(3, 1fr);
    gap: 18px;
  }
`;

const Item = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
`;

const Tile = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 12px;
  background: linear-gradient(135deg, #ff8a65, #e5533d);
  color: #fff;
`;

const Name = styled.h2`
  font-size: 1rem;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Amount = styled.p`
  font-size: 1.75rem;
  font-weight: 800;
  letter-spacing: -0.03em;
  font-variant-numeric: tabular-nums;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 12px;
  margin: 0;
  padding-top: 12px;
  border-top: 1px solid ${token('color-border')};
  font-size: 0.875rem;
  dt {
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    text-align: right;
    overflow-wrap: anywhere;
    font-weight: 550;
  }
`;

export interface PaymentCardsProps {
  payments: CreatorContestPayment[];
  busy: boolean;
  /** Opens a payment's timeline. */
  onTimeline?: (p: CreatorContestPayment) => void;
}

/** Grid view: one card per payment with the same facts as the list. */
export function PaymentCards({ payments, busy, onTimeline }: PaymentCardsProps) {
  return (
    <CardGrid aria-label="Contest payments" aria-busy={busy || undefined}>
      {payments.map((p) => (
        <Item key={p.id} element="li" aria-labelledby={`payment-${p.id}`}>
          <Top>
            <div style={{ display: 'flex', gap: 12, alignItems: 'center', minWidth: 0 }}>
              <Tile aria-hidden="true">
                <Trophy size={20} />
              </Tile>
              <Name id={`payment-${p.id}`}>{p.CompetitionName}</Name>
            </div>
            <PaymentStatusBadge status={p.Status} />
          </Top>
          <Amount>{formatUsd(p.Amount)}</Amount>
          <Facts>
            {p.PlaceLabel ? (
              <>
                <dt>Place</dt>
                <dd>{p.PlaceLabel}</dd>
              </>
            ) : null}
            {p.PayBy && p.Status !== 'Paid' ? (
              <>
                <dt>Pay by</dt>
                <dd>{formatPayBy(p.PayBy)}</dd>
              </>
            ) : null}
            <dt>Competition ID</dt>
            <dd>#{p.CompetitionID}</dd>
            <dt>PayPal Email</dt>
            <dd>{p.PaymentEmail ?? 'Not set'}</dd>
            <dt>Last Updated</dt>
            <dd>{formatDate(p.updatedAt)}</dd>
          </Facts>
          {onTimeline ? (
            <Button variant="secondary" size="sm" onClick={() => onTimeline(p)} aria-label={`Timeline of ${paymentLabel(p)}`}>
              Timeline
            </Button>
          ) : null}
        </Item>
      ))}
    </CardGrid>
  );
}
