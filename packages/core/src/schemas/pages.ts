import * as z from 'zod/mini';
import { int, results } from './wire.ts';

// Public pages (accounts.md §2, §7, §8; campaigns.md §2-§4, §7, §8): FAQ, legal documents and their approval,
// the contact, trackers, marketing and feedback forms, and the footer's newsletter signup.

/** The pages' words: the spec's strings where it fixes them (§8 of both documents), ours in the same voice. */
export const pageMessages = {
  /** Every form's success (accounts.md §8). */
  sent: 'Message successfully sent! A member of our team will reach out to you soon.',
  /** Contact Us failure (accounts.md §8). */
  contactError: 'There was an error.',
  /** The feedback page's failure (accounts.md §8, 'Contact page variant'). */
  contactPageError: 'There has been an error.',
  /** The signed-in Contact page's failure when the server says nothing (campaigns.md §8: "or the server message"). */
  signedInContactError: 'An error has occured.',
  /** The button once a form has gone (accounts.md §4). */
  alreadySubmitted: 'Already Submitted',
  feedbackThanks: 'Thank you for your feedback! Our team reads every message.',
  newsletterThanks: 'Thanks for subscribing! Look out for Chorus news in your inbox.',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  feedbackRequired: 'Please tell us your feedback',
  nameRequired: 'Name is required',
  companyRequired: 'Company is required',
  faqNotFound: 'That question was not found.',
  legalNotFound: 'That document was not found.',
  offerNotFound: 'Offer not found.',
  /** A legal-approval call for a version that is no longer the current one (a newer one was published meanwhile). */
  legalStale: 'A newer version of this document has been published. Please read it again before accepting.',
  legalOtherContact: 'You can only accept documents for your own account.',
  legalAccepted: 'Thank you for accepting.',
  /** The signed-in contact form's prefilled words for `?type=trackers` (campaigns.md §2). */
  trackersSubject: 'Trackers Inquiry',
  trackersMessage: 'Hi! I would like to be set up with an account to use trackers. Thank you!',
} as const;

/** Trackers form (accounts.md §2): who you are, default Label. */
export const trackersRoles = ['Label', 'Artist', 'Other'] as const;
/** Get In Touch About Direct/Trackers (accounts.md §2): `?type=direct` is Direct, anything else Trackers. */
export const trackersInquiries = ['Direct', 'Trackers'] as const;
/** The marketing enquiry's budget ranges (USD per campaign). */
export const marketingBudgets = ['Under $5,000', '$5,000 - $20,000', '$20,000 - $50,000', '$50,000 - $100,000', 'Over $100,000', 'Not sure yet'] as const;

export const faqTypes = ['account', 'public'] as const;
export type FaqType = (typeof faqTypes)[number];

export const legalTypes = ['Terms of Service', 'Privacy Policy'] as const;
export type LegalType = (typeof legalTypes)[number];

/** One FAQ entry (accounts.md §3): FaqID, Question, subtext, Answer (sanitized HTML). */
export const faqItem = /* @__PURE__ */ z.object({
  FaqID: int,
  Question: z.string(),
  subtext: z.nullable(z.string()),
  Answer: z.string(),
});
export type FaqItem = z.infer<typeof faqItem>;

/**
 * `GET faq`: `results.Row_FaqQuestions` (every active question of the type, in order); with `faqId`, the list
 * holds that one question and `results.Question` / `results.Answer` are its own (the detail page reads them).
 */
export const faqResponse = /* @__PURE__ */ results({
  Row_FaqQuestions: z.array(faqItem),
  FaqID: z.optional(int),
  Question: z.optional(z.string()),
  Answer: z.optional(z.string()),
});
export type FaqResponse = z.infer<typeof faqResponse>;

/** A legal document's current version (campaigns.md §3): LegalID, Information (sanitized HTML). */
export const legalDocument = /* @__PURE__ */ z.object({
  LegalID: int,
  Type: z.enum(legalTypes),
  Version: int,
  Information: z.string(),
  PublishedAt: z.string(),
});
export type LegalDocument = z.infer<typeof legalDocument>;

export const legalResponse = /* @__PURE__ */ results({ data: legalDocument });
export type LegalResponse = z.infer<typeof legalResponse>;

/** One entry of the home call's `LegalApprovalStatus`: a new version asks everyone again. */
export const legalApprovalEntry = /* @__PURE__ */ z.object({
  Type: z.enum(legalTypes),
  LegalID: int,
  Version: int,
  NeedsApproval: z.boolean(),
  AcceptedAt: z.nullable(z.string()),
});
export type LegalApprovalEntry = z.infer<typeof legalApprovalEntry>;

/** Forms, legal approval, newsletter: `results.success`, `results.message`. */
export const pageFormResponse = /* @__PURE__ */ results({});
export type PageFormResponse = z.infer<typeof pageFormResponse>;
