// Payments (campaigns.md §2, §4, §5, §7, §8; issue 10): the payment email and its confirmation, the creator's
// payments list, each payment's timeline, and the organiser's payout batches.

/** Every message the payment screens and calls show; the spec's strings to the letter. */
export const paymentMessages = {
  invalidEmail: 'Invalid Email',
  requestFailed: 'Please make sure all fields are properly filled out.',
  missingConfirmed: 'You are missing a confirmed PayPal email. Please click here to update.',
  checkEmail: (email: string) => `We sent a confirmation link to ${email}. Please click the link in the email to confirm your payment email.`,
  notificationInfo: 'Your payment email stays Pending until you confirm it. Payments go only to a confirmed payment email.',
  alreadyConfirmed: 'This is already your confirmed payment email.',
  alreadyPending: 'A confirmation email was already sent to this address. Use Resend Email in the Payment History below.',
  resent: 'We sent the confirmation email again.',
  resendUsed: 'The confirmation email was already resent once.',
  notPending: 'This payment email is already confirmed.',
  historyNotFound: 'Payment email not found.',
  confirmed: (email: string) => `Your payment email ${email} is confirmed. Payments will be sent to it.`,
  linkFailed: 'Invalid or Expired Link',
  /** The owner's undo link (emailed on every change): the change is cancelled, and where payments go now. */
  undone: (email: string | null) =>
    email
      ? `The change is undone. Your payment email is ${email}; any other confirmation link sent before no longer works.`
      : 'The change is undone. You have no confirmed payment email; any other confirmation link sent before no longer works.',
  paymentNotFound: 'Payment not found.',
  batchNotFound: 'Payout batch not found.',
  nothingOwed: 'Nothing is owed to a confirmed payment email.',
  batchAlreadyPaid: 'This payout batch is already paid.',
  inBatch: (batchId: number) => `This payment is in payout batch ${batchId}: mark the batch paid.`,
} as const;

/** Campaign payments a page of the creator's list. */
export const PAYMENTS_PAGE_SIZE = 12;
/** The organiser's stated terms when PAYMENT_TERMS_DAYS is not set: paid within 30 days of approval. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;

export const paymentStatusFilters = [
  { value: 'Potential', label: 'Potential' },
  { value: 'Pending', label: 'To Be Paid' },
  { value: 'Paid', label: 'Paid' },
] as const;

/** The date payment is due under the terms: `days` after approval (UTC calendar arithmetic), ISO. */
export const expectedPayDate = (approvedAt: Date | string, days: number): string =>
  new Date(new Date(approvedAt).getTime() + days * 24 * 60 * 60 * 1000).toISOString();

/** A payment email as the form checks it before Submit is enabled (the server checks the same pattern). */
export const PAYMENT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isPaymentEmail = (s: string) => s.length <= 254 && PAYMENT_EMAIL_PATTERN.test(s.trim());

/** Dollars with two decimals for the PayPal Payouts file ("12.50"), from integer cents. */
export const centsToDecimal = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
