import { Badge } from '@chorus/ui';
import type { ContestPaymentStatus } from '../api/contest-payments.ts';

export function PaymentStatusBadge({ status }: { status: ContestPaymentStatus }) {
  return <Badge tone={status === 'Paid' ? 'success' : 'warning'}>{status}</Badge>;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const payByFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'America/Chicago' });
/** A pay-by day ('Apr 30, 2027'): the day in the organiser's zone, whatever the viewer's (the deadline is the end of it there). */
export const formatPayBy = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : payByFormat.format(d);
};
/** 'Nov 20, 2026' in the viewer's zone. */
export const formatDate = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dateFormat.format(d);
};
