import {
  accountOkResponse,
  approvalStatusResponse,
  checkResponse,
  checkUsernameResponse,
  sessionResponse,
  loginResponse,
  logoutResponse,
  switchListResponse,
  switchResponse,
  type LoginBody,
} from '@chorus/core';
import { call, type ClientConfig } from './transport.ts';

export const login = (c: ClientConfig, body: LoginBody) =>
  call(c, loginResponse, { method: 'POST', path: '/creatorapi/auth/login', body });

/** POST username (login step 2): links a unique email to a username login; a verification link is mailed to it. */
export const linkEmail = (c: ClientConfig, username: string) =>
  call(c, accountOkResponse, { method: 'POST', path: '/creatorapi/username', query: { username }, body: {} });

export const check = (c: ClientConfig) => call(c, checkResponse, { method: 'GET', path: '/creatorapi/check' });

/** Who the session is, or null for a visitor: a page's first look, answered 200 either way. */
export const currentSession = (c: ClientConfig) => call(c, sessionResponse, { method: 'GET', path: '/creatorapi/session' });

export const logout = (c: ClientConfig) =>
  call(c, logoutResponse, { method: 'POST', path: '/creatorapi/auth/logout', body: {} });

export const listSwitchAccounts = (c: ClientConfig) =>
  call(c, switchListResponse, { method: 'GET', path: '/creatorapi/switch' });

export const switchAccount = (c: ClientConfig, contactId: number) =>
  call(c, switchResponse, { method: 'POST', path: '/creatorapi/switch', body: { contactId } });

export const checkUsername = (c: ClientConfig, username: string) =>
  call(c, checkUsernameResponse, { method: 'GET', path: '/creatorapi/check-username', query: { username } });

export const checkApprovalStatus = (c: ClientConfig) =>
  call(c, approvalStatusResponse, { method: 'GET', path: '/creatorapi/check-approval-status' });
