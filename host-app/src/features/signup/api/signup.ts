import { checkUsername, saveCreator, saveManager } from '@chorus/client';
import type { SaveCreatorInput, SaveManagerInput } from '@chorus/core';
import { apiConfig } from '../../../lib/api-client.ts';

/** `GET /creatorapi/check-username`: success false with 'Email already exists' when taken. */
export const getUsernameCheck = (username: string) => checkUsername(apiConfig(), username);

/** `POST /creatorapi/contact/savecreator`: sign-up, or a manager's access request. */
export const postSaveCreator = (body: SaveCreatorInput) => saveCreator(apiConfig(), body);

/** `POST /creatorapi/contact/savemanager`: manager onboarding with the roster. */
export const postSaveManager = (body: SaveManagerInput) => saveManager(apiConfig(), body);
