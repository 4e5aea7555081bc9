import { ApiError, type UploadProgress } from '@chorus/client';
import { messages, platforms, type AdminCampaign, type CampaignPatch } from '@chorus/core';
import { Button, Checkbox, SelectField, TextField, VisuallyHidden } from '@chorus/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { EditorForm, FieldGroup, FileField, SaveOutcome, TextArea, UploadProgressBar } from '../../../components/form/form-controls.tsx';
import { blankCampaign, campaignRequest, changedCampaignFields, draftOfCampaign, type CampaignDraft, type CampaignRequest, type DraftErrors } from './campaign-draft.ts';
import { campaignContractUrl } from '../api/studio-campaigns.ts';
import { SectionsEditor } from './campaign-sections-editor.tsx';

const Inline = styled.div`
  display: grid;
  gap: 12px 20px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  align-items: start;
`;

const problemsOf = (err: unknown) => (err instanceof ApiError && err.messages.length ? err.messages : [messages.generic.error]);

export interface CampaignFormProps {
  /** The saved campaign being edited; absent for a new one. */
  campaign?: AdminCampaign;
  /** Saves: a new campaign gets every field, an edit only what changed. Answers the saved campaign. */
  onSubmit: (request: CampaignRequest, changed: CampaignPatch) => Promise<AdminCampaign>;
  /** Uploads the contract creators sign to a saved campaign, reporting the bytes sent. */
  onUploadContract: (campaignId: number, file: File, onProgress: (p: UploadProgress) => void) => Promise<AdminCampaign>;
  /** After a save (and, for a new campaign, its contract's upload): what went wrong with the upload, if anything. */
  onDone?: (campaign: AdminCampaign, uploadProblem: string | null) => void;
}

/**
 * A campaign's every field, new or saved: title, kind, platform, rate and budget in dollars (sent in cents), brand and
 * contact (empty: the organisation's), the brief's sections, what creators must hand in (contract with its file,
 * draft, caption, boost code) and the live date and image. An edit sends only what changed; the server's refusals
 * (the 409 of a budget below what the offers commit) are shown at the top and by the budget.
 */
export function CampaignForm({ campaign, onSubmit, onUploadContract, onDone }: CampaignFormProps) {
  const baseline = useMemo(() => (campaign ? draftOfCampaign(campaign) : blankCampaign()), [campaign]);
  const [d, setD] = useState<CampaignDraft>(baseline);
  const [saved, setSaved] = useState(() => campaignRequest(baseline).request);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<File | null>(null);
  const [uploading, setUploading] = useState<{ progress: UploadProgress | null } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [hasContract, setHasContract] = useState(campaign?.contractFileId != null);
  const [resetKey, setResetKey] = useState(0);
  const set = <K extends keyof CampaignDraft>(key: K, value: CampaignDraft[K]) => setD((x) => ({ ...x, [key]: value }));

  async function upload(campaignId: number, file: File): Promise<string | null> {
    setUploading({ progress: null });
    setUploadError(null);
    try {
      const after = await onUploadContract(campaignId, file, (progress) => setUploading({ progress }));
      setHasContract(after.contractFileId !== null);
      return null;
    } catch (err) {
      const message = problemsOf(err).join(' ');
      setUploadError(message);
      return message;
    } finally {
      setUploading(null);
      setResetKey((k) => k + 1);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || uploading) return;
    const { request, errors: local } = campaignRequest(d);
    setErrors(local);
    setProblems([]);
    setNotice(null);
    if (Object.keys(local).length) {
      setProblems(Object.values(local));
      return;
    }
    const changed = changedCampaignFields(saved, request);
    if (campaign && !Object.keys(changed).length) {
      setNotice('Nothing has changed.');
      return;
    }
    setBusy(true);
    try {
      const after = await onSubmit(request, changed);
      setSaved(request);
      let problem: string | null = null;
      if (pending) {
        problem = await upload(after.id, pending);
        setPending(null);
      }
      if (campaign) setNotice('Saved.');
      onDone?.(after, problem);
    } catch (err) {
      const said = problemsOf(err);
      setProblems(said);
      const budget = said.find((m) => /budget/i.test(m));
      if (budget) setErrors((x) => ({ ...x, budget }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <EditorForm onSubmit={submit} noValidate aria-label={campaign ? 'Campaign details' : 'New campaign'}>
      <SaveOutcome title="The campaign was not saved" problems={problems} notice={notice} />
      <FieldGroup>
        <legend>The campaign</legend>
        <TextField label="Title" required value={d.title} error={errors.title} onChange={(e) => set('title', e.target.value)} />
        <Inline>
          <SelectField label="Kind" value={d.kind} onChange={(e) => set('kind', e.target.value as CampaignDraft['kind'])} options={[{ value: 'song', label: 'Song' }, { value: 'brand', label: 'Brand' }]} />
          <SelectField label="Platform" value={d.platformId} onChange={(e) => set('platformId', e.target.value)} options={platforms.map((p) => ({ value: String(p.id), label: p.name }))} />
        </Inline>
        <Inline>
          <TextField label="Rate per creator (US dollars)" inputMode="decimal" required value={d.rate} error={errors.rate} hint="What each invite offers unless you give a handle its own rate." onChange={(e) => set('rate', e.target.value)} />
          <TextField label="Budget (US dollars, optional)" inputMode="decimal" value={d.budget} error={errors.budget} hint="The most the offers may commit in total. Empty: no budget." onChange={(e) => set('budget', e.target.value)} />
        </Inline>
        <Inline>
          <TextField label="Live date (optional)" type="date" value={d.liveDate} onChange={(e) => set('liveDate', e.target.value)} />
          <TextField label="Image address (optional)" type="url" value={d.imageUrl} onChange={(e) => set('imageUrl', e.target.value)} />
        </Inline>
      </FieldGroup>
      <FieldGroup>
        <legend>Brand and contact</legend>
        <TextField label="Brand name" hint={campaign ? undefined : 'Empty: your organisation’s name.'} value={d.brandName} onChange={(e) => set('brandName', e.target.value)} />
        <Inline>
          <TextField label="Contact name" hint={campaign ? undefined : 'Empty: yours.'} value={d.contactName} onChange={(e) => set('contactName', e.target.value)} />
          <TextField label="Contact email" type="email" hint={campaign ? undefined : 'Empty: your organisation’s.'} value={d.contactEmail} onChange={(e) => set('contactEmail', e.target.value)} />
        </Inline>
      </FieldGroup>
      <FieldGroup>
        <legend>The brief</legend>
        <SectionsEditor sections={d.sections} onChange={(sections) => set('sections', sections)} />
      </FieldGroup>
      <FieldGroup>
        <legend>What creators hand in</legend>
        <Checkbox label="A signed contract is required" checked={d.contractRequired} onChange={(e) => set('contractRequired', e.target.checked)} />
        {d.contractRequired ? (
          <>
            <TextArea label="Contract message" rows={3} value={d.contractMessage} error={errors.contractMessage} onChange={(e) => set('contractMessage', e.target.value)} />
            <FileField
              label="Contract file"
              accept=".pdf,.doc,.docx,.txt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain"
              hint={pending ? `${pending.name} uploads when the campaign is created.` : hasContract ? 'A contract is attached; a new file replaces it.' : 'PDF, DOC, DOCX or TXT.'}
              error={uploadError ?? undefined}
              disabled={Boolean(uploading) || busy}
              resetKey={resetKey}
              onFile={(file) => {
                if (!file) return;
                if (campaign) void upload(campaign.id, file);
                else setPending(file);
              }}
            />
            {campaign && hasContract ? (
              <a href={campaignContractUrl(campaign.id)} target="_blank" rel="noopener noreferrer">
                Open the attached contract<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            ) : null}
            {uploading ? <UploadProgressBar progress={uploading.progress} label="Uploading the contract" /> : null}
          </>
        ) : null}
        <Checkbox label="A draft is required before posting" checked={d.draftRequired} onChange={(e) => set('draftRequired', e.target.checked)} />
        <Checkbox label="The draft needs a caption" checked={d.draftCaptionRequired} onChange={(e) => set('draftCaptionRequired', e.target.checked)} />
        <SelectField
          label="Boost code"
          value={d.boostCode}
          onChange={(e) => set('boostCode', e.target.value as CampaignDraft['boostCode'])}
          options={[
            { value: 'Yes', label: 'Yes: required after posting' },
            { value: 'Optional', label: 'Optional' },
            { value: 'No', label: 'No' },
          ]}
        />
        {d.boostCode !== 'No' ? <TextArea label="Boost code instruction (optional)" rows={3} value={d.boostInstruction} onChange={(e) => set('boostInstruction', e.target.value)} /> : null}
      </FieldGroup>
      <div>
        <Button type="submit" loading={busy} disabled={Boolean(uploading)}>
          {campaign ? 'Save changes' : 'Create campaign'}
        </Button>
      </div>
    </EditorForm>
  );
}
