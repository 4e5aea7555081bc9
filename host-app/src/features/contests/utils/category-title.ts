/** A contest category as a title: 'stagecoach' → 'Stagecoach'; 'country-music' → 'Country Music'. */
export function categoryTitle(cat: string): string {
  return cat
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
