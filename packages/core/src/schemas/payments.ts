import * as z from 'zod/mini';
import { int, isoDate, results } from './wire.ts';

const str = /* @__PURE__ */ z.string();
const nullableString = /* @__PURE__ */ z.nullable(z.string());

/** One payment email history entry (campaigns.md §3). */
export const paymentEmailHistoryEntry = /* @__PURE__ */ z.object({
  email: str,
  /** When it was confirmed; null while Pending (it is not active yet: issue 24). */
  activatedDate: z.nullable(isoDate),
  confirmedResponse: z.enum(['Pending', 'Confirmed']),
  paymentEmailUid: str,
  contactPaymentEmailId: int,
  /** The one resend allowed: how many were sent and whether Resend Email is still offered. */
  resendEmailInfo: z.object({ resendCount: int, canResend: z.boolean() }),
});
export type PaymentEmailHistoryEntry = z.infer<typeof paymentEmailHistoryEntry>;

/** GET /creatorapi/vendor */
export const vendorResponse = /* @__PURE__ */ results({
  data: z.object({
    ContactInformation: z.object({ EmailAddress_Payment: nullableString }),
    PaymentEmailHistory: z.array(paymentEmailHistoryEntry),
  }),
});
export type VendorResponse = z.infer<typeof vendorResponse>;

/** POST /creatorapi/contact/requestchangepaymentinfo */
export const requestChangePaymentInfoResponse = /* @__PURE__ */ results({
  data: z.object({ message: str, notification_message_info: str }),
});
export type RequestChangePaymentInfoResponse = z.infer<typeof requestChangePaymentInfoResponse>;

/** POST resend-payment-email, confirmPaymentEmail and undoPaymentEmail */
export const paymentEmailOkResponse = /* @__PURE__ */ results({ data: z.optional(z.object({ email: str })) });

const detailField = /* @__PURE__ */ z.object({ FieldName: str, FieldValue: str });

/** A campaign payment as the Payments tab shows it; money in integer cents. */
export const creatorCampaignPayment = /* @__PURE__ */ z.object({
  id: int,
  PostID: int,
  UID: str,
  CampaignTitle: str,
  Image: nullableString,
  Amount: int,
  PaymentStatus: z.enum(['Potential', 'Pending', 'Paid']),
  /** Potential, To Be Paid, Paid. */
  PaymentStatusLabel: str,
  PaymentEmail: nullableString,
  PaidAt: z.nullable(isoDate),
  Handle: str,
  Platform: str,
  updatedAt: isoDate,
  /** Handle, Platform, Payment Status, dates: the grid card's name/value pairs. */
  Row_PaymentDetails: z.array(detailField),
});
export type CreatorCampaignPayment = z.infer<typeof creatorCampaignPayment>;

/** GET /creatorapi/payments */
export const paymentsResponse = /* @__PURE__ */ z.object({
  results: z.object({
    success: z.boolean(),
    message: z.optional(str),
    data: z.object({ Row_Payments: z.array(creatorCampaignPayment) }),
  }),
  PageInformation: z.object({ TotalPages: int, Page: int, TotalRows: int }),
});
export type PaymentsResponse = z.infer<typeof paymentsResponse>;

/** One step of a payment's timeline, from the event log. */
export const timelineEvent = /* @__PURE__ */ z.object({
  key: str,
  label: str,
  at: isoDate,
  detail: z.optional(str),
});
export type TimelineEvent = z.infer<typeof timelineEvent>;

/** GET /creatorapi/payments/:id/timeline */
export const paymentTimelineResponse = /* @__PURE__ */ results({
  data: z.object({
    type: z.enum(['campaign', 'contest']),
    id: int,
    title: str,
    amountCents: int,
    status: str,
    events: z.array(timelineEvent),
    /** While unpaid and approved: when payment is due under the organiser's terms (a direct bonus: its pay-by date). */
    expectedPayDate: z.nullable(isoDate),
    /** What `expectedPayDate` follows: the organiser's terms, or the direct bonus's 'paid by April 30th'. */
    dueRule: z.optional(z.enum(['terms', 'directBonus'])),
    paymentTermsDays: int,
  }),
});
export type PaymentTimeline = z.infer<typeof paymentTimelineResponse>['results']['data'];

// ---- Organiser: payouts ----

export const owedPaymentItem = /* @__PURE__ */ z.object({
  type: z.enum(['campaign', 'contest']),
  id: int,
  title: str,
  amountCents: int,
  /** A direct bonus's pay-by date (contests.md §9); null for other payments. */
  payBy: z.optional(z.nullable(isoDate)),
  /** The pay-by date has passed and it is still unpaid. */
  overdue: z.optional(z.boolean()),
  /** A prize whose entry is held in moderation: not in the creator's total, not batched, not marked paid until released. */
  held: z.optional(z.boolean()),
});
export const owedCreator = /* @__PURE__ */ z.object({
  contactId: z.nullable(int),
  name: str,
  email: nullableString,
  paymentEmail: nullableString,
  totalCents: int,
  payments: z.array(owedPaymentItem),
});
export type OwedCreator = z.infer<typeof owedCreator>;
export const owedResponse = /* @__PURE__ */ results({
  data: z.object({ payable: z.array(owedCreator), missingPaymentEmail: z.array(owedCreator), payableCents: int }),
});
export type OwedResponse = z.infer<typeof owedResponse>;

export const payoutItem = /* @__PURE__ */ z.object({
  type: z.enum(['campaign', 'contest']),
  id: int,
  contactId: z.nullable(int),
  paymentEmail: str,
  amountCents: int,
  title: str,
  /** The unique id sent to PayPal for this item. */
  referenceId: str,
});
export const payoutBatch = /* @__PURE__ */ z.object({
  id: int,
  status: z.enum(['created', 'paid']),
  createdAt: isoDate,
  paidAt: z.nullable(isoDate),
  itemCount: int,
  totalCents: int,
  items: z.array(payoutItem),
});
export type PayoutBatch = z.infer<typeof payoutBatch>;
export const payoutBatchResponse = /* @__PURE__ */ results({ data: payoutBatch });
export const payoutBatchListResponse = /* @__PURE__ */ results({ data: z.array(z.omit(payoutBatch, { items: true })) });
/** The batch's PayPal Payouts upload file, as text (the CLI writes it to disk). */
export const payoutCsvResponse = /* @__PURE__ */ results({ data: z.object({ filename: str, csv: str }) });
