import { ApiError, axiosTransport, buildUrl, fetchTransport, type ClientConfig, type Transport } from '@chorus/client';
import { messages } from '@chorus/core';
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
  return { baseUrl: config.apiBaseUrl, token: getNativeToken(), transport };
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
