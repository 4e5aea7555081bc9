import { formatUsd, formatDate } from '@chorus/core';
import { Alert, Button, token } from '@chorus/ui';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { errorMessages } from '../../../hooks/use-query.ts';
import { useTimeline } from '../hooks/use-payments.ts';
import { formatPayBy } from './payment-status-badge.tsx';

const Dialog = styled.dialog`
  width: min(520px, calc(100vw - 32px));
  max-height: calc(100vh - 64px);
  padding: 24px;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  color: ${token('color-text')};
  &::backdrop {
    background: ${token('color-overlay')};
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 12px;
  margin-bottom: 16px;
  h2 {
    font-size: 1.125rem;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0 0 16px;
  padding: 0 0 0 18px;
  border-left: 2px solid ${token('color-border')};
  display: grid;
  gap: 14px;
  li {
    position: relative;
  }
  li::before {
    content: '';
    position: absolute;
    left: -25px;
    top: 5px;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${token('color-primary')};
  }
  time,
  small {
    display: block;
    color: ${token('color-text-muted')};
    font-size: 0.875rem;
  }
`;

const Due = styled.p`
  padding: 12px;
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-sunken')};
  font-size: 0.9375rem;
`;

export interface PaymentTimelineDialogProps {
  payment: { type: 'campaign' | 'contest'; id: number; title: string } | null;
  onClose: () => void;
}

/** A payment's timeline in a native modal <dialog> (focus kept inside, Escape closes), loaded when opened. */
export function PaymentTimelineDialog({ payment, onClose }: PaymentTimelineDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const timeline = useTimeline(payment ? { type: payment.type, id: payment.id } : null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    // Browsers without showModal (old engines, jsdom) still show it, as a non-modal dialog.
    if (payment && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    if (!payment && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
    }
  }, [payment]);
  const data = timeline.data?.results.data;
  return (
    <Dialog ref={ref} aria-labelledby="payment-timeline-title" onClose={onClose} onCancel={onClose}>
      {payment ? (
        <>
          <Head>
            <h2 id="payment-timeline-title">Payment timeline: {payment.title}</h2>
            <Button variant="ghost" size="sm" aria-label="Close" onClick={onClose}>
              <X size={18} aria-hidden="true" />
            </Button>
          </Head>
          {timeline.error ? <Alert tone="danger">{errorMessages(timeline.error).join(' ')}</Alert> : null}
          {!data && !timeline.error ? <p role="status">Loading the timeline…</p> : null}
          {data ? (
            <>
              <p style={{ marginBottom: 12 }}>
                <strong>{formatUsd(data.amountCents)}</strong> · {data.status}
              </p>
              <Steps aria-label="Timeline">
                {data.events.map((e, i) => (
                  <li key={`${e.key}-${i}`}>
                    <strong>{e.label}</strong>
                    <time dateTime={e.at}>{formatDate(e.at)}</time>
                    {e.detail ? <small>{e.detail}</small> : null}
                  </li>
                ))}
              </Steps>
              {data.expectedPayDate && data.dueRule === 'directBonus' ? (
                <Due>
                  Paid by <strong>{formatPayBy(data.expectedPayDate)}</strong>: the direct bonus is paid by April 30th, to your confirmed
                  payment email.
                </Due>
              ) : data.expectedPayDate ? (
                <Due>
                  Expected by <strong>{formatDate(data.expectedPayDate)}</strong>: the organiser pays within {data.paymentTermsDays} days of
                  approval, to your confirmed payment email.
                </Due>
              ) : data.status === 'Paid' ? null : (
                <Due>Once approved, this payment is due within {data.paymentTermsDays} days (the organiser’s payment terms).</Due>
              )}
            </>
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
