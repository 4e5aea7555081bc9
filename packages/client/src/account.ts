import * as z from 'zod/mini';
import {
  accountActivityResponse,
  accountOkResponse,
  accountsResponse,
  errorResponse,
  informationResponse,
  photoResponse,
  profileResponse,
  profileSaveResponse,
  profilesResponse,
  rosterResponse,
  taxResponse,
  usernameDetailResponse,
} from '@chorus/core';
import { ApiError, buildUrl, call, requestHeaders, type ClientConfig } from './transport.ts';

// The signed-in account screens (accounts.md §7). `subject` is the creator a manager's Admin page acts on
// (ContactID and its UID); without it every call acts on the session's acting contact.

export interface Subject {
  ContactID: number;
  ContactUID: string;
}

/** Loose on purpose: the server's schema (core's account-settings-input) is the one that decides. */
type Body = Record<string, unknown>;

export const getInformation = (c: ClientConfig, subject?: Subject, signal?: AbortSignal) =>
  call(c, informationResponse, { method: 'GET', path: '/creatorapi/information', query: { ...subject }, signal });

export const saveInformation = (c: ClientConfig, body: Body) =>
  call(c, accountOkResponse, { method: 'POST', path: '/creatorapi/informationsave', body });

/** POST market: the acting creator's top markets (1 to 50 distinct country ids), replacing the saved list. */
export const saveMarkets = (c: ClientConfig, topmarketlist: number[]) =>
  call(c, accountOkResponse, { method: 'POST', path: '/creatorapi/market', body: { topmarketlist } });

export const getProfiles = (c: ClientConfig, subject?: Subject, signal?: AbortSignal) =>
  call(c, profilesResponse, { method: 'GET', path: '/creatorapi/profiles', query: { ...subject }, signal });

export const getProfile = (c: ClientConfig, body: { ContactPlatformID: number; UID: string } & Partial<Subject>, signal?: AbortSignal) =>
  call(c, profileResponse, { method: 'POST', path: '/creatorapi/profile', body, signal });

export const saveProfile = (c: ClientConfig, body: Body) =>
  call(c, profileSaveResponse, { method: 'POST', path: '/creatorapi/profile-save', body });

export const deleteProfile = (c: ClientConfig, body: { ContactPlatformID: number; UID: string } & Partial<Subject>) =>
  call(c, accountOkResponse, { method: 'POST', path: '/creatorapi/profile-delete', body });

export const getUsernameDetail = (c: ClientConfig, signal?: AbortSignal) =>
  call(c, usernameDetailResponse, { method: 'GET', path: '/creatorapi/username-detail', signal });

/** The new login email, with the account's current password (only the owner may change it). */
export const updateUsername = (c: ClientConfig, username: string, currentPassword: string) =>
  call(c, accountOkResponse, { method: 'POST', path: '/creatorapi/update-username', body: { username, currentPassword } });

export const confirmUsername = (c: ClientConfig, body: { token: string; id: string | number }) =>
  call(c, accountOkResponse, { method: 'POST', path: '/creatorapi/confirm-username', body });

export const changePassword = (c: ClientConfig, body: { originalPassword: string; newPassword: string }) =>
  call(c, accountOkResponse, { method: 'POST', path: '/creatorapi/change-password', body });

export const getAccounts = (c: ClientConfig, signal?: AbortSignal) =>
  call(c, accountsResponse, { method: 'GET', path: '/creatorapi/accounts', signal });

export const updateAccounts = (c: ClientConfig, body: { action: 'add'; email: string } | { action: 'remove'; linkedContactId: number }) =>
  call(c, accountOkResponse, { method: 'POST', path: '/creatorapi/accounts', body });

/** The owner's account activity (who logged in as them, what delegates changed), newest first. */
export const getAccountActivity = (c: ClientConfig, page: number, signal?: AbortSignal) =>
  call(c, accountActivityResponse, { method: 'GET', path: '/creatorapi/account-activity', query: { page }, signal });

export const getRoster = (c: ClientConfig, signal?: AbortSignal) =>
  call(c, rosterResponse, { method: 'GET', path: '/creatorapi/manager/roster', signal });

export const unlinkCreator = (c: ClientConfig, creatorContactId: number) =>
  call(c, accountOkResponse, { method: 'POST', path: '/creatorapi/unlink-creator-from-manager', body: { creatorContactId } });

export const setCreatorPaymentEmail = (c: ClientConfig, body: Subject & { email: string }) =>
  call(c, accountOkResponse, { method: 'POST', path: '/creatorapi/manager/creator-payment-email', body });

export const deactivateAccount = (c: ClientConfig, confirmation: string) =>
  call(c, accountOkResponse, { method: 'POST', path: '/creatorapi/deactivate-account', body: { confirmation } });

export const getTax = (c: ClientConfig, signal?: AbortSignal) => call(c, taxResponse, { method: 'GET', path: '/creatorapi/tax', signal });

export const deleteTax = (c: ClientConfig) => call(c, accountOkResponse, { method: 'DELETE', path: '/creatorapi/tax-delete' });

/**
 * A multipart upload (the JSON transport cannot carry a file): same base, token header and CSRF header as `call`,
 * the answer parsed with `schema`, a refusal an ApiError with the server's messages.
 */
export async function uploadForm<S extends z.ZodMiniType>(c: ClientConfig, schema: S, path: string, form: FormData): Promise<z.output<S>> {
  const headers = requestHeaders(c, 'POST');
  let res: Response;
  try {
    res = await fetch(buildUrl(c.baseUrl ?? '', path), { method: 'POST', headers, body: form, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, ['Network error. Please check your connection and try again.']);
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  if (!res.ok) {
    const err = z.safeParse(errorResponse, body);
    throw new ApiError(res.status, err.success ? err.data.messages : [`Request failed (${res.status})`], undefined, err.success);
  }
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) throw new ApiError(res.status, ['Unexpected response from the server.']);
  return parsed.data;
}

const fileForm = (file: Blob, name?: string) => {
  const form = new FormData();
  form.append('file', file, name ?? (file as File).name ?? 'upload');
  return form;
};

export const saveTax = (c: ClientConfig, file: Blob, name?: string) => uploadForm(c, accountOkResponse, '/creatorapi/tax-save', fileForm(file, name));

export const uploadPhoto = (c: ClientConfig, file: Blob, name?: string) => uploadForm(c, photoResponse, '/creatorapi/photo', fileForm(file, name));
