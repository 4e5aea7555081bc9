import { useQuery } from '../../../hooks/use-query.ts';
import { fetchContestPayments, type ContestPaymentsQuery } from '../api/contest-payments.ts';

/** A page of contest payments; the previous page stays on screen while the next one loads. */
export function useContestPayments(q: ContestPaymentsQuery) {
  return useQuery(`contest-payments|${q.status ?? 'all'}|${q.page}|${q.pageSize}`, (signal) => fetchContestPayments(q, signal));
}
