/** Whether a string is an absolute http: or https: address (never javascript:, data:, file:, …). */
export function isHttpUrl(v: string): boolean {
  if (!/^https?:\/\/[^\s]+$/i.test(v)) return false;
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

/*
 * Post identity (issue 23): one post has many spellings, and a contest takes it once. `postKey` answers the same
 * key for every spelling of one post, offline: the platform's own id where the link carries it (TikTok's video id
 * is global, so the @username in the link does not matter), else the normalized link.
 */

const POST_HOSTS = {
  tiktok: 'tiktok.com',
  youtube: 'youtube.com',
  shortYoutube: 'youtu.be',
  instagram: 'instagram.com',
  capcut: 'capcut.com',
} as const;

/** Whether `host` is `domain` or one of its subdomains. */
const onHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

function parse(link: string): { host: string; parts: string[]; url: URL } | null {
  const text = link.trim();
  if (!isHttpUrl(text)) return null;
  const url = new URL(text);
  // `a//b/` → ['a', 'b']
  return { host: url.hostname.toLowerCase().replace(/\.$/, ''), parts: url.pathname.split('/').filter(Boolean), url };
}

const DIGITS = /^\d{1,25}$/;
const CODE = /^[\w-]{1,64}$/;

/**
 * Links that name a post only through the platform's redirect (TikTok's `vm.`/`vt.tiktok.com/CODE` and
 * `tiktok.com/t/CODE`, Instagram's `instagram.com/share/…`): nothing offline says which post they are.
 */
export function isShortLink(link: string): boolean {
  const p = parse(link);
  if (!p) return false;
  const { host } = p;
  const parts = p.parts.map((s) => s.toLowerCase());
  if (onHost(host, POST_HOSTS.tiktok)) {
    if ((host === 'vm.tiktok.com' || host === 'vt.tiktok.com') && parts.length >= 1) return true;
    return parts[0] === 't' && parts.length >= 2;
  }
  return onHost(host, POST_HOSTS.instagram) && parts[0] === 'share' && parts.length >= 2;
}

/**
 * The platform's id of the post a link names (`tiktok:<videoId>`, `youtube:<id>`, `instagram:<code>`,
 * `capcut:<templateId>`), or null when the link carries none (a short link, a profile, anything else).
 * Ids keep their case (YouTube's and Instagram's are case-sensitive); hosts, queries, fragments, trailing
 * slashes and usernames in the path do not matter.
 */
export function postId(link: string): string | null {
  const p = parse(link);
  if (!p || isShortLink(link)) return null;
  const { host, parts: raw, url } = p;
  // Path words compare in any case; ids keep theirs.
  const parts = raw.map((s) => s.toLowerCase());
  if (onHost(host, POST_HOSTS.tiktok)) {
    // /@user/video/ID, /@user/photo/ID (one id space), /embed/v2/ID, /embed/ID, /v/ID.html, /player/v1/ID,
    // /share/video/ID, /video/ID.
    const [a, b, c] = parts;
    let id: string | undefined;
    if (a?.startsWith('@') && (b === 'video' || b === 'photo')) id = c;
    else if (a === 'embed') id = b === 'v2' ? c : b;
    else if (a === 'v') id = b?.replace(/\.html$/i, '');
    else if (a === 'player' && b === 'v1') id = c;
    else if (a === 'share' && (b === 'video' || b === 'photo')) id = c;
    else if (a === 'video' || a === 'photo') id = b;
    return id && DIGITS.test(id) ? `tiktok:${id}` : null;
  }
  if (onHost(host, POST_HOSTS.shortYoutube)) return raw[0] && CODE.test(raw[0]) ? `youtube:${raw[0]}` : null;
  if (onHost(host, POST_HOSTS.youtube)) {
    const a = parts[0];
    const id = a === 'watch' ? url.searchParams.get('v') : ['shorts', 'live', 'embed', 'v', 'e'].includes(a ?? '') ? raw[1] : null;
    return id && CODE.test(id) ? `youtube:${id}` : null;
  }
  if (onHost(host, POST_HOSTS.instagram)) {
    // /reel/CODE, /reels/CODE, /p/CODE, /tv/CODE, and the same after a username (/user/reel/CODE).
    const at = parts.findIndex((s, i) => i <= 1 && ['reel', 'reels', 'p', 'tv'].includes(s));
    const code = at >= 0 ? raw[at + 1] : undefined;
    return code && CODE.test(code) ? `instagram:${code}` : null;
  }
  if (onHost(host, POST_HOSTS.capcut)) {
    // /template-detail/ID and /template-detail/slug/ID.
    const id = parts[0] === 'template-detail' ? raw.at(-1) : undefined;
    return id && DIGITS.test(id) ? `capcut:${id}` : null;
  }
  return null;
}

/**
 * The identity that decides duplicate entries (`posts.post_key`): `postId` where the link carries the platform's
 * id, else the link normalized (host lowercased without `www.`, path without empty segments, no query or
 * fragment). Migration 0023 computes the same in SQL for the rows stored before it.
 */
export function postKey(link: string): string {
  const id = postId(link);
  if (id) return id;
  const p = parse(link);
  if (!p) return link.trim().toLowerCase();
  return `${p.host.replace(/^www\./, '')}${p.parts.length ? `/${p.parts.join('/')}` : ''}`;
}
