import { ApiError, check } from '@chorus/client';
import type { ContactDetail } from '@chorus/core';
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { apiConfig } from './api-client.ts';
import { forgetNativeToken, getNativeToken, rememberNativeToken } from './native.ts';

export type SignedOutReason = 'anonymous' | 'logout' | 'expired';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out'; reason: SignedOutReason }
  | { status: 'error'; message: string }
  | { status: 'signed-in'; contact: ContactDetail };

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Asks the server who we are (`GET /creatorapi/check`). */
  refresh(): Promise<void>;
  /** After a login: the contact from the response; the token is kept only in native mode. */
  signIn(contact: ContactDetail, token?: string): void;
  /** After switching accounts: the session now acts as this contact. */
  updateContact(contact: ContactDetail): void;
  /** Forgets the local session (the caller has already asked the server to revoke it). */
  signOut(reason?: SignedOutReason): void;
}

export type CheckSession = () => Promise<ContactDetail>;

const checkWithServer: CheckSession = async () => (await check(apiConfig())).results.contactDetail;

export function createSessionStore(checkSession: CheckSession = checkWithServer): SessionStore {
  let state: SessionState = { status: 'loading' };
  // Bumped by every local change, so a check answered after a login or logout cannot overwrite it.
  let generation = 0;
  const listeners = new Set<() => void>();
  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async refresh() {
      const started = ++generation;
      if (state.status === 'error') set({ status: 'loading' });
      try {
        const contact = await checkSession();
        if (started === generation) set({ status: 'signed-in', contact });
      } catch (err) {
        if (started !== generation) return;
        if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
          const hadToken = getNativeToken() !== null;
          forgetNativeToken();
          set({ status: 'signed-out', reason: hadToken ? 'expired' : 'anonymous' });
        } else {
          set({ status: 'error', message: err instanceof Error ? err.message : 'Something went wrong.' });
        }
      }
    },
    signIn(contact, token) {
      generation++;
      if (token) rememberNativeToken(token);
      set({ status: 'signed-in', contact });
    },
    updateContact(contact) {
      generation++;
      set({ status: 'signed-in', contact });
    },
    signOut(reason = 'logout') {
      generation++;
      forgetNativeToken();
      set({ status: 'signed-out', reason });
    },
  };
}

const SessionContext = createContext<SessionStore | null>(null);

export interface SessionProviderProps {
  /** Tests pass their own store; the app creates one that checks with the server on mount. */
  store?: SessionStore;
  children: ReactNode;
}

export function SessionProvider({ store: given, children }: SessionProviderProps) {
  const [store] = useState(() => given ?? createSessionStore());
  useEffect(() => {
    if (store.getState().status === 'loading') void store.refresh();
  }, [store]);
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore must be used inside <SessionProvider>');
  return store;
}

export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** The signed-in contact; only for components rendered behind the session guard. */
export function useContact(): ContactDetail {
  const session = useSession();
  if (session.status !== 'signed-in') throw new Error('useContact needs a signed-in session');
  return session.contact;
}
