import * as z from 'zod/mini';
import { campaignListStatuses, offerStates } from '../rules/campaigns.ts';
import { int, isoDate, results } from './wire.ts';

// Campaign responses (campaigns.md §3, §7), with the spec's field names and casing. zod/mini like every response
// contract; requests are in campaign-input.ts.

const nullableString = /* @__PURE__ */ z.nullable(z.string());

export const rowButtonsSchema = /* @__PURE__ */ z.object({
  ButtonType: z.enum(['AcceptDecline', 'Draft', 'Notify', 'Report', '']),
  ButtonSubText: z.string(),
  ButtonDateTime: z.nullable(isoDate),
});

export const postDeadlineSchema = /* @__PURE__ */ z.object({
  DeadlineText: z.string(),
  DeadlineDate: nullableString,
  DeadlineDateTime: z.nullable(isoDate),
});

export const campaignField = /* @__PURE__ */ z.object({
  FieldName: z.string(),
  /** May be sanitized HTML (creative direction). */
  FieldValue: z.string(),
  FieldValueDateTime: z.optional(z.nullable(isoDate)),
});

export const campaignSection = /* @__PURE__ */ z.object({
  Row_CampaignDetails_Header: z.string(),
  Fields: z.array(campaignField),
});

export const campaignPaymentStatusSchema = /* @__PURE__ */ z.enum(['Potential', 'Pending', 'Paid']);

/** One offer in the list (campaign list row). */
export const campaignRow = /* @__PURE__ */ z.object({
  CampaignTitle: z.string(),
  PostDeadline: postDeadlineSchema,
  /** "$150.00". */
  PostPayment: z.string(),
  PostID: int,
  UID: z.string(),
  IsNew: z.boolean(),
  State: z.enum(offerStates),
  /** What the creator has to do now, or 'No Action Required'. */
  Action: z.string(),
  OutcomeLabel: z.string(),
  Handle: z.string(),
  Platform: z.string(),
  Image: nullableString,
  Row_Buttons: rowButtonsSchema,
  /** Name/value pairs: Handle, Platform, Image, Payment Status, dates. */
  Row_CampaignDetails: z.array(campaignField),
});
export type CampaignRow = z.infer<typeof campaignRow>;

export const pageInformation = /* @__PURE__ */ z.object({ TotalPages: int, Page: int, TotalRows: int });

export const campaignListResponse = /* @__PURE__ */ z.object({
  results: z.object({
    success: z.boolean(),
    message: z.optional(z.string()),
    /** Whether the creator is approved for campaigns (approval status id 3); if not, the list is empty. */
    ApprovalStatusID: int,
    ApprovalStatusDescription: z.string(),
    data: z.object({ Row_Campaigns: z.array(campaignRow) }),
  }),
  PageInformation: pageInformation,
});
export type CampaignListResponse = z.infer<typeof campaignListResponse>;

/** The campaign response of the detail page (campaigns.md §3). */
export const campaignDetail = /* @__PURE__ */ z.object({
  PostID: int,
  UID: z.string(),
  CampaignID: int,
  CampaignTitle: z.string(),
  State: z.enum(offerStates),
  Platform: z.string(),
  Handle: z.string(),
  Image: nullableString,
  Row_Buttons: rowButtonsSchema,
  Step: z.object({ Available: z.array(z.string()), Current: z.string() }),
  PostDeadline: postDeadlineSchema,
  OutcomeLabel: z.string(),
  FailedExplanation: nullableString,
  PostPayment: z.string(),
  PaymentCents: int,
  PaymentStatus: z.nullable(campaignPaymentStatusSchema),
  DraftRequired: z.boolean(),
  DraftCaptionRequired: z.boolean(),
  DraftSubmitted: z.boolean(),
  DraftDecision: z.nullable(z.enum(['approved', 'rejected'])),
  /** The submitted draft: a file served at `FileUrl`, or a link; with its caption. */
  Draft: z.nullable(
    z.object({ FileUrl: nullableString, FileName: nullableString, ContentType: nullableString, Url: nullableString, Caption: nullableString }),
  ),
  /** The organiser's notes (sanitized HTML). */
  FeedbackNotes: nullableString,
  IsPostBoostCodeRequired: z.enum(['Yes', 'Optional', 'No']),
  SubmittedBoostCode: nullableString,
  PostUrl: nullableString,
  ResultsSubmitted: z.boolean(),
  Contract: z.object({
    IsRequired: z.boolean(),
    Details: z.object({ Link: nullableString, Message: nullableString }),
    /** The creator's signed copy, once uploaded. */
    SignedContractUrl: nullableString,
  }),
  Branding: z.object({ SecondaryLogoURL: nullableString, ConnectedPartnerName: z.string() }),
  Row_CampaignDetails: z.array(campaignSection),
  DeclineID: z.nullable(int),
  DeclineReason: nullableString,
  CounterOfferCents: z.nullable(int),
  ChangesRequested: nullableString,
  /**
   * The client's latest answer in the negotiation, while it is what the creator should read next: the answer to a
   * change request (sanitized HTML notes; the offer is open again), or the counter offer accepted or declined.
   */
  LatestAnswer: z.nullable(
    z.object({ Kind: z.enum(['answered', 'counterAccepted', 'counterDeclined']), Notes: nullableString, CounterOfferCents: z.nullable(int) }),
  ),
  /** Share of this handle's invites answered in time (0-100), null before any invite has run its course. */
  Score_ResponseRate_Invite: z.nullable(z.number()),
});
export type CampaignDetail = z.infer<typeof campaignDetail>;

export const campaignDetailResponse = /* @__PURE__ */ results({ data: campaignDetail });
export type CampaignDetailResponse = z.infer<typeof campaignDetailResponse>;

export const declineOption = /* @__PURE__ */ z.object({ DeclineID: int, Description: z.string(), RequiresReason: z.boolean() });
export type DeclineOption = z.infer<typeof declineOption>;
export const declineOptionsResponse = /* @__PURE__ */ results({ data: z.object({ DeclineOptions: z.array(declineOption) }) });

/** Every offer step's answer: success, the spec's message, and the offer as it now is. */
export const offerStepResponse = /* @__PURE__ */ results({ data: z.object({ State: z.enum(offerStates) }) });
export type OfferStepResponse = z.infer<typeof offerStepResponse>;

export const boostCodeDetailResponse = /* @__PURE__ */ z.object({
  results: z.object({
    success: z.boolean(),
    BoostDetail: z.object({ InstructionText: z.string(), SubmittedBoostCode: nullableString, IsPostBoostCodeRequired: z.enum(['Yes', 'Optional', 'No']) }),
  }),
});

export const contactFormResponse = /* @__PURE__ */ results({
  data: z.object({ Email_To: z.string(), Email_Subject: z.string(), Email_Sender_Name: z.string(), Email_Sender_Email: z.string() }),
});

/** The results form definition (campaigns.md §3 post results form). */
export const resultsFormResponse = /* @__PURE__ */ results({
  data: z.object({
    Header: z.string(),
    Fields: z.array(z.object({ InputLabel: z.string(), Name: z.string(), Type: z.enum(['number', 'file']), Required: z.boolean() })),
    Submitted: z.boolean(),
  }),
});
export type ResultsFormResponse = z.infer<typeof resultsFormResponse>;
/** The screenshot upload step of the spec's results call: the address to send as `fileUrl`. */
export const resultsUploadResponse = /* @__PURE__ */ results({ data: z.object({ fileUrl: z.string() }) });

export const campaignListStatusSchema = /* @__PURE__ */ z.enum(campaignListStatuses);
