/**
 * Native-app mode. The native shell opens any URL with `?token=`; from then on this tab is in native
 * mode: the token lives in sessionStorage and travels as `x-api-key`, the bottom tab bar shows, and
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
 * Reads `?token=` from the current URL (an empty value still means native mode, signed out), stores it,
 * and removes it from the address bar so it does not end up in history, bookmarks or Referer headers.
 */
export function captureNativeToken(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  const token = url.searchParams.get('token')?.trim() ?? '';
  storage.set(NATIVE_KEY, '1');
  if (token) storage.set(TOKEN_KEY, token);
  else storage.remove(TOKEN_KEY);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
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
