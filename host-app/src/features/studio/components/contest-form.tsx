import { ApiError } from '@chorus/client';
import { contestKinds, contestPlatforms, feePct, formatUsd, messages, netCents, parsePrize, placesOf, prizeTotalCents, type ContestInput, type ContestKind } from '@chorus/core';
import { Alert, Button, Checkbox, SelectField, TextAreaField, TextField, token } from '@chorus/ui';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
  max-width: 760px;
`;

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 12px;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  padding: 16px;
  margin: 0;
  min-width: 0;
  legend {
    font-weight: 700;
    padding: 0 6px;
  }
`;

const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 20px;
  align-items: center;
`;

const PrizeRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 8px;
  align-items: end;
`;

const kindLabels: Record<ContestKind, string> = {
  standard: 'Standard (creators with an account)',
  direct: 'Direct (anyone, by email; no fee)',
  quick: 'Quick (anyone, by email)',
  custom: 'Custom (its own colours, no portal header)',
};
const continents = ['North America', 'South America', 'Europe', 'Asia', 'Africa', 'Oceania'] as const;

/** What the organiser typed, before it is a request. */
interface Draft {
  name: string;
  organizer: string;
  kind: ContestKind;
  category: string;
  event: string;
  startDate: string;
  endDate: string;
  platforms: string[];
  metric: 'likes' | 'views';
  prizes: string[];
  countries: string;
  continents: string[];
  color: string;
  image: string;
  audio: string;
  tiktokSound: string;
  creativeDirection: string;
  isActive: boolean;
}

const blank = (organizer: string): Draft => ({
  name: '',
  organizer,
  kind: 'standard',
  category: '',
  event: '',
  startDate: '',
  endDate: '',
  platforms: ['TikTok'],
  metric: 'likes',
  prizes: ['1st Place $500'],
  countries: '',
  continents: [],
  color: '',
  image: '',
  audio: '',
  tiktokSound: '',
  creativeDirection: '',
  isActive: false,
});

const orNull = (s: string) => (s.trim() ? s.trim() : null);
const isoOf = (local: string) => (local ? new Date(local).toISOString() : null);

/** The request a draft makes (the server checks every field again with core's schema). */
export function contestRequest(d: Draft): ContestInput {
  return {
    name: d.name.trim(),
    organizer: d.organizer.trim(),
    kind: d.kind,
    category: orNull(d.category),
    event: orNull(d.event),
    startDate: isoOf(d.startDate),
    endDate: isoOf(d.endDate),
    platforms: d.platforms as ContestInput['platforms'],
    metric: d.metric,
    competitionType: d.metric === 'views' ? 'Views' : 'Likes',
    prizes: d.prizes.map((p) => p.trim()).filter(Boolean),
    countries: d.countries
      .split(/[\s,]+/)
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
    continents: d.continents,
    color: orNull(d.color),
    image: orNull(d.image),
    audio: orNull(d.audio),
    tiktokSound: orNull(d.tiktokSound),
    creativeDirection: orNull(d.creativeDirection),
    isActive: d.isActive,
  };
}

export interface ContestFormProps {
  /** The organisation's name: the organiser shown on the contest unless changed. */
  organizer: string;
  onSubmit: (input: ContestInput) => Promise<void>;
}

/**
 * A new contest: every field creators and visitors see, the prize lines with what each place gets after the fee and
 * the total, and whether it goes live now (else a draft nobody sees until published).
 */
export function ContestForm({ organizer, onSubmit }: ContestFormProps) {
  const [d, setD] = useState(() => blank(organizer));
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setD((x) => ({ ...x, [key]: value }));
  const toggle = (key: 'platforms' | 'continents', value: string) =>
    setD((x) => ({ ...x, [key]: x[key].includes(value) ? x[key].filter((v) => v !== value) : [...x[key], value] }));

  const pct = feePct({ kind: d.kind, takePct: null });
  const lines = d.prizes.map((p) => parsePrize(p));
  const total = prizeTotalCents(d.prizes);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const local: string[] = [];
    if (!d.name.trim()) local.push('Name is required');
    if (!d.platforms.length) local.push('Choose at least one platform.');
    if (lines.some((l, i) => d.prizes[i]!.trim() && !l)) local.push('Each prize line needs an amount, like "1st Place $500".');
    setProblems(local);
    if (local.length) return;
    setBusy(true);
    try {
      await onSubmit(contestRequest(d));
    } catch (err) {
      setProblems(err instanceof ApiError && err.messages.length ? err.messages : [messages.generic.error]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={submit} noValidate aria-label="New contest">
      {problems.length ? (
        <Alert tone="danger" title="The contest was not saved">
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Group>
        <legend>The contest</legend>
        <TextField label="Name" required value={d.name} onChange={(e) => set('name', e.target.value)} />
        <TextField label="Organiser shown" value={d.organizer} onChange={(e) => set('organizer', e.target.value)} />
        <SelectField label="Kind" value={d.kind} onChange={(e) => set('kind', e.target.value as ContestKind)} options={contestKinds.map((k) => ({ value: k, label: kindLabels[k] }))} />
        <TextField label="Event (optional)" value={d.event} onChange={(e) => set('event', e.target.value)} />
        <TextField label="Category (optional)" hint="Direct contests are listed by category, e.g. stagecoach." value={d.category} onChange={(e) => set('category', e.target.value)} />
        <Inline>
          <TextField label="Starts" type="datetime-local" value={d.startDate} onChange={(e) => set('startDate', e.target.value)} />
          <TextField label="Ends" type="datetime-local" value={d.endDate} onChange={(e) => set('endDate', e.target.value)} />
        </Inline>
        <TextAreaField label="Creative direction (optional)" rows={4} value={d.creativeDirection} onChange={(e) => set('creativeDirection', e.target.value)} />
      </Group>
      <Group>
        <legend>How creators enter and are ranked</legend>
        <Inline role="group" aria-label="Platforms">
          {contestPlatforms.map((p) => (
            <Checkbox key={p} label={p} checked={d.platforms.includes(p)} onChange={() => toggle('platforms', p)} />
          ))}
        </Inline>
        <SelectField
          label="Ranked by"
          value={d.metric}
          onChange={(e) => set('metric', e.target.value as Draft['metric'])}
          options={[
            { value: 'likes', label: 'Likes' },
            { value: 'views', label: 'Views' },
          ]}
        />
        <TextField label="Only these countries (optional)" hint="Two-letter codes, e.g. US, CA. Empty: every country." value={d.countries} onChange={(e) => set('countries', e.target.value)} />
        <Inline role="group" aria-label="Only these continents (optional)">
          {continents.map((c) => (
            <Checkbox key={c} label={c} checked={d.continents.includes(c)} onChange={() => toggle('continents', c)} />
          ))}
        </Inline>
      </Group>
      <Group>
        <legend>Prizes</legend>
        {d.prizes.map((p, i) => {
          const line = lines[i];
          const each = line ? `${formatUsd(netCents(line.amountCents, pct))} after the fee${line.award ? ', to the entry you choose' : placesOf(line) > 1 ? ` to each of ${placesOf(line)} places` : ''}` : undefined;
          return (
            <PrizeRow key={i}>
              <TextField label={`Prize line ${i + 1}`} hint={each ?? 'Like "1st Place $500", "2nd-5th Place $50" or "Best Dance $25".'} value={p} onChange={(e) => set('prizes', d.prizes.map((x, j) => (j === i ? e.target.value : x)))} />
              <Button type="button" variant="secondary" size="sm" onClick={() => set('prizes', d.prizes.filter((_, j) => j !== i))} aria-label={`Remove prize line ${i + 1}`}>
                Remove
              </Button>
            </PrizeRow>
          );
        })}
        <Inline>
          <Button type="button" variant="secondary" size="sm" onClick={() => set('prizes', [...d.prizes, ''])}>
            Add a prize line
          </Button>
          <span role="status">
            Total {formatUsd(total)}
            {pct > 0 ? `; winners get ${formatUsd(netCents(total, pct))} after the ${pct}% fee` : '; no fee'}
          </span>
        </Inline>
      </Group>
      <Group>
        <legend>Look and sound</legend>
        <TextField label="Cover image address (optional)" type="url" value={d.image} onChange={(e) => set('image', e.target.value)} />
        <TextField label="Sound address (optional)" type="url" value={d.audio} onChange={(e) => set('audio', e.target.value)} />
        <TextField label="TikTok sound link (optional)" type="url" value={d.tiktokSound} onChange={(e) => set('tiktokSound', e.target.value)} />
        <TextField label="Colour (optional)" hint="Like #1a2b3c." value={d.color} onChange={(e) => set('color', e.target.value)} />
      </Group>
      <Checkbox label="Publish now (else it stays a draft nobody sees)" checked={d.isActive} onChange={(e) => set('isActive', e.target.checked)} />
      <div>
        <Button type="submit" loading={busy}>
          Create contest
        </Button>
      </div>
    </Form>
  );
}
