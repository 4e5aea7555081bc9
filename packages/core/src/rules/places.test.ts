import { describe, expect, it } from 'vitest';
import { directBonusPayBy, placeLabel } from './places.ts';

describe('placeLabel', () => {
  it('names the first places', () => {
    expect([1, 2, 3, 4, 5, 10].map(placeLabel)).toEqual(['1st Place', '2nd Place', '3rd Place', '4th Place', '5th Place', '10th Place']);
  });

  it('gives the teens th, then follows the last digit again', () => {
    expect([11, 12, 13, 14, 21, 22, 23, 24, 101, 111, 112, 113, 121].map(placeLabel)).toEqual([
      '11th Place',
      '12th Place',
      '13th Place',
      '14th Place',
      '21st Place',
      '22nd Place',
      '23rd Place',
      '24th Place',
      '101st Place',
      '111th Place',
      '112th Place',
      '113th Place',
      '121st Place',
    ]);
  });
});

describe('the direct bonus', () => {
  it('reads as the bonus, not a place', () => {
    expect(placeLabel(0)).toBe('Direct bonus');
  });
});

describe('directBonusPayBy (contests.md §9: paid by April 30th)', () => {
  it('is the end of the next April 30th in Chicago time, on or after the day it was earned', () => {
    expect(directBonusPayBy('2026-11-23T03:00:00Z')).toBe('2027-05-01T04:59:59.999Z');
    expect(directBonusPayBy('2027-01-10T12:00:00Z')).toBe('2027-05-01T04:59:59.999Z');
    expect(directBonusPayBy('2027-04-30T20:00:00Z')).toBe('2027-05-01T04:59:59.999Z');
    // Past the end of April 30th in Chicago (already May 1st in UTC): the next year's.
    expect(directBonusPayBy('2027-05-01T05:00:00Z')).toBe('2028-05-01T04:59:59.999Z');
  });
});
