import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import {
  adminContestResponse,
  adminEntriesQuery,
  adminPaymentsQuery,
  adminPaymentsResponse,
  adminEntriesResponse,
  awardBody,
  awardResponse,
  contestIdParams,
  contestInput,
  contestPatch,
  contestSummary,
  endContestResponse,
  metricsBody,
  metricsResponse,
  moderateBody,
  okResponse,
  reopenBody,
  reopenResponse,
  results,
} from '@chorus/core';
import type { Db } from '../../db/open.ts';
import { route } from '../../lib/http.ts';
import { createContest, deleteContest, entriesForOrganiser, listAllContests, updateContest } from '../../repositories/contest-admin.ts';
import { paymentsForOrganiser } from '../../repositories/contest-payment-reads.ts';
import { chooseAwardWinner, endContest, reopenContest } from '../../repositories/contest-payments.ts';
import { toDetail, toSummary } from '../../repositories/contests.ts';
import { moderate, recordMetrics } from '../../repositories/entries.ts';

const countResponse = results({ data: z.object({ updated: z.number().int() }) });

/** Organiser side: admin role only (checked by `route`), used by the admin CLI. */
export function adminContestRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(
    app,
    { method: 'GET', url: '/adminapi/contests', summary: 'Every contest, newest first', access: 'admin', response: results({ data: z.array(contestSummary) }) },
    async () => ({ results: { success: true, data: (await listAllContests(db)).map(toSummary) } }),
  );
  route(
    app,
    { method: 'POST', url: '/adminapi/contests', summary: 'Create a contest', access: 'admin', body: contestInput, response: adminContestResponse, status: 201 },
    async ({ body }) => ({ results: { success: true, data: await toDetail(db, await createContest(db, body)) } }),
  );
  route(
    app,
    { method: 'PATCH', url: '/adminapi/contests/:id', summary: 'Edit a contest', access: 'admin', params: contestIdParams, body: contestPatch, response: adminContestResponse },
    async ({ params, body }) => ({ results: { success: true, data: await toDetail(db, await updateContest(db, params.id, body)) } }),
  );
  route(
    app,
    { method: 'DELETE', url: '/adminapi/contests/:id', summary: 'Delete a contest (hidden everywhere)', access: 'admin', params: contestIdParams, response: okResponse },
    async ({ params }) => {
      await deleteContest(db, params.id);
      return { results: { success: true } };
    },
  );
  route(
    app,
    { method: 'GET', url: '/adminapi/contests/:id/entries', summary: 'Entries of a contest, oldest first', access: 'admin', params: contestIdParams, query: adminEntriesQuery, response: adminEntriesResponse },
    async ({ params, query }) => ({ results: { success: true, data: await entriesForOrganiser(db, params.id, query) } }),
  );
  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
    ['delete', 'delete'],
  ] as const) {
    route(
      app,
      { method: 'POST', url: `/adminapi/entries/${action}`, summary: `${action[0]!.toUpperCase()}${action.slice(1)} entries`, access: 'admin', body: moderateBody, response: countResponse },
      async ({ body }) => ({ results: { success: true, data: { updated: await moderate(db, body.ids, status) } } }),
    );
  }
  route(
    app,
    { method: 'POST', url: '/adminapi/contests/:id/metrics', summary: 'Record likes/views/creativity for many entries', access: 'admin', params: contestIdParams, body: metricsBody, response: metricsResponse },
    async ({ params, body }) => ({ results: { success: true, data: { updated: await recordMetrics(db, params.id, body.metrics) } } }),
  );
  route(
    app,
    { method: 'POST', url: '/adminapi/contests/:id/end', summary: 'End a contest and create its prize payments', access: 'admin', params: contestIdParams, response: endContestResponse },
    async ({ params }) => ({ results: { success: true, data: { payments: await endContest(db, params.id) } } }),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/adminapi/contests/:id/awards',
      summary: "Choose a judged award's winner (a prize line naming no place) once the contest has ended: creates its payment",
      access: 'admin',
      params: contestIdParams,
      body: awardBody,
      response: awardResponse,
      status: 201,
    },
    async ({ params, body }) => ({ results: { success: true, data: await chooseAwardWinner(db, params.id, body.award, body.entryId) } }),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/adminapi/contests/:id/reopen',
      summary: 'Reopen an ended contest: its unpaid prize payments are voided (refused once one is paid or in a payout batch); the next end pays again',
      access: 'admin',
      params: contestIdParams,
      body: reopenBody,
      response: reopenResponse,
    },
    async ({ params, body }) => {
      const { contest, voidedPayments } = await reopenContest(db, params.id, body.endDate);
      return { results: { success: true, data: { contest: await toDetail(db, contest), voidedPayments } } };
    },
  );
  route(
    app,
    { method: 'GET', url: '/adminapi/contest-payments', summary: 'Prize payments owed and paid, flagging payees without a confirmed payment email', access: 'admin', query: adminPaymentsQuery, response: adminPaymentsResponse },
    async ({ query }) => ({ results: { success: true, data: await paymentsForOrganiser(db, query) } }),
  );
}
