import * as z from 'zod';
import { messages } from '../messages.ts';
import { emailSchema, idNumberOrString, textInput } from './common.ts';

const m = messages.accountLinks;

/** POST password-reset: the login email. */
export const passwordResetBody = z.object({ username: emailSchema });
export type PasswordResetBody = z.infer<typeof passwordResetBody>;

/** A link's secret (base64url of 32 bytes) as it arrives; anything else cannot match and is refused the same way. */
const linkToken = textInput(200).min(1, m.magicFailed);

/** The query of every emailed magic link: the token and its row (`magic_token_uid`). */
export const magicLinkQuery = z.object({
  magic_token: linkToken,
  magic_token_uid: textInput(20).min(1, m.magicFailed),
});
export type MagicLinkQuery = z.infer<typeof magicLinkQuery>;

/** Body of the verify call: empty to verify (or use) the link; a new password and its confirmation to reset. */
export const magicLinkBody = z
  .object({
    // Not trimmed: spaces may be part of a password.
    newPassword: textInput(256, { trim: false }).optional(),
    confirmPassword: textInput(256, { trim: false }).optional(),
  })
  .optional();
export type MagicLinkBody = z.infer<typeof magicLinkBody>;

/** POST confirm-account: the contact and the emailed secret (`uid`). */
export const confirmAccountBody = z.object({
  contactId: idNumberOrString,
  uid: textInput(200).min(1, m.confirmFailed),
});
export type ConfirmAccountBody = z.infer<typeof confirmAccountBody>;

const RESET_SPECIALS = /[@$!%*?&#]/;

/**
 * The reset-password rules of accounts.md §5, each problem once with its message: required, at least 8
 * characters, an upper and a lower case letter, a digit and one of @$!%*?&#; the confirmation required and equal.
 * The form shows them; the server checks the same list.
 */
export function resetPasswordProblems(newPassword: string | undefined, confirmPassword: string | undefined): string[] {
  const p = m.password;
  const problems: string[] = [];
  const pw = newPassword ?? '';
  if (!pw) problems.push(p.required);
  else {
    if ([...pw].length < 8) problems.push(p.minLength);
    if (!/[A-Z]/.test(pw) || !/[a-z]/.test(pw) || !/\d/.test(pw) || !RESET_SPECIALS.test(pw)) problems.push(p.pattern);
  }
  if (!confirmPassword) problems.push(p.confirmationRequired);
  else if (pw && confirmPassword !== pw) problems.push(p.mismatch);
  return problems;
}
