import { useQuery } from '../../../hooks/use-query.ts';
import { fetchActiveContestCount } from '../api/active-contests.ts';

export interface ActiveContestsCount {
  /** A number once known; null while loading or after a failure. */
  count: number | null;
  loading: boolean;
}

/** The Contests card's Active count (`GET /creatorapi/contests`). */
export function useActiveContestsCount(contactId: number): ActiveContestsCount {
  const query = useQuery(`active-contests|${contactId}`, fetchActiveContestCount);
  return { count: query.error || query.data === undefined ? null : query.data, loading: query.loading };
}
