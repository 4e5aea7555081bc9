import {
  paymentEmailOkResponse,
  paymentsResponse,
  paymentTimelineResponse,
  requestChangePaymentInfoResponse,
  vendorResponse,
} from '@chorus/core';
import { call, type ClientConfig } from './transport.ts';

// Payments (campaigns.md §7, accounts.md §7): the creator's campaign payments and their timelines, and the payment
// email (vendor, change by emailed link, one resend, confirmation from the link).

export const listPayments = (c: ClientConfig, q: { payment_status?: 'Potential' | 'Pending' | 'Paid'; page?: number }, signal?: AbortSignal) =>
  call(c, paymentsResponse, { method: 'GET', path: '/creatorapi/payments', query: q, signal });

export const paymentTimeline = (c: ClientConfig, ref: { type: 'campaign' | 'contest'; id: number }, signal?: AbortSignal) =>
  call(c, paymentTimelineResponse, { method: 'GET', path: `/creatorapi/payments/${ref.id}/timeline`, query: { type: ref.type }, signal });

export const getVendor = (c: ClientConfig, signal?: AbortSignal) => call(c, vendorResponse, { method: 'GET', path: '/creatorapi/vendor', signal });

export const requestChangePaymentInfo = (c: ClientConfig, email: string) =>
  call(c, requestChangePaymentInfoResponse, { method: 'POST', path: '/creatorapi/contact/requestchangepaymentinfo', body: { email } });

export const resendPaymentEmail = (c: ClientConfig, ref: { uid: string; contactPaymentEmailId: number }) =>
  call(c, paymentEmailOkResponse, { method: 'POST', path: '/creatorapi/resend-payment-email', body: ref });

export const confirmPaymentEmail = (c: ClientConfig, link: { token: string; uid: string; contactPaymentEmailId: number }) =>
  call(c, paymentEmailOkResponse, {
    method: 'POST',
    path: '/creatorapi/confirmPaymentEmail',
    query: { token: link.token },
    body: { uid: link.uid, isEmailConfirmed: true, contactPaymentEmailId: link.contactPaymentEmailId },
  });

/** The owner's undo link, mailed on every payment email change (the token is the proof: no session needed). */
export const undoPaymentEmail = (c: ClientConfig, link: { token: string; uid: string; contactPaymentEmailId: number }) =>
  call(c, paymentEmailOkResponse, {
    method: 'POST',
    path: '/creatorapi/undoPaymentEmail',
    query: { token: link.token },
    body: { uid: link.uid, contactPaymentEmailId: link.contactPaymentEmailId },
  });
