// Public types of the Chorus SDK (hand-written: the elements are typed by their attributes and events, not by
// the React props behind them). Importing 'chorus' or any 'elements/<name>' registers the elements and these types.

/** The entry the server created (detail of `chorus-submitted`). */
export interface ChorusEntry {
  id: number;
  contestId: number;
  contestName: string;
  /** The creator handle, lowercased. */
  creator: string;
  platform: 'tiktok' | 'youtube' | 'instagram' | 'capcut' | string | null;
  link: string | null;
  status: 'in_review' | 'approved' | 'rejected';
}

export interface ChorusErrorDetail {
  /** The server's messages, or a generic line when the network failed. */
  messages: string[];
}

export interface ChorusNavigateDetail {
  /** The Chorus route, e.g. '/quickdetail?PostID=6'. */
  path: string;
  /** `api-base` + path: where the page goes unless a listener calls preventDefault(). */
  url: string;
}

/** Every event a Chorus element dispatches; all bubble and are composed. */
export interface ChorusEventMap {
  /** An entry was created (post link or handle). */
  'chorus-submitted': CustomEvent<ChorusEntry>;
  /** Loading or submitting failed; the widget shows the messages too. */
  'chorus-error': CustomEvent<ChorusErrorDetail>;
  /** The widget wants to open a Chorus page. Cancelable: preventDefault() to route yourself. */
  'chorus-navigate': CustomEvent<ChorusNavigateDetail>;
}

/** Attributes every element takes (kebab-case in HTML, camelCase as properties). */
export interface ChorusBaseElement extends HTMLElement {
  /** `api-base`: origin of the Chorus server; defaults to the origin the SDK script was loaded from. */
  apiBase?: string;
  /** `token`: a session token (native webviews), sent as x-api-key; entries then go through the creator API. */
  token?: string;
  /** `theme`: 'light' (default) or 'dark'. */
  theme?: 'light' | 'dark';
  addEventListener<K extends keyof ChorusEventMap>(type: K, listener: (this: this, ev: ChorusEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
}

export interface ChorusContestListElement extends ChorusBaseElement {
  /** `category`: only contests of this category (e.g. 'stagecoach'). */
  category?: string;
}
export interface ChorusContestElement extends ChorusBaseElement {
  /** `contest-id` (required). */
  contestId: number;
  /** `page-size`: leaderboard rows per page, 10 (default), 25 or 100. */
  pageSize?: 10 | 25 | 100;
  /** `creator`: prefills the creator handle. */
  creator?: string;
}
export interface ChorusEntryFormElement extends ChorusBaseElement {
  contestId: number;
  creator?: string;
}
export interface ChorusHandleFormElement extends ChorusBaseElement {
  contestId: number;
}
export interface ChorusLeaderboardElement extends ChorusBaseElement {
  contestId: number;
  pageSize?: 10 | 25 | 100;
  /** `variant`: 'creative' adds the creativity score; inferred from the rows when absent. */
  variant?: 'standard' | 'creative';
  /** `heading`: the title above the table (default 'Leaderboard'). */
  heading?: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'chorus-contest-list': ChorusContestListElement;
    'chorus-contest': ChorusContestElement;
    'chorus-entry-form': ChorusEntryFormElement;
    'chorus-handle-form': ChorusHandleFormElement;
    'chorus-leaderboard': ChorusLeaderboardElement;
  }
  // Lets `document.addEventListener('chorus-submitted', e => e.detail…)` type-check.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends ChorusEventMap {}
}
