import { campaignMessages, type CampaignDetail } from '@chorus/core';
import { Alert, Button, buttonStyles, Modal, Spinner, token, type ButtonStyleProps } from '@chorus/ui';
import { FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { errorMessages } from '../../../hooks/use-query.ts';
import { isNetworkFailure, refusal, respondToOffer, sendSignedContract, type OfferRef, type UploadProgress } from '../api/campaigns.ts';
import { useAction } from '../hooks/use-action.ts';
import { usePaymentEmail } from '../hooks/use-campaigns.ts';
import { DeclineModal } from './decline-modal.tsx';
import { FileField, TextArea, UploadProgressBar } from '../../../components/form/form-controls.tsx';
import { Actions, StagePanel } from './panel.tsx';

const Contract = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-sunken')};
  h3 {
    font-size: 1rem;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-weight: 600;
  }
`;

const LinkButton = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** The contract picker offers documents (campaigns.md §5); the server checks the content. */
const CONTRACT_ACCEPT = '.pdf,.doc,.docx,.txt';

export interface RespondPanelProps {
  campaign: CampaignDetail;
  offer: OfferRef;
  onChanged: () => void;
}

/**
 * The invite (ButtonType AcceptDecline): Accept, Request Changes (response Interested, with text) or Decline. When
 * a contract is required the creator reads it, uploads the signed copy, then accepts. While changes are being
 * negotiated only Decline remains.
 */
export function RespondPanel({ campaign: c, offer, onChanged }: RespondPanelProps) {
  const headingId = useId();
  const changesFormId = useId();
  const [declining, setDeclining] = useState(false);
  const [asking, setAsking] = useState(false);
  const [changes, setChanges] = useState('');
  const [contractFile, setContractFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const accept = useAction(respondToOffer);
  const requestChanges = useAction(respondToOffer);
  const upload = useAction(sendSignedContract);
  const invited = c.State === 'invited';
  const contractRequired = c.Contract.IsRequired;
  const signed = Boolean(c.Contract.SignedContractUrl);

  // Accepting without a contract first asks the creator to confirm where the payment goes (campaigns.md §4).
  const [confirmingEmail, setConfirmingEmail] = useState(false);
  const paymentEmail = usePaymentEmail(confirmingEmail);
  const doAccept = async () => {
    if (await accept.run(offer, { response: 'Accept' })) {
      setConfirmingEmail(false);
      onChanged();
    }
  };

  const doUpload = async () => {
    if (!contractFile) return;
    setProgress({ loaded: 0, total: contractFile.size || null });
    const ok = await upload.run(offer, contractFile, setProgress);
    setProgress(null);
    if (ok) {
      setContractFile(null);
      setPickerKey((k) => k + 1);
      onChanged();
    }
  };

  const uploadError = upload.error
    ? isNetworkFailure(upload.error)
      ? campaignMessages.uploadNetwork
      : campaignMessages.uploadFailed(refusal(upload.error) ?? errorMessages(upload.error)[0]!)
    : null;

  return (
    <StagePanel
      id={headingId}
      title={invited ? 'Respond to this offer' : 'Your offer is being negotiated'}
      lead={invited ? c.PostDeadline.DeadlineText || undefined : 'You can still decline while the client considers your request.'}
    >
      {invited && contractRequired ? (
        <Contract>
          <h3>Contract</h3>
          {c.Contract.Details.Message ? <p>{c.Contract.Details.Message}</p> : null}
          {c.Contract.Details.Link ? (
            <a href={c.Contract.Details.Link} target="_blank" rel="noopener noreferrer">
              <FileText size={16} aria-hidden="true" />
              View the contract
            </a>
          ) : null}
          {signed ? (
            <Alert tone="success" title="Signed contract uploaded">
              You can accept the offer now.
            </Alert>
          ) : null}
          <FileField
            label={signed ? 'Replace the signed contract' : 'Signed contract'}
            accept={CONTRACT_ACCEPT}
            hint="PDF, Word or text file."
            onFile={setContractFile}
            disabled={upload.pending}
            resetKey={pickerKey}
          />
          {upload.pending ? <UploadProgressBar progress={progress} label="Uploading contract" /> : null}
          {uploadError ? <Alert tone="danger">{uploadError}</Alert> : null}
          <Actions>
            <Button variant="secondary" onClick={() => void doUpload()} disabled={!contractFile} loading={upload.pending}>
              Upload signed contract
            </Button>
          </Actions>
        </Contract>
      ) : null}
      {accept.error ? <Alert tone="danger">{errorMessages(accept.error).join(' ')}</Alert> : null}
      <Actions>
        {invited ? (
          <>
            <Button
              onClick={() => (contractRequired ? void doAccept() : setConfirmingEmail(true))}
              loading={accept.pending && !confirmingEmail}
              disabled={contractRequired && !signed}
            >
              Accept
            </Button>
            <Button variant="secondary" onClick={() => setAsking(true)}>
              Request Changes
            </Button>
          </>
        ) : null}
        <Button variant="danger" onClick={() => setDeclining(true)}>
          Decline
        </Button>
      </Actions>
      {invited && contractRequired && !signed ? <p>{campaignMessages.contractRequired}</p> : null}

      <Modal
        open={confirmingEmail}
        onClose={() => setConfirmingEmail(false)}
        title="Confirm your payment email"
        description="Campaign payments are sent to your payment email once your post is verified."
        footer={
          <>
            <LinkButton to="/account/vendor" $variant="secondary" $size="md">
              Update payment email
            </LinkButton>
            <Button onClick={() => void doAccept()} loading={accept.pending} disabled={paymentEmail.loading}>
              Confirm and Accept
            </Button>
          </>
        }
      >
        {paymentEmail.loading ? <Spinner label="Loading your payment email" /> : null}
        {!paymentEmail.loading && paymentEmail.data ? (
          <p>
            Payments for this offer go to <strong>{paymentEmail.data}</strong>.
          </p>
        ) : null}
        {!paymentEmail.loading && !paymentEmail.error && !paymentEmail.data ? (
          <Alert tone="warning" title={campaignMessages.missingPayment}>
            Add a payment email under Payment Information so you can be paid. You can accept now and add it before payment.
          </Alert>
        ) : null}
        {paymentEmail.error ? <Alert tone="warning">We could not load your payment email. Check it under Payment Information.</Alert> : null}
        {accept.error ? <Alert tone="danger">{errorMessages(accept.error).join(' ')}</Alert> : null}
      </Modal>
      <DeclineModal offer={offer} open={declining} onClose={() => setDeclining(false)} onDone={onChanged} />
      <Modal
        open={asking}
        onClose={() => setAsking(false)}
        title="Request changes"
        description="Tell the client what you would like changed. They will answer by email and on this page."
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button type="submit" form={changesFormId} disabled={!changes.trim()} loading={requestChanges.pending}>
              Submit
            </Button>
          </>
        }
      >
        <form
          id={changesFormId}
          onSubmit={async (e) => {
            e.preventDefault();
            if (!changes.trim()) return;
            if (await requestChanges.run(offer, { response: 'Interested', reason: changes.trim() })) {
              setAsking(false);
              onChanged();
            }
          }}
        >
          <TextArea label="Requested changes" value={changes} maxLength={2000} onChange={(e) => setChanges(e.target.value)} required />
          {requestChanges.error ? <Alert tone="danger">{errorMessages(requestChanges.error).join(' ')}</Alert> : null}
        </form>
      </Modal>
    </StagePanel>
  );
}
