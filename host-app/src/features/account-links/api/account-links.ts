import { confirmAccount, requestPasswordReset, verifyMagicLink } from '@chorus/client';
import type { ConfirmAccountResponse, MagicLinkQuery, MagicLinkResponse, PasswordResetResponse } from '@chorus/core';
import { apiConfig } from '../../../lib/api-client.ts';

/** `POST /creatorapi/password-reset`. */
export function postPasswordReset(username: string): Promise<PasswordResetResponse> {
  return requestPasswordReset(apiConfig(), username);
}

/** `POST /creatorapi/magic-link/verify`: checks or uses an emailed link; with passwords, resets. A sign-in link also sets the session cookie. */
export function postVerifyLink(query: MagicLinkQuery, body?: { newPassword: string; confirmPassword: string }): Promise<MagicLinkResponse> {
  return verifyMagicLink(apiConfig(), query, body);
}

/** `POST /creatorapi/confirm-account`. */
export function postConfirmAccount(contactId: string, uid: string): Promise<ConfirmAccountResponse> {
  return confirmAccount(apiConfig(), { contactId, uid });
}
