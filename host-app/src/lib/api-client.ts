import { ApiError, axiosTransport, fetchTransport, type ClientConfig, type Transport } from '@chorus/client';
import { messages } from '@chorus/core';
import axios from 'axios';
import { config } from './config.ts';
import { getNativeToken } from './native.ts';

const switchEndedListeners = new Set<() => void>();

/**
 * Runs `listener` whenever an API call answers that the manager's switch has ended (403 with
 * messages.switchAccount.ended: the link to the creator was removed and the server has already put the session
 * back on the manager). Returns the unsubscribe function.
 */
export function onSwitchEnded(listener: () => void): () => void {
  switchEndedListeners.add(listener);
  return () => switchEndedListeners.delete(listener);
}

/** The failed call is the end of a switch (see onSwitchEnded). */
export const isSwitchEnded = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.messages.includes(messages.switchAccount.ended);

const fetchWithWatch = (base: Transport): Transport => async (req) => {
  const answer = await base(req);
  const body = answer.body as { messages?: unknown } | undefined;
  if (answer.status === 403 && Array.isArray(body?.messages) && body.messages.includes(messages.switchAccount.ended))
    for (const listener of [...switchEndedListeners]) listener();
  return answer;
};

// One transport for the app's own calls and the widgets it hosts, so any of them can report an ended switch.
const transport = fetchWithWatch(fetchTransport(config.apiBaseUrl));

/**
 * The one client configuration every feature's api/ module calls through. Read per call, so a native
 * token captured or cleared later is honoured. The fetch transport sends cookies to the same origin,
 * which carries the HttpOnly session cookie on the web.
 */
export function apiConfig(): ClientConfig {
  return { baseUrl: config.apiBaseUrl, token: getNativeToken(), transport };
}

// Uploads go over axios, the one transport that reports upload progress (XHR upload events); everything else keeps
// fetch, which the widgets share.
const uploadTransport = fetchWithWatch(axiosTransport(axios, config.apiBaseUrl));

/** apiConfig() for calls that send a file and report its progress (drafts, contracts, result screenshots). */
export function uploadApiConfig(): ClientConfig {
  return { ...apiConfig(), transport: uploadTransport };
}

/** What the @chorus/ui widgets need to reach the API from inside the portal: same base, native token when there is one. */
export function widgetApi(): { apiBase: string; token: string | null; transport: Transport } {
  return { apiBase: config.apiBaseUrl, token: getNativeToken(), transport };
}
