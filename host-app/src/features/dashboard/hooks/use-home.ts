import { ApiError, getHome } from '@chorus/client';
import type { HomeResponse } from '@chorus/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiConfig, isSwitchEnded } from '../../../lib/api-client.ts';

export type HomeState = { status: 'loading' } | { status: 'ready'; home: HomeResponse };

/**
 * GET /creatorapi/home for the acting contact. A failed call clears the session and goes to /login
 * (campaigns.md §4 Home failure); `reload` asks again after a modal changed something.
 */
export function useHome(contactId: number, onFailure: () => void): { state: HomeState; reload: () => void } {
  const [state, setState] = useState<HomeState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const failed = useRef(onFailure);
  failed.current = onFailure;
  useEffect(() => {
    const controller = new AbortController();
    getHome(apiConfig(), controller.signal).then(
      (home) => setState({ status: 'ready', home }),
      (error: unknown) => {
        // No answer at all (offline, the page navigating away) keeps the session, as the switch call does; an ended
        // switch is handled by the session (it checks again and lands on the manager).
        if (controller.signal.aborted || (error instanceof ApiError && error.status === 0) || isSwitchEnded(error)) return;
        failed.current();
      },
    );
    return () => controller.abort();
  }, [contactId, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { state, reload };
}
