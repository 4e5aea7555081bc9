/** The place of a direct bonus payment (contests.md §9: 3 direct contests in a category pay $100), not a prize. */
export const BONUS_PLACE = 0;
/** The direct bonus, in cents. */
export const DIRECT_BONUS_CENTS = 10_000;
/** Approved entries in this many direct contests of one category earn the bonus. */
export const DIRECT_BONUS_CONTESTS = 3;

/**
 * A prize place as winners read it: 1 → '1st Place', 2 → '2nd Place', 11 → '11th Place', 21 → '21st Place'
 * (11, 12 and 13 take 'th', whatever their last digit).
 */
export function placeLabel(place: number): string {
  if (place === BONUS_PLACE) return 'Direct bonus';
  const teen = place % 100 >= 11 && place % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][place % 10] ?? 'th');
  return `${place}${suffix} Place`;
}

/** What a prize payment is for, as its winner reads it: a judged award's name, else its place ('1st Place'). */
export const prizeLabel = (p: { place: number; award?: string | null }) => p.award ?? placeLabel(p.place);

/** contests.md §9: the direct bonus is paid by April 30th (month 4, day 30). */
export const DIRECT_BONUS_PAY_BY = { month: 4, day: 30 } as const;

/**
 * The date a direct bonus must be paid by (contests.md §9, 'paid by April 30th'): the end of the first April 30th,
 * in the organiser's time (America/Chicago, as campaign deadlines; UTC-5 in spring), on or after the day it was
 * earned. A rule applied to the stored earning time, so the same payment always answers the same date. ISO.
 */
export function directBonusPayBy(earnedAt: Date | string): string {
  const earned = new Date(earnedAt);
  const endOf = (year: number) => new Date(Date.UTC(year, DIRECT_BONUS_PAY_BY.month - 1, DIRECT_BONUS_PAY_BY.day + 1, 5) - 1);
  const sameYear = endOf(earned.getUTCFullYear());
  return (earned <= sameYear ? sameYear : endOf(earned.getUTCFullYear() + 1)).toISOString();
}
