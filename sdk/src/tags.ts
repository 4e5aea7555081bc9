/**
 * Every Chorus element and its attributes as r2wc reads them (camelCase prop → kebab-case attribute, typed).
 * Shared by the loader (chorus.js defines every tag at once from this table) and the element modules, so both
 * register the same element; the values are checked with zod in the element's own code (define.tsx).
 */
type PropType = 'string' | 'number';
const base = { apiBase: 'string', token: 'string', theme: 'string' } as const;

export const tags = {
  'chorus-contest-list': { module: 'contest-list', props: { ...base, category: 'string', organizer: 'string' } },
  'chorus-contest': { module: 'contest', props: { ...base, contestId: 'number', pageSize: 'number', creator: 'string' } },
  'chorus-entry-form': { module: 'entry-form', props: { ...base, contestId: 'number', creator: 'string' } },
  'chorus-handle-form': { module: 'handle-form', props: { ...base, contestId: 'number' } },
  'chorus-leaderboard': { module: 'leaderboard', props: { ...base, contestId: 'number', pageSize: 'number', variant: 'string', heading: 'string' } },
  'chorus-help-wanted': { module: 'help-wanted', props: { ...base } },
  'chorus-contact-form': { module: 'contact-form', props: { ...base, subject: 'string', heading: 'string' } },
} as const satisfies Record<string, { module: string; props: Record<string, PropType> }>;

export type ChorusTagName = keyof typeof tags;
