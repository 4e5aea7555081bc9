/**
 * Native-app mode. The native shell opens any URL with `?token=`; from then on this tab is in native
 * mode (a tab signed in to another account by its cookie asks first): the token lives in sessionStorage and travels as `x-api-key`, the bottom tab bar shows, and
 * visitors land on /welcome. The web app never keeps a token in JS (it rides in an HttpOnly cookie).
 */
const NATIVE_KEY = 'chorus.native';
const TOKEN_KEY = 'chorus.token';

// sessionStorage can be missing or throw (privacy modes, sandboxed webviews); fall back to memory.
const memory = new Map<string, string>();
const storage = {
  get(key: string): string | null {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.sessionStorage.setItem(key, value);
    } catch {
      memory.set(key, value);
    }
  },
  remove(key: string): void {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      memory.delete(key);
    }
  },
};

/**
 * Takes `?token=` out of the current URL, so it does not end up in history, bookmarks or Referer headers, and
 * returns it: '' for an empty value (native mode, signed out), null when there is none. Whether the tab then
 * enters native mode with it is the session's decision (a signed-in tab asks first: lib/session.tsx).
 */
export function takeOfferedToken(): string | null {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return null;
  const token = url.searchParams.get('token')?.trim() ?? '';
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}

/** From now on this tab is in native mode, signed in with `token` ('' = signed out). */
export function enterNativeMode(token: string): void {
  storage.set(NATIVE_KEY, '1');
  if (token) storage.set(TOKEN_KEY, token);
  else storage.remove(TOKEN_KEY);
}

export function isNativeMode(): boolean {
  return storage.get(NATIVE_KEY) === '1';
}

export function getNativeToken(): string | null {
  return isNativeMode() ? storage.get(TOKEN_KEY) : null;
}

/** Keeps the token of a login made inside the native shell; on the web it is dropped on purpose. */
export function rememberNativeToken(token: string): void {
  if (isNativeMode()) storage.set(TOKEN_KEY, token);
}

export function forgetNativeToken(): void {
  storage.remove(TOKEN_KEY);
}

/**
 * `path` with the native token in its query (accounts.md §4: after a login the native app goes to the dashboard
 * with the token in the query, where the shell reads it); `path` itself on the web or without a token.
 */
export function withNativeToken(path: string): string {
  const token = getNativeToken();
  if (!token) return path;
  const url = new URL(path, 'https://chorus.invalid');
  url.searchParams.set('token', token);
  return `${url.pathname}${url.search}${url.hash}`;
}
