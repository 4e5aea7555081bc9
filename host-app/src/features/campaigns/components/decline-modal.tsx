import { campaignMessages, COUNTER_OFFER_DECLINE_ID, parseUsdToCents, type DeclineOption, centsToInput } from '@chorus/core';
import { Alert, Button, Modal, Spinner, TextField, token } from '@chorus/ui';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { errorMessages } from '../../../hooks/use-query.ts';
import { respondToOffer, type OfferRef } from '../api/campaigns.ts';
import { useAction } from '../hooks/use-action.ts';
import { useDeclineOptions } from '../hooks/use-campaigns.ts';
import { TextArea } from '../../../components/form/form-controls.tsx';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Options = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 8px;
    font-size: 0.875rem;
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 10px 12px;
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-md')};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${token('color-primary')};
    background: ${token('color-primary-soft')};
  }
  input {
    accent-color: ${token('color-primary')};
  }
`;

export interface DeclineModalProps {
  offer: OfferRef;
  open: boolean;
  onClose: () => void;
  /** The offer was declined (or countered): reload it. */
  onDone: () => void;
}

/**
 * Decline (campaigns.md §4, §5): a reason from the decline options is required; an explanation when the option asks
 * for one; option 2 is a counter offer in USD ('Invalid Brand Promo Rate'). Submit stays disabled until valid.
 */
export function DeclineModal({ offer, open, onClose, onDone }: DeclineModalProps) {
  const formId = `decline-${useId()}`;
  const options = useDeclineOptions(offer, open);
  const [choice, setChoice] = useState<number | null>(null);
  const [explanation, setExplanation] = useState('');
  const [amount, setAmount] = useState('');
  const [amountTouched, setAmountTouched] = useState(false);
  const action = useAction(respondToOffer);

  const chosen: DeclineOption | undefined = options.data?.find((o) => o.DeclineID === choice);
  const counter = chosen?.DeclineID === COUNTER_OFFER_DECLINE_ID;
  const cents = counter ? parseUsdToCents(amount) : null;
  const amountError = counter && (amountTouched || amount !== '') && cents === null ? campaignMessages.invalidRate : undefined;
  const needsExplanation = Boolean(chosen?.RequiresReason);
  const valid = Boolean(chosen) && (!needsExplanation || explanation.trim() !== '') && (!counter || cents !== null);

  const submit = async () => {
    if (!chosen || !valid) return;
    const reason = counter ? centsToInput(cents!) : explanation.trim() || undefined;
    if (await action.run(offer, { response: 'Decline', declineId: chosen.DeclineID, reason })) {
      onClose();
      onDone();
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Decline this offer"
      description="Tell the client why. A counter offer proposes your own rate instead."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={!valid} loading={action.pending}>
            Submit
          </Button>
        </>
      }
    >
      {options.error ? <Alert tone="danger">{errorMessages(options.error).join(' ')}</Alert> : null}
      {!options.data && !options.error ? <Spinner label="Loading reasons" /> : null}
      {options.data ? (
        <Form
          id={formId}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Options>
            <legend>Reason (required)</legend>
            {options.data.map((o) => (
              <label key={o.DeclineID}>
                <input
                  type="radio"
                  name={`${formId}-reason`}
                  value={o.DeclineID}
                  checked={choice === o.DeclineID}
                  onChange={() => setChoice(o.DeclineID)}
                  required
                />
                {o.Description}
              </label>
            ))}
          </Options>
          {counter ? (
            <TextField
              label="Your rate (USD)"
              inputMode="decimal"
              placeholder="$250.00"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              onBlur={() => setAmountTouched(true)}
              error={amountError}
              required
            />
          ) : null}
          {chosen && !counter ? (
            <TextArea
              label={needsExplanation ? 'Tell us more (required)' : 'Tell us more (optional)'}
              value={explanation}
              maxLength={2000}
              onChange={(e) => setExplanation(e.target.value)}
              required={needsExplanation}
            />
          ) : null}
          {action.error ? <Alert tone="danger">{errorMessages(action.error).join(' ')}</Alert> : null}
        </Form>
      ) : null}
    </Modal>
  );
}
