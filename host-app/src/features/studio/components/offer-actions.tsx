import type { OrgOfferStep } from '@chorus/client';
import { campaignAdminMessages, formatUsd, isOpenOffer, type AdminOffer, type OrganisationRole } from '@chorus/core';
import { Button, token } from '@chorus/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { TextArea } from '../../../components/form/form-controls.tsx';
import { postOfferStep } from '../api/studio-campaigns.ts';
import { useAction } from '../hooks/use-action.tsx';
import { canModerate } from './moderation-queue.tsx';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 14px;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface-sunken')};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
`;

const Note = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
`;

/** What each step says once the server took it. */
const done: Record<OrgOfferStep, string> = {
  'approve-draft': 'Draft approved. The creator was told to post it.',
  'reject-draft': 'Changes requested. The creator was sent your feedback.',
  'answer-request': 'Answer sent. The offer is open to the creator again.',
  'accept-counter': 'Counter offer accepted: the offer now pays the new rate.',
  'reject-counter': 'Counter offer rejected: the offer is closed.',
  verify: 'Results verified: the payment is To Be Paid.',
  complete: 'Offer completed.',
  pull: 'Offer pulled.',
};

/** Steps that change the offer for good: asked once more before they are taken. */
const confirmed: Partial<Record<OrgOfferStep, string>> = {
  'accept-counter': 'Accept the counter offer?',
  'reject-counter': 'Reject the counter offer? The offer closes.',
  pull: 'Pull this offer? The creator is told and the offer closes.',
};

export interface OfferActionsProps {
  offer: AdminOffer;
  role: OrganisationRole;
  /** After a step the server took: reload the offer and the list. */
  onDone: () => void;
}

/**
 * The organiser's steps for the offer's state (editors and owners; a viewer is told who acts): review a draft
 * (approve, optionally with notes, or request changes, notes required), answer a change request, accept or reject a
 * counter offer, verify results (To Be Paid), complete, pull. A refused step shows the server's message.
 */
export function OfferActions({ offer: o, role, onDone }: OfferActionsProps) {
  const { busy, run, status } = useAction<OrgOfferStep>();
  const [notes, setNotes] = useState('');
  const [notesError, setNotesError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<OrgOfferStep | null>(null);
  if (!canModerate(role)) return <Note>You can read this offer; an editor or owner of the organisation takes its steps.</Note>;

  async function take(step: OrgOfferStep) {
    const needsNotes = step === 'reject-draft' || step === 'answer-request';
    if (needsNotes && !notes.trim()) {
      setNotesError(campaignAdminMessages.feedbackRequired);
      return;
    }
    setNotesError(null);
    setConfirming(null);
    const withNotes = step === 'reject-draft' || step === 'answer-request' || (step === 'approve-draft' && notes.trim());
    const ok = await run(step, async () => {
      await postOfferStep(o.id, step, withNotes ? notes : undefined);
      return done[step];
    });
    if (ok) {
      setNotes('');
      onDone();
    }
  }

  const button = (step: OrgOfferStep, label: string, variant: 'primary' | 'secondary' | 'danger' = 'secondary') =>
    confirmed[step] && confirming !== step ? (
      <Button key={step} type="button" variant={variant} disabled={busy !== null} onClick={() => setConfirming(step)}>
        {label}
      </Button>
    ) : (
      <Button key={step} type="button" variant={variant} loading={busy === step} disabled={busy !== null && busy !== step} onClick={() => void take(step)}>
        {confirmed[step] ? `Yes, ${label.toLowerCase()}` : label}
      </Button>
    );

  const notesField = (label: string, hint: string) => (
    <TextArea label={label} hint={hint} rows={4} value={notes} error={notesError ?? undefined} onChange={(e) => setNotes(e.target.value)} />
  );
  const s = o.state;
  const completes = s === 'notify' || s === 'boost' || s === 'results' || s === 'verifying';

  return (
    <Box aria-labelledby={`offer-actions-${o.id}`}>
      <h3 id={`offer-actions-${o.id}`}>Your next step</h3>
      <Note>{o.nextStep}</Note>
      {s === 'review' ? (
        <>
          {notesField('Feedback for the creator', 'Optional to approve, required to request changes. Simple HTML (paragraphs, bold, lists, links) is kept.')}
          <Row>
            {button('approve-draft', 'Approve draft', 'primary')}
            {button('reject-draft', 'Request changes')}
          </Row>
        </>
      ) : null}
      {s === 'negotiating' ? (
        <>
          {notesField('Your answer to the change request', 'The creator reads it on the offer, in a notification and by mail.')}
          <Row>{button('answer-request', 'Send answer', 'primary')}</Row>
        </>
      ) : null}
      {s === 'countered' ? (
        <Row>
          {o.counterOfferCents !== null ? <span>The creator asks {formatUsd(o.counterOfferCents)} instead of {formatUsd(o.rateCents)}.</span> : null}
          {button('accept-counter', 'Accept counter', 'primary')}
          {button('reject-counter', 'Reject counter')}
        </Row>
      ) : null}
      {s === 'verifying' || completes || isOpenOffer(s) ? (
        <Row>
          {s === 'verifying' ? button('verify', 'Verify results', 'primary') : null}
          {completes ? button('complete', 'Complete offer') : null}
          {isOpenOffer(s) ? button('pull', 'Pull offer', 'danger') : null}
        </Row>
      ) : null}
      {confirming ? (
        <Row role="alert">
          <span>{confirmed[confirming]}</span>
          <Button type="button" variant="ghost" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
        </Row>
      ) : null}
      {!isOpenOffer(s) ? <Note>This offer is closed: there is nothing more to do.</Note> : null}
      {status}
    </Box>
  );
}
