// The organiser studio's view of campaign offers (issue 22): what the organiser must do next, who took each step of
// an offer's log, and which offers commit the campaign's budget. Shared by the server (it answers them) and the UI.

import { offerActions, type OfferState } from './campaigns.ts';

/** Offers that no longer commit money: the budget counts every other one (an invite commits its rate). */
export const uncommittedOfferStates = ['declined', 'expired', 'failed', 'pulled'] as const satisfies readonly OfferState[];
export const commitsBudget = (s: OfferState) => !(uncommittedOfferStates as readonly OfferState[]).includes(s);

/** The states where the organiser, not the creator, must act next. */
export const organiserTurnStates = ['negotiating', 'countered', 'review', 'verifying'] as const satisfies readonly OfferState[];
export const isOrganiserTurn = (s: OfferState) => (organiserTurnStates as readonly OfferState[]).includes(s);

/** What the organiser must do next, in words, for an offer in this state. */
export const offerNextSteps: Record<OfferState, string> = {
  invited: 'Waiting for the creator to answer the invite',
  negotiating: 'Answer the change request',
  countered: 'Accept or reject the counter offer',
  draft: 'Waiting for the creator’s draft',
  review: 'Review the draft',
  notify: 'Waiting for the creator to post',
  boost: 'Waiting for the creator’s boost code',
  results: 'Waiting for the creator’s results',
  verifying: 'Verify the results',
  completed: 'Nothing: closed',
  declined: 'Nothing: closed',
  expired: 'Nothing: closed',
  failed: 'Nothing: closed',
  pulled: 'Nothing: closed',
};
export const offerNextStep = (s: OfferState): string => offerNextSteps[s];

/** Who took a step of an offer's log: the invite and the organiser's steps are the organiser's, sweeps the system's. */
export type OfferEventBy = 'creator' | 'organiser' | 'system';
export function offerEventBy(action: string): OfferEventBy {
  if (action === 'invite') return 'organiser';
  const known = (offerActions as Record<string, { by: string } | undefined>)[action];
  if (!known) return 'system';
  return known.by === 'sweep' ? 'system' : (known.by as 'creator' | 'organiser');
}

/** The kinds of file an offer may hold that its organisation may open. */
export const offerFileKinds = ['draft', 'contract', 'results'] as const;
export type OfferFileKind = (typeof offerFileKinds)[number];
