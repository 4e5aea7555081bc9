import { formatDate } from '@chorus/core';
/** Small display helpers shared by the contest widgets. */

const PLATFORM_LABELS: Record<string, string> = {
  tiktok: 'TikTok',
  youtube: 'YouTube',
  instagram: 'Instagram',
  capcut: 'CapCut',
};

/** 'tiktok' → 'TikTok'; contest platform names ('YouTube Short') pass through. */
export const platformLabel = (p: string) => PLATFORM_LABELS[p.toLowerCase()] ?? p;

/**
 * A link from the API if it is an absolute http(s) URL, else undefined: a `javascript:` (or any other) URL
 * is rendered as plain text, never as a live link.
 */
export const safeHref = (url: string | null | undefined): string | undefined => (url && /^https?:\/\//i.test(url) ? url : undefined);

/**
 * Media: paths on the Chorus server ('/demo/…', one leading slash) are resolved against the API origin, so embeds
 * on other sites find them; http(s) URLs and inline images (an image cannot run script) pass; anything else is null.
 */
export function resolveAsset(apiBase: string, url: string | null | undefined): string | null {
  if (!url || !/^(https?:\/\/|\/(?![/\\])|data:image\/)/i.test(url)) return null;
  return url[0] === '/' ? `${apiBase.replace(/\/$/, '')}${url}` : url;
}

const SOCIAL_HOSTS = ['tiktok.com', 'youtube.com', 'youtu.be', 'instagram.com'];
/** Sounds hosted on TikTok, YouTube or Instagram open there in a new window; anything else plays inline. */
export function isExternalAudio(url: string): boolean {
  try {
    const host = new URL(url).hostname.toLowerCase();
    return SOCIAL_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
  } catch {
    return false;
  }
}

// In the viewer's locale and zone (issue 24; core's rules/format.ts holds the app's one date formatter).
const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'long', day: 'numeric' });
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** 'March 3, 9:00 PM CST' in the viewer's zone (contests.md §2: month, day, time, local). */
export function formatEndDate(iso: string | null): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return `${dayFormat.format(d)}, ${timeFormat.format(d)}`;
}

/** 'Mar 3, 2027' for compact places (cards, entry lists): core's `formatDate`, null for none. */
export function formatShortDate(iso: string | null): string | null {
  return formatDate(iso) || null;
}

/** Whole days from now until `iso` (0 on the last day, negative once past). */
export function daysLeft(iso: string | null, now = Date.now()): number | null {
  if (!iso) return null;
  const t = new Date(iso).getTime();
  return Number.isNaN(t) ? null : Math.floor((t - now) / 86_400_000);
}

export const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
