import { formatCampaignDeadline, formatUsd, openOfferStates, uncommittedOfferStates, type AdminCampaign, type OfferState } from '@chorus/core';
import type { BadgeTone } from '@chorus/ui';

// What the studio's campaign screens say about offers and money: one place for the list, the pipeline and the review.

/** An offer's state in words (the pipeline's filter and column, the review's header). */
export const offerStateLabels: Record<OfferState, string> = {
  invited: 'Invited',
  negotiating: 'Change requested',
  countered: 'Counter offer',
  declined: 'Declined',
  expired: 'Expired',
  draft: 'Making the draft',
  review: 'Draft to review',
  notify: 'Posting',
  boost: 'Boost code',
  results: 'Results due',
  verifying: 'Results to verify',
  completed: 'Completed',
  failed: 'Failed',
  pulled: 'Pulled',
};

export function offerStateTone(s: OfferState): BadgeTone {
  if (s === 'completed') return 'success';
  if (s === 'negotiating' || s === 'countered' || s === 'review' || s === 'verifying') return 'warning';
  if ((uncommittedOfferStates as readonly OfferState[]).includes(s)) return 'danger';
  return 'neutral';
}

/** A deadline as the creator sees it: America/Chicago, to the minute. */
export const deadlineText = (iso: string | null) => (iso ? formatCampaignDeadline(new Date(iso)) : '—');

/** A moment of the offer's log, in the viewer's own zone. */
export const momentText = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The campaign's offers by state, grouped as the list shows them: still open, completed, closed without a post. */
export function offerCounts(offers: AdminCampaign['offers']) {
  const sum = (states: readonly string[]) => states.reduce((n, s) => n + (offers[s] ?? 0), 0);
  return { open: sum(openOfferStates), completed: offers.completed ?? 0, closed: sum(uncommittedOfferStates) };
}

/** What the budget has left once the offers' rates are committed, or null without a budget. */
export const remainingCents = (c: Pick<AdminCampaign, 'budgetCents' | 'spend'>) => (c.budgetCents === null ? null : Math.max(0, c.budgetCents - c.spend.committedCents));

/** "Budget $5,000.00, $1,200.00 left" or "No budget". */
export const budgetText = (c: Pick<AdminCampaign, 'budgetCents' | 'spend'>) =>
  c.budgetCents === null ? 'No budget' : `${formatUsd(c.budgetCents)}, ${formatUsd(remainingCents(c)!)} left`;

/**
 * Dollars typed by the organiser ("1,250.5", "$40") as cents; '' is null (none), anything else not a sum of money
 * is undefined.
 */
export function centsOf(text: string): number | null | undefined {
  const t = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!t) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return undefined;
  return Math.round(Number(t) * 100);
}

/** Cents as the dollars field shows them: "1250.50", "40". */
export const dollarsOf = (cents: number | null) => (cents === null ? '' : cents % 100 ? (cents / 100).toFixed(2) : String(cents / 100));
