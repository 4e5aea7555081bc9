import { useEffect, useRef, useState } from 'react';

export type OnceState<T> = { status: 'pending' } | { status: 'done'; data: T } | { status: 'failed'; error: unknown };

/**
 * Runs `run` once for this mount and keeps its outcome. For calls that use an emailed link up: a second call
 * (React's development double effect, a re-render) would find the link used and fail, so there is none; the
 * answer is kept even if the effect was cleaned up in between.
 */
export function useOnce<T>(run: (() => Promise<T>) | null): OnceState<T> {
  const started = useRef(false);
  const runRef = useRef(run);
  runRef.current = run;
  const [state, setState] = useState<OnceState<T>>({ status: 'pending' });
  useEffect(() => {
    const go = runRef.current;
    if (started.current || !go) return;
    started.current = true;
    go().then(
      (data) => setState({ status: 'done', data }),
      (error: unknown) => setState({ status: 'failed', error }),
    );
  }, []);
  return run ? state : { status: 'failed', error: null };
}
