import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  changePasswordBody,
  contactBirthdayProblem,
  deactivateBody,
  formatRate,
  informationSaveBody,
  isDeactivatePhrase,
  needsStateOther,
  profileSaveBody,
  stripDollar,
} from '../index.ts';

const info = {
  FirstName: 'Maya',
  LastName: 'Lopez',
  AddressLine1: '1 Main St',
  City: 'Austin',
  StateId: 44,
  PostalCode: '78701',
  CountryId: 1,
  PrimaryEmail: 'maya@example.test',
};
const problems = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

describe('contact information rules', () => {
  it('requires State Other only for state 111', () => {
    expect(needsStateOther(111)).toBe(true);
    expect(needsStateOther(44)).toBe(false);
    expect(problems(informationSaveBody.safeParse({ ...info, StateId: 111 }))).toEqual(['Invalid State Other']);
    expect(informationSaveBody.safeParse({ ...info, StateId: 111, OtherState: 'Bavaria' }).success).toBe(true);
  });

  it('names the field that is missing with the spec message', () => {
    expect(problems(informationSaveBody.safeParse({ ...info, FirstName: ' ' }))).toEqual(['Invalid First Name']);
    expect(problems(informationSaveBody.safeParse({ ...info, LastName: '' }))).toEqual(['Invalid Last Name']);
    expect(problems(informationSaveBody.safeParse({ ...info, PrimaryEmail: 'nope' }))).toEqual(['Invalid Email']);
    expect(problems(informationSaveBody.safeParse({ ...info, OtherEmail: 'nope' }))).toEqual(['Invalid Email']);
    expect(informationSaveBody.safeParse({ ...info, OtherEmail: '' }).success).toBe(true);
  });

  it('takes birth years 1910 to 2020, and no birthday at all', () => {
    expect(contactBirthdayProblem('2020-12-31')).toBeNull();
    expect(contactBirthdayProblem('1910-01-02')).toBeNull();
    expect(contactBirthdayProblem('')).toBeNull();
    expect(contactBirthdayProblem(null)).toBeNull();
    expect(contactBirthdayProblem('2021-01-01')).toBe('Birth year must be between 1910 and 2020');
    expect(contactBirthdayProblem('1909-12-31')).toBe('Birth year must be between 1910 and 2020');
    expect(contactBirthdayProblem('2001-02-30')).toBe('Please select your birthday');
    expect(problems(informationSaveBody.safeParse({ ...info, Birthday: '2021-05-05' }))).toEqual(['Birth year must be between 1910 and 2020']);
  });
});

describe('social profile rules', () => {
  it('strips a leading @ from handles and $ from rates', () => {
    const r = profileSaveBody.parse({ Handle: '@maya', PlatformID: 4, Followers: 10, Rate: '$10.00', BrandRate: '$20' });
    expect(r).toMatchObject({ Handle: 'maya', Rate: 1000, BrandRate: 2000 });
    expect(stripDollar(' $12.50')).toBe('12.50');
  });

  it('needs a handle longer than one character, followers of 0 or more, both rates when new', () => {
    expect(problems(profileSaveBody.safeParse({ Handle: '@', PlatformID: 4, Rate: 1, BrandRate: 1 }))).toEqual(['Handle must be longer than 1 character']);
    expect(problems(profileSaveBody.safeParse({ Handle: 'ab', PlatformID: 4, Followers: -1, Rate: 1, BrandRate: 1 }))).toEqual([
      'Followers must be a whole number, 0 or more',
    ]);
    expect(problems(profileSaveBody.safeParse({ Handle: 'ab', PlatformID: 4 }))).toEqual(['Please enter a song rate', 'Please enter a brand rate']);
  });

  it('lets an update send only what changes, with positive rates', () => {
    expect(profileSaveBody.safeParse({ ContactPlatformID: 5, UID: 'x', Rate: '$15' }).success).toBe(true);
    expect(problems(profileSaveBody.safeParse({ ContactPlatformID: 5, UID: 'x', Rate: '$0.00' }))).toEqual([accountMessages.ratePositive]);
  });

  it('shows a zero rate as Please Update', () => {
    expect(formatRate(0)).toBe('Please Update');
    expect(formatRate(1000)).toBe('$10.00');
  });
});

describe('login and deactivation rules', () => {
  it('checks every password rule on change', () => {
    expect(problems(changePasswordBody.safeParse({ originalPassword: 'x', newPassword: 'short' }))).toEqual([
      'Must contain an upper case letter',
      'Must contain a special character',
      'Must contain at least 1 digit',
      'Must be at least 8 characters',
    ]);
    expect(problems(changePasswordBody.safeParse({ originalPassword: '', newPassword: 'Good-pass1' }))).toEqual(['Please enter your current password']);
  });

  it('deactivates only on the exact phrase', () => {
    expect(isDeactivatePhrase('Deactivate my account')).toBe(true);
    expect(isDeactivatePhrase('deactivate my account')).toBe(false);
    expect(problems(deactivateBody.safeParse({ confirmation: 'Deactivate my account ' }))).toEqual([
      'Please make sure all fields are properly filled out.',
    ]);
  });
});
