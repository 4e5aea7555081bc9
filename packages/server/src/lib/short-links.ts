import { contestMessages, isShortLink, platformOfLink, postId } from '@chorus/core';
import { badRequest } from './http.ts';

/** Turns a short link into the full link of its post, or refuses it (400) with the catalogue's message. */
export type ShortLinkResolver = (link: string) => Promise<string>;

const TIMEOUT_MS = 3000;
const MAX_LOCATION = 2048;

/**
 * Short links (`vm.tiktok.com/CODE`, `tiktok.com/t/CODE`, `instagram.com/share/…`) name their post only through
 * the platform's redirect, so the duplicate check needs the post they lead to. With `SHORT_LINK_RESOLVER_URL`
 * set, `GET {base}/{host}{path}` is asked (a proxy that answers the platform's redirect: one request, redirects
 * not followed, no body read, a 3 s bound) and its `Location` must itself be a full link to a post of the same
 * platform; nothing else is fetched, so a link cannot send the server to an arbitrary host. Without it, short
 * links are refused with a message asking for the full link.
 */
export function shortLinkResolver(base: string | undefined, fetchImpl: typeof fetch = fetch): ShortLinkResolver {
  return async (link) => {
    if (!isShortLink(link)) return link;
    if (!base) throw badRequest(contestMessages.shortLinkUnsupported);
    const short = new URL(link.trim());
    // Only plain codes go into the request: no dot segments or escapes that could walk the resolver's paths.
    const parts = short.pathname.split('/').filter(Boolean);
    if (!parts.every((p) => /^[\w-]{1,64}$/.test(p))) throw badRequest(contestMessages.shortLinkFailed);
    const target = new URL(`${base.replace(/\/+$/, '')}/${short.hostname.toLowerCase()}/${parts.join('/')}`);
    let location: string | null = null;
    try {
      const res = await fetchImpl(target, { method: 'GET', redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
      // Only the header is read: the body (any size) is dropped unread.
      await res.body?.cancel().catch(() => undefined);
      if (res.status >= 300 && res.status < 400) location = res.headers.get('location');
    } catch {
      // Unreachable, refused or too slow: answered below like a link that leads nowhere.
    }
    if (!location || location.length > MAX_LOCATION) throw badRequest(contestMessages.shortLinkFailed);
    let resolved: string;
    try {
      // A relative Location is relative to the short link, as the platform would mean it.
      resolved = new URL(location, short).href;
    } catch {
      throw badRequest(contestMessages.shortLinkFailed);
    }
    if (!postId(resolved) || platformOfLink(resolved) !== platformOfLink(short.href)) throw badRequest(contestMessages.shortLinkFailed);
    return resolved;
  };
}
