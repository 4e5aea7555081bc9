import { birthdayProblem, DEFAULT_BIRTHDAY, DEFAULT_PROFILE, handleProblem, isPhoneValid, messages, OTHER_STATE_ID, passwordMessages, passwordProblems, rateToCents, ROSTER_BIRTH_YEARS, SIGNUP_BIRTH_YEARS, signupMessages as m, type LinkCreatorInput, formatUsd } from '@chorus/core';

// What each step of the wizards needs before Next, with the spec's messages (accounts.md §5). The server checks
// the same rules again (core's signup-input schemas).

export type Errors<K extends string> = Partial<Record<K, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (v: string) => EMAIL.test(v.trim());

export interface AccountValues {
  email: string;
  password: string;
  passwordConfirm: string;
}

export function accountErrors(v: AccountValues, needsPassword = true): Errors<keyof AccountValues> {
  const e: Errors<keyof AccountValues> = {};
  if (!isEmail(v.email)) e.email = messages.email.invalid;
  if (!needsPassword) return e;
  const problems = passwordProblems(v.password);
  if (problems.length) e.password = problems[0];
  if (v.passwordConfirm !== v.password) e.passwordConfirm = passwordMessages.mismatch;
  return e;
}

export interface PersonalValues {
  firstName: string;
  lastName: string;
  addressLine1: string;
  city: string;
  countryId: number;
  stateId: number;
  postalCode: string;
  paymentEmail: string;
  mobilePhone: string;
  AllowText: boolean;
  birthday: string;
  genderIdentityId: number;
  sexualOrientationId: number;
}

export const emptyPersonal = (): PersonalValues => ({
  firstName: '',
  lastName: '',
  addressLine1: '',
  city: '',
  countryId: 1,
  stateId: OTHER_STATE_ID,
  postalCode: '',
  paymentEmail: '',
  mobilePhone: '',
  AllowText: false,
  birthday: DEFAULT_BIRTHDAY,
  genderIdentityId: 1,
  sexualOrientationId: 1,
});

export function personalErrors(v: PersonalValues): Errors<keyof PersonalValues> {
  const e: Errors<keyof PersonalValues> = {};
  if (!v.firstName.trim()) e.firstName = m.firstName;
  if (!v.lastName.trim()) e.lastName = m.lastName;
  if (!v.addressLine1.trim()) e.addressLine1 = m.address;
  if (!v.city.trim()) e.city = m.city;
  if (!v.postalCode.trim()) e.postalCode = m.postalCode;
  if (!isEmail(v.paymentEmail)) e.paymentEmail = m.paymentEmail;
  if (!isPhoneValid(v.mobilePhone)) e.mobilePhone = m.phone;
  const birthday = birthdayProblem(v.birthday, SIGNUP_BIRTH_YEARS);
  if (birthday) e.birthday = birthday;
  return e;
}

/** A profile (or a roster creator's handle) as typed: rates as money text, a leading @ and $ allowed. */
export interface ProfileValues {
  key: number;
  platformId: number;
  handle: string;
  followers: string;
  rate: string;
  brandRate: string;
}

let nextKey = 1;
/** A new profile: TikTok, $10.00 song rate, $20.00 brand rate (accounts.md §9). */
export const newProfile = (): ProfileValues => ({
  key: nextKey++,
  platformId: DEFAULT_PROFILE.platformId,
  handle: '',
  followers: '0',
  rate: formatUsd(DEFAULT_PROFILE.songRateCents),
  brandRate: formatUsd(DEFAULT_PROFILE.brandRateCents),
});

export function profileErrors(p: ProfileValues): Errors<'handle' | 'followers' | 'rate' | 'brandRate'> {
  const e: Errors<'handle' | 'followers' | 'rate' | 'brandRate'> = {};
  const handle = handleProblem(p.handle);
  if (handle) e.handle = handle;
  if (!/^\d{1,10}$/.test(p.followers.trim()) || Number(p.followers) > 2_147_483_647) e.followers = m.followers;
  if (!p.rate.trim()) e.rate = m.songRate;
  else if (rateToCents(p.rate) === null) e.rate = m.rate;
  if (!p.brandRate.trim()) e.brandRate = m.brandRate;
  else if (rateToCents(p.brandRate) === null) e.brandRate = m.rate;
  return e;
}

/** A rate as the spec shows it: '$0.00' reads 'Please Update'. */
export const ratePreview = (text: string): string | null => (rateToCents(text) === 0 ? m.pleaseUpdate : null);

/** The payload's rate: the leading $ stripped (accounts.md §5). */
export const stripDollar = (text: string) => text.trim().replace(/^\$/, '');
export const stripAt = (text: string) => text.trim().replace(/^@+/, '');

export interface ManagerPersonalValues {
  firstName: string;
  lastName: string;
  paymentEmail: string;
  primaryPhone: string;
  company: string;
  AllowText: boolean;
}

export function managerPersonalErrors(v: ManagerPersonalValues): Errors<keyof ManagerPersonalValues> {
  const e: Errors<keyof ManagerPersonalValues> = {};
  if (!v.firstName.trim()) e.firstName = m.firstName;
  if (!v.lastName.trim()) e.lastName = m.lastName;
  if (!isEmail(v.paymentEmail)) e.paymentEmail = m.paymentEmail;
  if (!isPhoneValid(v.primaryPhone)) e.primaryPhone = m.phone;
  if (!v.company.trim()) e.company = m.company;
  return e;
}

export interface RosterCreatorValues {
  key: number;
  firstName: string;
  lastName: string;
  addressLine1: string;
  city: string;
  countryId: number;
  stateId: number;
  stateOther: string;
  postalCode: string;
  birthday: string;
  genderId: number;
  sexualOrientationId: number;
  handles: ProfileValues[];
}

export const newRosterCreator = (): RosterCreatorValues => ({
  key: nextKey++,
  firstName: '',
  lastName: '',
  addressLine1: '',
  city: '',
  countryId: 1,
  stateId: OTHER_STATE_ID,
  stateOther: '',
  postalCode: '',
  birthday: DEFAULT_BIRTHDAY,
  genderId: 1,
  sexualOrientationId: 1,
  handles: [newProfile()],
});

export type RosterInfoField = 'firstName' | 'lastName' | 'addressLine1' | 'city' | 'postalCode' | 'birthday' | 'stateOther';

/** Add Creator, Info step: every field required, the birthday changed from its default. */
export function rosterInfoErrors(v: RosterCreatorValues): Errors<RosterInfoField> {
  const e: Errors<RosterInfoField> = {};
  if (!v.firstName.trim()) e.firstName = m.firstName;
  if (!v.lastName.trim()) e.lastName = m.lastName;
  if (!v.addressLine1.trim()) e.addressLine1 = m.address;
  if (!v.city.trim()) e.city = m.city;
  if (!v.postalCode.trim()) e.postalCode = m.postalCode;
  if (v.stateId === OTHER_STATE_ID && !v.stateOther.trim()) e.stateOther = m.state;
  const birthday = birthdayProblem(v.birthday, ROSTER_BIRTH_YEARS);
  if (birthday) e.birthday = birthday;
  return e;
}

export const hasErrors = (e: object) => Object.keys(e).length > 0;

/** A roster creator as the server takes it (onboarding's `creators[]`, Add Creator's body): @ and $ stripped. */
export const rosterCreatorPayload = (c: RosterCreatorValues): LinkCreatorInput => ({
  firstName: c.firstName,
  lastName: c.lastName,
  addressLine1: c.addressLine1,
  city: c.city,
  stateId: c.stateId,
  stateOther: c.stateOther,
  postalCode: c.postalCode,
  countryId: c.countryId,
  birthday: c.birthday,
  genderId: c.genderId,
  sexualOrientationId: c.sexualOrientationId,
  contactPlatforms: c.handles.map((h) => ({
    platform: h.platformId,
    handle: stripAt(h.handle),
    followers: Number(h.followers),
    songRate: stripDollar(h.rate),
    brandRate: stripDollar(h.brandRate),
  })),
});
