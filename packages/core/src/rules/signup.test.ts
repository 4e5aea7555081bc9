import { describe, expect, it } from 'vitest';
import { birthdayProblem, formatRate, handleProblem, isPhoneValid, stripHandle, rateToCents, ROSTER_BIRTH_YEARS, signupMessages } from './signup.ts';

describe('sign-up rules (accounts.md §5, §8, §9)', () => {
  it('says the spec’s sentences word for word', () => {
    expect(signupMessages.success).toBe('Please check your email to confirm your account.');
    expect(signupMessages.successTitle).toBe('Successful Sign Up!');
    expect(signupMessages.managerRequest).toBe(
      'Thanks for requesting access to become a Chorus manager! A member of our team will reach out to you shortly to begin the onboarding process.',
    );
    expect(signupMessages.handlesConflict('team@chorus.test')).toBe(
      'The following handles are already linked to an account in our system. Please reach out to team@chorus.test to resolve the conflict.',
    );
    expect(signupMessages.managerFailure('team@chorus.test')).toBe('There has been an error. Please try again or contact team@chorus.test to resolve.');
    expect(signupMessages.contestEmail).toBe('You must sign up using the same email that you entered the contest with to claim your prize.');
    expect(signupMessages.addCreator).toBe('Please add a creator to continue');
  });

  it('takes birthdays from 1910 to 2008 at sign-up, never the picker’s 1 Jan 1910 default', () => {
    expect(birthdayProblem('1990-06-15')).toBeNull();
    expect(birthdayProblem('1910-01-02')).toBeNull();
    expect(birthdayProblem('2008-12-31')).toBeNull();
    expect(birthdayProblem('1910-01-01')).toBe('Please select your birthday');
    expect(birthdayProblem('2009-01-01')).toBe('Birth year must be between 1910 and 2008');
    expect(birthdayProblem('1909-12-31')).toBe('Birth year must be between 1910 and 2008');
    expect(birthdayProblem('2001-02-30')).toBe('Please select your birthday');
    expect(birthdayProblem('15/06/1990')).toBe('Please select your birthday');
    expect(birthdayProblem('2015-05-05', ROSTER_BIRTH_YEARS)).toBeNull();
  });

  it('wants phones longer than 7 characters', () => {
    expect(isPhoneValid('1234567')).toBe(false);
    expect(isPhoneValid('12345678')).toBe(true);
    expect(isPhoneValid('   1234567   ')).toBe(false);
  });

  it('strips a leading @ from handles and wants more than 1 character, @ included', () => {
    expect(stripHandle('  @@dancer ')).toBe('dancer');
    expect(handleProblem('@a')).toBeNull();
    expect(handleProblem('a')).toBe('Handle must be longer than 1 character');
    expect(handleProblem('@')).toBe('Handle must be longer than 1 character');
    expect(handleProblem('@@')).toBe('Handle must be longer than 1 character');
    expect(handleProblem('two words')).toBe('Handles cannot contain spaces or slashes');
  });

  it('reads rates with or without a leading $, in cents', () => {
    expect(rateToCents('$10.00')).toBe(1000);
    expect(rateToCents('10')).toBe(1000);
    expect(rateToCents('1,250.5')).toBe(125050);
    expect(rateToCents(20)).toBe(2000);
    expect(rateToCents(0.1)).toBe(10);
    expect(rateToCents('0')).toBe(0);
    for (const bad of ['', '$', '-1', '1.234', 'ten', '$$1', 1.234, -1, Number.NaN, 1e20]) expect(rateToCents(bad), String(bad)).toBeNull();
  });

  it('shows $0.00 as Please Update', () => {
    expect(formatRate(0)).toBe('Please Update');
    expect(formatRate(1000)).toBe('$10.00');
    expect(formatRate(123456)).toBe('$1,234.56');
  });
});
