import * as z from 'zod';
import { signInMessages } from '../rules/sign-in.ts';
import { emailSchema, idNumberOrString, textInput } from './common.ts';

export const loginBody = z.object({
  username: textInput(254).toLowerCase().min(1, signInMessages.usernameRequired),
  // Not trimmed: spaces may be part of a password. NUL is refused like any text (no client types one).
  password: textInput(256, { trim: false }).min(1, signInMessages.passwordRequired),
  rememberMe: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/** An embed's contest-entry sign-in: the login's credentials (no "remember me": its token lasts minutes, in memory). */
export const embedSignInBody = loginBody.omit({ rememberMe: true });

export const switchBody = z.object({ contactId: idNumberOrString });

export const checkUsernameQuery = z.object({ username: emailSchema });

/** POST username (login step 2): the unique email to link, in the query as accounts.md §7 has it. */
export const linkEmailQuery = z.object({ username: emailSchema });
export type LinkEmailQuery = z.infer<typeof linkEmailQuery>;
