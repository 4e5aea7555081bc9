import { useQuery } from '../../../hooks/use-query.ts';
import { fetchContest } from '../api/contests.ts';

/** The contest of a detail page; null id (a missing or malformed PostID) loads nothing. */
export function useContest(id: number | null) {
  return useQuery(id === null ? null : `contest|${id}`, (signal) => fetchContest(id!, signal));
}

/** PostID as the spec passes it: a positive whole number, else null. */
export function parseContestId(raw: string | null): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 ? id : null;
}
