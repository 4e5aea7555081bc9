import { campaignMessages, type CampaignDetail } from '@chorus/core';
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

/** The organiser's notes: sanitized by the server before they leave the API, as the contest's creative direction. */
function FeedbackNotes({ html }: { html: string | null }) {
  return html ? <Notes data-testid="feedback-notes" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

export interface StatusBannerProps {
  campaign: CampaignDetail;
}

/**
 * Where the offer stands (campaigns.md §4): its outcome label with the failed explanation, the draft's review
 * (Draft Upload Success, Draft Rejected with the feedback, Draft Approved), or the contract negotiation.
 */
export function StatusBanner({ campaign: c }: StatusBannerProps) {
  switch (c.State) {
    case 'failed':
    case 'expired':
    case 'pulled':
      return (
        <Alert tone="danger" role="status" title={c.OutcomeLabel}>
          {c.FailedExplanation ?? (c.State === 'pulled' ? 'The client withdrew this offer.' : null)}
        </Alert>
      );
    case 'declined':
      return (
        <Alert tone="warning" title={c.OutcomeLabel || 'Declined'}>
          {c.DeclineReason ? `You declined this offer: ${c.DeclineReason}` : 'You declined this offer.'}
        </Alert>
      );
    case 'countered':
      return (
        <Alert tone="info" title="Counter offer sent">
          {c.CounterOfferCents !== null
            ? `You asked for $${(c.CounterOfferCents / 100).toFixed(2)}. The client will answer your counter offer.`
            : 'The client will answer your counter offer.'}
        </Alert>
      );
    case 'negotiating':
      return (
        <Alert tone="info" title={campaignMessages.awaitingContract}>
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
      ) : null;
    case 'notify':
      return c.DraftDecision === 'approved' ? (
        <Alert tone="success" title={campaignMessages.draftApproved}>
          Post it now and submit the link below.
          <FeedbackNotes html={c.FeedbackNotes} />
        </Alert>
      ) : null;
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
