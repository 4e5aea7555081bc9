import { campaignMessages, offerWaitingLabels, type CampaignDetail, formatUsd } from '@chorus/core';
import { Alert, token } from '@chorus/ui';
import { styled } from 'styled-components';

const Notes = styled.div`
  margin-top: 6px;
  color: ${token('color-text')};
  p + p {
    margin-top: 6px;
  }
  a {
    color: inherit;
  }
`;

/** "$275.00", as the detail's payment reads. */

/** The organiser's notes: sanitized by the server before they leave the API, as the contest's creative direction. */
function FeedbackNotes({ html }: { html: string | null }) {
  return html ? <Notes data-testid="feedback-notes" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

export interface StatusBannerProps {
  campaign: CampaignDetail;
}

/**
 * Where the offer stands (campaigns.md §4): its outcome label with the failed explanation, the draft's review
 * (Draft Upload Success, Draft Rejected with the feedback, Draft Approved), or the contract negotiation, and the
 * client's latest answer to it (an answered change request, a counter offer accepted or declined).
 */
export function StatusBanner({ campaign: c }: StatusBannerProps) {
  const answer = c.LatestAnswer;
  switch (c.State) {
    case 'invited':
      return answer?.Kind === 'answered' ? (
        <Alert tone="info" role="status" title="The client answered your change request">
          The offer is open again: accept it, ask for other changes or decline it below.
          <FeedbackNotes html={answer.Notes} />
        </Alert>
      ) : null;
    case 'failed':
    case 'expired':
    case 'pulled':
      return (
        <Alert tone="danger" role="status" title={c.OutcomeLabel}>
          {c.FailedExplanation ?? (c.State === 'pulled' ? 'The client withdrew this offer.' : null)}
        </Alert>
      );
    case 'declined':
      return answer?.Kind === 'counterDeclined' ? (
        <Alert tone="warning" role="status" title={offerWaitingLabels.counterDeclined}>
          {answer.CounterOfferCents !== null
            ? `The client did not accept your counter offer of ${formatUsd(answer.CounterOfferCents)}, and this offer is closed.`
            : 'The client did not accept your counter offer, and this offer is closed.'}
        </Alert>
      ) : (
        <Alert tone="warning" title={c.OutcomeLabel || 'Declined'}>
          {c.DeclineReason ? `You declined this offer: ${c.DeclineReason}` : 'You declined this offer.'}
        </Alert>
      );
    case 'countered':
      return (
        <Alert tone="info" title={offerWaitingLabels.counterPending}>
          {c.CounterOfferCents !== null
            ? `You asked for ${formatUsd(c.CounterOfferCents)}. The client will answer your counter offer.`
            : 'The client will answer your counter offer.'}
        </Alert>
      );
    case 'negotiating':
      return (
        <Alert tone="info" title={c.Contract.IsRequired ? campaignMessages.awaitingContract : offerWaitingLabels.changesRequested}>
          {c.Contract.SignedContractUrl ? 'Your signed contract was uploaded. ' : ''}
          {c.ChangesRequested ? `You asked for: ${c.ChangesRequested}` : 'The client is looking at the changes you asked for.'}
        </Alert>
      );
    case 'review':
      return (
        <Alert tone="success" title={campaignMessages.draftUploaded}>
          Your draft is under review. We will let you know when the client has looked at it.
        </Alert>
      );
    case 'draft':
      return c.DraftDecision === 'rejected' ? (
        <Alert tone="warning" title={campaignMessages.draftRejected}>
          Please upload a new draft.
          <FeedbackNotes html={c.FeedbackNotes} />
        </Alert>
      ) : (
        <CounterAccepted campaign={c} />
      );
    case 'notify':
      return c.DraftDecision === 'approved' ? (
        <Alert tone="success" title={campaignMessages.draftApproved}>
          Post it now and submit the link below.
          <FeedbackNotes html={c.FeedbackNotes} />
        </Alert>
      ) : (
        <CounterAccepted campaign={c} />
      );
    case 'boost':
      return (
        <Alert tone="info" title={c.OutcomeLabel || 'Active'}>
          Your boost code is still needed before payment.
        </Alert>
      );
    case 'verifying':
      return (
        <Alert tone="info" title="Awaiting verification">
          Your results are in. The client is verifying your post.
        </Alert>
      );
    case 'completed':
      return (
        <Alert tone="success" title={c.OutcomeLabel || 'Completed'}>
          This campaign is complete. Its payment shows under Payments.
        </Alert>
      );
    default:
      return null;
  }
}

/** The work's first stage after the client took the creator's counter offer: the rate it goes on at. */
function CounterAccepted({ campaign: c }: StatusBannerProps) {
  const answer = c.LatestAnswer;
  if (answer?.Kind !== 'counterAccepted' || answer.CounterOfferCents === null) return null;
  return (
    <Alert tone="success" role="status" title="Counter offer accepted">
      {`The client accepted your counter offer: you will be paid ${formatUsd(answer.CounterOfferCents)}.`}
    </Alert>
  );
}
