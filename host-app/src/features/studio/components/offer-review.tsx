import { formatUsd, type AdminOfferDetail, type OfferEvent, type OrganisationRole } from '@chorus/core';
import { Badge, Modal, Spinner, token, VisuallyHidden } from '@chorus/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { errorMessages } from '../../../hooks/use-query.ts';
import { offerFileUrl } from '../api/studio-campaigns.ts';
import { useOrgOffer } from '../hooks/use-studio-campaigns.ts';
import { deadlineText, momentText, offerStateLabels, offerStateTone } from './campaign-labels.ts';
import { OfferActions } from './offer-actions.tsx';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 18px;
  h3 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
    gap: 8px 16px;
    margin: 0;
  }
  dt {
    color: ${token('color-text-muted')};
    font-size: 0.8125rem;
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  video,
  img,
  object {
    display: block;
    max-width: 100%;
    max-height: 420px;
    border-radius: ${token('radius-md')};
  }
  object {
    width: 100%;
    height: 420px;
  }
`;

const Quote = styled.blockquote`
  margin: 0;
  padding: 10px 14px;
  border-left: 4px solid ${token('color-primary')};
  background: ${token('color-surface-sunken')};
  white-space: pre-wrap;
`;

const Side = styled.div`
  display: grid;
  gap: 14px;
  @media (min-width: 640px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Log = styled.ol`
  margin: 0;
  padding-left: 20px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  time {
    color: ${token('color-text-muted')};
    font-size: 0.8125rem;
    display: block;
  }
`;

/** The steps of an offer's log, as a sentence's verb. */
const actionWords: Record<string, string> = {
  invite: 'sent the invite',
  accept: 'accepted the offer',
  requestChanges: 'asked for changes',
  decline: 'declined the offer',
  counterOffer: 'made a counter offer',
  answerRequest: 'answered the change request',
  acceptCounter: 'accepted the counter offer',
  rejectCounter: 'rejected the counter offer',
  submitDraft: 'submitted a draft',
  deleteDraft: 'withdrew the draft',
  approveDraft: 'approved the draft',
  rejectDraft: 'asked for changes to the draft',
  submitPostUrl: 'submitted the post URL',
  saveBoostCode: 'saved the boost code',
  submitResults: 'submitted the results',
  verify: 'verified the results',
  complete: 'completed the offer',
  pull: 'pulled the offer',
  expire: 'closed the invite: no answer in time',
  fail: 'closed the offer: no post in time',
};

/** "stickerTaps" → "Sticker taps". */
const words = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());
/** A value of the log's detail as plain text (notes are HTML: their words only; sums of cents as dollars). */
function detailText(key: string, value: unknown): string {
  if (typeof value === 'number') return key.endsWith('Cents') ? formatUsd(value) : value.toLocaleString('en-US');
  if (typeof value === 'string') return value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return JSON.stringify(value);
}

function EventItem({ event: e, handle }: { event: OfferEvent; handle: string }) {
  const who = e.by === 'creator' ? handle : e.by === 'organiser' ? 'Your organisation' : 'Chorus';
  const detail = Object.entries(e.detail ?? {}).filter(([, v]) => v !== null && v !== undefined && v !== '');
  return (
    <li>
      <time dateTime={e.at}>{momentText(e.at)}</time>
      <strong>{who}</strong> {actionWords[e.action] ?? words(e.action).toLowerCase()}
      {e.fromState !== e.toState ? ` (${offerStateLabels[e.toState]})` : null}
      {detail.length ? (
        <ul>
          {detail.map(([k, v]) => (
            <li key={k}>
              {words(k)}: {detailText(k, v)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The draft file: its content type is not in the offer, so it is tried as a video, then an image, then (a PDF or
 * anything else) an embedded object; the link to open it is always there.
 */
function DraftFile({ offerId, handle }: { offerId: number; handle: string }) {
  const [as, setAs] = useState<'video' | 'image' | 'object'>('video');
  const url = offerFileUrl(offerId, 'draft');
  return (
    <>
      {as === 'video' ? <video controls preload="metadata" src={url} aria-label={`${handle}'s draft`} onError={() => setAs('image')} /> : null}
      {as === 'image' ? <img src={url} alt={`${handle}'s draft`} onError={() => setAs('object')} /> : null}
      {as === 'object' ? (
        <object data={url} aria-label={`${handle}'s draft`}>
          <p>The draft cannot be shown here.</p>
        </object>
      ) : null}
      <a href={url} target="_blank" rel="noopener noreferrer">
        Open the draft file<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    </>
  );
}

function OfferBody({ offer: o, role, onDone }: { offer: AdminOfferDetail; role: OrganisationRole; onDone: () => void }) {
  const results = Object.entries(o.results ?? {});
  return (
    <Body>
      <dl>
        <div>
          <dt>Creator</dt>
          <dd>
            {o.handle} · {o.name}
          </dd>
        </div>
        <div>
          <dt>Platform</dt>
          <dd>{o.platform}</dd>
        </div>
        <div>
          <dt>State</dt>
          <dd>
            <Badge tone={offerStateTone(o.state)}>{offerStateLabels[o.state]}</Badge>
          </dd>
        </div>
        <div>
          <dt>Rate</dt>
          <dd>{formatUsd(o.rateCents)}</dd>
        </div>
        <div>
          <dt>Deadline (Chicago time)</dt>
          <dd>{deadlineText(o.deadline)}</dd>
        </div>
      </dl>
      {o.changesRequested ? (
        <section aria-label="Change request">
          <h3>The creator asks for changes</h3>
          <Quote>{o.changesRequested}</Quote>
        </section>
      ) : null}
      {o.counterOfferCents !== null ? (
        <p>
          <strong>Counter offer:</strong> {formatUsd(o.counterOfferCents)} (the rate is {formatUsd(o.rateCents)})
        </p>
      ) : null}
      {o.declineReason ? <p>Declined: {o.declineReason}</p> : null}
      <OfferActions offer={o} role={role} onDone={onDone} />
      {o.draftFileId !== null || o.draftUrl || o.draftCaption ? (
        <section aria-label="Draft">
          <h3>Draft{o.draftDecision ? ` (${o.draftDecision})` : ''}</h3>
          {o.draftFileId !== null ? <DraftFile offerId={o.id} handle={o.handle} /> : null}
          {o.draftUrl ? (
            <p>
              <a href={o.draftUrl} target="_blank" rel="noopener noreferrer">
                Draft link<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </p>
          ) : null}
          {o.draftCaption ? (
            <>
              <h3>Caption</h3>
              <Quote>{o.draftCaption}</Quote>
            </>
          ) : null}
        </section>
      ) : null}
      {o.feedbackNotes ? (
        <section aria-label="Your feedback">
          <h3>Your feedback</h3>
          {/* Sanitized by the server before it is stored and sent. */}
          <Quote as="div" style={{ whiteSpace: 'normal' }} dangerouslySetInnerHTML={{ __html: o.feedbackNotes }} />
        </section>
      ) : null}
      <dl>
        {o.contractFileId !== null ? (
          <div>
            <dt>Signed contract</dt>
            <dd>
              <a href={offerFileUrl(o.id, 'contract')} target="_blank" rel="noopener noreferrer">
                Open the signed contract<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </dd>
          </div>
        ) : null}
        {o.postUrl ? (
          <div>
            <dt>Post</dt>
            <dd>
              <a href={o.postUrl} target="_blank" rel="noopener noreferrer">
                {o.postUrl.replace(/^https?:\/\/(www\.)?/, '').slice(0, 60)}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </dd>
          </div>
        ) : null}
        {o.boostCode ? (
          <div>
            <dt>Boost code</dt>
            <dd>
              <code>{o.boostCode}</code>
            </dd>
          </div>
        ) : null}
      </dl>
      {results.length || o.resultsFileId !== null ? (
        <section aria-label="Results">
          <h3>Results</h3>
          <Side>
            <dl>
              {results.map(([k, v]) => (
                <div key={k}>
                  <dt>{words(k)}</dt>
                  <dd>{v.toLocaleString('en-US')}</dd>
                </div>
              ))}
            </dl>
            {o.resultsFileId !== null ? (
              <a href={offerFileUrl(o.id, 'results')} target="_blank" rel="noopener noreferrer">
                <img src={offerFileUrl(o.id, 'results')} alt={`${o.handle}'s results screenshot (opens in a new tab)`} />
              </a>
            ) : null}
          </Side>
        </section>
      ) : null}
      <section aria-label="History">
        <h3>History</h3>
        {o.events.length ? (
          <Log>
            {o.events.map((e, i) => (
              <EventItem key={`${e.at}-${i}`} event={e} handle={o.handle} />
            ))}
          </Log>
        ) : (
          <p>Nothing has happened yet.</p>
        )}
      </section>
    </Body>
  );
}

export interface OfferReviewProps {
  orgId: number;
  /** The offer open in the review; null: closed. */
  offerId: number | null;
  role: OrganisationRole;
  onClose: () => void;
  /** After a step the server took (reload the list; the review reloads its offer itself). */
  onChanged: () => void;
}

/**
 * One offer, in a dialog (focus moves in and returns to the row that opened it; Escape closes): the creator, the
 * negotiation, the draft (played or shown in the page), contract, post, boost code and results beside their
 * screenshot, the log as a thread, and the organiser's steps for its state.
 */
export function OfferReview({ orgId, offerId, role, onClose, onChanged }: OfferReviewProps) {
  const offer = useOrgOffer(orgId, offerId);
  const o = offer.data?.results.data;
  const current = o && o.id === offerId ? o : undefined;
  return (
    <Modal open={offerId !== null} onClose={onClose} size="lg" title={current ? `Offer to ${current.handle}` : 'Offer'} description={current ? current.campaignTitle : undefined}>
      {offer.error ? <ErrorPanel messages={errorMessages(offer.error)} onRetry={offer.reload} /> : null}
      {!current && !offer.error ? <Spinner label="Loading the offer" /> : null}
      {current ? (
        <OfferBody
          offer={current}
          role={role}
          onDone={() => {
            offer.reload();
            onChanged();
          }}
        />
      ) : null}
    </Modal>
  );
}
