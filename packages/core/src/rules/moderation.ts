// The moderation queue's signals (issue 21): what makes an entry worth a second look. Each is a bit of the entry's
// `signals` column (posts.signals), raised by the write that makes it true (the entry's insert, a metrics update) and
// never cleared: it says what happened. An entry with any signal is flagged: flagged entries come first in the queue.

export const moderationSignals = ['samePost', 'sharedEmail', 'newAccount', 'metricJump'] as const;
export type ModerationSignal = (typeof moderationSignals)[number];

/** The bit of each signal in posts.signals (a smallint). */
export const SIGNAL_BITS: Record<ModerationSignal, number> = { samePost: 1, sharedEmail: 2, newAccount: 4, metricJump: 8 };

/** An entry made this many minutes or fewer after its entrant's account was created is `newAccount`. */
export const NEW_ACCOUNT_MINUTES = 30;
/** A metrics update that takes views or likes to more than this many times their previous value is `metricJump`… */
export const METRIC_JUMP_FACTOR = 10;
/** …when the previous value was at least this (a first count, or 3 views becoming 40, is no jump). */
export const METRIC_JUMP_FLOOR = 100;

/** The signals a bit set holds, in their fixed order. */
export const signalsOf = (bits: number): ModerationSignal[] => moderationSignals.filter((s) => (bits & SIGNAL_BITS[s]) !== 0);

/** What each signal means, for the queue's badges (text beside the colour) and their titles. */
export const signalLabels: Record<ModerationSignal, { label: string; help: string }> = {
  samePost: { label: 'Same post', help: 'This post was also entered in another entry of this organisation’s contests (another spelling of the link, another handle or another contest).' },
  sharedEmail: { label: 'Shared email', help: 'This email entered this contest under more than one handle.' },
  newAccount: { label: 'New account', help: `The entrant’s account was created at most ${NEW_ACCOUNT_MINUTES} minutes before this entry.` },
  metricJump: { label: 'Metric jump', help: `A metrics update took views or likes to more than ${METRIC_JUMP_FACTOR} times their previous value (of at least ${METRIC_JUMP_FLOOR}).` },
};
