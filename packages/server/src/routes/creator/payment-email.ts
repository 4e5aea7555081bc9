import type { FastifyInstance } from 'fastify';
import {
  confirmPaymentEmailBody,
  confirmPaymentEmailQuery,
  paymentEmailOkResponse,
  paymentMessages as pm,
  requestChangePaymentInfoBody,
  requestChangePaymentInfoResponse,
  resendPaymentEmailBody,
  undoPaymentEmailBody,
  undoPaymentEmailQuery,
  vendorResponse,
} from '@chorus/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import { badRequest, ownerOf, route } from '../../lib/http.ts';
import { confirmPaymentEmail, requestPaymentEmailChange, resendPaymentEmail, undoPaymentEmail, vendorOf } from '../../repositories/payment-email.ts';

/**
 * Payment Information (/account/vendor): the payment email, its history, the change by emailed link, one resend,
 * and the owner's undo link. Starting a change is the owner's alone (access 'owner': never a delegate).
 */
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
      summary: 'Asks to change the payment email: a Pending entry, a confirmation link mailed to the new address, an undo link to the owner',
      access: 'owner',
      body: requestChangePaymentInfoBody,
      response: requestChangePaymentInfoResponse,
      rateLimit: 'auth',
    },
    async ({ session, body }) => {
      await requestPaymentEmailChange(db, config.PUBLIC_URL, ownerOf(session), body.email);
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
      access: 'owner',
      body: resendPaymentEmailBody,
      response: paymentEmailOkResponse,
      rateLimit: 'auth',
    },
    async ({ session, body }) => {
      await resendPaymentEmail(db, config.PUBLIC_URL, ownerOf(session), { uid: body.uid, id: body.contactPaymentEmailId });
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
      const { email } = await confirmPaymentEmail(db, config.PUBLIC_URL, query.token, { uid: body.uid, id: body.contactPaymentEmailId });
      return { results: { success: true, message: pm.confirmed(email), data: { email } } };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/undoPaymentEmail',
      summary: "Undoes a payment email change from the owner's emailed undo link: a pending change is cancelled, a confirmed one gives way to the previous payment email",
      access: 'public',
      query: undoPaymentEmailQuery,
      body: undoPaymentEmailBody,
      response: paymentEmailOkResponse,
      rateLimit: 'auth',
    },
    async ({ query, body }) => {
      const { email } = await undoPaymentEmail(db, query.token, { uid: body.uid, id: body.contactPaymentEmailId });
      return { results: { success: true, message: pm.undone(email), ...(email !== null && { data: { email } }) } };
    },
  );
}
