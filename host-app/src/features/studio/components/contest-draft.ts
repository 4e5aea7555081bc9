import { MILESTONE_TYPE, parsePrize, type ContestInput, type ContestKind, type ContestPatch, type EditableContest } from '@chorus/core';

// The contest form's model (contest-form.tsx): what the organiser types (a Draft), the draft of a saved contest, the
// request a draft makes, and the fields an edit changed.

export type Ranking = 'top' | 'creative' | 'milestone';

export interface PrizeDraft {
  line: string;
  /** What the prize page says about it (a prize row keyed by the line's label). */
  description: string;
}

/** What the organiser typed, before it is a request. */
export interface Draft {
  name: string;
  organizer: string;
  kind: ContestKind;
  exclusive: boolean;
  category: string;
  event: string;
  startDate: string;
  endDate: string;
  creativeDirection: string;
  platforms: string[];
  metric: string;
  ranking: Ranking;
  prizes: PrizeDraft[];
  countries: string;
  continents: string[];
  color: string;
  image: string;
  audio: string;
  tiktokSound: string;
  instagramSound: string;
  tiktok: string;
  instagram: string;
  spotify: string;
  marketingKey: string;
  isActive: boolean;
}

export const blank = (organizer: string): Draft => ({
  name: '',
  organizer,
  kind: 'standard',
  exclusive: false,
  category: '',
  event: '',
  startDate: '',
  endDate: '',
  creativeDirection: '',
  platforms: ['TikTok'],
  metric: 'likes',
  ranking: 'top',
  prizes: [{ line: '1st Place $500', description: '' }],
  countries: '',
  continents: [],
  color: '',
  image: '',
  audio: '',
  tiktokSound: '',
  instagramSound: '',
  tiktok: '',
  instagram: '',
  spotify: '',
  marketingKey: '',
  isActive: false,
});

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO instant as a datetime-local value in the viewer's zone (what the picker shows and returns). */
const localOf = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const labelOf = (line: string) => parsePrize(line)?.label.trim() ?? '';

/** The draft of a saved contest: every field as the form edits it. */
export function draftOf(c: EditableContest): Draft {
  const type = c.competitionType.toLowerCase();
  return {
    name: c.name,
    organizer: c.organizer,
    kind: c.kind,
    exclusive: c.isClosed,
    category: c.category ?? '',
    event: c.event ?? '',
    startDate: localOf(c.startDate),
    endDate: localOf(c.endDate),
    creativeDirection: c.creativeDirection ?? '',
    platforms: c.platforms,
    metric: c.metric,
    ranking: c.competitionType === MILESTONE_TYPE ? 'milestone' : type === 'creative' ? 'creative' : 'top',
    prizes: c.prizes.map((line) => ({ line, description: c.prizeRows.find((r) => r.key === labelOf(line))?.value ?? '' })),
    countries: c.countries.join(', '),
    continents: c.continents,
    color: c.color ?? '',
    image: c.image ?? '',
    audio: c.audio ?? '',
    tiktokSound: c.tiktokSound ?? '',
    instagramSound: c.instagramSound ?? '',
    tiktok: c.tiktok ?? '',
    instagram: c.instagram ?? '',
    spotify: c.spotify ?? '',
    marketingKey: c.marketingKey ?? '',
    isActive: c.isActive,
  };
}

const orNull = (s: string) => (s.trim() ? s.trim() : null);
/** The picker's minute, kept as the instant it was when nothing was typed (an unchanged field is not sent). */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : null);

function competitionTypeOf(d: Draft): string {
  if (d.ranking === 'milestone') return MILESTONE_TYPE;
  if (d.ranking === 'creative') return 'Creative';
  return d.metric === 'views' ? 'Views' : 'Likes';
}

/** The request a draft makes (the server checks every field again with core's schema). */
export function contestRequest(d: Draft): ContestInput {
  const prizes = d.prizes.filter((p) => p.line.trim());
  return {
    name: d.name.trim(),
    organizer: d.organizer.trim(),
    kind: d.kind,
    isClosed: d.exclusive,
    category: orNull(d.category),
    event: orNull(d.event),
    startDate: isoOf(d.startDate),
    endDate: isoOf(d.endDate),
    platforms: d.platforms as ContestInput['platforms'],
    metric: d.metric,
    competitionType: competitionTypeOf(d),
    prizes: prizes.map((p) => p.line.trim()),
    prizeRows: prizes.filter((p) => p.description.trim() && labelOf(p.line)).map((p) => ({ key: labelOf(p.line), value: p.description.trim() })),
    countries: d.countries
      .split(/[\s,]+/)
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
    continents: d.continents,
    color: orNull(d.color),
    image: orNull(d.image),
    audio: orNull(d.audio),
    tiktokSound: orNull(d.tiktokSound),
    instagramSound: orNull(d.instagramSound),
    tiktok: orNull(d.tiktok),
    instagram: orNull(d.instagram),
    spotify: orNull(d.spotify),
    marketingKey: orNull(d.marketingKey),
    creativeDirection: orNull(d.creativeDirection),
    isActive: d.isActive,
  };
}

/** The fields of `after` that differ from `before`: what an edit sends (an ended contest refuses result changes). */
export function changedFields(before: ContestInput, after: ContestInput): ContestPatch {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(after)) if (JSON.stringify(v) !== JSON.stringify(before[k as keyof ContestInput])) out[k] = v;
  return out as ContestPatch;
}
