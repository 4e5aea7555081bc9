/**
 * The entry the server created (detail of `chorus-submitted`). Written out, not imported, so the published types
 * need neither zod nor the private contracts; types-check.ts fails the typecheck when it drifts from the contract.
 */
export interface ChorusEntry {
  id: number;
  contestId: number;
  contestName: string;
  /** The creator handle, lowercased. */
  creator: string;
  /** 'tiktok', 'youtube', 'instagram', 'capcut', or null for a handle entry. */
  platform: string | null;
  link: string | null;
  status: 'in_review' | 'approved' | 'rejected';
}

/** `chorus-help-wanted`'s `chorus-submitted` detail: the creator applied to an opportunity. */
export interface ChorusApplication {
  /** The opportunity (ExploreSurveyID). */
  opportunityId: number;
  title: string;
  /** The server's confirmation. */
  message: string;
}

/** `chorus-contact-form`'s `chorus-submitted` detail: the message was accepted. */
export interface ChorusMessageSent {
  /** The server's confirmation ('Message successfully sent! …'). */
  message: string;
}

/** What `chorus-submitted` carries: an entry (contest elements), an application or a sent message. */
export type ChorusSubmitted = ChorusEntry | ChorusApplication | ChorusMessageSent;

/** Detail of `chorus-error`. */
export interface ChorusErrorDetail {
  /** The server's messages (the spec's strings), or a generic line when the network failed. */
  messages: string[];
}

/** Detail of `chorus-navigate`. */
export interface ChorusNavigateDetail {
  /** The Chorus route, e.g. '/quickdetail?PostID=6', '/login?returnTo=…', '/updatePayment?email=…'. */
  path: string;
  /** `api-base` + path: where the page goes unless a listener calls preventDefault(). */
  url: string;
}

/**
 * Every event a Chorus element dispatches. All bubble and are composed (they leave the shadow root), so one
 * listener on `document` hears every widget on the page.
 */
export interface ChorusEventMap {
  /**
   * A form was sent: an entry was created (contest elements: the server's entry, status 'in_review'), an application
   * (chorus-help-wanted) or a contact message (chorus-contact-form).
   */
  'chorus-submitted': CustomEvent<ChorusSubmitted>;
  /** Loading or submitting failed; the widget shows the messages too. */
  'chorus-error': CustomEvent<ChorusErrorDetail>;
  /** The widget wants to open a Chorus page (View Contest, Log In, payment setup). Cancelable: preventDefault() to route yourself. */
  'chorus-navigate': CustomEvent<ChorusNavigateDetail>;
}

export type ChorusEventName = keyof ChorusEventMap;

/** Dispatches a Chorus event from `host`; returns false when a listener cancelled it. */
export function emit<K extends ChorusEventName>(
  host: EventTarget,
  name: K,
  detail: ChorusEventMap[K]['detail'],
  cancelable = false,
): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}
