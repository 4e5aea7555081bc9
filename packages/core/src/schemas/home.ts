import * as z from 'zod/mini';
import { contactDetail } from './auth.ts';
import { legalApprovalEntry } from './pages.ts';
import { int, isoDate, results } from './wire.ts';

// Responses of the dashboard's calls (campaigns.md §3, §7): home, help wanted, explore, managed profiles.

const str = /* @__PURE__ */ z.string();
const nullableString = /* @__PURE__ */ z.nullable(z.string());

/** Campaign action row (dashboard): an open offer waiting on the creator, or an in-review contest entry. */
export const campaignActionRow = /* @__PURE__ */ z.object({
  Title: str,
  Deadline: z.object({ DeadlineText: str, DeadlineDate: nullableString, DeadlineDateTime: nullableString }),
  /** Money as text ('$150.00'); the contests' rows say the prize pool is theirs to win ('' when none). */
  Payment: str,
  ID: int,
  UID: str,
  Type: z.enum(['Campaign', 'Contest']),
  Image: nullableString,
  IsNew: z.boolean(),
  /** What is due (Accept or Decline, Draft, Post, In Review). */
  Action: str,
  HandleDetails: z.array(z.object({ FieldName: str, FieldValue: str })),
});
export type CampaignActionRow = z.infer<typeof campaignActionRow>;

/** The home contact detail: the token's detail plus when the information was last confirmed. */
export const homeContactDetail = /* @__PURE__ */ z.object({
  ...contactDetail.shape,
  informationConfirmedDateTime: z.nullable(isoDate),
});

/**
 * The Earn page's figures (issue 24), integer cents, campaign and contest payments together: Paid (= TotalEarnings),
 * ToBePaid (verified, not paid yet: campaign Pending and contest To Be Paid), Possible (the open offers' amounts:
 * campaign payments still Potential, i.e. accepted offers not yet verified), PaidThisMonth (paid since the start of
 * the calendar month in TimeZone); the contests' share of Paid and ToBePaid, which the Contests tab lists.
 */
export const earningsSummary = /* @__PURE__ */ z.object({
  Paid: int,
  ToBePaid: int,
  Possible: int,
  PaidThisMonth: int,
  ContestsPaid: int,
  ContestsToBePaid: int,
  TimeZone: str,
});
export type EarningsSummary = z.infer<typeof earningsSummary>;

/** GET /creatorapi/home; money in integer cents. */
export const homeResponse = /* @__PURE__ */ z.object({
  results: z.object({
    success: z.boolean(),
    /** Paid campaign and contest payments. */
    TotalEarnings: int,
    /** Campaign payments still Potential or Pending (To Be Paid), and contest prizes To Be Paid. */
    PossibleEarnings: int,
    /** The Earn page's figures (not in the spec's home response; added beside it). */
    Earnings: earningsSummary,
    ContactId: int,
    /** Empty for managers and organisers: they are never asked (campaigns.md §4, §6). */
    LegalApprovalStatus: z.array(legalApprovalEntry),
    Actions: z.array(z.object({ Row_Campaigns: z.array(campaignActionRow) })),
    /** Required contact fields still empty (a creator's contact-information modal); empty for managers. */
    MissingInformation: z.array(str),
  }),
  contactDetail: homeContactDetail,
});
export type HomeResponse = z.infer<typeof homeResponse>;

/** One input of a help-wanted application. */
export const helpWantedField = /* @__PURE__ */ z.object({ ExploreSurveyFieldID: int, FieldLabel: str, FieldName: str });

/** Help-wanted item (campaigns.md §3). */
export const helpWantedItem = /* @__PURE__ */ z.object({
  id: int,
  ExploreSurveyID: int,
  ExploreSurveyTitle_ExternalPublic: str,
  ExploreSurvey_HeaderOrListShortDescription: str,
  ExploreSurvey_ImageURLLocation: nullableString,
  SocialMedia_ImageURL: nullableString,
  PrimaryLogoURL: nullableString,
  ConnectedPartnerName: nullableString,
  PlatformID: int,
  ExploreSurveyEndDate: z.nullable(isoDate),
  /** Whether the acting creator has applied already. */
  Applied: z.boolean(),
  fields: z.array(helpWantedField),
});
export type HelpWantedItem = z.infer<typeof helpWantedItem>;

/** GET /creatorapi/helpwanted */
export const helpWantedResponse = /* @__PURE__ */ results({ data: z.array(helpWantedItem) });
export type HelpWantedResponse = z.infer<typeof helpWantedResponse>;

/** Opportunity (explore). */
export const exploreOpportunity = /* @__PURE__ */ z.object({
  ExploreSurveyID: int,
  ExploreSurveyTitle_ExternalPublic: str,
  ExploreSurveyDescription: str,
  ExploreSurveyEndDate: z.nullable(isoDate),
  ExploreSurvey_ImageURLLocation: nullableString,
  /** The external survey; Apply Now opens it with encryptedID and uid added. */
  ExploreSurveyURL: nullableString,
  /** A server-signed token of (opportunity, contact): the survey's owner can check it, nobody can forge it. */
  encryptedID: str,
  ExploreSurveyUID: str,
});
export type ExploreOpportunity = z.infer<typeof exploreOpportunity>;

/** GET /creatorapi/explore */
export const exploreResponse = /* @__PURE__ */ results({ data: z.array(exploreOpportunity) });
export type ExploreResponse = z.infer<typeof exploreResponse>;

/** GET /creatorapi/managed-profiles: the acting manager's roster creators with their handles. */
export const managedProfile = /* @__PURE__ */ z.object({
  ContactID: int,
  UID: str,
  DisplayName: str,
  ProfileImageUrl: nullableString,
  HasLogin: z.boolean(),
  /** Open invitations waiting on the creator. */
  InviteCount: int,
  Profiles: z.array(z.object({ ContactPlatformID: int, PlatformID: int, Platform: str, Handle: str })),
});
export type ManagedProfile = z.infer<typeof managedProfile>;
export const managedProfilesResponse = /* @__PURE__ */ results({ data: z.array(managedProfile) });
export type ManagedProfilesResponse = z.infer<typeof managedProfilesResponse>;

/** Organiser: an opportunity with its fields and application count. */
export const adminOpportunity = /* @__PURE__ */ z.object({
  id: int,
  uid: str,
  title: str,
  publicTitle: str,
  shortDescription: str,
  description: str,
  imageUrl: nullableString,
  logoUrl: nullableString,
  partnerName: nullableString,
  platformId: int,
  endDate: z.nullable(isoDate),
  surveyUrl: nullableString,
  active: z.boolean(),
  applications: int,
  fields: z.array(z.object({ id: int, label: str, name: str, order: int })),
});
export type AdminOpportunity = z.infer<typeof adminOpportunity>;
export const adminOpportunityResponse = /* @__PURE__ */ results({ data: adminOpportunity });
export const adminOpportunitiesResponse = /* @__PURE__ */ results({ data: z.array(adminOpportunity) });
export const adminApplicationsResponse = /* @__PURE__ */ results({
  data: z.array(
    z.object({
      id: int,
      contactId: int,
      contactName: str,
      handle: str,
      platform: str,
      email: str,
      responses: z.record(z.string(), z.string()),
      createdAt: isoDate,
    }),
  ),
});
export type AdminApplicationsResponse = z.infer<typeof adminApplicationsResponse>;
