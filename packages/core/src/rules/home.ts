// Rules and messages of the dashboard (campaigns.md §4, §5, §9).

export const homeMessages = {
  state: 'Invalid State',
  timeZone: 'Invalid time zone',
  country: 'Invalid Country',
  fillEveryField: 'Please fill out every field.',
  oneHandle: 'Please choose one handle.',
  notYourAccount: 'You can only apply for the account you are using.',
  opportunityNotFound: 'This opportunity was not found.',
  opportunityClosed: 'This opportunity is no longer taking applications.',
  alreadyApplied: 'You have already applied to this opportunity.',
  applied: 'Thank you for applying! We will be in touch.',
  confirmed: 'Your information has been confirmed.',
  confirmedEmailSent: 'Your information has been confirmed. Please click the confirmation link we emailed to your new payment email.',
  fillRequired: 'Fill out all required fields to continue.',
  nothingHere: 'Nothing Here — For Now',
  managersOnly: 'Only managers have managed profiles.',
  creatorsOnly: 'Only creator accounts can apply.',
} as const;

/**
 * A month of the 12-month re-confirmation (campaigns.md §4, §9): 2,629,800,000 ms, about 30.4 days. §9 writes it
 * as "about 26298000 ms", which is a hundredth of a month (7.3 hours: 12 of them made the modal return every
 * 3.65 days); §4's 12 months is the rule, so the constant is the real month.
 */
export const MS_PER_MONTH = 26_298_000 * 100;
export const CONFIRM_INFO_EVERY_MS = MS_PER_MONTH * 12;

/** Whether the confirm-info modal is due: never confirmed, or more than 12 months ago. */
export function confirmInfoDue(confirmedAt: string | null, now: number): boolean {
  if (!confirmedAt) return true;
  const at = Date.parse(confirmedAt);
  return Number.isNaN(at) || now - at > CONFIRM_INFO_EVERY_MS;
}

/** Help-wanted platform ids (campaigns.md §9): 4 TikTok, 8 CapCut, 7 YouTube, anything else Instagram. */
export const helpWantedPlatformName = (id: number) => (id === 4 ? 'TikTok' : id === 8 ? 'CapCut' : id === 7 ? 'YouTube' : 'Instagram');

export interface ContactFieldsLike {
  FirstName: string | null;
  LastName: string | null;
  AddressLine1: string | null;
  City: string | null;
  StateID: number | null;
  State_Other: string | null;
  PostalCode: string | null;
}

/** The Missing Information rules (campaigns.md §5): the message of every required field still missing. */
export function missingInformation(c: ContactFieldsLike): string[] {
  const blank = (v: string | null) => !v || !v.trim();
  const out: string[] = [];
  if (blank(c.FirstName)) out.push('Invalid First Name');
  if (blank(c.LastName)) out.push('Invalid Last Name');
  if (blank(c.AddressLine1)) out.push('Invalid Address');
  if (blank(c.City)) out.push('Invalid City');
  if (c.StateID === 111 && blank(c.State_Other)) out.push('Invalid State Other');
  if (blank(c.PostalCode)) out.push('Invalid Post Code');
  return out;
}

/** The answers of an application: every field named, filled and non-blank; else null. */
export function applicationAnswers(fields: readonly string[], raw: unknown): Record<string, string> | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const out: Record<string, string> = {};
  for (const name of fields) {
    const v = (value as Record<string, unknown>)[name];
    if (typeof v !== 'string' || !v.trim() || v.length > 5000) return null;
    out[name] = v.trim();
  }
  return out;
}
