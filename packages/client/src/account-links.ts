import {
  confirmAccountResponse,
  magicLinkResponse,
  passwordResetResponse,
  type MagicLinkQuery,
} from '@chorus/core';
import { call, type ClientConfig } from './transport.ts';

/** `POST /creatorapi/password-reset`: mails a reset link; the same answer whether or not the email has an account. */
export const requestPasswordReset = (c: ClientConfig, username: string) =>
  call(c, passwordResetResponse, { method: 'POST', path: '/creatorapi/password-reset', body: { username } });

/**
 * `POST /creatorapi/magic-link/verify`: checks (a reset link) or uses (a sign-in or entry link) an emailed link;
 * with `newPassword` and `confirmPassword` it resets the password.
 */
export const verifyMagicLink = (c: ClientConfig, query: MagicLinkQuery, body: { newPassword?: string; confirmPassword?: string } = {}) =>
  call(c, magicLinkResponse, { method: 'POST', path: '/creatorapi/magic-link/verify', query: { ...query }, body });

/** `POST /creatorapi/confirm-account`: confirms a new account's email with its link. */
export const confirmAccount = (c: ClientConfig, body: { contactId: number | string; uid: string }) =>
  call(c, confirmAccountResponse, { method: 'POST', path: '/creatorapi/confirm-account', body });
