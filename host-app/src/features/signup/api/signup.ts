import { checkManagerInvite, checkUsername, linkCreatorToManager, saveCreator, saveManager } from '@chorus/client';
import type { LinkCreatorInput, ManagerInviteBody, SaveCreatorInput, SaveManagerInput } from '@chorus/core';
import { apiConfig } from '../../../lib/api-client.ts';

/** `GET /creatorapi/check-username`: success false with 'Email already exists' when taken. */
export const getUsernameCheck = (username: string) => checkUsername(apiConfig(), username);

/** `POST /creatorapi/contact/savecreator`: sign-up, or a manager's access request. */
export const postSaveCreator = (body: SaveCreatorInput) => saveCreator(apiConfig(), body);

/** `POST /creatorapi/contact/savemanager`: manager onboarding with the roster. */
export const postSaveManager = (body: SaveManagerInput) => saveManager(apiConfig(), body);

/** `POST /creatorapi/manager-invite`: the invitation is good (who asked), or 400 with the spec-style message. */
export const postManagerInviteCheck = (body: ManagerInviteBody, signal?: AbortSignal) => checkManagerInvite(apiConfig(), body, signal);

/** `POST /creatorapi/link-creator-to-manager`: Add Creator from the manager's Accounts page. */
export const postLinkCreator = (body: LinkCreatorInput) => linkCreatorToManager(apiConfig(), body);
