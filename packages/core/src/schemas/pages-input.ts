import * as z from 'zod';
import { idNumberOrString, idParam, emailSchema, textInput } from './common.ts';
import { faqTypes, legalTypes, marketingBudgets, pageMessages, trackersInquiries, trackersRoles } from './pages.ts';

// Requests of the public pages (accounts.md §7, campaigns.md §7), with the spec's payload names.

const required = (max: number, message: string) => textInput(max).min(1, message);

/** `GET /creatorapi/faq?type=account|public[&faqId=]`; with only `faqId`, the question whatever its list. */
export const faqQuery = z.object({
  type: z.enum(faqTypes, 'type must be account or public').optional(),
  faqId: idParam.optional(),
});
export type FaqQuery = z.infer<typeof faqQuery>;

/** `GET /publicapi/faq?type=public[&faqId=]`: visitors read the public list only. */
export const publicFaqQuery = z.object({
  type: z.enum(['public'], 'type must be public').default('public'),
  faqId: idParam.optional(),
});

const legalType = z.enum(legalTypes, 'type must be Terms of Service or Privacy Policy');

/** `POST /creatorapi/legal` {application, type}. `application` names the calling app (kept for the spec's clients). */
export const legalBody = z.object({ type: legalType, application: textInput(64).optional() });
export type LegalBody = z.infer<typeof legalBody>;

/** `GET /publicapi/legal?type=` for /terms and /privacy. */
export const legalQuery = z.object({ type: legalType });

/** `POST /creatorapi/legal-approval` {legalId, contactId, optout}: the acting contact accepts that version. */
export const legalApprovalBody = z.object({
  legalId: idNumberOrString,
  contactId: idNumberOrString,
  optout: z.boolean('optout must be true or false').optional(),
});
export type LegalApprovalBody = z.infer<typeof legalApprovalBody>;

const message = required(5000, pageMessages.messageRequired);

/**
 * `POST /publicapi/send-contact-form`: Contact Us {emailFrom, subject, message} (accounts.md §7), and with `kind`
 * the Get In Touch form (trackers: `inquiry` Direct or Trackers, `whoYouAre`) and the marketing enquiry (`name`,
 * `company`, `budget`). The server writes the subject of those two.
 */
export const publicContactBody = z
  .object({
    kind: z.enum(['contact', 'trackers', 'marketing'], 'kind must be contact, trackers or marketing').default('contact'),
    emailFrom: emailSchema,
    subject: textInput(200).optional(),
    message,
    inquiry: z.enum(trackersInquiries, 'inquiry must be Direct or Trackers').optional(),
    whoYouAre: z.enum(trackersRoles, 'whoYouAre must be Label, Artist or Other').optional(),
    name: textInput(200).optional(),
    company: textInput(200).optional(),
    budget: z.enum(marketingBudgets, `budget must be one of ${marketingBudgets.join(', ')}`).optional(),
    /** A spam trap (the forms' hidden field, left empty by people): a filled one is answered as sent and dropped. */
    website: textInput(500).optional(),
  })
  .superRefine((b, ctx) => {
    const need = (ok: unknown, path: string, text: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message: text });
    };
    if (b.kind === 'contact') need(b.subject, 'subject', pageMessages.subjectRequired);
    if (b.kind === 'marketing') {
      need(b.name, 'name', pageMessages.nameRequired);
      need(b.company, 'company', pageMessages.companyRequired);
    }
  });
export type PublicContactBody = z.input<typeof publicContactBody>;

/**
 * `POST /creatorapi/send-contact-form` {emailTo, emailFrom, from, subject, message} (campaigns.md §7). The sender
 * is the acting contact and the server picks the recipient: `emailTo` and `from` are accepted for the spec's
 * clients and ignored. `emailFrom` is where the Contact Us form (accounts.md §2: subject, email, message) asks the
 * team to answer: an email ('Invalid Email'), or empty. With `PostID`/`UID` (the campaign contact modal) it goes to
 * that campaign's contact.
 */
export const creatorContactBody = z.object({
  emailTo: textInput(254).optional(),
  emailFrom: z.union([z.literal(''), emailSchema]).optional(),
  from: textInput(200).optional(),
  subject: textInput(200).optional(),
  message,
  PostID: idNumberOrString.optional(),
  UID: textInput(64).regex(/^[0-9a-f-]{36}$/i, pageMessages.offerNotFound).optional(),
});
export type CreatorContactBody = z.input<typeof creatorContactBody>;

/** `POST /creatorapi/feedback-submit` {feedback}. */
export const feedbackSubmitBody = z.object({ feedback: required(5000, pageMessages.feedbackRequired) });
export type FeedbackSubmitBody = z.infer<typeof feedbackSubmitBody>;

/** `POST /publicapi/newsletter` {email}. */
export const newsletterBody = z.object({ email: emailSchema });
export type NewsletterBody = z.infer<typeof newsletterBody>;
