import { useQuery } from '../../../hooks/use-query.ts';
import { fetchActiveContestCount } from '../api/active-contests.ts';

/** The Contests card's Active count: a number once known; null while loading or after a failure. */
export function useActiveContestsCount(contactId: number): number | null {
  const query = useQuery(`active-contests|${contactId}`, fetchActiveContestCount);
  return query.error || query.data === undefined ? null : query.data;
}
