import { ApiError } from '@chorus/client';
import { messages } from '@chorus/core';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface QueryState<T> {
  /** The latest answer; kept while a reload or the next page loads, so lists do not flash empty. */
  data: T | undefined;
  /** The failed call (an ApiError carries the server's messages and status), or null. */
  error: unknown;
  /** A request is in flight (the first load, a reload, or a new key). */
  loading: boolean;
  /** Asks again with the same key. */
  reload: () => void;
}

/**
 * Loads `load()` for `key` (a string naming everything the request depends on) and again whenever it
 * changes; a null key loads nothing. A superseded request is aborted and its answer ignored.
 */
export function useQuery<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): QueryState<T> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: null,
    loading: key !== null,
  });
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, error: null, loading: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ data: s.data, error, loading: false }));
      },
    );
    return () => controller.abort();
  }, [key, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { ...state, reload };
}

/** The words to show for a failed call: the server's own messages, or the generic line. */
export function errorMessages(error: unknown): string[] {
  return error instanceof ApiError && error.messages.length ? error.messages : [messages.generic.error];
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
