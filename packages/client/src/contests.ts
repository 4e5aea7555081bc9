import {
  contestDetailResponse,
  contestPaymentsResponse,
  creatorContestListResponse,
  embedSignInResponse,
  ENTRY_TOKEN_PREFIX,
  entriesResponse,
  entryHandlesResponse,
  entryResponse,
  leaderboardResponse,
  myEntriesResponse,
  myRankResponse,
  okResponse,
  publicContestDetailResponse,
  publicContestListResponse,
  type EntryBody,
} from '@chorus/core';
import { call, type ClientConfig } from './transport.ts';

/** Active contests for anyone (embeds, the public page); `category` narrows direct lists, `organizer` to one organiser's. */
export const listPublicContests = (c: ClientConfig, category?: string, signal?: AbortSignal, organizer?: string) =>
  call(c, publicContestListResponse, { method: 'GET', path: '/publicapi/contests', query: { category, organizer }, signal });

/** Active contests the signed-in creator may enter (country, continent and approval rules applied). */
export const listMyContests = (c: ClientConfig, category?: string, signal?: AbortSignal, organizer?: string) =>
  call(c, creatorContestListResponse, { method: 'GET', path: '/creatorapi/contests', query: { category, organizer }, signal });

export const getContest = (c: ClientConfig, id: number, signal?: AbortSignal) =>
  call(c, contestDetailResponse, { method: 'GET', path: `/publicapi/contests/${id}`, signal });

/** The same contest with, once it has ended, when it did and who won (the portal's page; the widgets do without). */
export const getContestWithResults = (c: ClientConfig, id: number, signal?: AbortSignal) =>
  call(c, publicContestDetailResponse, { method: 'GET', path: `/publicapi/contests/${id}`, signal });

export const getLeaderboard = (c: ClientConfig, id: number, page = 1, pageSize = 10, signal?: AbortSignal) =>
  call(c, leaderboardResponse, { method: 'GET', path: `/publicapi/contests/${id}/leaderboard`, query: { page, pageSize }, signal });

/** 'Find me': where a handle (or, with no handle, the signed-in account) stands: each row's rank and page. */
export const getMyRank = (c: ClientConfig, id: number, pageSize = 10, creator?: string, signal?: AbortSignal) =>
  call(c, myRankResponse, { method: 'GET', path: `/publicapi/contests/${id}/my-rank`, query: { pageSize, creator }, signal });

export const getApprovedEntries = (c: ClientConfig, id: number, page = 1, pageSize = 10, signal?: AbortSignal) =>
  call(c, entriesResponse, { method: 'GET', path: `/publicapi/contests/${id}/entries`, query: { page, pageSize }, signal });

/** The handles the signed-in creator (a manager: their roster) may enter contests with. */
export const getEntryHandles = (c: ClientConfig, signal?: AbortSignal) =>
  call(c, entryHandlesResponse, { method: 'GET', path: '/creatorapi/entry-handles', signal });

/**
 * Signed in (token or cookie) → the creator API; otherwise the public one (direct and quick contests only). A fan who
 * signed in inside an embed holds a contest-entry token (`signInForEntry`), which enters through its own call.
 */
export const submitEntry = (c: ClientConfig, id: number, body: EntryBody, signedIn: boolean) =>
  call(c, entryResponse, {
    method: 'POST',
    path: c.token?.startsWith(ENTRY_TOKEN_PREFIX)
      ? `/publicapi/embed/contests/${id}/entries`
      : `/${signedIn ? 'creatorapi' : 'publicapi'}/contests/${id}/entries`,
    body,
  });

/**
 * An embed's in-place sign-in: the login's credentials for a token, kept in memory, that the server accepts only to
 * enter contests (and read one as the fan) and that lasts minutes; never a full session on an artist's site.
 */
export const signInForEntry = (c: ClientConfig, body: { username: string; password: string }) =>
  call({ ...c, token: null }, embedSignInResponse, { method: 'POST', path: '/publicapi/embed/sign-in', body });

export const listMyEntries = (c: ClientConfig, signal?: AbortSignal) =>
  call(c, myEntriesResponse, { method: 'GET', path: '/creatorapi/contest-entries', signal });

export const listContestPayments = (
  c: ClientConfig,
  q: { status?: 'To Be Paid' | 'Paid'; page?: number; pageSize?: number },
  signal?: AbortSignal,
) => call(c, contestPaymentsResponse, { method: 'GET', path: '/creatorapi/contest-payments', query: q, signal });

export const marketingSignup = (c: ClientConfig, body: { preffyID: number; email: string; marketingConsent: boolean }) =>
  call(c, okResponse, { method: 'POST', path: '/publicapi/marketing-signup', body });
