import { ApiError, type UploadProgress } from '@chorus/client';
import {
  contestKinds,
  contestPlatforms,
  continents,
  feePct,
  formatUsd,
  MILESTONE_CAP,
  messages,
  netCents,
  parsePrize,
  placesOf,
  prizeTotalCents,
  type ContestInput,
  type ContestKind,
  type ContestPatch,
  type EditableContest,
} from '@chorus/core';
import { Button, Checkbox, SelectField, TextAreaField, TextField, token } from '@chorus/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { EditorForm, FieldGroup, FileField, SaveOutcome, UploadProgressBar } from '../../../components/form/form-controls.tsx';
import { blank, changedFields, contestRequest, draftOf, type Draft, type PrizeDraft, type Ranking } from './contest-draft.ts';

const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 20px;
  align-items: center;
`;

const PrizeRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
  align-items: end;
  @media (min-width: 640px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  }
`;

const Media = styled.div`
  display: grid;
  gap: 10px;
  img {
    max-width: 100%;
    max-height: 180px;
    object-fit: cover;
    border-radius: ${token('radius-md')};
  }
  audio {
    width: 100%;
  }
`;

const kindLabels: Record<ContestKind, string> = {
  standard: 'Standard (creators with an account)',
  direct: 'Direct (anyone, by email; no fee)',
  quick: 'Quick (anyone, by email)',
  custom: 'Custom (its own colours, no portal header)',
};
const metrics = [
  { value: 'likes', label: 'Likes (creators enter a post link)' },
  { value: 'views', label: 'Views (creators enter a post link)' },
  { value: 'followers', label: 'Followers (creators enter their handle)' },
];
const rankings: { value: Ranking; label: string }[] = [
  { value: 'top', label: 'Most of the metric wins' },
  { value: 'creative', label: 'Creative (judged; shows the Creative ribbon)' },
  { value: 'milestone', label: `Milestone (ends at ${MILESTONE_CAP} approved posts or the end date)` },
];

export type MediaKind = 'cover' | 'sound';
const mediaField = { cover: 'image', sound: 'audio' } as const;

export interface ContestFormProps {
  /** The organisation's name: the organiser shown on a new contest unless changed. */
  organizer: string;
  /** The saved contest being edited; absent for a new one. */
  contest?: EditableContest;
  /** Saves: a new contest gets every field, an edit only what changed. Answers the contest's id. */
  onSubmit: (request: ContestInput, changed: ContestPatch) => Promise<number>;
  /** Uploads a cover or sound to a saved contest, reporting the bytes sent. */
  onUpload: (contestId: number, what: MediaKind, file: File, onProgress: (p: UploadProgress) => void) => Promise<EditableContest>;
  /** After a save (and, for a new contest, its uploads): what went wrong with the uploads, if anything. */
  onDone?: (contestId: number, uploadProblems: string[]) => void;
}

const problemsOf = (err: unknown) => (err instanceof ApiError && err.messages.length ? err.messages : [messages.generic.error]);

/**
 * A contest's every field, new or saved: the prize lines with what each place gets after the fee and the total,
 * who may enter, the look and sound (uploaded with progress: a saved contest's at once, a new one's once it is
 * created), and for a new contest whether it goes live now (else a draft nobody sees until published).
 */
export function ContestForm({ organizer, contest, onSubmit, onUpload, onDone }: ContestFormProps) {
  const baseline = useMemo(() => (contest ? draftOf(contest) : blank(organizer)), [contest, organizer]);
  const [d, setD] = useState(baseline);
  const [saved, setSaved] = useState(() => contestRequest(baseline));
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState<Partial<Record<MediaKind, File>>>({});
  const [uploading, setUploading] = useState<{ what: MediaKind; progress: UploadProgress | null } | null>(null);
  const [uploadError, setUploadError] = useState<Partial<Record<MediaKind, string>>>({});
  const [resetKey, setResetKey] = useState(0);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setD((x) => ({ ...x, [key]: value }));
  const toggle = (key: 'platforms' | 'continents', value: string) =>
    setD((x) => ({ ...x, [key]: x[key].includes(value) ? x[key].filter((v) => v !== value) : [...x[key], value] }));
  const setPrize = (i: number, patch: Partial<PrizeDraft>) => set('prizes', d.prizes.map((p, j) => (j === i ? { ...p, ...patch } : p)));

  const pct = feePct({ kind: d.kind, takePct: contest?.takePct ?? null });
  const lines = d.prizes.map((p) => parsePrize(p.line));
  const total = prizeTotalCents(d.prizes.map((p) => p.line));
  const metricOptions = metrics.some((m) => m.value === d.metric) ? metrics : [...metrics, { value: d.metric, label: d.metric }];

  async function upload(contestId: number, what: MediaKind, file: File): Promise<string | null> {
    setUploading({ what, progress: null });
    setUploadError((e) => ({ ...e, [what]: undefined }));
    try {
      const after = await onUpload(contestId, what, file, (progress) => setUploading({ what, progress }));
      const field = mediaField[what];
      setD((x) => ({ ...x, [field]: after[field] ?? '' }));
      setSaved((s) => ({ ...s, [field]: after[field] }));
      return null;
    } catch (err) {
      const message = problemsOf(err).join(' ');
      setUploadError((e) => ({ ...e, [what]: message }));
      return message;
    } finally {
      setUploading(null);
      setResetKey((k) => k + 1);
    }
  }

  function chooseFile(what: MediaKind, file: File | null) {
    if (!file) return;
    // A saved contest takes it now; a new one when it is created.
    if (contest) void upload(contest.id, what, file);
    else setPending((p) => ({ ...p, [what]: file }));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || uploading) return;
    const local: string[] = [];
    if (!d.name.trim()) local.push('Name is required');
    if (!d.platforms.length) local.push('Choose at least one platform.');
    if (lines.some((l, i) => d.prizes[i]!.line.trim() && !l)) local.push('Each prize line needs an amount, like "1st Place $500".');
    setProblems(local);
    setNotice(null);
    if (local.length) return;
    const request = contestRequest(d);
    const changed = changedFields(saved, request);
    if (contest && !Object.keys(changed).length) {
      setNotice('Nothing has changed.');
      return;
    }
    setBusy(true);
    try {
      const id = await onSubmit(request, changed);
      setSaved(request);
      const failed: string[] = [];
      for (const what of ['cover', 'sound'] as const) {
        const file = pending[what];
        if (!file) continue;
        const problem = await upload(id, what, file);
        if (problem) failed.push(`The ${what} did not upload: ${problem}`);
      }
      setPending({});
      if (contest) setNotice('Saved.');
      onDone?.(id, failed);
    } catch (err) {
      setProblems(problemsOf(err));
    } finally {
      setBusy(false);
    }
  }

  const mediaPicker = (what: MediaKind, label: string, accept: string, hint: string) => {
    const field = mediaField[what];
    const address = d[field];
    return (
      <Media>
        <FileField
          label={label}
          accept={accept}
          hint={pending[what] ? `${pending[what].name} uploads when the contest is created.` : hint}
          error={uploadError[what]}
          disabled={Boolean(uploading) || busy}
          onFile={(file) => chooseFile(what, file)}
          resetKey={resetKey}
        />
        {uploading?.what === what ? <UploadProgressBar progress={uploading.progress} label={`Uploading the ${what}`} /> : null}
        {address && what === 'cover' ? <img src={address} alt="The contest's cover" /> : null}
        {address && what === 'sound' ? <audio controls preload="none" src={address} aria-label="The contest's sound" /> : null}
        <TextField
          label={what === 'cover' ? 'Or the cover image’s address' : 'Or the sound’s address'}
          type="url"
          value={address}
          onChange={(e) => set(field, e.target.value)}
        />
      </Media>
    );
  };

  return (
    <EditorForm onSubmit={submit} noValidate aria-label={contest ? 'Contest details' : 'New contest'}>
      <SaveOutcome title="The contest was not saved" problems={problems} notice={notice} />
      <FieldGroup>
        <legend>The contest</legend>
        <TextField label="Name" required value={d.name} onChange={(e) => set('name', e.target.value)} />
        <TextField label="Organiser shown" hint="Your organisation’s name or your artist’s (not another organisation’s): your site’s contest list shows this name’s contests." value={d.organizer} onChange={(e) => set('organizer', e.target.value)} />
        <SelectField label="Kind" value={d.kind} onChange={(e) => set('kind', e.target.value as ContestKind)} options={contestKinds.map((k) => ({ value: k, label: kindLabels[k] }))} />
        <Checkbox label="Exclusive (shown with an Exclusive pill, on its own detail page)" checked={d.exclusive} onChange={(e) => set('exclusive', e.target.checked)} />
        <TextField label="Event (optional)" value={d.event} onChange={(e) => set('event', e.target.value)} />
        <TextField label="Category (optional)" hint="Direct contests are listed by category, e.g. stagecoach." value={d.category} onChange={(e) => set('category', e.target.value)} />
        <Inline>
          <TextField label="Starts" type="datetime-local" value={d.startDate} onChange={(e) => set('startDate', e.target.value)} />
          <TextField label="Ends" type="datetime-local" value={d.endDate} onChange={(e) => set('endDate', e.target.value)} />
        </Inline>
        <TextAreaField
          label="Creative direction (optional)"
          hint="Plain text or simple HTML (paragraphs, bold, lists, links); anything else is removed."
          rows={4}
          value={d.creativeDirection}
          onChange={(e) => set('creativeDirection', e.target.value)}
        />
      </FieldGroup>
      <FieldGroup>
        <legend>How creators enter and are ranked</legend>
        <Inline role="group" aria-label="Platforms">
          {contestPlatforms.map((p) => (
            <Checkbox key={p} label={p} checked={d.platforms.includes(p)} onChange={() => toggle('platforms', p)} />
          ))}
        </Inline>
        <SelectField label="Ranked by" value={d.metric} onChange={(e) => set('metric', e.target.value)} options={metricOptions} />
        <SelectField label="Type" value={d.ranking} onChange={(e) => set('ranking', e.target.value as Ranking)} options={rankings} />
        <TextField label="Only these countries (optional)" hint="Two-letter codes, e.g. US, CA. Empty: every country." value={d.countries} onChange={(e) => set('countries', e.target.value)} />
        <Inline role="group" aria-label="Only these continents (optional)">
          {continents.map((c) => (
            <Checkbox key={c} label={c} checked={d.continents.includes(c)} onChange={() => toggle('continents', c)} />
          ))}
        </Inline>
      </FieldGroup>
      <FieldGroup>
        <legend>Prizes</legend>
        {d.prizes.map((p, i) => {
          const line = lines[i];
          const each = line ? `${formatUsd(netCents(line.amountCents, pct))} after the fee${line.award ? ', to the entry you choose' : placesOf(line) > 1 ? ` to each of ${placesOf(line)} places` : ''}` : undefined;
          return (
            <PrizeRow key={i}>
              <TextField label={`Prize line ${i + 1}`} hint={each ?? 'Like "1st Place $500", "2nd-5th Place $50" or "Best Dance $25".'} value={p.line} onChange={(e) => setPrize(i, { line: e.target.value })} />
              <TextField label={`Prize ${i + 1} description (optional)`} value={p.description} onChange={(e) => setPrize(i, { description: e.target.value })} />
              <Button type="button" variant="secondary" size="sm" onClick={() => set('prizes', d.prizes.filter((_, j) => j !== i))} aria-label={`Remove prize line ${i + 1}`}>
                Remove
              </Button>
            </PrizeRow>
          );
        })}
        <Inline>
          <Button type="button" variant="secondary" size="sm" onClick={() => set('prizes', [...d.prizes, { line: '', description: '' }])}>
            Add a prize line
          </Button>
          <span role="status">
            Total {formatUsd(total)}
            {pct > 0 ? `; winners get ${formatUsd(netCents(total, pct))} after the ${pct}% fee` : '; no fee'}
          </span>
        </Inline>
      </FieldGroup>
      <FieldGroup>
        <legend>Look and sound</legend>
        {mediaPicker('cover', 'Cover image', 'image/png,image/jpeg,image/webp', 'JPG, PNG or WebP, at most 10 MB.')}
        {mediaPicker('sound', 'Sound', 'audio/mpeg,audio/mp4,audio/x-m4a,audio/aac,audio/wav,audio/ogg,.mp3,.m4a,.aac,.wav,.ogg', 'MP3, M4A, AAC, WAV or OGG, at most 20 MB.')}
        <TextField label="TikTok sound link (optional)" type="url" value={d.tiktokSound} onChange={(e) => set('tiktokSound', e.target.value)} />
        <TextField label="Instagram sound link (optional)" type="url" value={d.instagramSound} onChange={(e) => set('instagramSound', e.target.value)} />
        <TextField label="Colour (optional)" hint="Like #1a2b3c." value={d.color} onChange={(e) => set('color', e.target.value)} />
      </FieldGroup>
      <FieldGroup>
        <legend>Links and marketing</legend>
        <TextField label="TikTok profile (optional)" type="url" value={d.tiktok} onChange={(e) => set('tiktok', e.target.value)} />
        <TextField label="Instagram profile (optional)" type="url" value={d.instagram} onChange={(e) => set('instagram', e.target.value)} />
        <TextField label="Spotify (optional)" type="url" value={d.spotify} onChange={(e) => set('spotify', e.target.value)} />
        <TextField
          label="Marketing key (optional)"
          hint="Your mailing-list integration's key. With one, entry forms offer a marketing consent box."
          value={d.marketingKey}
          onChange={(e) => set('marketingKey', e.target.value)}
        />
      </FieldGroup>
      {contest ? null : <Checkbox label="Publish now (else it stays a draft nobody sees)" checked={d.isActive} onChange={(e) => set('isActive', e.target.checked)} />}
      <div>
        <Button type="submit" loading={busy} disabled={Boolean(uploading)}>
          {contest ? 'Save changes' : 'Create contest'}
        </Button>
      </div>
    </EditorForm>
  );
}
