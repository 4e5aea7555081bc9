import { getContestWithResults, getMyRank, listMyEntries } from '@chorus/client';
import type { MyEntriesResponse, MyRankRow, PublicContestDetail } from '@chorus/core';
import { apiConfig } from '../../../lib/api-client.ts';

/**
 * `GET /publicapi/contests/:id`: one contest (any kind; 404 'Contest not found.' when unknown or deleted), with
 * `endedAt` and `winners` once it has ended.
 */
export async function fetchContest(id: number, signal?: AbortSignal): Promise<PublicContestDetail> {
  return (await getContestWithResults(apiConfig(), id, signal)).results.data;
}

/** `GET /creatorapi/contest-entries`: the acting creator's entries, Active and Past. */
export async function fetchMyEntries(signal?: AbortSignal): Promise<MyEntriesResponse['results']> {
  return (await listMyEntries(apiConfig(), signal)).results;
}

/** `GET /publicapi/contests/:id/my-rank` signed in: the acting creator's own leaderboard rows, with rank and page. */
export async function fetchMyRank(id: number, signal?: AbortSignal): Promise<MyRankRow[]> {
  return (await getMyRank(apiConfig(), id, 10, undefined, signal)).results.data.rows;
}
