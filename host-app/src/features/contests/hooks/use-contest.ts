import { useQuery } from '../../../hooks/use-query.ts';
import { fetchContest, fetchMyRank } from '../api/contests.ts';

/** The contest of a detail page; null id (a missing or malformed PostID) loads nothing. */
export function useContest(id: number | null) {
  return useQuery(id === null ? null : `contest|${id}`, (signal) => fetchContest(id!, signal));
}

/** The signed-in creator's own leaderboard rows in a contest ('Find me'); nothing asked for a visitor. */
export function useMyRank(id: number | null, signedIn: boolean) {
  return useQuery(id === null || !signedIn ? null : `my-rank|${id}`, (signal) => fetchMyRank(id!, signal));
}

/** PostID as the spec passes it: a positive whole number, else null. */
export function parseContestId(raw: string | null): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 ? id : null;
}
