import { entryMessages } from './eligibility.ts';

/** Contest rules of contests.md, pure and shared by the server, the widgets and the host app. */

export const MAX_ENTRIES_PER_USER = 7;
export const MILESTONE_CAP = 500;
export const MILESTONE_TYPE = '555';
export const DEFAULT_FEE_PCT = 7.5;
export const DEFAULT_INVOICE_AMOUNT = 1000;
export const ORDER_DIVISOR = 20;
export const LEADERBOARD_PAGE_SIZES = [10, 25, 100] as const;
export const ENTRIES_PAGE_SIZES = [5, 10, 25, 100] as const;
export const PAYMENTS_PAGE_SIZES = [10, 25, 100] as const;
export const FEE_LABEL = 'transaction fee for payment processing';

export const contestMessages = {
  emailRequired: 'Please enter your email',
  emailInvalid: 'E-Mail is not valid!',
  linkFormEmailInvalid: 'Invalid Email Address',
  linkRequired: 'Please enter your post link',
  usernameRequired: 'Please enter your username',
  linkScheme: 'Invalid Link (Must be http or https)',
  linkHost: 'Must be either a TikTok, YouTube, CapCut, or Instagram post',
  duplicate: 'Post has already been submitted',
  // Short links name their post only through the platform's redirect (links.ts, isShortLink).
  shortLinkUnsupported: 'Short links cannot be checked here yet. Please open the link and paste the full address of the post.',
  shortLinkFailed: 'We could not open this short link. Please paste the full address of the post.',
  // A signed-in entry names one of the acting contact's handles (a manager's: their roster's).
  handleNotYours: 'Please choose one of your own handles.',
  noHandles: 'Add your handle to your profile to enter contests.',
  handlesLoading: 'Loading your handles…',
  maxEntries: 'Maximum 7 entries',
  // Contains 'already exist' (contests.md §5): the handle form opens its duplicate-username dialog on it.
  handleTaken: 'This username already exists in this contest.',
  noYouTube: 'This contest does not allow YouTube submissions',
  noInstagram: 'This contest does not allow Instagram submissions',
  closed: 'This contest is no longer accepting entries.',
  milestoneReached: 'This contest has reached its 500-post milestone and is closed.',
  loginRequired: 'Please log in to enter this contest.',
  notFound: 'Contest not found.',
  /** An entry from a site the contest's organisation has not allowed its widgets on. */
  originNotAllowed: 'This contest does not take entries on this site. Please enter on the contest’s own page.',
  noMarketing: 'This contest does not take marketing signups.',
  confirmation:
    'Congratulations! Your submission is now in review. If you win, we will email you with instructions on how to collect your prize.',
  confirmationPost:
    'Congratulations! Your post is now in review. If you win, we will email you with instructions on how to collect your prize.',
  noEntries: 'No results found! In the meantime, earn money by entering some of our ongoing contests.',
  noResults: 'No Results',
  directBanner: 'Enter 3 contests for a guaranteed $100!',
  paymentsDelay: 'Payments may take until 2 days after the contest end.',
  signUpSameEmail: 'You must sign up using the same email that you entered the contest with to claim your prize.',
} as const;

/**
 * The organiser's side (admin API and CLI): kept apart from `contestMessages`, which the widgets bundle whole,
 * so the SDK does not carry them.
 */
export const organiserMessages = {
  // Results freeze at the end: an ended contest's leaderboard is what its prizes pay.
  ended: 'This contest has ended: its results are final. Reopen it to change them.',
  endedSettings: 'This contest has ended: its type, metric, prizes and fee are final. Reopen it to change them.',
  reopenPaid: 'A prize of this contest has already been paid, so it cannot be reopened: money has moved.',
  // A payout batch's CSV was handed to PayPal: deleting its prize would pay the winner again from the next end.
  reopenInBatch: (batchId: number) =>
    `A prize of this contest is in payout batch ${batchId}, so it cannot be reopened: the batch pays it.`,
  reopenMilestone: 'This contest ended at its 500-post milestone: it cannot be reopened while 500 entries are approved.',
  reopenEndDate: 'The new end date must be in the future.',
  // No payment without a payee.
  noPaymentEmail: 'This winner has no confirmed payment email: they must add and confirm one before the prize can be marked paid.',
  alreadyPaid: 'This payment is already marked paid.',
  paymentNotFound: 'Payment not found.',
  // Judged awards: a prize line that names no place pays the entry the organiser chooses.
  awardNotFound: (label: string) => `This contest has no award named "${label}".`,
  awardNotEnded: 'End the contest before choosing an award winner: the results must be final.',
  awardChosen: (label: string) => `The award "${label}" already has a winner. Reopen the contest to choose again.`,
  awardEntry: 'Choose an approved entry of this contest.',
  awaitingJudging: 'Awaiting judging',
  // A winner without a confirmed payment email, reminded by mail from the studio.
  reminderSent: (email: string) => `We emailed ${email} a reminder to add and confirm a payment email.`,
  reminderNotNeeded: 'This winner already has a confirmed payment email: the prize can be paid.',
  reminderRecent: 'This winner was reminded less than a day ago. Try again tomorrow.',
  // An organisation shows its own name (or its artist's) as the organiser, never another organisation's: the
  // embeds' lists (`?organizer=`) show one organiser's contests.
  organizerTaken: 'That organiser name belongs to another organisation on Chorus. Show your own name or your artist’s.',
  // The studio's cover and sound uploads.
  coverType: 'The cover must be a JPG, PNG or WebP image.',
  soundType: 'The sound must be an MP3, M4A, AAC, WAV or OGG file.',
  mediaRequired: 'Choose a file to upload.',
} as const;

export const contestKinds = ['standard', 'direct', 'quick', 'custom'] as const;
export type ContestKind = (typeof contestKinds)[number];

/** Platform names as contests list them (default TikTok). */
export const contestPlatforms = ['TikTok', 'YouTube Short', 'Instagram Reel', 'CapCut'] as const;
export type ContestPlatform = (typeof contestPlatforms)[number];

export const postPlatforms = ['tiktok', 'youtube', 'instagram', 'capcut'] as const;
export type PostPlatform = (typeof postPlatforms)[number];

const HOSTS: Record<PostPlatform, string[]> = {
  tiktok: ['tiktok.com'],
  youtube: ['youtube.com', 'youtu.be'],
  instagram: ['instagram.com'],
  capcut: ['capcut.com'],
};

/** The platform a link belongs to, by host (subdomains included), or null. */
export function platformOfLink(link: string): PostPlatform | null {
  let host: string;
  try {
    host = new URL(link).hostname.toLowerCase();
  } catch {
    return null;
  }
  for (const p of postPlatforms) if (HOSTS[p].some((h) => host === h || host.endsWith(`.${h}`))) return p;
  return null;
}

export interface LinkRuleContest {
  platforms: readonly string[];
}

/** The first rule of contests.md §5 a post link breaks, or null when it may be submitted. */
export function linkError(link: string, contest: LinkRuleContest): string | null {
  const trimmed = link.trim();
  if (!trimmed) return contestMessages.linkRequired;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return contestMessages.linkScheme;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return contestMessages.linkScheme;
  const platform = platformOfLink(trimmed);
  if (!platform) return contestMessages.linkHost;
  if (platform === 'youtube' && !contest.platforms.includes('YouTube Short')) return contestMessages.noYouTube;
  if (platform === 'instagram' && !contest.platforms.includes('Instagram Reel')) return contestMessages.noInstagram;
  return null;
}

const EMAIL_RE = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/;
/** Contest email rule: required, lowercased as typed, then the lowercase pattern. */
export function contestEmailError(email: string, form: 'link' | 'handle'): string | null {
  const e = email.trim().toLowerCase();
  if (!e) return contestMessages.emailRequired;
  if (!EMAIL_RE.test(e)) return form === 'link' ? contestMessages.linkFormEmailInvalid : contestMessages.emailInvalid;
  return null;
}

/** Handles are lowercased and lose a leading @. */
export const normalizeHandle = (h: string) => h.trim().replace(/^@+/, '').toLowerCase();

const HANDLE_RE = /^[a-z0-9._]{2,30}$/;
/** A handle contest's username, once normalized: required, then 2-30 letters, digits, `.` or `_`. */
export function handleError(raw: string): string | null {
  const h = normalizeHandle(raw);
  if (!h) return contestMessages.usernameRequired;
  return HANDLE_RE.test(h) ? null : entryMessages.handleInvalid;
}

export interface ContestLike {
  kind: ContestKind;
  isClosed: boolean;
  metric: string;
  competitionType: string;
  platforms: readonly string[];
  takePct: number | null;
  color?: string | null;
}

/** Contests ranked by likes or views take a post link; any other metric takes a handle. */
export const isHandleContest = (c: Pick<ContestLike, 'metric'>) => !['likes', 'views'].includes(c.metric.toLowerCase());
/** The confirmation after an entry: 'submission' for handle contests, 'post' for post contests. */
export const confirmationFor = (c: Pick<ContestLike, 'metric'>) =>
  isHandleContest(c) ? contestMessages.confirmation : contestMessages.confirmationPost;
export const isMilestone = (c: Pick<ContestLike, 'competitionType'>) => c.competitionType === MILESTONE_TYPE;
export const isDirect = (c: Pick<ContestLike, 'kind'>) => c.kind === 'direct';
/** Visitors may enter direct and quick contests with an email; the rest need a session. */
export const allowsAnonymous = (c: Pick<ContestLike, 'kind'>) => c.kind === 'direct' || c.kind === 'quick';

/** The detail route of contests.md §2 for this contest. */
export function detailPath(c: Pick<ContestLike, 'kind' | 'isClosed'>, id: number | string): string {
  const path =
    c.kind === 'direct'
      ? '/directdetail'
      : c.kind === 'quick'
        ? '/quickdetail'
        : c.kind === 'custom'
          ? '/customdetail'
          : c.isClosed
            ? '/exclusivedetail'
            : '/contestdetail';
  return `${path}?PostID=${encodeURIComponent(String(id))}`;
}

export type Ribbon = 'YT Shorts' | 'Creative' | 'Top Views';
export function ribbons(c: Pick<ContestLike, 'platforms' | 'competitionType' | 'metric'>): Ribbon[] {
  const out: Ribbon[] = [];
  if (c.platforms.includes('YouTube Short')) out.push('YT Shorts');
  if (c.competitionType.toLowerCase() === 'creative') out.push('Creative');
  if (c.metric.toLowerCase() === 'views') out.push('Top Views');
  return out;
}

/** Fee percent: none when direct, `takePct × 100` when set, else 7.5. */
export function feePct(c: Pick<ContestLike, 'kind' | 'takePct'>): number {
  if (isDirect(c)) return 0;
  if (c.takePct !== null && c.takePct !== undefined) return Math.round(c.takePct * 100 * 1000) / 1000;
  return DEFAULT_FEE_PCT;
}

/** What a winner receives after the fee, in cents. */
export const netCents = (grossCents: number, pct: number) => grossCents - Math.round((grossCents * pct) / 100);

export interface ParsedPrize {
  label: string;
  /** Amount for one place, in cents. */
  amountCents: number;
  /** First and last place (inclusive) this line pays; 0 and 0 for an award. */
  fromPlace: number;
  toPlace: number;
  /**
   * A line that names no place ('Best Dance $25') is a judged award: it pays the entry the organiser chooses, never
   * a rank, and nothing until one is chosen.
   */
  award: boolean;
}

const ORDINAL = /(\d+)(?:st|nd|rd|th)\b/gi;
/**
 * Parses a prize string of the form 'label$amount': '1st Place $100' pays place 1; '2nd-5th Place $50' pays
 * places 2 to 5; 'Top 10 $20' pays places 1 to 10; a line naming no place ('Best Dance $25') is an award, paid to
 * the entry the organiser chooses. Lines without a readable amount are null.
 */
export function parsePrize(raw: string): ParsedPrize | null {
  const at = raw.lastIndexOf('$');
  if (at < 0) return null;
  const amount = Number(raw.slice(at + 1).replace(/[,\s]/g, '').match(/^\d+(\.\d{1,2})?/)?.[0]);
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const label = raw.slice(0, at).trim().replace(/[:\-–]\s*$/, '').trim() || raw.trim();
  const amountCents = Math.round(amount * 100);
  const top = label.match(/\btop\s+(\d+)\b/i);
  if (top) return { label, amountCents, fromPlace: 1, toPlace: Number(top[1]), award: false };
  const ordinals = [...label.matchAll(ORDINAL)].map((m) => Number(m[1]));
  if (ordinals.length >= 2) return { label, amountCents, fromPlace: ordinals[0]!, toPlace: ordinals[1]!, award: false };
  if (ordinals.length === 1) return { label, amountCents, fromPlace: ordinals[0]!, toPlace: ordinals[0]!, award: false };
  // Not a place: once paid to whoever ranked next (an 11th place got 'Best Dance'), now judged.
  return { label, amountCents, fromPlace: 0, toPlace: 0, award: true };
}

export const placesOf = (p: ParsedPrize) => Math.max(1, p.toPlace - p.fromPlace + 1);

export function parsePrizes(raw: readonly string[]): ParsedPrize[] {
  return raw.map(parsePrize).filter((p): p is ParsedPrize => p !== null);
}

/** A contest's award lines by label, matched as an organiser types it (case and spacing aside), or undefined. */
export const findAward = (raw: readonly string[], label: string) =>
  parsePrizes(raw).find((p) => p.award && p.label.trim().toLowerCase() === label.trim().toLowerCase());

/** The prize total of contests.md §9: each line's amount times its number of places, summed. */
export const prizeTotalCents = (raw: readonly string[]) =>
  parsePrizes(raw).reduce((sum, p) => sum + p.amountCents * placesOf(p), 0);

/** Contest list order: invoiceAmount (default 1000) / 20 minus the posts count, at least 1; largest first. */
export const remainingValue = (invoiceAmount: number | null | undefined, posts: number) =>
  Math.max(1, (invoiceAmount ?? DEFAULT_INVOICE_AMOUNT) / ORDER_DIVISOR - posts);

/** Numbers abbreviated with K, M, G: 999 → '999', 1234 → '1.2K', 1500000 → '1.5M', 2e9 → '2G'. */
export function abbreviate(n: number): string {
  const abs = Math.abs(n);
  const units: [number, string][] = [
    [1e9, 'G'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, suffix] of units) {
    if (abs >= size) {
      const v = Math.floor((n / size) * 10) / 10;
      return `${v % 1 === 0 ? v.toFixed(0) : v.toFixed(1)}${suffix}`;
    }
  }
  return String(Math.round(n));
}

export type PrizeIcon = 'gold-podium' | 'silver-podium' | 'medal' | 'trophy';
/** Prize icons in order: gold podium, silver podium, medal, then trophies. */
export const prizeIcon = (index: number): PrizeIcon =>
  index === 0 ? 'gold-podium' : index === 1 ? 'silver-podium' : index === 2 ? 'medal' : 'trophy';

/** How a prize line is described: a place range gives top N through M, a single place the top creator. */
export function describePrize(p: ParsedPrize, metric: string): string {
  if (p.award) return 'Chosen by the organiser';
  const m = metric.toLowerCase();
  if (p.fromPlace === p.toPlace)
    return p.fromPlace === 1
      ? `The top creator by combined ${m}`
      : `The creator in place ${p.fromPlace} by combined ${m}`;
  return `Creators in places ${p.fromPlace} through ${p.toPlace} by combined ${m}`;
}

export const POST_GUIDELINES = [
  'The song must be clearly heard.',
  'Original content only: no aggregated or unlicensed material.',
  'It must be a video, not a still image.',
  'No inappropriate content.',
  'No spam or anything that violates the integrity of the competition.',
] as const;
