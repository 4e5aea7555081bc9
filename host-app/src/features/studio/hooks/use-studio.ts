import type { EntriesQuery } from '@chorus/client';
import { useQuery } from '../../../hooks/use-query.ts';
import { fetchContest, fetchContestOverview, fetchContests, fetchCreatorApplications, fetchMembers, fetchOrganisationRequests, fetchEntries, fetchMyOrganisations, fetchOrganisation, fetchOwed, fetchPayouts, fetchPrizePayments } from '../api/studio.ts';

// Keyed by the organisation the session works in, so a switch loads everything again for the new one.
export const useMyOrganisations = () => useQuery('studio-organisations', (signal) => fetchMyOrganisations(signal));
export const useOrganisation = (orgId: number) => useQuery(`studio-organisation|${orgId}`, (signal) => fetchOrganisation(signal));
export const useContests = (orgId: number) => useQuery(`studio-contests|${orgId}`, (signal) => fetchContests(signal));
export const useContest = (orgId: number, contestId: number) => useQuery(`studio-contest|${orgId}|${contestId}`, (signal) => fetchContest(contestId, signal));
export const useEntries = (orgId: number, contestId: number, q: EntriesQuery) =>
  useQuery(`studio-entries|${orgId}|${contestId}|${q.status ?? 'all'}|${q.platform ?? 'all'}|${q.flagged ?? 'all'}|${q.after ?? q.page}|${q.pageSize}`, (signal) =>
    fetchEntries(contestId, q, signal),
  );
export const useContestOverview = (orgId: number, contestId: number) => useQuery(`studio-overview|${orgId}|${contestId}`, (signal) => fetchContestOverview(contestId, signal));
export const usePrizePayments = (orgId: number, contestId: number) => useQuery(`studio-prizes|${orgId}|${contestId}`, (signal) => fetchPrizePayments(contestId, signal));
export const useOwed = (orgId: number) => useQuery(`studio-owed|${orgId}`, (signal) => fetchOwed(signal));
export const usePayouts = (orgId: number) => useQuery(`studio-payouts|${orgId}`, (signal) => fetchPayouts(signal));
export const useMembers = (orgId: number) => useQuery(`studio-members|${orgId}`, (signal) => fetchMembers(signal));
export const useOrganisationRequests = () => useQuery('studio-org-requests', (signal) => fetchOrganisationRequests(signal));
export const useCreatorApplications = () => useQuery('studio-creator-applications', (signal) => fetchCreatorApplications(signal));
