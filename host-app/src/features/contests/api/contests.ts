import { getContestWithResults, listMyEntries } from '@chorus/client';
import type { MyEntriesResponse, PublicContestDetail } from '@chorus/core';
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
