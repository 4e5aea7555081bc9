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
import { markCampaignPaymentPaid } from '../../repositories/campaign-admin.ts';
import { markPaid } from '../../repositories/contest-payments.ts';
import { batchCsv, batchDetail, createBatch, listBatches, markBatchPaid, owed } from '../../repositories/payouts.ts';

/**
 * The organiser's payouts: what is owed, batches of it, the PayPal Payouts CSV, marking a batch paid, and marking one
 * payment paid outside any batch (CLI: owed, payout-create, payout-csv, payout-paid, paid, campaign-paid).
 */
export function adminPayoutRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  // One payment paid on its own (a payment not in any batch): the same rules as a batch, one payment. First in the
  // route table: the fuzz's valid requests run in its order, and a batch created first would take their payments.
  route(
    app,
    {
      method: 'POST',
      url: '/adminapi/campaign-payments/:id/paid',
      summary: 'Mark one To Be Paid campaign payment paid outside any batch, to the creator’s confirmed payment email (notified and emailed)',
      access: 'admin',
      params: paymentIdParams,
      response: adminCampaignPaymentResponse,
    },
    async ({ params }) => {
      const data = await markCampaignPaymentPaid(db, config.PUBLIC_URL, params.id);
      app.mail.wake();
      return { results: { success: true, data } };
    },
  );
  route(
    app,
    {
      method: 'POST',
      url: '/adminapi/contest-payments/:id/paid',
      summary: 'Mark one prize or direct bonus paid outside any batch, to the payee’s confirmed payment email (notified and emailed)',
      access: 'admin',
      params: paymentIdParams,
      response: paymentResponse,
    },
    async ({ params }) => {
      const data = await markPaid(db, config.PUBLIC_URL, params.id);
      app.mail.wake();
      return { results: { success: true, data } };
    },
  );
  route(
    app,
    { method: 'GET', url: '/adminapi/payouts/owed', summary: 'What is owed (campaign To Be Paid, contest To Be Paid) by creator; those without a confirmed payment email apart', access: 'admin', response: owedResponse },
    async () => ({ results: { success: true, data: await owed(db) } }),
  );
  route(
    app,
    { method: 'GET', url: '/adminapi/payouts', summary: 'Payout batches, newest first', access: 'admin', response: payoutBatchListResponse },
    async () => ({ results: { success: true, data: await listBatches(db) } }),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/adminapi/payouts',
      summary: 'Create a payout batch of every owed payment to a confirmed payment email (each payment in at most one batch)',
      access: 'admin',
      body: payoutCreateBody,
      response: payoutBatchResponse,
      status: 201,
    },
    async ({ body }) => ({ results: { success: true, data: await createBatch(db, body.note) } }),
  );
  route(
    app,
    { method: 'GET', url: '/adminapi/payouts/:id', summary: 'One payout batch with its payments', access: 'admin', params: payoutBatchParams, response: payoutBatchResponse },
    async ({ params }) => ({ results: { success: true, data: await batchDetail(db, params.id) } }),
  );
  route(
    app,
    { method: 'GET', url: '/adminapi/payouts/:id/csv', summary: 'The batch as a PayPal Payouts batch-upload CSV', access: 'admin', params: payoutBatchParams, response: payoutCsvResponse },
    async ({ params }) => ({ results: { success: true, data: { filename: `chorus-payout-${params.id}.csv`, csv: await batchCsv(db, params.id) } } }),
  );
  route(
    app,
    { method: 'POST', url: '/adminapi/payouts/:id/paid', summary: 'Mark a batch paid: its payments become Paid, each creator is emailed', access: 'admin', params: payoutBatchParams, response: payoutBatchResponse },
    async ({ params }) => {
      const data = await markBatchPaid(db, config.PUBLIC_URL, params.id);
      app.mail.wake();
      return { results: { success: true, data } };
    },
  );
}
