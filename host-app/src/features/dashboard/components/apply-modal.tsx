import { applyToHelpWanted, getProfiles } from '@chorus/client';
import { homeMessages as m, type ContactPlatform, type HelpWantedItem } from '@chorus/core';
import { Alert, Button, Spinner, TextField } from '@chorus/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { apiConfig } from '../../../lib/api-client.ts';
import { DashboardDialog } from './dashboard-dialog.tsx';
import { Actions, SelectField } from './form-bits.tsx';

export interface ApplyModalProps {
  item: HelpWantedItem | null;
  contactId: number;
  email: string;
  onClose: () => void;
  onApplied: (id: number) => void;
}

/** Apply Now (campaigns.md §2, §5): one input per field of the opportunity, one handle, every field filled. */
export function ApplyModal({ item, contactId, email, onClose, onApplied }: ApplyModalProps) {
  const [profiles, setProfiles] = useState<ContactPlatform[] | null>(null);
  const [handleId, setHandleId] = useState<number | null>(null);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [address, setAddress] = useState(email);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!item) return;
    setAnswers({});
    setError(null);
    setDone(null);
    const controller = new AbortController();
    getProfiles(apiConfig(), undefined, controller.signal).then(
      (r) => {
        setProfiles(r.results.ContactPlatforms);
        setHandleId(r.results.ContactPlatforms[0]?.ContactPlatformID ?? null);
      },
      () => {
        if (!controller.signal.aborted) setProfiles([]);
      },
    );
    return () => controller.abort();
  }, [item]);

  if (!item) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const filled = item.fields.every((f) => (answers[f.FieldName] ?? '').trim() !== '') && address.trim() !== '';
    if (!filled) return setError(m.fillEveryField);
    if (handleId === null) return setError(m.oneHandle);
    setBusy(true);
    setError(null);
    try {
      const r = await applyToHelpWanted(apiConfig(), {
        ExploreSurveyID: item.ExploreSurveyID,
        EmailAddress: address.trim(),
        ExploreSurveyResponseJSON: JSON.stringify(Object.fromEntries(item.fields.map((f) => [f.FieldName, answers[f.FieldName]!.trim()]))),
        ContactID: contactId,
        ContactPlatformID: handleId,
        CampaignName: item.ExploreSurveyTitle_ExternalPublic,
      });
      setDone(r.results.message ?? m.applied);
      onApplied(item.id);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'An error has occured.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <DashboardDialog open title={`Apply: ${item.ExploreSurveyTitle_ExternalPublic}`} onClose={onClose} testId="apply-modal">
      {done ? (
        <>
          <Alert tone="success">{done}</Alert>
          <Actions>
            <Button type="button" onClick={onClose}>
              Done
            </Button>
          </Actions>
        </>
      ) : profiles === null ? (
        <Spinner />
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          {profiles.length ? (
            <SelectField
              label="Handle"
              value={handleId ?? ''}
              onChange={(e) => setHandleId(Number(e.target.value))}
              options={profiles.map((p) => ({ value: p.ContactPlatformID, label: `${p.Platform}: @${p.Handle}` }))}
            />
          ) : (
            <Alert tone="warning">Add a social profile under Account Settings to apply.</Alert>
          )}
          <TextField label="Email" type="email" value={address} onChange={(e) => setAddress(e.target.value)} autoComplete="email" />
          {item.fields.map((f) => (
            <TextField
              key={f.ExploreSurveyFieldID}
              label={f.FieldLabel}
              value={answers[f.FieldName] ?? ''}
              onChange={(e) => setAnswers({ ...answers, [f.FieldName]: e.target.value })}
            />
          ))}
          {error ? <Alert tone="danger">{error}</Alert> : null}
          <Actions>
            <Button variant="secondary" type="button" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} disabled={!profiles.length}>
              Submit
            </Button>
          </Actions>
        </form>
      )}
    </DashboardDialog>
  );
}
