import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, type ClientConfig, type Transport } from '@chorus/client';
import { genericMessages } from '@chorus/core';

/** How every widget reaches the Chorus API. */
export interface ApiProps {
  /** Origin (and prefix) of the Chorus API; '' means the page's own origin. */
  apiBase?: string;
  /** A session token (native webviews, signed-in embeds), sent as `x-api-key`. */
  token?: string | null;
  /** Replaces fetch: tests and stories serve data without a server. */
  transport?: Transport;
}

export function useClientConfig({ apiBase = '', token, transport }: ApiProps): ClientConfig {
  return useMemo(() => ({ baseUrl: apiBase, token: token || null, transport }), [apiBase, token, transport]);
}

/** The messages to show for a failed call: the server's own (spec strings) or a generic line. */
export function messagesOf(err: unknown): string[] {
  return err instanceof ApiError && err.messages.length ? err.messages : [genericMessages.error];
}

export interface Resource<T> {
  /** The latest data; kept while the next page loads so tables do not flash. */
  data: T | undefined;
  error: string[] | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads data for `key` (a string naming everything the request depends on) and reloads when it changes.
 * A null key loads nothing: the widget was handed its data. Superseded requests are aborted; failures are
 * kept (with the last data) and reported to `onError`.
 */
export function useResource<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  onError?: (messages: string[]) => void,
): Resource<T> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  const [state, setState] = useState<Omit<Resource<T>, 'reload'>>({ data: undefined, error: null, loading: key !== null });
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, error: null, loading: true }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, error: null, loading: false });
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        const error = messagesOf(err);
        setState((s) => ({ data: s.data, error, loading: false }));
        onErrorRef.current?.(error);
      },
    );
    return () => controller.abort();
  }, [key, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { ...state, reload };
}
