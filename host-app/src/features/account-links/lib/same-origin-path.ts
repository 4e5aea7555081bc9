/** A path on this site from a server answer (`redirect_url`, `Url`), or `fallback`: never another origin. */
export function sameOriginPath(raw: string | null | undefined, fallback: string): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(raw)) return fallback;
  return raw;
}
