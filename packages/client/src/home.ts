import {
  accountOkResponse,
  exploreResponse,
  helpWantedResponse,
  homeResponse,
  managedProfilesResponse,
} from '@chorus/core';
import { call, type ClientConfig } from './transport.ts';

// The dashboard's calls (campaigns.md §7): home, confirm-info, managed profiles, help wanted, explore.

/** `GET /creatorapi/home`: earnings, legal approval status, actions, contact detail. */
export const getHome = (c: ClientConfig, signal?: AbortSignal, query: { timeZone?: string } = {}) =>
  call(c, homeResponse, { method: 'GET', path: '/creatorapi/home', query: { timeZone: query.timeZone }, signal });

/** `POST /creatorapi/confirm-info`: the confirm-info wizard's details, payment email and new handles. */
export const confirmInfo = (c: ClientConfig, body: Record<string, unknown>) =>
  call(c, accountOkResponse, { method: 'POST', path: '/creatorapi/confirm-info', body });

/** `GET /creatorapi/managed-profiles`: the acting manager's roster creators with handles and invite counts. */
export const getManagedProfiles = (c: ClientConfig, signal?: AbortSignal) =>
  call(c, managedProfilesResponse, { method: 'GET', path: '/creatorapi/managed-profiles', signal });

/** `GET /creatorapi/helpwanted`: open opportunities with their fields. */
export const getHelpWanted = (c: ClientConfig, signal?: AbortSignal) =>
  call(c, helpWantedResponse, { method: 'GET', path: '/creatorapi/helpwanted', signal });

export interface HelpWantedApplication {
  ExploreSurveyID: number;
  EmailAddress: string;
  ExploreSurveyResponseJSON: string;
  ContactID: number;
  ContactPlatformID: number;
  CampaignName: string;
}

/** `POST /creatorapi/apply-to-help-wanted`. */
export const applyToHelpWanted = (c: ClientConfig, body: HelpWantedApplication) =>
  call(c, accountOkResponse, { method: 'POST', path: '/creatorapi/apply-to-help-wanted', body });

/** `GET /creatorapi/explore`: opportunities with their signed encryptedID and uid. */
export const getExplore = (c: ClientConfig, signal?: AbortSignal) => call(c, exploreResponse, { method: 'GET', path: '/creatorapi/explore', signal });
