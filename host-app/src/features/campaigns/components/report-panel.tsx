import { boostCodeError, campaignMessages, type CampaignDetail } from '@chorus/core';
import { Alert, Button, buttonStyles, Spinner, TextField, type ButtonStyleProps } from '@chorus/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { sendBoostCode, type OfferRef } from '../api/campaigns.ts';
import { useAction } from '../hooks/use-action.ts';
import { useBoostDetail } from '../hooks/use-campaigns.ts';
import { resultsPath } from '../utils/offer-ref.ts';
import { Actions, StagePanel } from './panel.tsx';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const LinkButton = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface ReportPanelProps {
  campaign: CampaignDetail;
  offer: OfferRef;
  onChanged: () => void;
}

/** The boost code with its instructions (when the campaign asks for one) and the link to the results form. */
export function ReportPanel({ campaign: c, offer, onChanged }: ReportPanelProps) {
  const headingId = useId();
  const wantsCode = c.IsPostBoostCodeRequired !== 'No' && ['boost', 'results', 'verifying'].includes(c.State);
  const detail = useBoostDetail(offer, wantsCode, `${c.State}|${c.SubmittedBoostCode ?? ''}`);
  const [code, setCode] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [saved, setSaved] = useState(false);
  const action = useAction(sendBoostCode);
  const value = code ?? c.SubmittedBoostCode ?? '';
  const fieldError = checked ? boostCodeError(value) : null;
  const canReport = c.State === 'results' && !c.ResultsSubmitted;

  return (
    <StagePanel
      id={headingId}
      title={c.State === 'boost' ? 'Submit your boost code' : c.State === 'results' ? 'Report your results' : 'Your post'}
      lead={c.PostDeadline.DeadlineDateTime ? c.PostDeadline.DeadlineText : undefined}
    >
      {wantsCode ? (
        <Form
          noValidate
          aria-label="Boost code"
          onSubmit={async (e) => {
            e.preventDefault();
            setChecked(true);
            setSaved(false);
            if (boostCodeError(value)) return;
            if (await action.run(offer, value.trim())) {
              setSaved(true);
              onChanged();
            }
          }}
        >
          {detail.error ? <Alert tone="danger">{campaignMessages.boostError}</Alert> : null}
          {!detail.data && !detail.error ? <Spinner label="Loading boost code instructions" /> : null}
          {detail.data?.InstructionText ? <p>{detail.data.InstructionText}</p> : null}
          <TextField
            label={c.IsPostBoostCodeRequired === 'Yes' ? 'Boost code (required)' : 'Boost code (optional)'}
            value={value}
            maxLength={200}
            onChange={(e) => setCode(e.target.value)}
            error={fieldError ?? undefined}
          />
          {action.error ? <Alert tone="danger">{campaignMessages.boostError}</Alert> : null}
          {saved && !action.error ? <Alert tone="success">Boost code saved.</Alert> : null}
          <Actions>
            <Button type="submit" loading={action.pending}>
              {c.SubmittedBoostCode ? 'Update boost code' : 'Submit boost code'}
            </Button>
          </Actions>
        </Form>
      ) : null}
      {c.PostUrl ? (
        <p style={{ overflowWrap: 'anywhere' }}>
          Your post:{' '}
          <a href={c.PostUrl} target="_blank" rel="noopener noreferrer">
            {c.PostUrl}
          </a>
        </p>
      ) : null}
      {canReport ? (
        <Actions>
          <LinkButton to={resultsPath(offer)} $variant="primary" $size="md">
            Report your results
          </LinkButton>
        </Actions>
      ) : null}
    </StagePanel>
  );
}
