import { CAMPAIGN_TIME_ZONE, formatDate } from '@chorus/core';
import { Badge } from '@chorus/ui';
import type { ContestPaymentStatus } from '../api/contest-payments.ts';

export function PaymentStatusBadge({ status }: { status: ContestPaymentStatus }) {
  return <Badge tone={status === 'Paid' ? 'success' : 'warning'}>{status}</Badge>;
}

/** A pay-by day ('Apr 30, 2027'): the day in the organiser's zone (Chicago, as campaign deadlines), whatever the viewer's (the deadline is the end of it there). */
export const formatPayBy = (iso: string) => formatDate(iso, { timeZone: CAMPAIGN_TIME_ZONE });
