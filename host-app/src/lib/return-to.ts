const ENTRY_PATHS = new Set(['/login', '/index', '/welcome']);

/**
 * Where to go after signing in: only a same-origin path. Rejects absolute URLs, protocol-relative
 * `//host`, backslash tricks (`/\host`, which browsers read as `//host`), control characters, and
 * the entry pages themselves (which would loop). Anything else falls back.
 */
export function safeReturnTo(raw: string | null | undefined, fallback = '/dashboard'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return fallback;
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return fallback;
  const base = 'https://chorus.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base || ENTRY_PATHS.has(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?returnTo=…` (or `/welcome?…` in the native app) for a page that needs a session. */
export function entryPathFor(returnTo: string | null, native: boolean): string {
  const entry = native ? '/welcome' : '/login';
  const target = returnTo ? safeReturnTo(returnTo, '') : '';
  return target && target !== '/dashboard' ? `${entry}?returnTo=${encodeURIComponent(target)}` : entry;
}

/** The native welcome screen's Log In: the login form (`/login?show=form`), keeping a safe returnTo. */
export function nativeLoginHref(returnTo: string | null): string {
  const target = safeReturnTo(returnTo, '');
  return `/login?show=form${target ? `&returnTo=${encodeURIComponent(target)}` : ''}`;
}
