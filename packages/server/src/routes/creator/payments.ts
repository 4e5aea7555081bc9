import type { FastifyInstance } from 'fastify';
import { paymentsQuery, paymentsResponse, paymentTimelineResponse, timelineParams, timelineQuery } from '@chorus/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import { route } from '../../lib/http.ts';
import type { Session } from '../../plugins/auth.ts';
import { campaignPaymentsOf, paymentTimeline } from '../../repositories/payments.ts';

/** The email that identifies the acting contact's contest payments: their login, else their primary email (as contests.ts). */
const emailOf = (session: Session): string => (session.actingUsername ?? session.acting.emailPrimary ?? '').toLowerCase();

/** Payments: the acting creator's campaign payments, and any payment's timeline (campaign or contest prize). */
export function paymentRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/payments',
      summary: 'My campaign payments (Potential, Pending = To Be Paid, Paid), paged; money in cents',
      access: 'user',
      query: paymentsQuery,
      response: paymentsResponse,
    },
    async ({ session, query }) => {
      const { data, PageInformation } = await campaignPaymentsOf(db, session.acting.id, { status: query.payment_status, page: query.page });
      return { results: { success: true, data: { Row_Payments: data } }, PageInformation };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/payments/:id/timeline',
      summary: 'A payment’s timeline from the event log, and while unpaid the expected pay date under the payment terms',
      access: 'user',
      params: timelineParams,
      query: timelineQuery,
      response: paymentTimelineResponse,
    },
    async ({ session, params, query }) => ({
      results: {
        success: true,
        data: await paymentTimeline(db, { contactId: session.acting.id, email: emailOf(session) }, { type: query.type, id: params.id }, config.PAYMENT_TERMS_DAYS),
      },
    }),
  );
}
