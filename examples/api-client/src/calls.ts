import createClient from 'openapi-fetch';
import type { components, paths } from './schema.d.ts';

// A client generated from Chorus's OpenAPI document: openapi-fetch over the types openapi-typescript wrote from /docs
// (schema.d.ts). Paths, parameters, bodies and answers are typed, and so is every refusal: the document's `Error`,
// whose `messages` are the sentences to show the user.

/** A refused call: its status and what to tell the user (the document's `Error`). */
export type Refusal = { ok: false; status: number; messages: components['schemas']['Error']['messages'] };
export type Outcome<T> = { ok: true; value: T } | Refusal;

export type ContestSummary = components['schemas']['ContestSummary'];
export type CampaignRow = components['schemas']['CampaignRow'];

/** A client of the API at `baseUrl` (the origin that serves /docs). */
export function chorusClient(baseUrl: string, fetch: typeof globalThis.fetch = globalThis.fetch) {
  return createClient<paths>({ baseUrl, fetch });
}
export type ChorusClient = ReturnType<typeof chorusClient>;

const refusal = (response: Response, error: components['schemas']['Error']): Refusal => ({ ok: false, status: response.status, messages: error.messages });

/** The contests open to the public (no session), optionally of one category. */
export async function publicContests(client: ChorusClient, category?: string): Promise<Outcome<ContestSummary[]>> {
  const { data, error, response } = await client.GET('/publicapi/contests', { params: { query: { category } } });
  if (error) return refusal(response, error);
  return { ok: true, value: data.results.data };
}

/** Signs in with email and password; the token goes in `x-api-key` on later calls. */
export async function signIn(client: ChorusClient, username: string, password: string): Promise<Outcome<string>> {
  const { data, error, response } = await client.POST('/creatorapi/auth/login', { body: { username, password } });
  if (error) return refusal(response, error);
  return { ok: true, value: data.data.token };
}

/** One page of the signed-in creator's campaigns in a state (`inprogress` by default). */
export async function myCampaigns(
  client: ChorusClient,
  token: string,
  { status, page }: { status?: components['schemas']['CampaignListBody']['status']; page?: number } = {},
): Promise<Outcome<{ rows: CampaignRow[]; totalPages: number }>> {
  const { data, error, response } = await client.POST('/creatorapi/campaigns', { headers: { 'x-api-key': token }, body: { status, page } });
  if (error) return refusal(response, error);
  return { ok: true, value: { rows: data.results.data.Row_Campaigns, totalPages: data.PageInformation.TotalPages } };
}

/** One page of a contest's leaderboard: `page` and `pageSize` are integers to the client. */
export async function leaderboardPage(client: ChorusClient, contestId: number, page = 1, pageSize: 10 | 25 | 100 = 10) {
  const { data, error, response } = await client.GET('/publicapi/contests/{id}/leaderboard', { params: { path: { id: contestId }, query: { page, pageSize } } });
  if (error) return refusal(response, error);
  return { ok: true as const, value: data };
}
