import { campaignMessages, draftLinkAllowed, type CampaignDetail } from '@chorus/core';
import { Alert, Button, TextField } from '@chorus/ui';
import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { Segmented } from '../../../components/data/segmented.tsx';
import { errorMessages } from '../../../hooks/use-query.ts';
import { isNetworkFailure, refusal, removeDraft, sendDraftFile, sendDraftUrl, type OfferRef, type UploadProgress } from '../api/campaigns.ts';
import { useAction } from '../hooks/use-action.ts';
import { FileField, TextArea, UploadProgressBar } from '../../../components/form/form-controls.tsx';
import { Actions, StagePanel } from './panel.tsx';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** Drafts are pdf, jpeg, png or video (campaigns.md §5). */
const DRAFT_ACCEPT = 'application/pdf,image/jpeg,image/png,video/*';
export const isDraftType = (file: File) => /^(application\/pdf|image\/jpeg|image\/png|video\/.+)$/.test(file.type);
const isHttpLink = (s: string) => {
  try {
    const u = new URL(s.trim());
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

export interface DraftPanelProps {
  campaign: CampaignDetail;
  offer: OfferRef;
  onChanged: () => void;
}

/**
 * The draft (ButtonType Draft): a file (real upload progress) or, for YouTube campaigns, a link; a caption when the
 * campaign asks for one. Under review, the draft shows with Delete.
 */
export function DraftPanel({ campaign: c, offer, onChanged }: DraftPanelProps) {
  const headingId = useId();
  const linkAllowed = draftLinkAllowed(c.Platform);
  const [mode, setMode] = useState<'file' | 'link'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState('');
  const [caption, setCaption] = useState('');
  const [tried, setTried] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = useAction(sendDraftFile);
  const submitLink = useAction(sendDraftUrl);
  const remove = useAction(removeDraft);

  if (c.State === 'review') {
    const d = c.Draft;
    const href = d?.FileUrl ?? d?.Url ?? null;
    return (
      <StagePanel id={headingId} title="Your draft" lead="The client is reviewing it. You can delete it and upload another until they answer.">
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            <ExternalLink size={16} aria-hidden="true" /> {d?.FileName ?? 'View your draft'}
          </a>
        ) : null}
        {d?.Caption ? <p>Caption: {d.Caption}</p> : null}
        {remove.error ? <Alert tone="danger">{errorMessages(remove.error).join(' ')}</Alert> : null}
        <Actions>
          <Button variant="danger" loading={remove.pending} onClick={async () => (await remove.run(offer)) && onChanged()}>
            Delete
          </Button>
        </Actions>
      </StagePanel>
    );
  }

  const fileError = file && !isDraftType(file) ? campaignMessages.invalidFile : undefined;
  const linkError = tried && mode === 'link' && !isHttpLink(link) ? campaignMessages.draftUrlInvalid : undefined;
  const captionError = tried && c.DraftCaptionRequired && !caption.trim() ? campaignMessages.captionRequired : undefined;
  const ready =
    (mode === 'file' ? Boolean(file) && !fileError : isHttpLink(link)) && (!c.DraftCaptionRequired || caption.trim() !== '');
  const busy = upload.pending || submitLink.pending;

  const submit = async () => {
    setTried(true);
    if (!ready) return;
    const cap = caption.trim() || undefined;
    let ok: boolean;
    if (mode === 'file' && file) {
      setProgress({ loaded: 0, total: file.size || null });
      ok = await upload.run(offer, { file, caption: cap }, setProgress);
      setProgress(null);
    } else ok = await submitLink.run(offer, { draftUrl: link.trim(), caption: cap });
    if (ok) onChanged();
  };

  let failure: string | null = null;
  if (upload.error)
    failure = isNetworkFailure(upload.error)
      ? campaignMessages.uploadNetwork
      : campaignMessages.uploadFailed(refusal(upload.error) ?? errorMessages(upload.error)[0]!);
  else if (submitLink.error) failure = campaignMessages.draftUrlFailed;

  return (
    <StagePanel id={headingId} title="Upload your draft" lead={c.PostDeadline.DeadlineDateTime ? c.PostDeadline.DeadlineText : undefined}>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {linkAllowed ? (
          <Segmented
            legend="Draft as"
            options={[
              { value: 'file', label: 'Upload a file' },
              { value: 'link', label: 'Paste a link' },
            ]}
            value={mode}
            onChange={setMode}
          />
        ) : null}
        {mode === 'file' ? (
          <FileField label="Draft file" accept={DRAFT_ACCEPT} hint="PDF, JPEG, PNG or a video." error={fileError} onFile={setFile} disabled={busy} />
        ) : (
          <TextField label="Draft link" type="url" inputMode="url" placeholder="https://youtube.com/…" value={link} onChange={(e) => setLink(e.target.value)} error={linkError} />
        )}
        {c.DraftCaptionRequired ? (
          <TextArea label="Caption (required)" value={caption} maxLength={2200} onChange={(e) => setCaption(e.target.value)} error={captionError} />
        ) : null}
        {upload.pending ? <UploadProgressBar progress={progress} label="Uploading draft" /> : null}
        {failure ? (
          <Alert tone="danger" title={failure}>
            {submitLink.error ? refusal(submitLink.error) : null}
          </Alert>
        ) : null}
        <Actions>
          <Button type="submit" disabled={!ready} loading={busy}>
            Submit draft
          </Button>
        </Actions>
      </Form>
    </StagePanel>
  );
}
