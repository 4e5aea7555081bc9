/**
 * The studio's embed code: for one contest and one Chorus element, the snippet an organiser pastes into their site,
 * as a script tag (the SDK's classic bundle), as ES modules (the npm package in a bundler) and as React (the typed
 * components of `@chorus/sdk/react`), with the look chosen in the studio written as attributes and `--chorus-*`
 * properties. The preview on the page renders the same attributes and properties with the real SDK.
 */

export const embedElements = [
  { tag: 'chorus-contest', label: 'Whole contest page', component: 'ChorusContest', module: 'contest', pageSize: true, variant: false },
  { tag: 'chorus-entry-form', label: 'Entry form', component: 'ChorusEntryForm', module: 'entry-form', pageSize: false, variant: false },
  { tag: 'chorus-leaderboard', label: 'Leaderboard', component: 'ChorusLeaderboard', module: 'leaderboard', pageSize: true, variant: true },
  { tag: 'chorus-contest-list', label: 'Your contests (list)', component: 'ChorusContestList', module: 'contest-list', pageSize: false, variant: false },
] as const;

export type EmbedTag = (typeof embedElements)[number]['tag'];
export type EmbedTheme = 'light' | 'dark' | 'auto';
export const pageSizes = [10, 25, 100] as const;

export interface EmbedChoice {
  tag: EmbedTag;
  contestId: number;
  /** The contest's organiser name: what the list element filters by. */
  organizer: string;
  theme: EmbedTheme;
  /** `#rrggbb`, or null for the SDK's default accent. */
  accent: string | null;
  /** Card corner radius in px, or null for the SDK's default (18 px). */
  radius: number | null;
  pageSize: (typeof pageSizes)[number];
  variant: 'standard' | 'creative';
}

export const defaultChoice = (contestId: number, organizer: string): EmbedChoice => ({
  tag: 'chorus-contest',
  contestId,
  organizer,
  theme: 'light',
  accent: null,
  radius: null,
  pageSize: 25,
  variant: 'standard',
});

const elementOf = (tag: EmbedTag) => embedElements.find((e) => e.tag === tag)!;
const HEX = /^#[0-9a-f]{6}$/i;

/** The element's attributes in the order the snippets write them (defaults left out). */
export function embedAttributes(choice: EmbedChoice): [name: string, value: string | number][] {
  const el = elementOf(choice.tag);
  const out: [string, string | number][] = [];
  if (choice.tag === 'chorus-contest-list') out.push(['organizer', choice.organizer]);
  else out.push(['contest-id', choice.contestId]);
  if (el.pageSize && choice.pageSize !== 10) out.push(['page-size', choice.pageSize]);
  if (el.variant && choice.variant !== 'standard') out.push(['variant', choice.variant]);
  if (choice.theme !== 'light') out.push(['theme', choice.theme]);
  return out;
}

/** The `--chorus-*` properties the look sets (none for the defaults). */
export function embedStyle(choice: EmbedChoice): [property: string, value: string][] {
  const out: [string, string][] = [];
  if (choice.accent && HEX.test(choice.accent)) out.push(['--chorus-accent', choice.accent.toLowerCase()]);
  if (choice.radius !== null && Number.isInteger(choice.radius) && choice.radius >= 0 && choice.radius <= 48) out.push(['--chorus-radius', `${choice.radius}px`]);
  return out;
}

const escapeAttr = (v: string | number) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

function tagHtml(choice: EmbedChoice, extra: [string, string][] = []): string {
  const attrs = [...extra, ...embedAttributes(choice)].map(([n, v]) => ` ${n}="${escapeAttr(v)}"`).join('');
  const style = embedStyle(choice);
  const css = style.length ? ` style="${escapeAttr(style.map(([p, v]) => `${p}: ${v}`).join('; '))}"` : '';
  return `<${choice.tag}${attrs}${css}></${choice.tag}>`;
}

export interface EmbedSnippets {
  script: string;
  esm: string;
  react: string;
}

/** The three snippets for `choice`, served from `origin` (the Chorus server, e.g. https://chorus.example). */
export function embedSnippets(choice: EmbedChoice, origin: string): EmbedSnippets {
  const el = elementOf(choice.tag);
  const base = origin.replace(/\/$/, '');
  const script = `<script src="${escapeAttr(`${base}/sdk/chorus.iife.js`)}" defer></script>\n${tagHtml(choice)}`;
  // From a bundle the SDK cannot tell where Chorus is: api-base says so.
  const esm = `// npm install @chorus/sdk\nimport '@chorus/sdk/elements/${el.module}';\n\n// In your page:\n${tagHtml(choice, [['api-base', base]])}`;
  const props = [['api-base', base] as [string, string | number], ...embedAttributes(choice)].map(([n, v]) =>
    typeof v === 'number' ? `${camel(n)}={${v}}` : `${camel(n)}=${JSON.stringify(v)}`,
  );
  const style = embedStyle(choice);
  if (style.length) props.push(`style={{ ${style.map(([p, v]) => `${JSON.stringify(p)}: ${JSON.stringify(v)}`).join(', ')} } as CSSProperties}`);
  const imports = `${style.length ? "import type { CSSProperties } from 'react';\n" : ''}import { ${el.component} } from '@chorus/sdk/react';`;
  const react = `${imports}\n\nexport function ContestEmbed() {\n  return <${el.component} ${props.join(' ')} />;\n}`;
  return { script, esm, react };
}
