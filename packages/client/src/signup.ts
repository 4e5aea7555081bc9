import * as z from 'zod/mini';
import { handlesConflictData, signupResponse, type ExistingHandle, type SaveCreatorInput, type SaveManagerInput } from '@chorus/core';
import { ApiError, call, type ClientConfig } from './transport.ts';

/** POST contact/savecreator: a creator's sign-up, or a manager's access request (`isManager: true`). */
export const saveCreator = (c: ClientConfig, body: SaveCreatorInput) =>
  call(c, signupResponse, { method: 'POST', path: '/creatorapi/contact/savecreator', body });

/** POST contact/savemanager: manager onboarding with its roster. */
export const saveManager = (c: ClientConfig, body: SaveManagerInput) =>
  call(c, signupResponse, { method: 'POST', path: '/creatorapi/contact/savemanager', body });

/** The handles a refused sign-up names as already linked to an account (`data.existingHandlesData.handles`), if any. */
export function existingHandlesOf(err: unknown): ExistingHandle[] {
  if (!(err instanceof ApiError)) return [];
  const parsed = z.safeParse(handlesConflictData, err.data);
  return parsed.success ? parsed.data.existingHandlesData.handles : [];
}
