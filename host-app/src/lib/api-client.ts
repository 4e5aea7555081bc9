import { ApiError, axiosTransport, buildUrl, fetchTransport, type ClientConfig, type Transport } from '@chorus/client';
import { messages } from '@chorus/core';
import { config } from './config.ts';
import { getNativeToken } from './native.ts';

const accountMovedListeners = new Set<(notice: string) => void>();

/**
 * Runs `listener` with the server's words whenever an API call answers that the session no longer acts as the page
 * shows: the manager's switch has ended (403 with messages.switchAccount.ended: the link to the creator was removed
 * and the server has already put the session back on the manager), or another tab switched accounts (409 with
 * messages.switchAccount.changedElsewhere: the write was refused). Returns the unsubscribe function.
 */
export function onAccountMoved(listener: (notice: string) => void): () => void {
  accountMovedListeners.add(listener);
  return () => accountMovedListeners.delete(listener);
}

/** The failed call is the end of a switch (see onAccountMoved). */
export const isSwitchEnded = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.messages.includes(messages.switchAccount.ended);

const movedNotice = (status: number, body: unknown): string | null => {
  const said = (body as { messages?: unknown } | undefined)?.messages;
  if (!Array.isArray(said)) return null;
  if (status === 403 && said.includes(messages.switchAccount.ended)) return messages.switchAccount.ended;
  if (status === 409 && said.includes(messages.switchAccount.changedElsewhere)) return messages.switchAccount.changedElsewhere;
  return null;
};

const fetchWithWatch = (base: Transport): Transport => async (req) => {
  const answer = await base(req);
  const notice = movedNotice(answer.status, answer.body);
  if (notice) for (const listener of [...accountMovedListeners]) listener(notice);
  return answer;
};

// The contact the app shows (lib/session.tsx keeps it current): every write says so (ClientConfig.actingAs), and the
// server refuses one the session no longer acts for.
let shownContact: number | null = null;
export const setShownContact = (contactId: number | null) => {
  shownContact = contactId;
};

// One transport for the app's own calls and the widgets it hosts, so any of them can report an ended switch.
const watched = fetchWithWatch(fetchTransport(config.apiBaseUrl));

type Answer = ReturnType<Transport>;
const early = new Map<string, { answer: Answer; at: number }>();
const requestKey = (req: Parameters<Transport>[0]) => `${req.method} ${buildUrl('', req.path, req.query)}`;

// A GET asked for early (requestEarly) answers the first identical GET made within 10 s, once.
const transport: Transport = (req) => {
  const key = requestKey(req);
  const waiting = req.method === 'GET' ? early.get(key) : undefined;
  if (!waiting) return watched(req);
  early.delete(key);
  return performance.now() - waiting.at < 10_000 ? waiting.answer : watched(req);
};

/**
 * Makes `call` (a client function, given this app's configuration) now, before the screen that needs its answer
 * has loaded its code: that screen's first identical GET takes the answer instead of asking again. Public pages use
 * it so their content and the screen's chunk load side by side.
 */
export function requestEarly(call: (config: ClientConfig) => Promise<unknown>): void {
  const recording: Transport = (req) => {
    const answer = watched(req);
    if (req.method === 'GET') early.set(requestKey(req), { answer, at: performance.now() });
    return answer;
  };
  // The screen's own call reports a failure; this one only starts the request.
  call({ ...apiConfig(), transport: recording }).catch(() => {});
}

/**
 * The one client configuration every feature's api/ module calls through. Read per call, so a native
 * token captured or cleared later is honoured. The fetch transport sends cookies to the same origin,
 * which carries the HttpOnly session cookie on the web.
 */
export function apiConfig(): ClientConfig {
  return { baseUrl: config.apiBaseUrl, token: getNativeToken(), actingAs: shownContact, transport };
}

// Uploads go over axios, the one transport that reports upload progress (XHR upload events); everything else keeps
// fetch, which the widgets share. axios loads with the first upload (its own chunk), not with every page.
let axiosUpload: Promise<Transport> | null = null;
const uploadTransport = fetchWithWatch((req) => {
  axiosUpload ??= import('axios').then(({ default: axios }) => axiosTransport(axios, config.apiBaseUrl));
  return axiosUpload.then((transport) => transport(req));
});

/** apiConfig() for calls that send a file and report its progress (drafts, contracts, result screenshots). */
export function uploadApiConfig(): ClientConfig {
  return { ...apiConfig(), transport: uploadTransport };
}

/** What the @chorus/ui widgets need to reach the API from inside the portal: same base, native token when there is one. */
export function widgetApi(): { apiBase: string; token: string | null; transport: Transport } {
  return { apiBase: config.apiBaseUrl, token: getNativeToken(), transport };
}
