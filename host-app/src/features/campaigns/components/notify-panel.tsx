import { campaignMessages, postUrlError, type CampaignDetail } from '@chorus/core';
import { Alert, Button, TextField } from '@chorus/ui';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { refusal, sendPostUrl, type OfferRef } from '../api/campaigns.ts';
import { useAction } from '../hooks/use-action.ts';
import { Actions, StagePanel } from './panel.tsx';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export interface NotifyPanelProps {
  campaign: CampaignDetail;
  offer: OfferRef;
  onChanged: () => void;
}

/**
 * The post (ButtonType Notify): the final post URL, checked here as the server checks it (http(s), on the campaign's
 * platform): 'Invalid Post URL' or 'Must be a valid {platform} link'; the server's refusal, or 'There has been an
 * error'.
 */
export function NotifyPanel({ campaign: c, offer, onChanged }: NotifyPanelProps) {
  const headingId = useId();
  const [url, setUrl] = useState('');
  const [checked, setChecked] = useState(false);
  const action = useAction(sendPostUrl);
  const error = checked ? postUrlError(url, c.Platform) : null;

  return (
    <StagePanel id={headingId} title="Submit your post" lead={c.PostDeadline.DeadlineDateTime ? c.PostDeadline.DeadlineText : undefined}>
      <Form
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          setChecked(true);
          if (postUrlError(url, c.Platform)) return;
          if (await action.run(offer, url.trim())) onChanged();
        }}
      >
        <TextField
          label={`Post URL (${c.Platform})`}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={error ?? undefined}
        />
        {action.error ? <Alert tone="danger">{refusal(action.error) ?? campaignMessages.postUrlError}</Alert> : null}
        <Actions>
          <Button type="submit" loading={action.pending}>
            Submit post
          </Button>
        </Actions>
      </Form>
    </StagePanel>
  );
}
