// Who may enter a contest (contests.md §4): one rule for every list, the detail and both entry endpoints.

import { countries } from '../lookups.ts';

export interface Viewer {
  /** 'visitor': anonymous, with the country the server found for the request (`visitorViewer`). */
  contactType: 'creator' | 'manager' | 'admin' | 'organiser' | 'visitor';
  countryCode: string | null;
  continent: string | null;
  approvalStatus: 'Pending' | 'Denied' | 'Approved';
}

/**
 * Entry refusals only the server says (the widgets show what it sends): apart from contestMessages on purpose,
 * because the SDK bundles that object whole and has no bytes to spare.
 */
export const entryMessages = {
  handleInvalid: 'A username is 2 to 30 characters: letters, numbers, dots and underscores only.',
  // Why a viewer may not enter a contest (`eligibility`).
  denied: 'Your account was not approved, so it cannot enter contests.',
  noCountry: 'This contest is open only to creators in certain countries or regions. Add your country to your profile to enter it.',
  country: 'This contest is not open to creators in your country.',
  continent: 'This contest is not open to creators in your region.',
  approvalPending:
    'Creators in the Philippines need an approved account to enter this contest, and your approval is still pending.',
  signIn: 'This contest is open only to creators in certain countries or regions. Please log in so we can check yours.',
  visitorApproval: 'Creators in the Philippines need an approved account to enter this contest. Please log in to enter it.',
} as const;

export interface Eligibility {
  canEnter: boolean;
  /** Why not, for the viewer to read; null exactly when `canEnter`. */
  reason: string | null;
}

export interface EligibilityContest {
  countries: readonly string[];
  continents: readonly string[];
}

/** A contest limited to some countries or continents: only a viewer whose country is known may enter it. */
export const isRestricted = (c: EligibilityContest) => c.countries.length > 0 || c.continents.length > 0;

/**
 * Whether a viewer may enter a contest as far as who they are goes (contests.md §4), and why not: Denied
 * enters none; the contest's countries and continents, when set, must include the viewer's (managers count as
 * North America); a creator in the Philippines needs approval status Approved for country-restricted contests.
 * An anonymous visitor (null) has no country we can trust yet (a request body is not one), so a restricted
 * contest asks them to log in. Closed contests and the sign-in standard contests need are told separately.
 */
export function eligibility(c: EligibilityContest, v: Viewer | null): Eligibility {
  const no = (reason: string): Eligibility => ({ canEnter: false, reason });
  if (!v) return isRestricted(c) ? no(entryMessages.signIn) : { canEnter: true, reason: null };
  if (v.approvalStatus === 'Denied') return no(entryMessages.denied);
  const continent = v.contactType === 'manager' ? 'North America' : v.continent;
  if (c.countries.length && !v.countryCode) return no(entryMessages.noCountry);
  if (c.countries.length && !c.countries.includes(v.countryCode!)) return no(entryMessages.country);
  // A visitor's country may be one without a known continent: not one the contest is open to.
  if (c.continents.length && !continent) return no(v.contactType === 'visitor' ? entryMessages.continent : entryMessages.noCountry);
  if (c.continents.length && !c.continents.includes(continent!)) return no(entryMessages.continent);
  if (c.countries.length && v.countryCode === 'PH' && v.approvalStatus !== 'Approved')
    return no(v.contactType === 'visitor' ? entryMessages.visitorApproval : entryMessages.approvalPending);
  return { canEnter: true, reason: null };
}

/**
 * An anonymous visitor as a viewer, from the country the server found for the request (a trusted CDN header or its
 * GeoIP lookup; never a request body): null when none was found, which keeps restricted contests behind a login.
 * A visitor has no approval, so the Philippines rule asks them to log in.
 */
export function visitorViewer(countryCode: string | null | undefined): Viewer | null {
  if (!countryCode) return null;
  const code = countryCode.toUpperCase();
  return { contactType: 'visitor', countryCode: code, continent: countries.find((c) => c.code === code)?.continent ?? null, approvalStatus: 'Pending' };
}

/** Whether a signed-in viewer sees a contest in the lists: exactly when they may enter it. */
export const visibleTo = (c: EligibilityContest, v: Viewer): boolean => eligibility(c, v).canEnter;
