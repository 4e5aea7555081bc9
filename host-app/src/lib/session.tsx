import { currentSession } from '@chorus/client';
import { messages, type ContactDetail } from '@chorus/core';
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { apiConfig, isSwitchEnded, onAccountMoved, setShownContact } from './api-client.ts';
import { enterNativeMode, forgetNativeToken, getNativeToken, rememberNativeToken } from './native.ts';

export type SignedOutReason = 'anonymous' | 'logout' | 'expired';

/** A tab signed in (by its cookie) as `current` was opened with a `?token=` of another account. */
export interface AccountQuestion {
  current: ContactDetail;
  offered: ContactDetail;
}

export type SessionState =
  | { status: 'loading'; question?: AccountQuestion }
  | { status: 'signed-out'; reason: SignedOutReason }
  | { status: 'error'; message: string }
  | { status: 'signed-in'; contact: ContactDetail; notice?: string };

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Asks the server who we are (`GET /creatorapi/session`); first settles a `?token=` the tab was opened with. */
  refresh(): Promise<void>;
  /** After a login: the contact from the response; the token is kept only in native mode. */
  signIn(contact: ContactDetail, token?: string): void;
  /** After switching accounts: the session now acts as this contact. */
  updateContact(contact: ContactDetail): void;
  /** Forgets the local session (the caller has already asked the server to revoke it). */
  signOut(reason?: SignedOutReason): void;
  /** The answer to the account question: continue as the offered account (native mode with its token), or stay. */
  answerQuestion(continueAsOffered: boolean): void;
  /**
   * A call answered that the session no longer acts as the page shows (the switch has ended, or another tab
   * switched): ask who we are and say `notice` once (default: the switch has ended).
   */
  switchEnded(notice?: string): Promise<void>;
  /** The signed-in notice has been read. */
  dismissNotice(): void;
}

/**
 * `GET /creatorapi/session` with the tab's own credentials, or with only the cookie (null), or with `token`: the
 * contact, or null when nobody is signed in (a visitor's answer is a 200, so public pages log no failed request).
 */
export type CheckSession = (token?: string | null) => Promise<ContactDetail | null>;

const checkWithServer: CheckSession = async (token) =>
  (await currentSession({ ...apiConfig(), ...(token !== undefined && { token }) })).results.contactDetail;

// The login behind a session: a manager acting as a creator is still the manager.
const loginOf = (c: ContactDetail) => c.actorContactID ?? c.contactID;

type Offer =
  | { take: true; contact?: ContactDetail }
  | { take: false; current: ContactDetail; offered?: ContactDetail };

/**
 * Whether a `?token=` may simply be taken: yes without a cookie session (the native webview) or when it is the same
 * login; a tab signed in as someone else asks first (offered), and keeps its session when the token signs in nobody.
 */
async function weighOffer(token: string, checkSession: CheckSession): Promise<Offer> {
  if (!token) return { take: true };
  const current = await checkSession(null).catch(() => null);
  if (!current) return { take: true };
  const offered = await checkSession(token).catch(() => null);
  if (!offered) return { take: false, current };
  return loginOf(offered) === loginOf(current) ? { take: true, contact: offered } : { take: false, current, offered };
}

/**
 * `offeredToken` is the `?token=` the tab was opened with (lib/native.ts takeOfferedToken), settled by the first
 * refresh: taken into native mode as before, or, in a tab signed in as another account, only once the user says so.
 */
export function createSessionStore(checkSession: CheckSession = checkWithServer, offeredToken: string | null = null): SessionStore {
  let state: SessionState = { status: 'loading' };
  // Bumped by every local change, so a check answered after a login or logout cannot overwrite it.
  let generation = 0;
  let offerPending = offeredToken !== null;
  // Shared by overlapping refreshes (React's StrictMode runs the first one twice), so the token is weighed once.
  let offer: Promise<Offer> | null = null;
  let question: (AccountQuestion & { token: string }) | null = null;
  let notice: string | null = null;
  let ending: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: SessionState) => {
    state = next;
    setShownContact(next.status === 'signed-in' ? next.contact.contactID : null);
    for (const listener of listeners) listener();
  };
  const signedIn = (contact: ContactDetail): SessionState => (notice ? { status: 'signed-in', contact, notice } : { status: 'signed-in', contact });

  const store: SessionStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async refresh() {
      // While the account question is open, its answer decides the session.
      if (question) return;
      const started = ++generation;
      if (state.status === 'error') set({ status: 'loading' });
      if (offerPending) {
        offer ??= weighOffer(offeredToken!, checkSession);
        const outcome = await offer;
        if (started !== generation) return;
        offerPending = false;
        offer = null;
        if (outcome.take) {
          enterNativeMode(offeredToken!);
          if (outcome.contact) return set(signedIn(outcome.contact));
        } else if (outcome.offered) {
          question = { current: outcome.current, offered: outcome.offered, token: offeredToken! };
          return set({ status: 'loading', question: { current: outcome.current, offered: outcome.offered } });
        } else {
          return set(signedIn(outcome.current));
        }
      }
      try {
        const contact = await checkSession();
        if (started !== generation) return;
        if (contact) return set(signedIn(contact));
        const hadToken = getNativeToken() !== null;
        forgetNativeToken();
        set({ status: 'signed-out', reason: hadToken ? 'expired' : 'anonymous' });
      } catch (err) {
        if (started !== generation) return;
        // The check itself met the end of a switch: the server is already back on the manager, so ask once more;
        // met again while asking, it signs out rather than loop.
        if (isSwitchEnded(err)) return ending ? set({ status: 'signed-out', reason: 'anonymous' }) : store.switchEnded();
        set({ status: 'error', message: err instanceof Error ? err.message : 'Something went wrong.' });
      }
    },
    signIn(contact, token) {
      generation++;
      notice = null;
      if (token) rememberNativeToken(token);
      set({ status: 'signed-in', contact });
    },
    updateContact(contact) {
      generation++;
      notice = null;
      set({ status: 'signed-in', contact });
    },
    signOut(reason = 'logout') {
      generation++;
      notice = null;
      forgetNativeToken();
      set({ status: 'signed-out', reason });
    },
    answerQuestion(continueAsOffered) {
      if (!question) return;
      const { current, offered, token } = question;
      question = null;
      generation++;
      if (continueAsOffered) enterNativeMode(token);
      set(signedIn(continueAsOffered ? offered : current));
    },
    switchEnded(said = messages.switchAccount.ended) {
      // One notice and one refresh however many calls met the end at once; the notice stays until dismissed
      // or the session changes.
      notice = said;
      ending ??= store.refresh().finally(() => (ending = null));
      return ending;
    },
    dismissNotice() {
      notice = null;
      if (state.status === 'signed-in') set({ status: 'signed-in', contact: state.contact });
    },
  };
  return store;
}

const SessionContext = createContext<SessionStore | null>(null);

export interface SessionProviderProps {
  /** Tests pass their own store; the app creates one that checks with the server on mount. */
  store?: SessionStore;
  /** The `?token=` the tab was opened with, for the store the provider creates (see createSessionStore). */
  offeredToken?: string | null;
  children: ReactNode;
}

export function SessionProvider({ store: given, offeredToken = null, children }: SessionProviderProps) {
  const [store] = useState(() => given ?? createSessionStore(undefined, offeredToken));
  useEffect(() => {
    if (store.getState().status === 'loading') void store.refresh();
  }, [store]);
  // Any call of the app or its widgets may meet the end of a manager's switch, or a switch in another tab.
  useEffect(() => onAccountMoved((notice) => void store.switchEnded(notice)), [store]);
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
