import { isHttpUrl } from './links.ts';
import { campaignMessages } from './campaigns.ts';

// Campaign input rules (campaigns.md §5), shared by the screens and the server: post URL, draft link, boost code,
// counter offer amount, results form.
/** The word a post URL must contain for a platform; reels count as Instagram, shorts as YouTube. */
const platformWords: Record<string, string[]> = {
  instagram: ['instagram', 'reels'],
  tiktok: ['tiktok'],
  youtube: ['youtube', 'youtu.be', 'shorts'],
  facebook: ['facebook', 'fb.watch'],
  twitter: ['twitter', 'x.com'],
  triller: ['triller'],
  capcut: ['capcut'],
};

/** Post URL (campaigns.md §5): http(s), naming the campaign's platform; a Snapchat link is always allowed. */
export function postUrlError(url: string, platformName: string): string | null {
  const s = url.trim();
  if (!s || !isHttpUrl(s)) return campaignMessages.invalidPostUrl;
  const host = new URL(s).hostname.toLowerCase();
  if (host === 'snapchat.com' || host.endsWith('.snapchat.com')) return null;
  const key = platformName.toLowerCase().split(/\s+/)[0] ?? '';
  const words = platformWords[key] ?? [key];
  const lower = s.toLowerCase();
  return words.some((w) => lower.includes(w)) ? null : campaignMessages.postUrlPlatform(platformName);
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
