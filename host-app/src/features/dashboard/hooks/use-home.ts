import { getHome, retryTransient } from '@chorus/client';
import { viewerTimeZone } from '@chorus/core';
import type { HomeResponse } from '@chorus/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiConfig, isSwitchEnded } from '../../../lib/api-client.ts';

export type HomeState = { status: 'loading' } | { status: 'ready'; home: HomeResponse };

/**
 * GET /creatorapi/home for the acting contact; `reload` asks again (after a modal changed something). A failed home
 * call ends the session (campaigns.md §4: "A failed home call clears the stored login token and redirects to
 * /login"): `onFailed` runs, and the dashboard logs out. A blip is not a failure: no answer, 429 or a busy server
 * (502-504) is asked again twice first (`retryTransient`), so a node shedding load for a second signs nobody out.
 * An ended switch is the session's to handle (it checks again and lands on the manager).
 */
export function useHome(contactId: number, onFailed: () => void): { state: HomeState; reload: () => void } {
  const [state, setState] = useState<HomeState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const failed = useRef(onFailed);
  failed.current = onFailed;
  useEffect(() => {
    const controller = new AbortController();
    // The viewer's zone: the Earn page's "this month" is their calendar month.
    retryTransient(() => getHome(apiConfig(), controller.signal, { timeZone: viewerTimeZone() }), { signal: controller.signal }).then(
      (home) => setState({ status: 'ready', home }),
      (error: unknown) => {
        if (controller.signal.aborted || isSwitchEnded(error)) return;
        failed.current();
      },
    );
    return () => controller.abort();
  }, [contactId, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { state, reload };
}
