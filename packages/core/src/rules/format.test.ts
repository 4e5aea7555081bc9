import { describe, expect, it } from 'vitest';
import { centsToInput, formatDate, formatDateTime, formatLongDate, formatUsd, isTimeZone, monthStartIn, postCardPrice } from './format.ts';
import { formatRate } from './signup.ts';

describe('money: one format', () => {
  it('always shows two decimals and thousands separators', () => {
    expect(formatUsd(123_450)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(15_000)).toBe('$150.00');
    expect(formatUsd(123_456_789_01)).toBe('$123,456,789.01');
    expect(formatUsd(100_000_000_000_00)).toBe('$100,000,000,000.00');
  });

  it('puts the minus before the dollar sign', () => {
    expect(formatUsd(-1_250)).toBe('-$12.50');
    expect(formatUsd(-123_450)).toBe('-$1,234.50');
  });

  it("drops the last 3 characters on a post card (campaigns.md §3): whole dollars", () => {
    expect(postCardPrice(formatUsd(15_000))).toBe('$150');
    expect(postCardPrice(formatUsd(123_450))).toBe('$1,234');
    expect(postCardPrice(formatUsd(0))).toBe('$0');
  });

  it('gives rates for forms without a symbol, and profile rates in the one format', () => {
    expect(centsToInput(1_250)).toBe('12.50');
    expect(centsToInput(null)).toBe('');
    expect(formatRate(123_400)).toBe('$1,234.00');
  });
});

describe('dates: the viewer’s locale and zone', () => {
  const at = '2026-11-20T23:30:00.000Z';
  it('formats in the zone and locale asked, else the runtime’s', () => {
    expect(formatDate(at, { locale: 'en-US', timeZone: 'UTC' })).toBe('Nov 20, 2026');
    expect(formatDate(at, { locale: 'en-US', timeZone: 'Asia/Tokyo' })).toBe('Nov 21, 2026');
    expect(formatDate(at, { locale: 'de-DE', timeZone: 'UTC' })).toBe('20.11.2026');
    expect(formatLongDate(at, { locale: 'en-US', timeZone: 'UTC' })).toBe('November 20, 2026');
    expect(formatDateTime(at, { locale: 'en-US', timeZone: 'America/Chicago' })).toBe('Nov 20, 2026, 5:30 PM');
    expect(formatDate(at)).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(at)));
  });

  it('answers empty text for no date or an unreadable one', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('finds the start of the calendar month in a zone, across a DST change', () => {
    expect(monthStartIn('UTC', new Date('2027-03-10T12:00:00Z')).toISOString()).toBe('2027-03-01T00:00:00.000Z');
    // Chicago is on CST (UTC-6) on March 1 and CDT (UTC-5) by the 20th.
    expect(monthStartIn('America/Chicago', new Date('2027-03-20T12:00:00Z')).toISOString()).toBe('2027-03-01T06:00:00.000Z');
    // 03:00 UTC on April 1 is still March 31 in Chicago.
    expect(monthStartIn('America/Chicago', new Date('2027-04-01T03:00:00Z')).toISOString()).toBe('2027-03-01T06:00:00.000Z');
    expect(monthStartIn('Asia/Tokyo', new Date('2027-03-31T16:00:00Z')).toISOString()).toBe('2027-03-31T15:00:00.000Z');
    expect(monthStartIn('Asia/Kolkata', new Date('2027-01-15T00:00:00Z')).toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  it('knows real time zones only', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
