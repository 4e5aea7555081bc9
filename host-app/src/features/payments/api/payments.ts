import { confirmPaymentEmail, getVendor, listPayments, paymentTimeline, requestChangePaymentInfo, resendPaymentEmail, undoPaymentEmail } from '@chorus/client';
import { apiConfig } from '../../../lib/api-client.ts';

export type CampaignPaymentStatus = 'Potential' | 'Pending' | 'Paid';

/** `GET /creatorapi/payments`: one page of the acting creator's campaign payments. */
export const fetchCampaignPayments = (q: { payment_status?: CampaignPaymentStatus; page: number }, signal?: AbortSignal) => listPayments(apiConfig(), q, signal);
export const fetchTimeline = (ref: { type: 'campaign' | 'contest'; id: number }, signal?: AbortSignal) => paymentTimeline(apiConfig(), ref, signal);
export const fetchVendor = (signal?: AbortSignal) => getVendor(apiConfig(), signal);
export const postPaymentEmail = (email: string) => requestChangePaymentInfo(apiConfig(), email);
export const postResend = (ref: { uid: string; contactPaymentEmailId: number }) => resendPaymentEmail(apiConfig(), ref);
export const postConfirmPaymentEmail = (link: { token: string; uid: string; contactPaymentEmailId: number }) => confirmPaymentEmail(apiConfig(), link);
export const postUndoPaymentEmail = (link: { token: string; uid: string; contactPaymentEmailId: number }) => undoPaymentEmail(apiConfig(), link);
