import { getHome, isSessionGone } from '@chorus/client';
import { viewerTimeZone } from '@chorus/core';
import type { HomeResponse } from '@chorus/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiConfig, isSwitchEnded } from '../../../lib/api-client.ts';

export type HomeState = { status: 'loading' } | { status: 'ready'; home: HomeResponse } | { status: 'error'; error: unknown };

/**
 * GET /creatorapi/home for the acting contact; `reload` asks again (after a modal changed something, or Try again).
 * Home failure (campaigns.md §4) ends the session only when the answer says it is gone (401/403): then
 * `onSessionGone` runs (the dashboard logs out and goes to /login). Any other failure — 5xx, 429, no answer, an
 * answer that does not parse — leaves the session alone and is the `error` state: signing out then would revoke a
 * good session because the server was busy. An ended switch is the session's to handle (it checks again and
 * lands on the manager).
 */
export function useHome(contactId: number, onSessionGone: () => void): { state: HomeState; reload: () => void } {
  const [state, setState] = useState<HomeState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const gone = useRef(onSessionGone);
  gone.current = onSessionGone;
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => (previous.status === 'error' ? { status: 'loading' } : previous));
    // The viewer's zone: the Earn page's "this month" is their calendar month.
    getHome(apiConfig(), controller.signal, { timeZone: viewerTimeZone() }).then(
      (home) => setState({ status: 'ready', home }),
      (error: unknown) => {
        if (controller.signal.aborted || isSwitchEnded(error)) return;
        if (isSessionGone(error)) gone.current();
        else setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [contactId, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { state, reload };
}
