import { describe, expect, it } from 'vitest';
import { entryPathFor, safeReturnTo } from './return-to.ts';

describe('safeReturnTo', () => {
  it.each([
    ['/payments?tab=contests', '/payments?tab=contests'],
    ['/detail?PostID=3&UID=abc#top', '/detail?PostID=3&UID=abc#top'],
    ['/dashboard', '/dashboard'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeReturnTo(raw)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.test/',
    '//evil.test/x',
    '/\\evil.test',
    '\\\\evil.test',
    'javascript:alert(1)',
    'payments',
    '/%0d%0aLocation: x'.replace('%0d%0a', '\r\n'),
    '/login?returnTo=/payments',
    '/welcome',
  ])('falls back for %j', (raw) => {
    expect(safeReturnTo(raw)).toBe('/dashboard');
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(safeReturnTo('/a/../../payments')).toBe('/payments');
  });
});

describe('entryPathFor', () => {
  it('adds a returnTo for a protected page', () => {
    expect(entryPathFor('/payments?tab=contests', false)).toBe('/login?returnTo=%2Fpayments%3Ftab%3Dcontests');
  });
  it('uses /welcome in the native app and omits the default destination', () => {
    expect(entryPathFor('/dashboard', true)).toBe('/welcome');
    expect(entryPathFor(null, false)).toBe('/login');
  });
});
