import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import {
  confirmationFor,
  contestEmailError,
  contestIdParams,
  contestListQuery,
  contestMessages,
  eligibility,
  entriesQuery,
  fileUidParams,
  entriesResponse,
  entryBody,
  entryResponse,
  leaderboardQuery,
  leaderboardResponse,
  marketingSignupBody,
  myRankQuery,
  myRankResponse,
  normalizeHandle,
  okResponse,
  publicContestDetailResponse,
  publicContestListResponse,
  visibleTo,
  visitorViewer,
} from '@chorus/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import { marketingSignups } from '../../db/schema.ts';
import type { EntryOriginGuard } from '../../lib/entry-origins.ts';
import { sendFile } from '../../lib/file-serving.ts';
import { badRequest, notFound, route } from '../../lib/http.ts';
import { findContestFile } from '../../repositories/contest-media.ts';
import { type PublicCache, publicChanged, scopesOfBoard, scopesOfContest, scopesOfList, uncachedReads } from '../../lib/public-cache.ts';
import { shortLinkResolver, type ShortLinkResolver } from '../../lib/short-links.ts';
import { visitorCountrySource } from '../../lib/visitor-country.ts';
import { viewerOf } from '../../repositories/contacts.ts';
import { endedAtOf, winnersOf } from '../../repositories/contest-payment-reads.ts';
import type { ContestRow } from '../../repositories/contests.ts';
import {
  approvedEntriesPage,
  findContest,
  groupsOfContact,
  groupsOfHandle,
  leaderboardPage,
  listLiveContests,
  ranksOf,
  toDetail,
  toSummary,
} from '../../repositories/contests.ts';
import { submitEntry } from '../../repositories/entries.ts';

/** What anonymous visitors and embeds on any site may read and do. */
export function publicContestRoutes(
  app: FastifyInstance,
  {
    db,
    config,
    cache = uncachedReads,
    assertEntryOrigin,
    resolveShortLink = shortLinkResolver(undefined),
  }: { db: Db; config: Pick<Config, 'COUNTRY_HEADER' | 'TRUST_PROXY' | 'GEOIP'>; cache?: PublicCache; assertEntryOrigin: EntryOriginGuard; resolveShortLink?: ShortLinkResolver },
) {
  const countrySourceOf = visitorCountrySource({ header: config.COUNTRY_HEADER, trustProxy: config.TRUST_PROXY, geoip: config.GEOIP });
  const countryOf = (req: FastifyRequest) => countrySourceOf(req).country;
  // Shared caches: the list and the detail differ for a signed-in account (its token comes in the cookie or the
  // x-api-key header: Vary names both), and the detail's eligibility by the visitor's country (its header, when
  // the country comes from a CDN). A visitor's answer is `public`; a signed-in account's, and a visitor's whose
  // country the server looked up by address (no cache can key on that), stay `private`.
  const listVary = 'cookie, x-api-key';
  const detailVary = config.COUNTRY_HEADER ? `${listVary}, ${config.COUNTRY_HEADER}` : listVary;
  const live = async (id: number) => {
    const c = await findContest(db, id);
    if (!c) throw notFound(contestMessages.notFound);
    return c;
  };

  route(
    app,
    {
      method: 'GET',
      url: '/publicapi/contests',
      summary: 'Active contests, ordered by remaining value (signed in: those the caller may enter; anonymous: all of them)',
      access: 'public',
      query: contestListQuery,
      response: publicContestListResponse,
    },
    async ({ session, query, req, reply }) => {
      // contests.md §4: the list drops deleted, inactive and ended contests; matching the country and continent
      // is the signed-in list's rule. A visitor sees every live contest, restricted ones too: whether they may
      // enter is the contest page's answer, with its reason. So every visitor's list is the same one (one cache
      // entry, whatever country the request comes from), and a signed-in account's is its own.
      const viewer = viewerOf(session?.acting);
      const key = `list:${JSON.stringify([query.category ?? '', query.organizer?.toLowerCase() ?? '', viewer ?? 'visitor'])}`;
      return cache.serve({ req, reply }, { scopes: scopesOfList(), key, schema: publicContestListResponse, shared: !viewer, vary: listVary }, async () => {
        const rows = (await listLiveContests(db, query.category, query.organizer)).filter((row) => !viewer || visibleTo(row, viewer));
        // The list changes by itself when the first of its contests reaches its end date.
        return { body: { results: { success: true, data: rows.map(toSummary) } }, until: firstEnd(rows) };
      });
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/publicapi/contests/:id',
      summary: 'One contest with prizes, fee, milestone progress, whether the caller may enter it, and once ended when it did and who won',
      access: 'public',
      params: contestIdParams,
      response: publicContestDetailResponse,
    },
    async ({ session, params, req, reply }) => {
      // Who asks: the signed-in account's country and approval, else a visitor in the country the server found (or null).
      const signedIn = viewerOf(session?.acting);
      const visitor = signedIn ? null : countrySourceOf(req);
      const viewer = signedIn ?? visitorViewer(visitor!.country);
      const shared = !!visitor && visitor.from !== 'address';
      const key = `detail:${params.id}:${JSON.stringify(viewer)}`;
      const what = { scopes: scopesOfContest(params.id), key, schema: publicContestDetailResponse, shared, vary: detailVary };
      return cache.serve({ req, reply }, what, async () => {
        const c = await live(params.id);
        const endedAt = endedAtOf(c);
        const data = { ...(await toDetail(db, c)), eligibility: eligibility(c, viewer), endedAt: endedAt?.toISOString() ?? null, winners: await winnersOf(db, c) };
        return { body: { results: { success: true, data } }, until: firstEnd([c]) };
      });
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/publicapi/contests/:id/leaderboard',
      summary: 'A page of the leaderboard (creator + platform, ranked by the contest metric)',
      access: 'public',
      params: contestIdParams,
      query: leaderboardQuery,
      response: leaderboardResponse,
    },
    async ({ params, query, req, reply }) =>
      cache.serve(
        { req, reply },
        { scopes: scopesOfBoard(params.id), key: `board:${params.id}:${JSON.stringify([query.page, query.pageSize, query.after])}`, schema: leaderboardResponse, shared: true },
        async () => {
          const { data, until } = await leaderboardPage(db, await live(params.id), query.page, query.pageSize, query.after);
          return { body: { results: { success: true, data } }, until };
        },
      ),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/publicapi/contests/:id/my-rank',
      summary: "Find me: the rank and leaderboard page of a handle's rows (?creator=), else of the signed-in account's own",
      access: 'public',
      params: contestIdParams,
      query: myRankQuery,
      response: myRankResponse,
    },
    async ({ params, query, session }) => {
      const c = await live(params.id);
      const handle = query.creator ? normalizeHandle(query.creator) : '';
      const groups = handle ? await groupsOfHandle(db, c.id, handle) : session ? await groupsOfContact(db, c.id, session.acting.id) : [];
      return { results: { success: true, data: { rows: await ranksOf(db, c, groups, query.pageSize), pageSize: query.pageSize } } };
    },
  );

  route(
    app,
    { method: 'GET', url: '/publicapi/contests/:id/entries', summary: 'Approved entries, newest first', access: 'public', params: contestIdParams, query: entriesQuery, response: entriesResponse },
    async ({ params, query, req, reply }) =>
      cache.serve(
        { req, reply },
        { scopes: scopesOfBoard(params.id), key: `entries:${params.id}:${JSON.stringify([query.page, query.pageSize, query.after])}`, schema: entriesResponse, shared: true },
        async () => {
          const { data, until } = await approvedEntriesPage(db, await live(params.id), query.page, query.pageSize, query.after);
          return { body: { results: { success: true, data } }, until };
        },
      ),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/publicapi/contests/:id/entries',
      summary: 'Anonymous entry by email (direct and quick contests only)',
      access: 'public',
      params: contestIdParams,
      body: entryBody,
      response: entryResponse,
      status: 201,
      rateLimit: 'public',
    },
    async ({ params, body, req }) => {
      // Always anonymous, token or not: the entry is tied to no account (see ownedBy in my-entries.ts). Eligibility
      // and the entry's country are the visitor's country as the server found it (never the body's `country`).
      // Every anonymous entrant is mailed (with a link that verifies the entry when the email is an account's).
      await assertEntryOrigin(req, params.id);
      const entry = await submitEntry(db, params.id, body, { contactId: null, email: body.email, viewer: visitorViewer(countryOf(req)) }, { resolveShortLink, mail: { publicUrl: app.mail.publicUrl } });
      publicChanged(db, [params.id], { counts: true });
      await recordConsent(db, params.id, body.email, body.marketingConsent);
      return { results: { success: true, message: confirmationFor(entry.contest), data: entry.result } };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/publicapi/contest-files/:uid',
      summary: "A contest's cover image or sound uploaded in the studio (public; its bytes never change under this address)",
      access: 'public',
      params: fileUidParams,
      response: z.unknown(),
    },
    async ({ params, reply }) => {
      const file = await findContestFile(db, params.uid);
      if (!file) throw notFound();
      return sendFile(reply, app.storage, file, { cacheControl: 'public, max-age=31536000, immutable' });
    },
  );

  route(
    app,
    { method: 'POST', url: '/publicapi/marketing-signup', summary: 'Marketing signup for contests with a marketing key', access: 'public', body: marketingSignupBody, response: okResponse, rateLimit: 'public' },
    async ({ body }) => {
      const c = await live(body.preffyID);
      if (!c.marketingKey) throw badRequest(contestMessages.noMarketing);
      const e = contestEmailError(body.email, 'handle');
      if (e) throw badRequest(e);
      await upsertSignup(db, c.id, body.email, body.marketingConsent);
      return { results: { success: true, message: 'Thanks for signing up!' } };
    },
  );
}

/** The first future end date among some contests: when time alone changes what is shown of them. */
function firstEnd(rows: Pick<ContestRow, 'endDate'>[]): Date | null {
  const now = Date.now();
  let first: Date | null = null;
  for (const r of rows) if (r.endDate && r.endDate.getTime() > now && (!first || r.endDate < first)) first = r.endDate;
  return first;
}

async function upsertSignup(db: Db, contestId: number, email: string, consent: boolean) {
  await db
    .insert(marketingSignups)
    .values({ contestId, email, marketingConsent: consent })
    .onConflictDoUpdate({ target: [marketingSignups.contestId, marketingSignups.email], set: { marketingConsent: consent, updatedAt: new Date() } });
}

/** An entry with the consent box ticked (only shown when the contest has a marketing key) also signs up. */
export async function recordConsent(db: Db, contestId: number, email: string, consent: boolean | undefined) {
  if (consent === undefined) return;
  const c = await findContest(db, contestId);
  if (c?.marketingKey) await upsertSignup(db, contestId, email, consent);
}
