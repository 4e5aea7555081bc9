import { describe, expect, it } from 'vitest';
import { saveCreatorBody, saveManagerBody } from './signup-input.ts';
import { signupMessages } from '../rules/signup.ts';

const creator = {
  username: 'New.Creator@Example.test',
  password: 'Secret-pass1',
  passwordConfirm: 'Secret-pass1',
  firstName: 'Nia',
  lastName: 'Newton',
  addressLine1: '1 Main St',
  city: 'Austin',
  stateId: 43,
  postalCode: '78701',
  countryId: 1,
  paymentEmail: 'pay@example.test',
  mobilePhone: '512-555-0100',
  birthday: '1999-04-05',
  profileArray: [{ handle: '@nia.dances', platformId: 4, rate: '$10.00', brandRate: 20 }],
};

const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('savecreator body', () => {
  it('takes the spec’s payload: lower-cased email, @ and $ stripped, rates in cents, defaults', () => {
    const r = saveCreatorBody.parse(creator);
    expect(r.isManager).toBeUndefined();
    if (r.isManager) throw new Error('not a creator');
    expect(r.username).toBe('new.creator@example.test');
    expect(r.profileArray).toEqual([{ handle: 'nia.dances', platformId: 4, followers: 0, rate: 1000, brandRate: 2000 }]);
    expect(r).toMatchObject({ genderIdentityId: 1, sexualOrientationId: 1, AllowText: false });
  });

  it('names every broken password rule and a confirmation that does not match', () => {
    const r = saveCreatorBody.safeParse({ ...creator, password: 'short', passwordConfirm: 'other' });
    expect(messagesOf(r)).toEqual([
      'Must contain an upper case letter',
      'Must contain a special character',
      'Must contain at least 1 digit',
      'Must be at least 8 characters',
      'Passwords do not match',
    ]);
  });

  it.each([
    [{ firstName: ' ' }, 'Invalid First Name'],
    [{ lastName: '' }, 'Invalid Last Name'],
    [{ addressLine1: '' }, 'Invalid Address'],
    [{ city: '' }, 'Invalid City'],
    [{ stateId: 999 }, 'Invalid State'],
    [{ postalCode: '' }, 'Invalid Zip'],
    [{ paymentEmail: 'paypal' }, 'Invalid PayPal'],
    [{ mobilePhone: '5551234' }, 'Phone number must be longer than 7 characters'],
    [{ birthday: '1910-01-01' }, 'Please select your birthday'],
    [{ birthday: '2009-01-01' }, 'Birth year must be between 1910 and 2008'],
    [{ username: 'nope' }, 'Invalid Email'],
    [{ profileArray: [] }, 'Please add at least one profile'],
    [{ profileArray: [{ ...creator.profileArray[0], handle: '@' }] }, 'Handle must be longer than 1 character'],
    [{ profileArray: [{ ...creator.profileArray[0], platformId: 2 }] }, 'Please choose TikTok, Instagram, YouTube or CapCut'],
    [{ profileArray: [{ ...creator.profileArray[0], rate: '' }] }, 'Please enter a song rate'],
    [{ profileArray: [{ ...creator.profileArray[0], brandRate: undefined }] }, 'Please enter a brand rate'],
    [{ profileArray: [{ ...creator.profileArray[0], rate: '$1.234' }] }, 'Rates are amounts in dollars and cents, like $10.00'],
    [{ profileArray: [creator.profileArray[0], { ...creator.profileArray[0], handle: 'NIA.dances' }] }, 'Each handle can be added only once per platform'],
  ])('refuses %j with %s', (patch, message) => {
    expect(messagesOf(saveCreatorBody.safeParse({ ...creator, ...patch }))).toEqual([message]);
  });

  it('takes a manager’s request with an email alone', () => {
    expect(saveCreatorBody.parse({ isManager: true, username: 'Boss@Example.test' })).toEqual({ isManager: true, username: 'boss@example.test' });
    expect(messagesOf(saveCreatorBody.safeParse({ isManager: true, username: 'boss' }))).toEqual(['Invalid Email']);
  });
});

const rosterCreator = {
  firstName: 'Rory',
  lastName: 'Roster',
  addressLine1: '2 Side St',
  city: 'Toronto',
  stateId: 60,
  postalCode: 'M5V',
  countryId: 2,
  birthday: '2012-03-04',
  genderId: 2,
  sexualOrientationId: 1,
  contactPlatforms: [{ platform: 4, handle: '@rory', songRate: '$5', brandRate: '$8.50' }],
};
const manager = {
  // The team's invitation (the link's token and row id).
  inviteToken: 'AbC_12-x',
  inviteId: 7,
  primaryEmail: 'boss@example.test',
  password: 'Secret-pass1',
  passwordConfirm: 'Secret-pass1',
  firstName: 'Mo',
  lastName: 'Manager',
  paymentEmail: 'pay@example.test',
  primaryPhone: '+1 555 0100',
  company: 'Roster Co',
  creators: [rosterCreator],
};

describe('savemanager body', () => {
  it('takes the spec’s payload', () => {
    const r = saveManagerBody.parse(manager);
    expect(r.creators[0]!.contactPlatforms).toEqual([{ platform: 4, handle: 'rory', followers: 0, songRate: 500, brandRate: 850 }]);
  });

  it.each([
    [{ creators: [] }, 'Please add a creator to continue'],
    [{ company: '' }, 'Invalid Company'],
    [{ primaryPhone: '1234' }, 'Phone number must be longer than 7 characters'],
    [{ paymentEmail: 'x' }, 'Invalid PayPal'],
    [{ passwordConfirm: 'Secret-pass2' }, 'Passwords do not match'],
    [{ creators: [{ ...rosterCreator, contactPlatforms: [] }] }, 'Please add at least one handle'],
    [{ creators: [{ ...rosterCreator, birthday: '1910-01-01' }] }, 'Please select your birthday'],
    [{ creators: [rosterCreator, { ...rosterCreator, firstName: 'Twin' }] }, 'Each handle can be added only once per platform'],
    [{ inviteToken: undefined }, signupMessages.inviteRequired],
    [{ inviteToken: '' }, signupMessages.inviteRequired],
    [{ inviteToken: 'not a token' }, signupMessages.inviteInvalid],
  ])('refuses %j with %s', (patch, message) => {
    expect(messagesOf(saveManagerBody.safeParse({ ...manager, ...patch }))).toEqual([message]);
  });
});
