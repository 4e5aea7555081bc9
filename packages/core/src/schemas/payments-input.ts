import * as z from 'zod';
import { paymentMessages as m, PAYMENT_EMAIL_PATTERN } from '../rules/payments.ts';
import { idNumberOrString, idParam, pageParam as page, textInput } from './common.ts';

/** GET /creatorapi/payments?payment_status=&page= */
export const paymentsQuery = z.object({
  payment_status: z.enum(['Potential', 'Pending', 'Paid'], 'payment_status must be Potential, Pending or Paid').optional(),
  page: page.default(1),
});
export type PaymentsQuery = z.infer<typeof paymentsQuery>;

/** GET /creatorapi/payments/:id/timeline?type=campaign|contest */
export const timelineParams = z.object({ id: idParam });
export const timelineQuery = z.object({ type: z.enum(['campaign', 'contest'], 'type must be campaign or contest').default('campaign') });

/** POST /creatorapi/contact/requestchangepaymentinfo {email} */
export const requestChangePaymentInfoBody = z.object({
  email: textInput(254).toLowerCase().regex(PAYMENT_EMAIL_PATTERN, m.invalidEmail),
});

const uid = textInput(64).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, m.historyNotFound);

/** POST /creatorapi/resend-payment-email {uid, contactPaymentEmailId} */
export const resendPaymentEmailBody = z.object({ uid, contactPaymentEmailId: idNumberOrString });

/** POST /creatorapi/confirmPaymentEmail?token= with body uid, isEmailConfirmed, contactPaymentEmailId (accounts.md §7). */
export const confirmPaymentEmailQuery = z.object({ token: textInput(200).min(1, m.linkFailed) });
export const confirmPaymentEmailBody = z.object({
  uid,
  isEmailConfirmed: z.boolean().default(true),
  contactPaymentEmailId: idNumberOrString,
});

/**
 * POST /creatorapi/undoPaymentEmail?token= with body uid, contactPaymentEmailId: the undo link mailed to the owner's
 * login address on every change; the token is the proof, as for confirmPaymentEmail.
 */
export const undoPaymentEmailQuery = confirmPaymentEmailQuery;
export const undoPaymentEmailBody = z.object({ uid, contactPaymentEmailId: idNumberOrString });

/** Organiser: POST /adminapi/payouts/:id/… */
export const payoutBatchParams = z.object({ id: idParam });
export const payoutCreateBody = z.object({ note: textInput(200).optional() });
