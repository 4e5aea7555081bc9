import { useCallback, useRef, useState } from 'react';

export interface ActionState<A extends unknown[]> {
  /** Runs the action; resolves true when it succeeded. A second run while one is pending is ignored. */
  run: (...args: A) => Promise<boolean>;
  pending: boolean;
  /** The last failure, or null (cleared when the action runs again). */
  error: unknown;
  reset: () => void;
}

/** One write the screen makes (a response, an upload, a code): pending while it runs, its failure kept for display. */
export function useAction<A extends unknown[]>(action: (...args: A) => Promise<unknown>): ActionState<A> {
  const actionRef = useRef(action);
  actionRef.current = action;
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(async (...args: A) => {
    if (busy.current) return false;
    busy.current = true;
    setPending(true);
    setError(null);
    try {
      await actionRef.current(...args);
      return true;
    } catch (err) {
      setError(err);
      return false;
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  const reset = useCallback(() => setError(null), []);
  return { run, pending, error, reset };
}
