import {
  actionLabel,
  type InformationResponse,
  buttonTypeFor,
  outcomeLabel,
  type CampaignDetail,
  type CampaignListResponse,
  type CampaignRow,
  type OfferState,
} from '@chorus/core';

export const UID = '0b7c2a52-5d1e-4c55-9a57-2f1f9b2a6c11';

const deadline = { DeadlineText: 'Respond by Nov 24, 2026, 3:00 PM CST', DeadlineDate: '11/24/26', DeadlineDateTime: '2026-11-24T21:00:00.000Z' };

/** One list row as the server sends it. */
export function campaignRow(over: Partial<CampaignRow> = {}): CampaignRow {
  const state: OfferState = over.State ?? 'invited';
  return {
    CampaignTitle: 'Summer Anthem',
    PostDeadline: deadline,
    PostPayment: '$150.00',
    PostID: 41,
    UID,
    IsNew: false,
    State: state,
    Action: actionLabel(state),
    OutcomeLabel: outcomeLabel(state),
    Handle: '@maya',
    Platform: 'TikTok',
    Image: null,
    Row_Buttons: { ButtonType: buttonTypeFor(state), ButtonSubText: 'Respond by', ButtonDateTime: deadline.DeadlineDateTime },
    Row_CampaignDetails: [],
    ...over,
  };
}

export function campaignList(
  rows: CampaignRow[],
  page = { TotalPages: 1, Page: 1, TotalRows: rows.length },
  approval = { ApprovalStatusID: 3, ApprovalStatusDescription: 'Approved' },
): CampaignListResponse {
  return { results: { success: true, ...approval, data: { Row_Campaigns: rows } }, PageInformation: page };
}

/** The detail page's campaign response, at `State` (default: invited, no contract, draft required). */
export function campaignDetail(over: Partial<CampaignDetail> = {}): CampaignDetail {
  const state: OfferState = over.State ?? 'invited';
  return {
    PostID: 41,
    UID,
    CampaignID: 7,
    CampaignTitle: 'Summer Anthem',
    State: state,
    Platform: 'TikTok',
    Handle: '@maya',
    Image: null,
    Row_Buttons: { ButtonType: buttonTypeFor(state), ButtonSubText: '', ButtonDateTime: null },
    Step: { Available: ['Invite', 'Draft', 'Under Review', 'Post', 'Results', 'Completed'], Current: 'Invite' },
    PostDeadline: deadline,
    OutcomeLabel: outcomeLabel(state),
    FailedExplanation: null,
    PostPayment: '$150.00',
    PaymentCents: 15_000,
    PaymentStatus: 'Potential',
    DraftRequired: true,
    DraftCaptionRequired: false,
    DraftSubmitted: false,
    DraftDecision: null,
    Draft: null,
    FeedbackNotes: null,
    IsPostBoostCodeRequired: 'No',
    SubmittedBoostCode: null,
    PostUrl: null,
    ResultsSubmitted: false,
    Contract: { IsRequired: false, Details: { Link: null, Message: null }, SignedContractUrl: null },
    Branding: { SecondaryLogoURL: null, ConnectedPartnerName: 'Northside Records' },
    Row_CampaignDetails: [
      {
        Row_CampaignDetails_Header: 'Creative Direction',
        Fields: [{ FieldName: 'Brief', FieldValue: '<p>Dance to the <strong>hook</strong>.</p>' }],
      },
    ],
    DeclineID: null,
    DeclineReason: null,
    CounterOfferCents: null,
    LatestAnswer: null,
    ChangesRequested: null,
    Score_ResponseRate_Invite: null,
    ...over,
  };
}

export const declineOptionsBody = {
  results: {
    success: true,
    data: {
      DeclineOptions: [
        { DeclineID: 1, Description: 'The rate is too low', RequiresReason: false },
        { DeclineID: 2, Description: 'Counter offer', RequiresReason: false },
        { DeclineID: 5, Description: 'Other', RequiresReason: true },
      ],
    },
  },
};

export const stepOk = (State: OfferState) => ({ results: { success: true, message: 'Saved.', data: { State } } });

/** GET /creatorapi/information, as far as the accept confirmation reads it (the payment email). */
export function informationBody(paymentEmail: string | null): InformationResponse {
  const none = null;
  return {
    results: {
      success: true,
      ContactInformation: {
        ContactID: 1, UID, FirstName: 'Maya', LastName: 'Lopez', Birthday: none, GenderIdentityID: 0, SexualOrientationID: 0,
        AddressLine1: none, AddressLine2: none, City: none, StateID: 0, State_Other: none, PostalCode: none, CountryID: 1,
        Phone_Primary: none, Phone_Mobile: none, AllowText: false, EmailAddress_Primary: 'creator@chorus.test', EmailAddress_Other1: none,
        EmailAddress_Payment: paymentEmail, ContactNotes_ByInfluencer: none, CompanyName: none, Contact_ImageURLLocation: none,
        LogInUsername: 'creator@chorus.test', HasLogin: true, TopMarkets: [],
      },
      GenderIdentity: [], SexualOrientation: [], State: [], Country: [], Platform: [],
    },
    contactDetail: { contactID: 1, contactType: 'creator', contactName: 'Maya Lopez', contactImageUrl: null, talkJsId: 'talk-1', logInUsername: 'creator@chorus.test' },
  };
}
