/**
 * A prize place as winners read it: 1 → '1st Place', 2 → '2nd Place', 11 → '11th Place', 21 → '21st Place'
 * (11, 12 and 13 take 'th', whatever their last digit).
 */
export function placeLabel(place: number): string {
  const teen = place % 100 >= 11 && place % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][place % 10] ?? 'th');
  return `${place}${suffix} Place`;
}
