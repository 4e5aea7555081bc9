import { listMyContests } from '@chorus/client';
import { apiConfig } from '../../../lib/api-client.ts';

/** How many contests the signed-in creator may enter now (`GET /creatorapi/contests`). */
export async function fetchActiveContestCount(signal?: AbortSignal): Promise<number> {
  return (await listMyContests(apiConfig(), undefined, signal)).results.Row_Preffy_Competitions.length;
}
