import type { FastifyInstance } from 'fastify';
import {
  adminContestResponse,
  adminEntriesQuery,
  adminPaymentsQuery,
  adminPaymentsResponse,
  adminEntriesResponse,
  awardBody,
  awardResponse,
  contestIdParams,
  contestOverviewResponse,
  contestInput,
  contestPatch,
  editableContestResponse,
  endContestResponse,
  metricsBody,
  moderateBody,
  orgContestInput,
  orgContestPatch,
  okResponse,
  paymentIdParams,
  orgContestListResponse,
  reopenBody,
  organiserMessages,
  reopenResponse,
  updatedCountResponse,
} from '@chorus/core';
import * as z from 'zod';
import type { Db } from '../../db/open.ts';
import { badRequest, route, type OrgAccess } from '../../lib/http.ts';
import { receiveUpload } from '../../lib/uploads.ts';
import { createContest, deleteContest, editableContest, entriesForOrganiser, organiserContestList, updateContest } from '../../repositories/contest-admin.ts';
import { mediaKind, setContestMedia, type MediaField } from '../../repositories/contest-media.ts';
import { remindPrizePaymentEmail } from '../../repositories/contest-mail.ts';
import { contestOverview } from '../../repositories/contest-overview.ts';
import { paymentsForOrganiser } from '../../repositories/contest-payment-reads.ts';
import { chooseAwardWinner, endContest, reopenContest } from '../../repositories/contest-payments.ts';
import { toDetail } from '../../repositories/contests.ts';
import { moderate, recordMetrics } from '../../repositories/entries.ts';
import { holdEntries } from '../../repositories/moderation.ts';
import { contestInScope, contestPaymentInScope, entriesInScope } from '../../repositories/tenancy.ts';


/** Who may call an area's contest routes: reads, and changes (contests, moderation, metrics, end, awards). */
interface Area {
  prefix: '/adminapi' | '/orgapi';
  read: 'admin' | OrgAccess;
  edit: 'admin' | OrgAccess;
  /** A contest's fields this area sets (an organisation: not Chorus's fee nor the billed list weight). */
  input: typeof contestInput | typeof orgContestInput;
  patch: typeof contestPatch | typeof orgContestPatch;
}

/**
 * The organiser's contest routes, mounted twice from one set of handlers: under /adminapi for staff (every
 * organisation; the admin CLI) and under /orgapi for an organisation's members (issue 21), where `scope` is the
 * session's organisation and another organisation's contests, entries and payments are not found (404).
 */
export function adminContestRoutes(app: FastifyInstance, { db }: { db: Db }) {
  contestRoutes(app, db, { prefix: '/adminapi', read: 'admin', edit: 'admin', input: contestInput, patch: contestPatch });
  contestRoutes(app, db, { prefix: '/orgapi', read: 'orgViewer', edit: 'orgEditor', input: orgContestInput, patch: orgContestPatch });
}

function contestRoutes(app: FastifyInstance, db: Db, { prefix, read, edit, input, patch }: Area) {
  route(
    app,
    { method: 'GET', url: `${prefix}/contests`, summary: 'Every contest, newest first, with its views, likes and whether its prizes are paid', access: read, response: orgContestListResponse },
    async ({ scope }) => ({ results: { success: true, data: await organiserContestList(db, scope) } }),
  );
  route(
    app,
    { method: 'POST', url: `${prefix}/contests`, summary: 'Create a contest', access: edit, body: input, response: adminContestResponse, status: 201 },
    async ({ scope, body }) => ({ results: { success: true, data: await toDetail(db, await createContest(db, scope, body)) } }),
  );
  route(
    app,
    { method: 'GET', url: `${prefix}/contests/:id`, summary: 'One contest with every field its organiser sets', access: read, params: contestIdParams, response: editableContestResponse },
    async ({ scope, params, session }) => {
      const data = await editableContest(db, scope, params.id);
      // The marketing key is an integration's credential: a viewer sees that there is one (`hasMarketingKey`), not it.
      return { results: { success: true, data: session?.organisation?.role === 'viewer' ? { ...data, marketingKey: null } : data } };
    },
  );
  for (const [path, field, what] of [
    ['cover', 'image', 'cover image (jpg, png or webp, at most 10 MB)'],
    ['sound', 'audio', 'sound (mp3, m4a, aac, wav or ogg, at most 20 MB)'],
  ] as const satisfies readonly (readonly [string, MediaField, string])[]) {
    route(
      app,
      {
        method: 'POST',
        url: `${prefix}/contests/:id/${path}`,
        summary: `Upload the contest's ${what} as multipart field file; it replaces the one before and is served to everyone`,
        access: edit,
        params: contestIdParams,
        response: editableContestResponse,
      },
      async ({ scope, params, req }) => {
        // Checked before any byte is stored: another organisation's contest is not found, its upload never written.
        await contestInScope(db, scope, params.id);
        const { file } = await receiveUpload(req, { kind: mediaKind[field], ownerContactId: null, fields: z.object({}) });
        if (!file) throw badRequest(organiserMessages.mediaRequired);
        await setContestMedia(db, app.storage, req.log, scope, params.id, field, file);
        return { results: { success: true, data: await editableContest(db, scope, params.id) } };
      },
    );
  }
  route(
    app,
    { method: 'PATCH', url: `${prefix}/contests/:id`, summary: 'Edit a contest', access: edit, params: contestIdParams, body: patch, response: adminContestResponse },
    async ({ scope, params, body }) => ({ results: { success: true, data: await toDetail(db, await updateContest(db, scope, params.id, body)) } }),
  );
  route(
    app,
    { method: 'DELETE', url: `${prefix}/contests/:id`, summary: 'Delete a contest (hidden everywhere)', access: edit, params: contestIdParams, response: okResponse },
    async ({ scope, params }) => {
      await deleteContest(db, scope, params.id);
      return { results: { success: true } };
    },
  );
  route(
    app,
    { method: 'GET', url: `${prefix}/contests/:id/entries`, summary: 'The moderation queue: entries of a contest, flagged first, then oldest first, with their signals', access: read, params: contestIdParams, query: adminEntriesQuery, response: adminEntriesResponse },
    async ({ scope, params, query }) => ({ results: { success: true, data: await entriesForOrganiser(db, scope, params.id, query) } }),
  );
  route(
    app,
    {
      method: 'GET',
      url: `${prefix}/contests/:id/overview`,
      summary: "A contest's overview: entries and approvals per UTC day, totals, top creators, prize money owed and paid",
      access: read,
      params: contestIdParams,
      response: contestOverviewResponse,
    },
    async ({ scope, params }) => ({ results: { success: true, data: await contestOverview(db, scope, params.id) } }),
  );
  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
    ['delete', 'delete'],
  ] as const) {
    route(
      app,
      { method: 'POST', url: `${prefix}/entries/${action}`, summary: `${action[0]!.toUpperCase()}${action.slice(1)} entries`, access: edit, body: moderateBody, response: updatedCountResponse },
      async ({ scope, body }) => {
        await entriesInScope(db, scope, body.ids);
        return { results: { success: true, data: { updated: await moderate(db, body.ids, status) } } };
      },
    );
  }
  // A flag can hold that entrant's prize (issue 21): a held entry's prize is created at the end but not paid until released.
  for (const [action, held] of [
    ['hold', true],
    ['release', false],
  ] as const) {
    route(
      app,
      {
        method: 'POST',
        url: `${prefix}/entries/${action}`,
        summary: held ? "Hold entries: a prize they win is not paid until they are released" : 'Release held entries: their prizes may be paid again',
        access: edit,
        body: moderateBody,
        response: updatedCountResponse,
      },
      async ({ scope, body }) => {
        await entriesInScope(db, scope, body.ids);
        return { results: { success: true, data: { updated: await holdEntries(db, body.ids, held) } } };
      },
    );
  }
  route(
    app,
    { method: 'POST', url: `${prefix}/contests/:id/metrics`, summary: 'Record likes/views/creativity for many entries', access: edit, params: contestIdParams, body: metricsBody, response: updatedCountResponse },
    async ({ scope, params, body }) => {
      await contestInScope(db, scope, params.id);
      return { results: { success: true, data: { updated: await recordMetrics(db, params.id, body.metrics) } } };
    },
  );
  route(
    app,
    { method: 'POST', url: `${prefix}/contests/:id/end`, summary: 'End a contest and create its prize payments', access: edit, params: contestIdParams, response: endContestResponse },
    async ({ scope, params }) => {
      await contestInScope(db, scope, params.id);
      return { results: { success: true, data: { payments: await endContest(db, params.id) } } };
    },
  );
  route(
    app,
    {
      method: 'POST',
      url: `${prefix}/contests/:id/awards`,
      summary: "Choose a judged award's winner (a prize line naming no place) once the contest has ended: creates its payment",
      access: edit,
      params: contestIdParams,
      body: awardBody,
      response: awardResponse,
      status: 201,
    },
    async ({ scope, params, body }) => {
      await contestInScope(db, scope, params.id);
      return { results: { success: true, data: await chooseAwardWinner(db, params.id, body.award, body.entryId) } };
    },
  );
  route(
    app,
    {
      method: 'POST',
      url: `${prefix}/contests/:id/reopen`,
      summary: 'Reopen an ended contest: its unpaid prize payments are voided (refused once one is paid or in a payout batch); the next end pays again',
      access: edit,
      params: contestIdParams,
      body: reopenBody,
      response: reopenResponse,
    },
    async ({ scope, params, body }) => {
      await contestInScope(db, scope, params.id);
      const { contest, voidedPayments } = await reopenContest(db, params.id, body.endDate);
      return { results: { success: true, data: { contest: await toDetail(db, contest), voidedPayments } } };
    },
  );
  route(
    app,
    { method: 'GET', url: `${prefix}/contest-payments`, summary: 'Prize payments owed and paid, flagging payees without a confirmed payment email', access: read, query: adminPaymentsQuery, response: adminPaymentsResponse },
    async ({ scope, query }) => ({ results: { success: true, data: await paymentsForOrganiser(db, scope, query) } }),
  );
  route(
    app,
    {
      method: 'POST',
      url: `${prefix}/contest-payments/:id/remind`,
      summary: 'Mail a winner without a confirmed payment email a reminder to add one (once a day per prize)',
      access: edit,
      params: paymentIdParams,
      response: okResponse,
    },
    async ({ scope, params }) => {
      await contestPaymentInScope(db, scope, params.id);
      const to = await remindPrizePaymentEmail(db, params.id);
      return { results: { success: true, message: organiserMessages.reminderSent(to) } };
    },
  );
}
