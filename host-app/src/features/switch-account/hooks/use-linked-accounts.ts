import { isSessionGone } from '@chorus/client';
import type { LinkedAccount } from '@chorus/core';
import { useEffect, useRef, useState } from 'react';
import { isSwitchEnded } from '../../../lib/api-client.ts';
import { getLinkedAccounts } from '../api/switch.ts';

export type LinkedAccountsState =
  | { status: 'loading'; accounts: LinkedAccount[] }
  | { status: 'ready'; accounts: LinkedAccount[] }
  | { status: 'error'; accounts: LinkedAccount[] };

/**
 * Loads the linked accounts for the contact the session acts as, again whenever that changes.
 * `onLoadError` runs when the server says the session is gone (401/403): the spec logs the user out then
 * (accounts.md §7). Any other failure — 5xx, 429, no answer (offline, or cut off because the page is navigating
 * away), an answer that does not parse — says nothing about the session: logging out then would revoke a good one,
 * so it only shows the error state. Nor is the end of a manager's switch: the session goes back to the manager
 * (lib/session.tsx) and the list loads again for them.
 */
export function useLinkedAccounts(contactId: number, onLoadError: (error: unknown) => void): LinkedAccountsState {
  const [state, setState] = useState<LinkedAccountsState>({ status: 'loading', accounts: [] });
  const onErrorRef = useRef(onLoadError);
  onErrorRef.current = onLoadError;

  useEffect(() => {
    let cancelled = false;
    setState((previous) => ({ status: 'loading', accounts: previous.accounts }));
    getLinkedAccounts().then(
      (response) => {
        if (!cancelled) setState({ status: 'ready', accounts: response.results.LinkedAccounts });
      },
      (error: unknown) => {
        if (cancelled) return;
        setState({ status: 'error', accounts: [] });
        if (isSessionGone(error) && !isSwitchEnded(error)) onErrorRef.current(error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [contactId]);

  return state;
}
