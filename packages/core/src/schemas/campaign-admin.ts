import * as z from 'zod';
import * as zm from 'zod/mini';
import { platforms } from '../lookups.ts';
import { campaignPaymentLabels, offerStates } from '../rules/campaigns.ts';
import { centsInput, dateInput, emailSchema, httpUrlInput, idParam, bodyId, pageQuery, textInput } from './common.ts';
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
} as const;

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
};

/** Create: defaults for what a plain song campaign does not ask (no contract, a draft, no caption, no boost code). */
export const campaignInput = z
  .object({
    ...campaignFields,
    kind: campaignFields.kind.default('song'),
    sections: campaignFields.sections.default([]),
    contractRequired: campaignFields.contractRequired.default(false),
    draftRequired: campaignFields.draftRequired.default(true),
    draftCaptionRequired: campaignFields.draftCaptionRequired.default(false),
    boostCode: campaignFields.boostCode.default('No'),
  })
  .refine((c) => !c.contractRequired || !!c.contractMessage, { message: campaignAdminMessages.contractMessageRequired, path: ['contractMessage'] });
export type CampaignInput = z.input<typeof campaignInput>;
/** Edit: only what is sent changes (the contract rule is checked against the stored campaign). */
export const campaignPatch = z.object(campaignFields).partial();

export const campaignIdParams = z.object({ id: idParam });
export const offerIdParams = z.object({ id: idParam });

/** Invite handles (contact platform ids) to a campaign; the rate is the campaign's unless given. */
export const inviteBody = z.object({
  contactPlatformIds: z.array(bodyId).min(1, 'Give at least one handle.').max(1000),
  rateCents: centsInput.optional(),
});

export const adminOffersQuery = pageQuery([25, 100, 1000] as const, 100).extend({
  campaignId: idParam.optional(),
  state: z.enum(offerStates).optional(),
  contactId: idParam.optional(),
});

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
  closedAt: nullableDate,
  updatedAt: isoDate,
});
export type AdminOffer = zm.infer<typeof adminOffer>;
export const adminOfferResponse = /* @__PURE__ */ results({ data: adminOffer });

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

export const sweepResponse = /* @__PURE__ */ results({ data: zm.object({ expired: int, failed: int, reminded: int }) });
