import { isHttpUrl } from './links.ts';
import { campaignMessages } from './campaigns.ts';

// Campaign input rules (campaigns.md §5), shared by the screens and the server: post URL, draft link, boost code,
// counter offer amount, results form.
/**
 * The hosts a post URL may be on, by a word of the campaign's platform name (a link is on a host when its host is
 * that domain or a subdomain of it). Reels count as Instagram, shorts as YouTube.
 */
const platformHosts: Record<string, readonly string[]> = {
  instagram: ['instagram.com', 'instagr.am'],
  reels: ['instagram.com', 'instagr.am'],
  tiktok: ['tiktok.com'],
  youtube: ['youtube.com', 'youtu.be'],
  shorts: ['youtube.com', 'youtu.be'],
  facebook: ['facebook.com', 'fb.com', 'fb.watch'],
  twitter: ['twitter.com', 'x.com'],
  triller: ['triller.co'],
  capcut: ['capcut.com'],
};
const SNAPCHAT = 'snapchat.com';

const onDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** Whether a link's host belongs to the platform; an unlisted platform's name must be the host's site name. */
function onPlatformHost(host: string, platformName: string): boolean {
  const words = platformName.toLowerCase().split(/\s+/).filter(Boolean);
  const domains = words.flatMap((w) => platformHosts[w] ?? []);
  if (domains.length) return domains.some((d) => onDomain(host, d));
  const site = host.split('.').slice(-2, -1)[0];
  return site !== undefined && words.includes(site);
}

/** Post URL (campaigns.md §5): http(s), on the campaign's platform's host; a Snapchat link is always allowed. */
export function postUrlError(url: string, platformName: string): string | null {
  const s = url.trim();
  if (!s || !isHttpUrl(s)) return campaignMessages.invalidPostUrl;
  const host = new URL(s).hostname.toLowerCase().replace(/\.$/, '');
  if (onDomain(host, SNAPCHAT)) return null;
  return onPlatformHost(host, platformName) ? null : campaignMessages.postUrlPlatform(platformName);
}

/** A draft may be a link instead of a file only on YouTube (campaigns.md §5). */
export const draftLinkAllowed = (platformName: string) => platformName.toLowerCase().startsWith('youtube');

export const boostCodeError = (code: string) => (code.trim() ? null : campaignMessages.invalidBoostCode);

/** USD as typed ("$12.50", "12") → cents, or null when it is not a positive amount. */
export function parseUsdToCents(input: string): number | null {
  const s = input.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  const cents = Math.round(Number(s) * 100);
  return cents > 0 && cents <= 1_000_000_000 ? cents : null;
}

export const resultFields = [
  { key: 'Views', message: campaignMessages.invalidViews, required: true },
  { key: 'Shares', message: campaignMessages.invalidShares, required: false },
  { key: 'Comments', message: campaignMessages.invalidComments, required: false },
  { key: 'Swipes', message: campaignMessages.invalidSwipes, required: false },
  { key: 'StickerTaps', message: campaignMessages.invalidStickerTaps, required: false },
] as const;
export type ResultKey = (typeof resultFields)[number]['key'];

/** Results form (campaigns.md §5): Views required and numeric, the rest numeric when given. Field → message. */
export function resultsErrors(values: Partial<Record<ResultKey, string>>): Partial<Record<ResultKey, string>> {
  const errors: Partial<Record<ResultKey, string>> = {};
  for (const f of resultFields) {
    const v = (values[f.key] ?? '').trim().replace(/,/g, '');
    if (!v ? f.required : !/^\d{1,15}$/.test(v)) errors[f.key] = f.message;
  }
  return errors;
}
