import { useEffect, useId, useState, type FormEvent } from 'react';
import { applyToHelpWanted, getProfiles, type ClientConfig } from '@chorus/client';
import { homeMessages as m, type ContactPlatform, type HelpWantedItem } from '@chorus/core';
import { Alert } from '../alert/alert.tsx';
import { Button } from '../button/button.tsx';
import { Modal } from '../modal/modal.tsx';
import { Spinner } from '../spinner/spinner.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { Control, Field, Label } from '../text-field/text-field.styles.ts';
import { Form } from '../widget-kit/form.styles.ts';
import { messagesOf } from '../widget-kit/use-resource.ts';
import { Select } from './help-wanted.styles.ts';

export interface ApplyDialogProps {
  item: HelpWantedItem;
  config: ClientConfig;
  contactId: number;
  email: string;
  onClose: () => void;
  onApplied: (message: string) => void;
  onError?: (messages: string[]) => void;
}

/** Apply Now (campaigns.md §5): one of the creator's handles, an email, and one input per field, all filled. */
export function ApplyDialog({ item, config, contactId, email, onClose, onApplied, onError }: ApplyDialogProps) {
  const [profiles, setProfiles] = useState<ContactPlatform[] | null>(null);
  const [handleId, setHandleId] = useState<number | null>(null);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [address, setAddress] = useState(email);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const selectId = useId();

  useEffect(() => {
    const controller = new AbortController();
    getProfiles(config, undefined, controller.signal).then(
      (r) => {
        setProfiles(r.results.ContactPlatforms);
        setHandleId(r.results.ContactPlatforms[0]?.ContactPlatformID ?? null);
      },
      () => {
        if (!controller.signal.aborted) setProfiles([]);
      },
    );
    return () => controller.abort();
  }, [config]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const filled = item.fields.every((f) => (answers[f.FieldName] ?? '').trim() !== '') && address.trim() !== '';
    if (!filled) return setError(m.fillEveryField);
    if (handleId === null) return setError(m.oneHandle);
    setBusy(true);
    setError(null);
    try {
      const r = await applyToHelpWanted(config, {
        ExploreSurveyID: item.ExploreSurveyID,
        EmailAddress: address.trim(),
        ExploreSurveyResponseJSON: JSON.stringify(Object.fromEntries(item.fields.map((f) => [f.FieldName, answers[f.FieldName]!.trim()]))),
        ContactID: contactId,
        ContactPlatformID: handleId,
        CampaignName: item.ExploreSurveyTitle_ExternalPublic,
      });
      const message = r.results.message ?? m.applied;
      setDone(message);
      onApplied(message);
    } catch (e) {
      const messages = messagesOf(e);
      setError(messages.join(' '));
      onError?.(messages);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={`Apply: ${item.ExploreSurveyTitle_ExternalPublic}`} size="sm">
      {done ? (
        <>
          <Alert tone="success">{done}</Alert>
          <Button style={{ marginTop: 16 }} onClick={onClose} data-autofocus>
            Done
          </Button>
        </>
      ) : profiles === null ? (
        <Spinner />
      ) : (
        <Form noValidate onSubmit={submit} aria-label={`Apply to ${item.ExploreSurveyTitle_ExternalPublic}`}>
          {profiles.length ? (
            <Field>
              <Label htmlFor={selectId}>Handle</Label>
              <Control $invalid={false}>
                <Select id={selectId} value={handleId ?? ''} onChange={(e) => setHandleId(Number(e.target.value))}>
                  {profiles.map((p) => (
                    <option key={p.ContactPlatformID} value={p.ContactPlatformID}>{`${p.Platform}: @${p.Handle}`}</option>
                  ))}
                </Select>
              </Control>
            </Field>
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
          <Button type="submit" loading={busy} disabled={!profiles.length} part="submit-button">
            Submit
          </Button>
        </Form>
      )}
    </Modal>
  );
}
