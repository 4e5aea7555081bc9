import { describe, expect, it } from 'vitest';
import { isPasswordValid, passwordMessages, passwordProblems, passwordRules } from './passwords.ts';

describe('password rules (accounts.md §5)', () => {
  it('carries the spec’s messages word for word, in the order the form shows them', () => {
    expect(passwordRules.map((r) => r.message)).toEqual([
      'Must contain a lower case letter',
      'Must contain an upper case letter',
      'Must contain a special character',
      'Must contain at least 1 digit',
      'Must be at least 8 characters',
    ]);
    expect(passwordMessages.mismatch).toBe('Passwords do not match');
  });

  it('lists every rule an empty password breaks', () => {
    expect(passwordProblems('')).toEqual(passwordRules.map((r) => r.message));
  });

  it.each([
    ['UPPER-CASE-1', ['Must contain a lower case letter']],
    ['lower-case-1', ['Must contain an upper case letter']],
    ['NoSpecial12', ['Must contain a special character']],
    ['No-Digits-Here', ['Must contain at least 1 digit']],
    ['Sh0rt!a', ['Must be at least 8 characters']],
    ['With space1A', ['Must contain a special character']],
  ])('%s breaks exactly %j', (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });

  it('accepts a password that keeps every rule, including non-ASCII letters and any symbol', () => {
    for (const p of ['Test-password-1', 'Aa1#aaaa', 'Ünïcode€9x', 'Pass word 1!']) expect(isPasswordValid(p), p).toBe(true);
  });

  it('counts characters, not UTF-16 units, for the length rule', () => {
    expect(passwordProblems('Aa1!😀😀😀')).toEqual(['Must be at least 8 characters']);
    expect(passwordProblems('Aa1!😀😀😀😀')).toEqual([]);
  });
});
