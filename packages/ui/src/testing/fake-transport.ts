import { ApiError, type RequestOptions, type Transport } from '@chorus/client';
import {
  contestMessages,
  linkError,
  postKey,
  platformOfLink,
  type ContestDetail,
  type EntryBody,
  type EntryHandle,
  type EntryResult,
  type HelpWantedItem,
} from '@chorus/core';
import { answerForms, helpWantedFixtures } from './fake-forms.ts';
import { fixtureList, makeLeaderboard, toSummary } from './fixtures.ts';

export interface FakeApiOptions {
  contests?: ContestDetail[];
  /** Rows in every leaderboard (default 137) and approved-entries list (default 42). */
  leaderboardSize?: number;
  entriesSize?: number;
  /** Every call answers this error (a 4xx with these messages), or a network failure when status is 0. */
  fail?: { status: number; messages: string[] };
  /** Every call stays pending: the loading state. */
  pending?: boolean;
  /** Milliseconds before each answer. */
  delayMs?: number;
  /** What a submission answers; by default the rules of contests.md §5 applied to the in-memory entries. */
  onSubmit?: (contest: ContestDetail, body: EntryBody) => { status: number; body: unknown };
  /** The open help-wanted opportunities (default: two, one already applied to). */
  helpWanted?: HelpWantedItem[];
  /** The signed-in entrant's handles (`GET /creatorapi/entry-handles`; default: two, TikTok and Instagram). */
  handles?: EntryHandle[];
}

export interface FakeApi {
  transport: Transport;
  /** Every request made, in order. */
  calls: (RequestOptions & { headers: Record<string, string> })[];
}

const ok = (body: object, status = 200) => ({ status, body: { results: { success: true, ...body } } });
const fail = (status: number, messages: string[]) => ({ status, body: { error: true, messages } });

function page<T>(all: T[], q: RequestOptions['query']) {
  const p = Number(q?.page ?? 1);
  const size = Number(q?.pageSize ?? 10);
  const total = all.length;
  return { rows: all.slice((p - 1) * size, p * size), page: p, pageSize: size, total, totalPages: Math.max(1, Math.ceil(total / size)) };
}

/** A Transport answering like the Chorus server from in-memory contests: lets widgets run in tests and stories. */
export function fakeApi(options: FakeApiOptions = {}): FakeApi {
  const contests = options.contests ?? fixtureList;
  const calls: FakeApi['calls'] = [];
  const submitted = new Map<number, string[]>();
  const applied = new Set<number>();
  let nextId = 1000;

  const answer = (req: RequestOptions & { headers: Record<string, string> }) => {
    if (options.fail) return fail(options.fail.status, options.fail.messages);
    const { method, path, query } = req;
    const form = answerForms(req, options.helpWanted ?? helpWantedFixtures, applied, options.handles);
    if (form) return form;
    const m = path.match(/^\/(publicapi|creatorapi)\/contests(?:\/(\d+)(?:\/(leaderboard|entries))?)?$/);
    if (!m) return fail(404, ['Not found.']);
    const [, area, idText, sub] = m;
    if (!idText) {
      const live = contests.filter((c) => c.isActive && !c.hasEnded && (!query?.category || c.category === query.category) && (!query?.organizer || c.organizer.toLowerCase() === String(query.organizer).toLowerCase()));
      return area === 'creatorapi'
        ? ok({ ApprovalStatusDescription: 'Approved', Row_Preffy_Competitions: live.map(toSummary) })
        : ok({ data: live.map(toSummary) });
    }
    const contest = contests.find((c) => c.id === Number(idText));
    if (!contest) return fail(404, [contestMessages.notFound]);
    if (method === 'GET' && !sub) return ok({ data: contest });
    if (method === 'GET' && sub === 'leaderboard')
      return ok({ data: { metric: contest.metric, ...page(makeLeaderboard(contest, options.leaderboardSize ?? 137), query) } });
    if (method === 'GET' && sub === 'entries') {
      const rows = makeLeaderboard(contest, options.entriesSize ?? 42).map((r, i) => ({
        id: 500 + i,
        creator: r.creator,
        platform: r.platform,
        link: r.link,
        createdAt: new Date(Date.now() - i * 3_600_000).toISOString(),
      }));
      return ok({ data: page(rows, query) });
    }
    if (method === 'POST' && sub === 'entries') {
      const body = req.body as EntryBody;
      if (options.onSubmit) return options.onSubmit(contest, body);
      const handleOnly = !['likes', 'views'].includes(contest.metric);
      if (!handleOnly) {
        const error = linkError(body.link ?? '', contest);
        if (error) return fail(400, [error]);
        const seen = submitted.get(contest.id) ?? [];
        if (seen.includes(postKey(body.link!))) return fail(409, [contestMessages.duplicate]);
        submitted.set(contest.id, [...seen, postKey(body.link!)]);
      }
      const result: EntryResult = {
        id: nextId++,
        contestId: contest.id,
        contestName: contest.name,
        creator: body.creator ?? '',
        platform: body.link ? platformOfLink(body.link) : null,
        link: body.link ?? null,
        status: 'in_review',
      };
      return ok({ message: handleOnly ? contestMessages.confirmation : contestMessages.confirmationPost, data: result }, 201);
    }
    return fail(405, ['Method not allowed.']);
  };

  const transport: Transport = async (req) => {
    calls.push(req);
    if (options.pending) return new Promise(() => {});
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    if (options.fail?.status === 0) throw new ApiError(0, options.fail.messages);
    // A copy, as if it had crossed the network.
    return structuredClone(answer(req));
  };
  return { transport, calls };
}

/**
 * The page's `fetch`, answered by the fake API `current()` returns (suites swap their fake between tests): for code
 * that calls `fetch` itself, as the SDK's elements do.
 */
export function fetchOver(current: () => FakeApi): typeof fetch {
  return async (input, init = {}) => {
    const u = new URL(String(input), 'https://chorus.example');
    const { status, body } = await current().transport({
      method: (init.method ?? 'GET') as 'GET',
      path: u.pathname,
      query: Object.fromEntries(u.searchParams),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
}
