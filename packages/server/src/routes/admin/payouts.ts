import type { FastifyInstance } from 'fastify';
import {
  adminCampaignPaymentResponse,
  owedResponse,
  paymentIdParams,
  paymentResponse,
  payoutBatchListResponse,
  payoutBatchParams,
  payoutBatchResponse,
  payoutCreateBody,
  payoutCsvResponse,
} from '@chorus/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import { route } from '../../lib/http.ts';
import { markCampaignPaymentPaid } from '../../repositories/campaign-payment-admin.ts';
import { markPaid } from '../../repositories/contest-payments.ts';
import { batchCsv, batchDetail, createBatch, listBatches, markBatchPaid, owed } from '../../repositories/payouts.ts';
import { contestPaymentInScope } from '../../repositories/tenancy.ts';

/**
 * The organiser's payouts: what is owed, batches of it, the PayPal Payouts CSV, marking a batch paid, and marking one
 * payment paid outside any batch (CLI: owed, payout-create, payout-csv, payout-paid, paid, campaign-paid). Mounted
 * for staff under /adminapi (every organisation; staff's batches pay across them) and for an organisation's owners
 * under /orgapi (issue 21: billing is the owner's), where what is owed, the batches and the payments are the
 * session's organisation's only.
 */
export function adminPayoutRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  payoutRoutes(app, { db, config }, '/adminapi', 'admin');
  payoutRoutes(app, { db, config }, '/orgapi', 'orgOwner');
}

function payoutRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }, prefix: '/adminapi' | '/orgapi', access: 'admin' | 'orgOwner') {
  // One payment paid on its own (a payment not in any batch): the same rules as a batch, one payment. First in the
  // route table: the fuzz's valid requests run in its order, and a batch created first would take their payments.
  if (prefix === '/adminapi')
    route(
      app,
      {
        method: 'POST',
        url: `${prefix}/campaign-payments/:id/paid`,
        summary: 'Mark one To Be Paid campaign payment paid outside any batch, to the creator’s confirmed payment email (notified and emailed)',
        access,
        params: paymentIdParams,
        response: adminCampaignPaymentResponse,
      },
      async ({ params }) => {
        const data = await markCampaignPaymentPaid(db, config.PUBLIC_URL, params.id);
        return { results: { success: true, data } };
      },
    );
  route(
    app,
    {
      method: 'POST',
      url: `${prefix}/contest-payments/:id/paid`,
      summary: 'Mark one prize or direct bonus paid outside any batch, to the payee’s confirmed payment email (notified and emailed)',
      access,
      params: paymentIdParams,
      response: paymentResponse,
    },
    async ({ scope, params }) => {
      await contestPaymentInScope(db, scope, params.id);
      const data = await markPaid(db, config.PUBLIC_URL, params.id);
      return { results: { success: true, data } };
    },
  );
  route(
    app,
    { method: 'GET', url: `${prefix}/payouts/owed`, summary: 'What is owed (campaign To Be Paid, contest To Be Paid) by creator; those without a confirmed payment email apart', access, response: owedResponse },
    async ({ scope }) => ({ results: { success: true, data: await owed(db, scope) } }),
  );
  route(
    app,
    { method: 'GET', url: `${prefix}/payouts`, summary: 'Payout batches, newest first', access, response: payoutBatchListResponse },
    async ({ scope }) => ({ results: { success: true, data: await listBatches(db, scope) } }),
  );
  route(
    app,
    {
      method: 'POST',
      url: `${prefix}/payouts`,
      summary: 'Create a payout batch of every owed payment to a confirmed payment email (each payment in at most one batch)',
      access,
      body: payoutCreateBody,
      response: payoutBatchResponse,
      status: 201,
    },
    async ({ scope, body }) => ({ results: { success: true, data: await createBatch(db, scope, body.note) } }),
  );
  route(
    app,
    { method: 'GET', url: `${prefix}/payouts/:id`, summary: 'One payout batch with its payments', access, params: payoutBatchParams, response: payoutBatchResponse },
    async ({ scope, params }) => ({ results: { success: true, data: await batchDetail(db, scope, params.id) } }),
  );
  route(
    app,
    { method: 'GET', url: `${prefix}/payouts/:id/csv`, summary: 'The batch as a PayPal Payouts batch-upload CSV', access, params: payoutBatchParams, response: payoutCsvResponse },
    async ({ scope, params }) => ({ results: { success: true, data: { filename: `chorus-payout-${params.id}.csv`, csv: await batchCsv(db, scope, params.id) } } }),
  );
  route(
    app,
    { method: 'POST', url: `${prefix}/payouts/:id/paid`, summary: 'Mark a batch paid: its payments become Paid, each creator is emailed', access, params: payoutBatchParams, response: payoutBatchResponse },
    async ({ scope, params }) => {
      const data = await markBatchPaid(db, scope, config.PUBLIC_URL, params.id);
      return { results: { success: true, data } };
    },
  );
}
