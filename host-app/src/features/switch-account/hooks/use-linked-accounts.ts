import { retryTransient } from '@chorus/client';
import type { LinkedAccount } from '@chorus/core';
import { useEffect, useRef, useState } from 'react';
import { isSwitchEnded } from '../../../lib/api-client.ts';
import { getLinkedAccounts } from '../api/switch.ts';

export type LinkedAccountsState =
  | { status: 'loading'; accounts: LinkedAccount[] }
  | { status: 'ready'; accounts: LinkedAccount[] }
  | { status: 'error'; accounts: LinkedAccount[] };

/**
 * Loads the linked accounts for the contact the session acts as, again whenever that changes. A failed load ends
 * the session (accounts.md §7: "A failed switch call on load posts logout, clears the token and goes to login"):
 * `onLoadError` runs. A blip is not a failure: no answer, 429 or a busy server (502-504) is asked again twice
 * first (`retryTransient`). Nor is the end of a manager's switch: the session goes back to the manager
 * (lib/session.tsx) and the list loads again for them.
 */
export function useLinkedAccounts(contactId: number, onLoadError: (error: unknown) => void): LinkedAccountsState {
  const [state, setState] = useState<LinkedAccountsState>({ status: 'loading', accounts: [] });
  const onErrorRef = useRef(onLoadError);
  onErrorRef.current = onLoadError;

  useEffect(() => {
    let cancelled = false;
    setState((previous) => ({ status: 'loading', accounts: previous.accounts }));
    retryTransient(getLinkedAccounts).then(
      (response) => {
        if (!cancelled) setState({ status: 'ready', accounts: response.results.LinkedAccounts });
      },
      (error: unknown) => {
        if (cancelled) return;
        setState({ status: 'error', accounts: [] });
        if (!isSwitchEnded(error)) onErrorRef.current(error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [contactId]);

  return state;
}
