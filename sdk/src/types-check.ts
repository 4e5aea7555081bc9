// Compile-time checks (npm run typecheck) that the published types (types.ts, events.ts) match the code: not part
// of any bundle. A failing line names what drifted.
import type { EntryResult } from '@chorus/core';
import type { ChorusEntry } from './events.ts';
import type { tags } from './tags.ts';
import type { ChorusElementAttributes, ChorusTag } from './types.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** chorus-submitted's detail is exactly the contract's EntryResult. */
export const entryMatchesContract: Same<ChorusEntry, EntryResult> = true;
/** The same tags... */
export const sameTags: Same<ChorusTag, keyof typeof tags> = true;
/** ...and each takes the attributes the registration observes. */
export const sameAttributes: { [T in ChorusTag]: Same<keyof ChorusElementAttributes[T], keyof (typeof tags)[T]['props']> } = {
  'chorus-contest-list': true,
  'chorus-contest': true,
  'chorus-entry-form': true,
  'chorus-handle-form': true,
  'chorus-leaderboard': true,
  'chorus-help-wanted': true,
  'chorus-contact-form': true,
};
