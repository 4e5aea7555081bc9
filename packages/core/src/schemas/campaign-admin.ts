import * as z from 'zod';
import * as zm from 'zod/mini';
import { platforms } from '../lookups.ts';
import { campaignPaymentLabels, offerStates } from '../rules/campaigns.ts';
import { offerFileKinds } from '../rules/campaign-studio.ts';
import { formatUsd } from '../rules/format.ts';
import { MONEY_MAX_CENTS, centsInput, dateInput, emailSchema, httpUrlInput, idParam, bodyId, pageQuery, textInput } from './common.ts';
import { int, isoDate, results } from './wire.ts';

// The organiser's side of campaigns (/adminapi, the admin CLI): requests in classic zod (parsed on the server only),
// responses in zod/mini like every response contract. No widget imports this module.

export const campaignAdminMessages = {
  campaignNotFound: 'Campaign not found.',
  contractMessageRequired: 'A contract message is required when a contract is required.',
  feedbackRequired: 'Please write the feedback for the creator.',
  handleNotFound: 'No such handle.',
  alreadyInvited: 'Already has an offer for this campaign.',
  wrongPlatform: (handlePlatform: string, campaignPlatform: string) => `This handle is on ${handlePlatform}; the campaign is on ${campaignPlatform}.`,
  paymentNotFound: 'Payment not found.',
  alreadyPaid: 'This payment is already marked paid.',
  notPending: 'Only a payment To Be Paid can be marked paid: this offer is not completed yet.',
  noPaymentEmail: 'This creator has no confirmed payment email: they must add and confirm one before the payment can be marked paid.',
  contractFileRequired: 'Please attach the contract file.',
  // The budget (issue 22): the sum of the rates of the offers still open or completed never passes it.
  budget: 'The budget must be a whole number of cents above 0, or empty for no budget.',
  overBudget: (remainingCents: number) => `This invite would pass the campaign's budget: ${formatUsd(Math.max(0, remainingCents))} left.`,
  counterOverBudget: (remainingCents: number) =>
    `Accepting this counter offer would pass the campaign's budget: ${formatUsd(Math.max(0, remainingCents))} left for the raise.`,
  budgetBelowCommitted: (committedCents: number) => `The budget cannot be less than what the campaign's offers already commit: ${formatUsd(committedCents)}.`,
  // Handles the invite skips, beside alreadyInvited, handleNotFound and wrongPlatform.
  creatorDeactivated: 'This creator has deactivated their account.',
  creatorNotApproved: 'This creator is not approved for campaigns.',
  duplicateHandleRate: 'Give each handle at most one rate.',
  handleRateNotInvited: 'A handle rate is for a handle not in this invite.',
  offerFileNotFound: 'File not found.',
  brandRequired: 'Brand name, contact name and contact email are required.',
  // A creator with a payment To Be Paid and no confirmed payment email, reminded from the studio.
  reminderSent: (email: string) => `We emailed ${email} a reminder to add and confirm a payment email.`,
  reminderNotNeeded: 'This creator already has a confirmed payment email: the payment can be paid.',
  reminderNotOwed: 'Only a payment To Be Paid needs a payment email reminder.',
  noEmailToRemind: 'This creator has no email address to remind.',
  reminderRecent: 'This creator was reminded about this payment less than a day ago. Try again tomorrow.',
} as const;

/** A budget in cents: a positive whole number, or null for none. */
const budgetInput = z.number(campaignAdminMessages.budget).int(campaignAdminMessages.budget).min(1, campaignAdminMessages.budget).max(MONEY_MAX_CENTS, campaignAdminMessages.budget).nullable();

const platformIds = platforms.map((p) => p.id as number);
const platformId = z
  .number('Platform must be one of the platform ids.')
  .int()
  .refine((n) => platformIds.includes(n), `Platform must be one of ${platforms.map((p) => `${p.id} (${p.name})`).join(', ')}.`);

const richText = textInput(20_000, { trim: false });

export const campaignSectionInput = z.object({
  header: textInput(200).min(1, 'Each section needs a header.'),
  fields: z
    .array(
      z.object({
        name: textInput(200).min(1, 'Each field needs a name.'),
        /** HTML: sanitized by the server before it is stored. */
        value: richText,
        valueDateTime: dateInput.nullable().optional(),
      }),
    )
    .max(50),
});

const campaignFields = {
  title: textInput(200).min(1, 'Title is required'),
  kind: z.enum(['song', 'brand']),
  platformId,
  rateCents: centsInput,
  imageUrl: httpUrlInput().nullable().optional(),
  brandName: textInput(200).min(1, 'Brand name is required'),
  brandLogoUrl: httpUrlInput().nullable().optional(),
  contactName: textInput(200).min(1, 'Contact name is required'),
  contactEmail: emailSchema,
  /** The creative direction: sections of name/value fields, the values sanitized HTML. */
  sections: z.array(campaignSectionInput).max(30),
  contractRequired: z.boolean(),
  contractMessage: textInput(5000).nullable().optional(),
  draftRequired: z.boolean(),
  draftCaptionRequired: z.boolean(),
  boostCode: z.enum(['Yes', 'Optional', 'No'], 'Boost code must be Yes, Optional or No'),
  boostInstruction: textInput(5000).nullable().optional(),
  liveDate: dateInput.nullable().optional(),
  /** The most the offers may commit in total (cents), or null: no budget. */
  budgetCents: budgetInput.optional(),
};

/** Create: defaults for what a plain song campaign does not ask (no contract, a draft, no caption, no boost code). */
const createFields = {
  ...campaignFields,
  kind: campaignFields.kind.default('song'),
  sections: campaignFields.sections.default([]),
  contractRequired: campaignFields.contractRequired.default(false),
  draftRequired: campaignFields.draftRequired.default(true),
  draftCaptionRequired: campaignFields.draftCaptionRequired.default(false),
  boostCode: campaignFields.boostCode.default('No'),
};
const hasContractMessage = (c: { contractRequired: boolean; contractMessage?: string | null }) => !c.contractRequired || !!c.contractMessage;
const contractRule = () => ({ message: campaignAdminMessages.contractMessageRequired, path: ['contractMessage'] });
export const campaignInput = z.object(createFields).refine(hasContractMessage, contractRule());
export type CampaignInput = z.input<typeof campaignInput>;
/**
 * An organisation's new campaign (/orgapi): it is the session's organisation's, and the brand name, logo and contact
 * default to the organisation's (its name and logo, its contact email or the member's, the member's name).
 */
export const orgCampaignInput = z
  .object({ ...createFields, brandName: campaignFields.brandName.optional(), contactName: campaignFields.contactName.optional(), contactEmail: campaignFields.contactEmail.optional() })
  .refine(hasContractMessage, contractRule());
export type OrgCampaignInput = z.input<typeof orgCampaignInput>;
/** Edit: only what is sent changes (the contract rule is checked against the stored campaign, the budget against its offers). */
export const campaignPatch = z.object(campaignFields).partial();
export type CampaignPatch = z.input<typeof campaignPatch>;

export const campaignIdParams = z.object({ id: idParam });
export const offerIdParams = z.object({ id: idParam });

/**
 * Invite handles (contact platform ids) to a campaign; the rate is a handle's own (`handleRates`), else `rateCents`,
 * else the campaign's. Refused as a whole (409) when the new offers would pass the campaign's budget.
 */
export const inviteBody = z
  .object({
    contactPlatformIds: z.array(bodyId).min(1, 'Give at least one handle.').max(1000),
    rateCents: centsInput.optional(),
    handleRates: z.array(z.object({ contactPlatformId: bodyId, rateCents: centsInput })).max(1000).optional(),
  })
  .refine((b) => !b.handleRates || new Set(b.handleRates.map((r) => r.contactPlatformId)).size === b.handleRates.length, { message: campaignAdminMessages.duplicateHandleRate, path: ['handleRates'] })
  .refine((b) => !b.handleRates || b.handleRates.every((r) => b.contactPlatformIds.includes(r.contactPlatformId)), { message: campaignAdminMessages.handleRateNotInvited, path: ['handleRates'] });
export type InviteBody = z.input<typeof inviteBody>;

export const adminOffersQuery = pageQuery([25, 100, 1000] as const, 100).extend({
  campaignId: idParam.optional(),
  state: z.enum(offerStates).optional(),
  contactId: idParam.optional(),
  /** Handle text: offers whose handle contains it (case-insensitive). */
  q: textInput(100).optional(),
});

/** An offer's file its organisation may open: the draft, the signed contract, the results screenshot. */
export const orgOfferFileParams = z.object({ id: idParam, kind: z.enum(offerFileKinds, 'File kind must be draft, contract or results.') });
export const campaignPaymentIdParams = z.object({ id: idParam });

/** The organiser's notes on a draft or a change request (HTML, sanitized before it is stored). */
export const feedbackBody = z.object({ feedbackNotes: richText.optional() });
export const feedbackRequiredBody = z.object({
  feedbackNotes: richText.refine((s) => s.trim().length > 0, campaignAdminMessages.feedbackRequired),
});

export const campaignPaymentStatusInput = z.enum(['Potential', 'Pending', 'Paid']);
export const adminCampaignPaymentsQuery = pageQuery([25, 100, 1000] as const, 100).extend({
  status: campaignPaymentStatusInput.optional(),
  campaignId: idParam.optional(),
});

// ---- Responses ----

const nullableString = zm.nullable(zm.string());
const nullableDate = zm.nullable(isoDate);

export const adminCampaign = /* @__PURE__ */ zm.object({
  id: int,
  uid: zm.string(),
  title: zm.string(),
  kind: zm.enum(['song', 'brand']),
  platformId: int,
  platform: zm.string(),
  rateCents: int,
  imageUrl: nullableString,
  brandName: zm.string(),
  brandLogoUrl: nullableString,
  contactName: zm.string(),
  contactEmail: zm.string(),
  sections: zm.array(
    zm.object({
      header: zm.string(),
      fields: zm.array(zm.object({ name: zm.string(), value: zm.string(), valueDateTime: zm.optional(zm.nullable(zm.string())) })),
    }),
  ),
  contractRequired: zm.boolean(),
  contractMessage: nullableString,
  contractFileId: zm.nullable(int),
  draftRequired: zm.boolean(),
  draftCaptionRequired: zm.boolean(),
  boostCode: zm.enum(['Yes', 'Optional', 'No']),
  boostInstruction: nullableString,
  liveDate: nullableDate,
  /** The most the offers may commit (cents), or null: no budget. */
  budgetCents: zm.nullable(int),
  /**
   * Committed: the rates of every offer not declined, expired, failed or pulled (an invite commits its rate);
   * To Be Paid and Paid: its campaign payments Pending and Paid.
   */
  spend: zm.object({ committedCents: int, toBePaidCents: int, paidCents: int }),
  /** Offers by state. */
  offers: zm.record(zm.string(), int),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminCampaign = zm.infer<typeof adminCampaign>;
export const adminCampaignResponse = /* @__PURE__ */ results({ data: adminCampaign });
export const adminCampaignListResponse = /* @__PURE__ */ results({ data: zm.array(adminCampaign) });

export const adminOffer = /* @__PURE__ */ zm.object({
  id: int,
  uid: zm.string(),
  campaignId: int,
  campaignTitle: zm.string(),
  contactId: int,
  contactPlatformId: int,
  handle: zm.string(),
  platform: zm.string(),
  name: zm.string(),
  email: nullableString,
  state: zm.enum(offerStates),
  rateCents: int,
  invitedAt: isoDate,
  respondBy: isoDate,
  respondedAt: nullableDate,
  acceptedAt: nullableDate,
  postBy: nullableDate,
  declineId: zm.nullable(int),
  declineReason: nullableString,
  counterOfferCents: zm.nullable(int),
  changesRequested: nullableString,
  contractFileId: zm.nullable(int),
  draftFileId: zm.nullable(int),
  draftUrl: nullableString,
  draftCaption: nullableString,
  draftSubmittedAt: nullableDate,
  draftDecision: zm.nullable(zm.enum(['approved', 'rejected'])),
  feedbackNotes: nullableString,
  postUrl: nullableString,
  boostCode: nullableString,
  results: zm.nullable(zm.record(zm.string(), zm.number())),
  /** The results screenshot, when the creator uploaded one (open it at /orgapi/offers/:id/files/results). */
  resultsFileId: zm.nullable(int),
  closedAt: nullableDate,
  updatedAt: isoDate,
  /** What the organiser must do next, in words (core's offerNextStep). */
  nextStep: zm.string(),
  /** The deadline of the current stage: respondBy while invited, postBy in draft and notify; else null. */
  deadline: nullableDate,
});
export type AdminOffer = zm.infer<typeof adminOffer>;
export const adminOfferResponse = /* @__PURE__ */ results({ data: adminOffer });

/** One step of an offer's log, oldest first. */
export const offerEvent = /* @__PURE__ */ zm.object({
  at: isoDate,
  action: zm.string(),
  fromState: zm.nullable(zm.enum(offerStates)),
  toState: zm.enum(offerStates),
  by: zm.enum(['creator', 'organiser', 'system']),
  detail: zm.nullable(zm.record(zm.string(), zm.unknown())),
});
export type OfferEvent = zm.infer<typeof offerEvent>;
export const adminOfferDetail = /* @__PURE__ */ zm.extend(adminOffer, { events: zm.array(offerEvent) });
export type AdminOfferDetail = zm.infer<typeof adminOfferDetail>;
export const adminOfferDetailResponse = /* @__PURE__ */ results({ data: adminOfferDetail });

const pageShape = { page: int, pageSize: int, total: int, totalPages: int };
export const adminOffersResponse = /* @__PURE__ */ results({ data: zm.object({ rows: zm.array(adminOffer), ...pageShape }) });

export const inviteResponse = /* @__PURE__ */ results({
  data: zm.object({
    invited: zm.array(adminOffer),
    /** Handles not invited, and why (an offer exists already, unknown handle, another platform). */
    skipped: zm.array(zm.object({ contactPlatformId: int, reason: zm.string() })),
  }),
});

export const adminCampaignPayment = /* @__PURE__ */ zm.object({
  id: int,
  offerId: int,
  campaignId: int,
  campaignTitle: zm.string(),
  contactId: int,
  contactEmail: nullableString,
  handle: zm.string(),
  amountCents: int,
  status: zm.enum(['Potential', 'Pending', 'Paid']),
  /** Potential, To Be Paid, Paid. */
  statusLabel: zm.enum([campaignPaymentLabels.Potential, campaignPaymentLabels.Pending, campaignPaymentLabels.Paid]),
  /** Paid: the address it went to. Otherwise: the creator's confirmed payment email now, if any. */
  paymentEmail: nullableString,
  paidAt: nullableDate,
  missingPaymentEmail: zm.boolean(),
  updatedAt: isoDate,
});
export type AdminCampaignPayment = zm.infer<typeof adminCampaignPayment>;
export const adminCampaignPaymentResponse = /* @__PURE__ */ results({ data: adminCampaignPayment });
export const adminCampaignPaymentsResponse = /* @__PURE__ */ results({ data: zm.object({ rows: zm.array(adminCampaignPayment), ...pageShape }) });

/** What an organisation owes and paid: per campaign, and per creator (those without a confirmed payment email flagged). */
export const campaignPaymentSummary = /* @__PURE__ */ zm.object({
  campaigns: zm.array(zm.object({ campaignId: int, title: zm.string(), potentialCents: int, toBePaidCents: int, paidCents: int })),
  creators: zm.array(
    zm.object({
      contactId: int,
      name: zm.string(),
      /** The creator's handles on the organisation's offers that have payments. */
      handles: zm.array(zm.string()),
      toBePaidCents: int,
      paidCents: int,
      missingPaymentEmail: zm.boolean(),
    }),
  ),
});
export type CampaignPaymentSummary = zm.infer<typeof campaignPaymentSummary>;
export const campaignPaymentSummaryResponse = /* @__PURE__ */ results({ data: campaignPaymentSummary });

export const sweepResponse = /* @__PURE__ */ results({ data: zm.object({ expired: int, failed: int, reminded: int }) });
