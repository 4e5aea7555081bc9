// The public types of @chorus/sdk, bundled into dist/*.d.ts by tsup (rollup-plugin-dts) from this source, so they
// cannot drift: the events come from events.ts (what the code dispatches), and types-check.ts fails the typecheck
// when an element's attributes here differ from the ones it registers (tags.ts) or checks (zod, elements/*.ts).
import type { ChorusApplication, ChorusEntry, ChorusEventMap, ChorusMessageSent } from './events.ts';

export type {
  ChorusApplication,
  ChorusEntry,
  ChorusErrorDetail,
  ChorusEventMap,
  ChorusEventName,
  ChorusMessageSent,
  ChorusNavigateDetail,
  ChorusSubmitted,
} from './events.ts';

/** Attributes every element takes (kebab-case in HTML, camelCase as properties). */
export interface ChorusBaseAttributes {
  /** `api-base`: origin of the Chorus server; defaults to the origin the SDK script was loaded from. */
  apiBase?: string;
  /** `token`: a session token (native webviews), sent as x-api-key; entries then go through the creator API. */
  token?: string;
  /**
   * `theme`: 'light' (default), 'dark', or 'auto' (follows the visitor's prefers-color-scheme).
   * @default 'light'
   */
  theme?: 'light' | 'dark' | 'auto';
}
export interface ChorusContestListAttributes extends ChorusBaseAttributes {
  /** `category`: only contests of this category (e.g. 'stagecoach'). */
  category?: string;
  /** `organizer`: only this organiser's contests (the contest's organizer, any case): an artist's own. */
  organizer?: string;
}
export interface ChorusContestAttributes extends ChorusBaseAttributes {
  /** `contest-id` (required). */
  contestId: number;
  /**
   * `page-size`: leaderboard rows per page, 10 (default), 25 or 100.
   * @default 10
   */
  pageSize?: 10 | 25 | 100;
  /** `creator`: prefills the creator handle. */
  creator?: string;
}
export interface ChorusEntryFormAttributes extends ChorusBaseAttributes {
  /** `contest-id` (required). */
  contestId: number;
  /** `creator`: prefills the creator handle. */
  creator?: string;
}
export interface ChorusHandleFormAttributes extends ChorusBaseAttributes {
  /** `contest-id` (required). */
  contestId: number;
}
export interface ChorusLeaderboardAttributes extends ChorusBaseAttributes {
  /** `contest-id` (required). */
  contestId: number;
  /**
   * `page-size`: rows per page, 10 (default), 25 or 100.
   * @default 10
   */
  pageSize?: 10 | 25 | 100;
  /** `variant`: 'creative' adds the creativity score; inferred from the rows when absent. */
  variant?: 'standard' | 'creative';
  /**
   * `heading`: the title above the table (default 'Leaderboard').
   * @default 'Leaderboard'
   */
  heading?: string;
}
/** `chorus-help-wanted` takes a signed-in creator's `token`; without one it asks visitors to log in. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the base attributes are all it takes
export interface ChorusHelpWantedAttributes extends ChorusBaseAttributes {}
export interface ChorusContactFormAttributes extends ChorusBaseAttributes {
  /** `subject`: prefills the subject (the visitor may change it). */
  subject?: string;
  /**
   * `heading`: the title above the form (default 'Contact Us').
   * @default 'Contact Us'
   */
  heading?: string;
}

/** Attributes of each element, by tag. */
export interface ChorusElementAttributes {
  'chorus-contest-list': ChorusContestListAttributes;
  'chorus-contest': ChorusContestAttributes;
  'chorus-entry-form': ChorusEntryFormAttributes;
  'chorus-handle-form': ChorusHandleFormAttributes;
  'chorus-leaderboard': ChorusLeaderboardAttributes;
  'chorus-help-wanted': ChorusHelpWantedAttributes;
  'chorus-contact-form': ChorusContactFormAttributes;
}
/** The detail of `chorus-submitted` from each element. */
export interface ChorusSubmittedDetails {
  'chorus-contest-list': ChorusEntry;
  'chorus-contest': ChorusEntry;
  'chorus-entry-form': ChorusEntry;
  'chorus-handle-form': ChorusEntry;
  'chorus-leaderboard': ChorusEntry;
  'chorus-help-wanted': ChorusApplication;
  'chorus-contact-form': ChorusMessageSent;
}
export type ChorusTag = keyof ChorusElementAttributes;

/** The events of one element: `chorus-submitted` carries that element's detail. */
export type ChorusEventMapOf<T extends ChorusTag> = Omit<ChorusEventMap, 'chorus-submitted'> & { 'chorus-submitted': CustomEvent<ChorusSubmittedDetails[T]> };

/** What every Chorus element adds to HTMLElement: typed listeners for its events (declared first, so they win). */
export interface ChorusElementBase<T extends ChorusTag = ChorusTag> extends HTMLElement {
  addEventListener<K extends keyof ChorusEventMapOf<T>>(type: K, listener: (this: HTMLElement, ev: ChorusEventMapOf<T>[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: HTMLElement, ev: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ChorusEventMapOf<T>>(type: K, listener: (this: HTMLElement, ev: ChorusEventMapOf<T>[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: HTMLElement, ev: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}
/** A Chorus element: its attributes as properties (camelCase), and its typed events. */
export type ChorusElement<T extends ChorusTag> = ChorusElementBase<T> & Partial<ChorusElementAttributes[T]>;

declare global {
  interface HTMLElementTagNameMap {
    'chorus-contest-list': ChorusElement<'chorus-contest-list'>;
    'chorus-contest': ChorusElement<'chorus-contest'>;
    'chorus-entry-form': ChorusElement<'chorus-entry-form'>;
    'chorus-handle-form': ChorusElement<'chorus-handle-form'>;
    'chorus-leaderboard': ChorusElement<'chorus-leaderboard'>;
    'chorus-help-wanted': ChorusElement<'chorus-help-wanted'>;
    'chorus-contact-form': ChorusElement<'chorus-contact-form'>;
  }
  // Lets `document.addEventListener('chorus-submitted', e => e.detail…)` type-check.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends ChorusEventMap {}
}
