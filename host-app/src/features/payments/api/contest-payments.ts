import { listContestPayments } from '@chorus/client';
import type { ContestPaymentsResponse } from '@chorus/core';
import { apiConfig } from '../../../lib/api-client.ts';

export type ContestPaymentStatus = 'To Be Paid' | 'Paid';

export interface ContestPaymentsQuery {
  status?: ContestPaymentStatus;
  page: number;
  pageSize: number;
}

/** `GET /creatorapi/contest-payments`: one page of the acting creator's prize payments, optionally by status. */
export async function fetchContestPayments(q: ContestPaymentsQuery, signal?: AbortSignal): Promise<ContestPaymentsResponse['results']> {
  return (await listContestPayments(apiConfig(), q, signal)).results;
}
