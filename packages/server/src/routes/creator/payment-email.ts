import type { FastifyInstance } from 'fastify';
import {
  confirmPaymentEmailBody,
  confirmPaymentEmailQuery,
  paymentEmailOkResponse,
  paymentMessages as pm,
  requestChangePaymentInfoBody,
  requestChangePaymentInfoResponse,
  resendPaymentEmailBody,
  vendorResponse,
} from '@chorus/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import { badRequest, route } from '../../lib/http.ts';
import { confirmPaymentEmail, requestPaymentEmailChange, resendPaymentEmail, vendorOf } from '../../repositories/payment-email.ts';

/** Payment Information (/account/vendor): the payment email, its history, the change by emailed link, one resend. */
export function paymentEmailRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  route(
    app,
    { method: 'GET', url: '/creatorapi/vendor', summary: 'The confirmed payment email and the payment email history', access: 'user', response: vendorResponse },
    async ({ session }) => ({ results: { success: true, data: await vendorOf(db, session.acting.id) } }),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/contact/requestchangepaymentinfo',
      summary: 'Asks to change the payment email: a Pending entry and a confirmation link mailed to the new address',
      access: 'user',
      body: requestChangePaymentInfoBody,
      response: requestChangePaymentInfoResponse,
      rateLimit: 'auth',
    },
    async ({ session, body }) => {
      await requestPaymentEmailChange(db, config.PUBLIC_URL, session.acting.id, body.email);
      app.mail.wake();
      const message = pm.checkEmail(body.email);
      return { results: { success: true, message, data: { message, notification_message_info: pm.notificationInfo } } };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/resend-payment-email',
      summary: 'Sends a Pending payment email’s confirmation link again, once',
      access: 'user',
      body: resendPaymentEmailBody,
      response: paymentEmailOkResponse,
      rateLimit: 'auth',
    },
    async ({ session, body }) => {
      await resendPaymentEmail(db, config.PUBLIC_URL, session.acting.id, { uid: body.uid, id: body.contactPaymentEmailId });
      app.mail.wake();
      return { results: { success: true, message: pm.resent } };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/confirmPaymentEmail',
      summary: 'Confirms a payment email from its emailed link (the token is the proof; no session needed)',
      access: 'public',
      query: confirmPaymentEmailQuery,
      body: confirmPaymentEmailBody,
      response: paymentEmailOkResponse,
      rateLimit: 'auth',
    },
    async ({ query, body }) => {
      if (!body.isEmailConfirmed) throw badRequest(pm.requestFailed);
      const { email } = await confirmPaymentEmail(db, query.token, { uid: body.uid, id: body.contactPaymentEmailId });
      return { results: { success: true, message: pm.confirmed(email), data: { email } } };
    },
  );
}
