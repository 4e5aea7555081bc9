import type { FastifyInstance } from 'fastify';
import {
  contestIdParams,
  contestListQuery,
  confirmationFor,
  contestPaymentsQuery,
  contestPaymentsResponse,
  creatorContestListResponse,
  entryBody,
  entryHandlesResponse,
  entryResponse,
  myEntriesResponse,
  visibleTo,
} from '@chorus/core';
import type { Db } from '../../db/open.ts';
import { viewerOf } from '../../repositories/contacts.ts';
import { route } from '../../lib/http.ts';
import { publicChanged } from '../../lib/public-cache.ts';
import { shortLinkResolver, type ShortLinkResolver } from '../../lib/short-links.ts';
import type { Session } from '../../plugins/auth.ts';
import { paymentsOf } from '../../repositories/contest-payment-reads.ts';
import { listLiveContests, toSummary } from '../../repositories/contests.ts';
import { entryHandlesOf, submitEntry } from '../../repositories/entries.ts';
import { myEntries } from '../../repositories/my-entries.ts';
import { recordConsent } from '../public/contests.ts';

/** The email that identifies the acting contact's entries and payments: their login, else their primary email. */
const emailOf = (session: Session): string => (session.actingUsername ?? session.acting.emailPrimary ?? '').toLowerCase();

export function creatorContestRoutes(
  app: FastifyInstance,
  { db, resolveShortLink = shortLinkResolver(undefined) }: { db: Db; resolveShortLink?: ShortLinkResolver },
) {
  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/contests',
      summary: 'Active contests the acting creator may see (country, continent and approval rules)',
      access: 'user',
      query: contestListQuery,
      response: creatorContestListResponse,
    },
    async ({ session, query }) => {
      const viewer = viewerOf(session.acting)!;
      const rows = (await listLiveContests(db, query.category, query.organizer)).filter((row) => visibleTo(row, viewer));
      return { results: { success: true, ApprovalStatusDescription: viewer.approvalStatus, Row_Preffy_Competitions: rows.map(toSummary) } };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/contests/:id/entries',
      summary: 'Enter a contest as the acting creator',
      access: 'user',
      params: contestIdParams,
      body: entryBody,
      response: entryResponse,
      status: 201,
    },
    async ({ session, params, body }) => {
      const email = emailOf(session);
      const entry = await submitEntry(db, params.id, body, { contactId: session.acting.id, email, viewer: viewerOf(session.acting) }, { resolveShortLink });
      publicChanged(db, [params.id], { counts: true });
      await recordConsent(db, params.id, email, body.marketingConsent);
      return { results: { success: true, message: confirmationFor(entry.contest), data: entry.result } };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/entry-handles',
      summary: "The handles the acting contact may enter contests with: their own, or a manager's roster's",
      access: 'user',
      response: entryHandlesResponse,
    },
    async ({ session }) => ({ results: { success: true, data: await entryHandlesOf(db, session.acting.id) } }),
  );

  route(
    app,
    { method: 'GET', url: '/creatorapi/contest-entries', summary: 'My entries: Active and Past', access: 'user', response: myEntriesResponse },
    async ({ session }) => ({
      results: { success: true, ...(await myEntries(db, { contactId: session.acting.id, email: emailOf(session) })) },
    }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/contest-payments',
      summary: 'My contest prize payments (To Be Paid / Paid), paged',
      access: 'user',
      query: contestPaymentsQuery,
      response: contestPaymentsResponse,
    },
    async ({ session, query }) => ({
      results: { success: true, ...(await paymentsOf(db, { contactId: session.acting.id, email: emailOf(session) }, query)) },
    }),
  );
}
