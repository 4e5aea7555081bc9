import * as z from 'zod/mini';
import {
  handlesConflictData,
  linkCreatorResponse,
  managerInviteResponse,
  signupResponse,
  teamContactResponse,
  type ExistingHandle,
  type LinkCreatorInput,
  type ManagerInviteBody,
  type SaveCreatorInput,
  type SaveManagerInput,
} from '@chorus/core';
import { ApiError, call, type ClientConfig } from './transport.ts';

/** POST contact/savecreator: a creator's sign-up, or a manager's access request (`isManager: true`). */
export const saveCreator = (c: ClientConfig, body: SaveCreatorInput) =>
  call(c, signupResponse, { method: 'POST', path: '/creatorapi/contact/savecreator', body });

/** POST contact/savemanager: manager onboarding with its roster. */
export const saveManager = (c: ClientConfig, body: SaveManagerInput) =>
  call(c, signupResponse, { method: 'POST', path: '/creatorapi/contact/savemanager', body });

/** GET team-contact: the team's address (TEAM_EMAIL) for the screens' "contact {email}" lines. */
export const getTeamContact = (c: ClientConfig, signal?: AbortSignal) =>
  call(c, teamContactResponse, { method: 'GET', path: '/creatorapi/team-contact', signal });

/** POST manager-invite: checks an onboarding invitation (without using it) and says who asked. */
export const checkManagerInvite = (c: ClientConfig, body: ManagerInviteBody, signal?: AbortSignal) =>
  call(c, managerInviteResponse, { method: 'POST', path: '/creatorapi/manager-invite', body, signal });

/** POST link-creator-to-manager: Add Creator, onto the acting manager's roster. */
export const linkCreatorToManager = (c: ClientConfig, body: LinkCreatorInput) =>
  call(c, linkCreatorResponse, { method: 'POST', path: '/creatorapi/link-creator-to-manager', body });

/** The handles a refused sign-up names as already linked to an account (`data.existingHandlesData.handles`), if any. */
export function existingHandlesOf(err: unknown): ExistingHandle[] {
  if (!(err instanceof ApiError)) return [];
  const parsed = z.safeParse(handlesConflictData, err.data);
  return parsed.success ? parsed.data.existingHandlesData.handles : [];
}
