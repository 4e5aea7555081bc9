import { Badge } from '@chorus/ui';
import type { ContestPaymentStatus } from '../api/contest-payments.ts';

export function PaymentStatusBadge({ status }: { status: ContestPaymentStatus }) {
  return <Badge tone={status === 'Paid' ? 'success' : 'warning'}>{status}</Badge>;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
/** 'Nov 20, 2026' in the viewer's zone. */
export const formatDate = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dateFormat.format(d);
};
