import * as z from 'zod/mini';
import { errorResponse } from '@chorus/core';

/** A failed call: the server's messages (spec strings), and the HTTP status (0 when the network failed). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: string[],
    /** What a refusal carries beside its messages (sign-up's `existingHandlesData`), unparsed. */
    readonly data?: unknown,
    /** The messages are the server's own (its error body), not ones the client wrote for a failure without one. */
    readonly fromServer = false,
  ) {
    super(messages[0] ?? 'Request failed');
    this.name = 'ApiError';
  }
}

/**
 * The failed call says the session is gone (401: none, expired or revoked; 403: refused for who is asking). Only
 * these may end a session in the app: a 5xx, a 429, a network failure or an answer that does not parse says
 * nothing about it.
 */
export const isSessionGone = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** A failure that may pass by itself: no answer (0), too many requests, or a server briefly unable (502-504). */
export const isTransient = (error: unknown): error is ApiError => error instanceof ApiError && [0, 429, 502, 503, 504].includes(error.status);

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/**
 * `attempt`, asked again after a transient failure (`isTransient`), after each of `delaysMs` (1 s, then 3 s: a node
 * shedding load asks for 5 s, and a retry may reach another node). The last failure is thrown, as is any other at
 * once. For the calls whose failure the spec answers by signing out (home, the switch list): a blip must not.
 */
export async function retryTransient<T>(attempt: () => Promise<T>, { signal, delaysMs = [1000, 3000] }: { signal?: AbortSignal; delaysMs?: number[] } = {}): Promise<T> {
  for (const delay of delaysMs) {
    try {
      return await attempt();
    } catch (error) {
      if (!isTransient(error) || signal?.aborted) throw error;
    }
    await pause(delay, signal);
  }
  return attempt();
}

export interface RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** A multipart body (uploads) instead of JSON; the browser sets its content type and boundary. */
  form?: FormData;
  /** Bytes sent so far of a multipart body. Only a transport that can see them reports (axios: XHR upload events). */
  onUploadProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface UploadProgress {
  loaded: number;
  /** null when the size is not known. */
  total: number | null;
}

/**
 * Moves one request and returns the decoded JSON body and status. Two exist: fetch (SDK, host app) and axios
 * (host app uploads: only XHR reports upload progress).
 */
export type Transport = (req: RequestOptions & { headers: Record<string, string> }) => Promise<{ status: number; body: unknown }>;

export interface ClientConfig {
  /** Origin and prefix of the API, '' for same origin. */
  baseUrl?: string;
  /** Token for native webviews and embeds (sent as x-api-key); the web app relies on the HttpOnly cookie instead. */
  token?: string | null;
  /**
   * The contact the page shows (a manager switched into a creator: the creator). Sent with every write as
   * `x-chorus-acting`; the server refuses a write whose session now acts as someone else (another tab switched), so
   * it cannot land in an account the page does not show.
   */
  actingAs?: number | null;
  transport?: Transport;
}

export const buildUrl = (baseUrl: string, path: string, query?: RequestOptions['query']): string => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${qs ? `?${qs}` : ''}`;
};

export const fetchTransport =
  (baseUrl: string): Transport =>
  async ({ method, path, query, body, form, headers, signal }) => {
    let res: Response;
    try {
      res = await fetch(buildUrl(baseUrl, path, query), {
        method,
        headers: body === undefined || form ? headers : { ...headers, 'content-type': 'application/json' },
        body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
        // Cookies go only to our own origin; embeds on other sites use the public API or a token header.
        credentials: 'same-origin',
        // Every answer is checked with the server (a 304 when unchanged): public answers allow shared caches
        // `stale-while-revalidate`, which a browser applies too, and a reload after a change showed the answer
        // from before it.
        cache: 'no-cache',
        signal,
      });
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
      throw new ApiError(0, ['Network error. Please check your connection and try again.']);
    }
    let text: string;
    try {
      text = await res.text();
    } catch (err) {
      // The body was cut off after the status arrived: no answer either.
      if ((err as Error).name === 'AbortError') throw err;
      throw new ApiError(0, ['Network error. Please check your connection and try again.']);
    }
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed };
  };

/**
 * The part of an axios instance the axios transport uses. Passed in rather than imported, so this package (and
 * the SDK built on it) never depends on axios; the host app hands over its own.
 */
export interface AxiosLike {
  request(config: {
    url: string;
    method: string;
    headers: Record<string, string>;
    data?: unknown;
    signal?: AbortSignal;
    withCredentials: boolean;
    responseType: 'text';
    validateStatus: (status: number) => boolean;
    onUploadProgress?: (event: { loaded: number; total?: number }) => void;
  }): Promise<{ status: number; data: unknown }>;
}

const parseJson = (text: unknown): unknown => {
  if (typeof text !== 'string') return text;
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/** The same contract over axios, which reports upload progress (XHR `upload.onprogress`) for multipart bodies. */
export const axiosTransport =
  (axios: AxiosLike, baseUrl: string): Transport =>
  async ({ method, path, query, body, form, onUploadProgress, headers, signal }) => {
    try {
      const res = await axios.request({
        url: buildUrl(baseUrl, path, query),
        method,
        headers: body === undefined || form ? headers : { ...headers, 'content-type': 'application/json' },
        data: form ?? (body === undefined ? undefined : JSON.stringify(body)),
        signal,
        // Same origin only, like the fetch transport's credentials: 'same-origin'.
        withCredentials: false,
        responseType: 'text',
        validateStatus: () => true,
        onUploadProgress: onUploadProgress
          ? (e) => onUploadProgress({ loaded: e.loaded, total: e.total && e.total > 0 ? e.total : null })
          : undefined,
      });
      return { status: res.status, body: parseJson(res.data) };
    } catch (err) {
      if (signal?.aborted || (err as Error).name === 'CanceledError' || (err as Error).name === 'AbortError') throw err;
      throw new ApiError(0, ['Network error. Please check your connection and try again.']);
    }
  };

/** The headers every call sends: who is asking (a token), and on writes the CSRF proof and the account the page shows. */
export function requestHeaders(config: ClientConfig, method: RequestOptions['method']): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (config.token) headers['x-api-key'] = config.token;
  if (method === 'GET') return headers;
  // Proof of same-origin intent for cookie-authenticated writes: a cross-site form cannot send a custom header.
  // Reads stay simple requests, so embeds on other sites pay no CORS preflight for them.
  headers['x-chorus-csrf'] = '1';
  if (config.actingAs != null) headers['x-chorus-acting'] = String(config.actingAs);
  return headers;
}

/** Sends a request and parses the answer with its zod schema; a 4xx/5xx becomes an ApiError carrying the server's messages. */
export const call = async <S extends z.ZodMiniType>(
  config: ClientConfig,
  schema: S,
  req: RequestOptions,
): Promise<z.output<S>> => {
  const transport = config.transport ?? fetchTransport(config.baseUrl ?? '');
  const { status, body } = await transport({ ...req, headers: requestHeaders(config, req.method) });
  if (status < 200 || status >= 300) {
    const err = z.safeParse(errorResponse, body);
    const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
    throw new ApiError(status, err.success ? err.data.messages : [`Request failed (${status})`], data, err.success);
  }
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) throw new ApiError(status, ['Unexpected response from the server.']);
  return parsed.data;
};

/** Text fields first, then the file: the server reads the fields before it streams the file to storage. */
export function multipart(fields: Record<string, string | number | undefined>, file: Blob, fileName?: string): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, String(v));
  if (fileName) form.append('file', file, fileName);
  else form.append('file', file);
  return form;
}
