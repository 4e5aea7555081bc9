import { describe, expect, it } from 'vitest';
import { placeLabel } from './places.ts';

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
