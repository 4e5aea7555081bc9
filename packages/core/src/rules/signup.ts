import { formatUsd } from './format.ts';
import { PRODUCT } from '../messages.ts';

/**
 * Sign-up and manager onboarding (accounts.md §2, §4, §5, §8, §9): messages word for word, and the rules both
 * the portal's wizards and the server apply to what is typed.
 */
export const signupMessages = {
  success: 'Please check your email to confirm your account.',
  successTitle: 'Successful Sign Up!',
  managerRequest: `Thanks for requesting access to become a ${PRODUCT} manager! A member of our team will reach out to you shortly to begin the onboarding process.`,
  // {email}: the team's address as the server is configured (TEAM_EMAIL; the portal asks GET team-contact).
  handlesConflict: (email: string) =>
    `The following handles are already linked to an account in our system. Please reach out to ${email} to resolve the conflict.`,
  managerFailure: (email: string) => `There has been an error. Please try again or contact ${email} to resolve.`,
  contestEmail: 'You must sign up using the same email that you entered the contest with to claim your prize.',
  addCreator: 'Please add a creator to continue',
  // Manager onboarding is by invitation (accounts.md §1: by request only, the team reaches out with the form's link).
  inviteRequired:
    'Manager onboarding is by invitation. Request access as a manager on the sign-up page; our team will reach out with a link to this form.',
  inviteInvalid: 'This onboarding link is invalid, expired or already used. Please ask our team for a new one.',
  // Add Creator from the Accounts page (POST link-creator-to-manager).
  creatorAdded: 'Successfully Added Creator!',
  managersOnly: 'Only managers can add creators to a roster.',
  // Field messages: the spec fixes the first four ('Invalid First Name', …); the others follow their pattern.
  firstName: 'Invalid First Name',
  lastName: 'Invalid Last Name',
  paymentEmail: 'Invalid PayPal',
  company: 'Invalid Company',
  address: 'Invalid Address',
  city: 'Invalid City',
  state: 'Invalid State',
  postalCode: 'Invalid Zip',
  country: 'Invalid Country',
  phone: 'Phone number must be longer than 7 characters',
  birthday: 'Please select your birthday',
  birthYear: (min: number, max: number) => `Birth year must be between ${min} and ${max}`,
  gender: 'Invalid Gender',
  orientation: 'Invalid Sexual Orientation',
  profiles: 'Please add at least one profile',
  handles: 'Please add at least one handle',
  handle: 'Handle must be longer than 1 character',
  handleChars: 'Handles cannot contain spaces or slashes',
  platform: 'Please choose TikTok, Instagram, YouTube or CapCut',
  handleTwice: 'Each handle can be added only once per platform',
  songRate: 'Please enter a song rate',
  brandRate: 'Please enter a brand rate',
  rate: 'Rates are amounts in dollars and cents, like $10.00',
  followers: 'Followers must be a whole number, 0 or more',
  pleaseUpdate: 'Please Update',
} as const;

/** Birth years a creator may sign up with (accounts.md §9), and those of a manager's roster (contact information). */
export const SIGNUP_BIRTH_YEARS = { min: 1910, max: 2008 } as const;
export const ROSTER_BIRTH_YEARS = { min: 1910, max: 2020 } as const;
/** The date pickers start here; it counts as "not chosen". */
export const DEFAULT_BIRTHDAY = '1910-01-01';

/** Phones must be longer than this many characters at sign-up. */
export const PHONE_MIN_EXCLUSIVE = 7;
export const isPhoneValid = (phone: string): boolean => phone.trim().length > PHONE_MIN_EXCLUSIVE;

/** Platforms a handle may be on (accounts.md §9: TikTok, Instagram, YouTube, CapCut), by lookup id. */
export const HANDLE_PLATFORM_IDS = [4, 1, 7, 8] as const;
export const DEFAULT_PROFILE = { platformId: 4, songRateCents: 1000, brandRateCents: 2000 } as const;

/** Suggested rates per thousand views (campaigns.md §9). */
export const SUGGESTED_RATES_PER_THOUSAND_VIEWS = { songCents: 150, brandCents: 300 } as const;
export const rateHelp = {
  song: 'Your song rate is what you charge to use a song in one post. We suggest about $1.50 per 1,000 views you usually get.',
  brand: 'Your brand rate is the typical price you charge for promoting a brand or product in a post. We suggest about $3 per 1,000 views you usually get.',
} as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * What is wrong with a birthday given as year-month-day, or null when it is a real date, not the picker's
 * default, within the years allowed.
 */
export function birthdayProblem(value: string, years: { min: number; max: number } = SIGNUP_BIRTH_YEARS): string | null {
  const m = DATE.exec(value.trim());
  if (!m) return signupMessages.birthday;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const real = mo >= 1 && mo <= 12 && d >= 1 && d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (!real || value.trim() === DEFAULT_BIRTHDAY) return signupMessages.birthday;
  if (y < years.min || y > years.max) return signupMessages.birthYear(years.min, years.max);
  return null;
}

/** A handle as stored: trimmed, a leading @ removed. */
/** A profile handle as typed, without a leading @ (case kept; contests compare handles with `normalizeHandle`, lower-cased). */
export const stripHandle = (raw: string): string => raw.trim().replace(/^@+/, '');

/** What is wrong with a handle as typed ("longer than 1 character, including @"), or null. */
export function handleProblem(raw: string): string | null {
  const typed = raw.trim();
  if (typed.length <= 1 || stripHandle(typed) === '') return signupMessages.handle;
  if (/[\s/]/.test(stripHandle(typed))) return signupMessages.handleChars;
  return null;
}

const MONEY = /^(\d{1,7})(?:\.(\d{1,2}))?$/;

/**
 * A rate as typed or sent ('$10.00', '10', '1,250.5', or a number of dollars) in cents; null when it is not an
 * amount. A leading $ is stripped, as the spec asks.
 */
export function rateToCents(value: string | number): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0 || value > 10_000_000) return null;
    const cents = Math.round(value * 100);
    return Math.abs(cents - value * 100) < 1e-6 ? cents : null;
  }
  const m = MONEY.exec(value.trim().replace(/^\$/, '').replace(/,/g, ''));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Cents as the profile lists show them: '$10.00'; zero reads 'Please Update'. */
export const formatRate = (cents: number): string =>
  cents === 0 ? signupMessages.pleaseUpdate : formatUsd(cents);
