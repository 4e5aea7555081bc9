// Campaign offers (campaigns.md §3-§5, §9; DESIGN §4): the state machine the server owns, and everything the
// screens show about a stage, derived from the state so it is never stored twice.
import { formatCampaignDate, formatCampaignDeadline } from './campaign-time.ts';

/** 48 hours to answer an invite, and from acceptance (or the draft's approval) to the post notification. */
export const OFFER_DEADLINE_MS = 48 * 60 * 60 * 1000;
export const CAMPAIGN_PAGE_SIZE = 12;
export const APPROVED_FOR_CAMPAIGNS_ID = 3;

export const offerStates = [
  'invited',
  'negotiating',
  'countered',
  'declined',
  'expired',
  'draft',
  'review',
  'notify',
  'boost',
  'results',
  'verifying',
  'completed',
  'failed',
  'pulled',
] as const;
export type OfferState = (typeof offerStates)[number];

/** Stages a creator or the organiser can still move; every other state is final. */
export const openOfferStates = [
  'invited',
  'negotiating',
  'countered',
  'draft',
  'review',
  'notify',
  'boost',
  'results',
  'verifying',
] as const satisfies readonly OfferState[];
export const isOpenOffer = (s: OfferState) => (openOfferStates as readonly OfferState[]).includes(s);

/** The list filter (campaigns.md §4) and which states each shows. */
export const campaignListStatuses = ['all', 'inprogress', 'completed', 'expired', 'failed', 'pulled'] as const;
export type CampaignListStatus = (typeof campaignListStatuses)[number];
export const statesForListStatus = (s: CampaignListStatus): readonly OfferState[] =>
  s === 'all' ? offerStates : s === 'inprogress' ? openOfferStates : [s];
export const campaignListLabels: Record<CampaignListStatus, string> = {
  all: 'All',
  inprogress: 'In Progress',
  completed: 'Completed',
  expired: 'Expired',
  failed: 'Failed',
  pulled: 'Pulled',
};

export type BoostCodeRule = 'Yes' | 'Optional' | 'No';

/** What of a campaign decides the path of its offers. */
export interface CampaignRules {
  contractRequired: boolean;
  draftRequired: boolean;
  draftCaptionRequired: boolean;
  boostCode: BoostCodeRule;
}

/** Who may take an action: the creator (or their manager acting as them), the organiser, or the clock. */
export type OfferActor = 'creator' | 'organiser' | 'sweep';

/**
 * Every transition: who takes it and from which states. `to` may depend on the campaign (a draft step only when a
 * draft is required, a boost-code step only when a code is asked for).
 */
export const offerActions = {
  accept: { by: 'creator', from: ['invited'] },
  requestChanges: { by: 'creator', from: ['invited'] },
  decline: { by: 'creator', from: ['invited', 'negotiating'] },
  counterOffer: { by: 'creator', from: ['invited', 'negotiating'] },
  answerRequest: { by: 'organiser', from: ['negotiating'] },
  acceptCounter: { by: 'organiser', from: ['countered'] },
  rejectCounter: { by: 'organiser', from: ['countered'] },
  submitDraft: { by: 'creator', from: ['draft'] },
  deleteDraft: { by: 'creator', from: ['review'] },
  approveDraft: { by: 'organiser', from: ['review'] },
  rejectDraft: { by: 'organiser', from: ['review'] },
  submitPostUrl: { by: 'creator', from: ['notify'] },
  saveBoostCode: { by: 'creator', from: ['boost', 'results', 'verifying'] },
  submitResults: { by: 'creator', from: ['results'] },
  verify: { by: 'organiser', from: ['verifying'] },
  complete: { by: 'organiser', from: ['notify', 'boost', 'results', 'verifying'] },
  pull: { by: 'organiser', from: openOfferStates },
  expire: { by: 'sweep', from: ['invited'] },
  fail: { by: 'sweep', from: ['draft', 'notify'] },
} as const satisfies Record<string, { by: OfferActor; from: readonly OfferState[] }>;
export type OfferAction = keyof typeof offerActions;

/** The first working stage after an accepted offer (or an accepted counter offer). */
export const stageAfterAcceptance = (c: CampaignRules): OfferState => (c.draftRequired ? 'draft' : 'notify');
/** After the post URL: the boost code when the campaign requires one, else the results. */
export const stageAfterPost = (c: CampaignRules): OfferState => (c.boostCode === 'Yes' ? 'boost' : 'results');

/** The state an action leads to from `from`, or null when the action is not allowed there. */
export function nextOfferState(action: OfferAction, from: OfferState, c: CampaignRules): OfferState | null {
  if (!(offerActions[action].from as readonly OfferState[]).includes(from)) return null;
  switch (action) {
    case 'accept':
    case 'acceptCounter':
      return stageAfterAcceptance(c);
    case 'requestChanges':
      return 'negotiating';
    case 'decline':
    case 'rejectCounter':
      return 'declined';
    case 'counterOffer':
      return 'countered';
    case 'answerRequest':
      return 'invited';
    case 'submitDraft':
      return 'review';
    case 'deleteDraft':
    case 'rejectDraft':
      return 'draft';
    case 'approveDraft':
      return 'notify';
    case 'submitPostUrl':
      return stageAfterPost(c);
    case 'saveBoostCode':
      return from === 'boost' ? 'results' : from;
    case 'submitResults':
      return 'verifying';
    case 'verify':
    case 'complete':
      return 'completed';
    case 'pull':
      return 'pulled';
    case 'expire':
      return 'expired';
    case 'fail':
      return 'failed';
  }
}

/** Which states an action may start from: the `WHERE state IN (…)` of its update. */
export const statesFor = (action: OfferAction): readonly OfferState[] => offerActions[action].from;

// ---- What the screens show, derived from the state ----

/**
 * What the response rate is and what lowers it (campaigns.md §4 "Response rate"; the server's one definition is
 * `responseCountsQuery` in packages/server/src/repositories/offers.ts): shown beside the rate on /campaigns and
 * /account/social.
 */
export const responseRateText = {
  title: 'Response rate',
  explanation:
    'The share of campaign invitations you answer before their 48-hour deadline. Accepting, asking for changes, declining or making a counter offer all count as answers, so declining does not lower it; ignoring an invite until it expires does.',
  none: 'No rate yet: none of your invitations has been answered or expired.',
} as const;

/** A response rate (0-100, one decimal) as text: "92.5%". */
export const formatResponseRate = (rate: number) => `${rate}%`;

export const campaignMessages = {
  failedNoPost: 'Invite was accepted but no post notification was submitted within 48 hours of accepting the invite.',
  expiredNoAnswer: 'Invite was sent but was not accepted or declined within 48 hours.',
  invalidFile: 'Invalid File',
  invalidImage: 'Must be a valid png or jpg',
  invalidFileType: 'Invalid File Type',
  invalidRate: 'Invalid Brand Promo Rate',
  invalidPostUrl: 'Invalid Post URL',
  postUrlPlatform: (platform: string) => `Must be a valid ${platform} link`,
  invalidBoostCode: 'Invalid Boost Code',
  boostError: 'An Error Has Occured',
  postUrlError: 'There has been an error',
  uploadFailed: (reason: string) => `Upload failed: ${reason}`,
  uploadNetwork: 'A network error occurred during the upload.',
  draftUrlFailed: 'URL submission failed',
  resultsError: 'An Error Has Occured',
  completeForm: 'Please complete the form',
  invalidViews: 'Invalid Views',
  invalidShares: 'Invalid Shares',
  invalidComments: 'Invalid Comments',
  invalidSwipes: 'Invalid Swipes',
  invalidStickerTaps: 'Invalid Sticker Taps',
  noResults: 'No Results Found',
  noAction: 'No Action Required',
  applicationPending: 'Application pending.',
  applicationPendingBody: 'Check back soon! Our team is reviewing your application and will email you once approved.',
  draftUploaded: 'Draft Upload Success',
  draftRejected: 'Draft Rejected',
  draftApproved: 'Draft Approved',
  awaitingContract: 'Awaiting Contract Negotiation',
  missingPayment: 'Missing Payment Information',
  // Server-side refusals the spec leaves "not shown".
  chooseReason: 'Please choose a reason.',
  explainReason: 'Please tell us more about why you are declining.',
  contractRequired: 'Please upload the signed contract to accept.',
  draftRequired: 'Please upload a draft file or enter a link to it.',
  draftUrlInvalid: 'Please enter a valid http or https link to your draft.',
  draftUrlNotAllowed: 'A draft link is only accepted for YouTube campaigns. Please upload the file.',
  captionRequired: 'Please enter the caption for your post.',
  screenshotRequired: 'Please upload a screenshot of your views.',
  stale: 'This offer has moved on since you opened it. Please reload the page.',
  offerNotFound: 'Offer not found.',
  changesRequired: 'Please tell us what you would like to change.',
  boostCodeNotAsked: 'This campaign does not take a boost code.',
  contractNotAsked: 'This campaign does not ask for a signed contract.',
} as const;

/** What a successful step answers (the spec leaves them "not shown"; the detail reloads after each). */
export const campaignStepMessages = {
  accepted: 'Offer accepted. You can start on your post.',
  changesRequested: 'Your request for changes was sent.',
  declined: 'You declined the offer.',
  countered: 'Your counter offer was sent.',
  contractUploaded: 'Your signed contract was uploaded.',
  draftUploaded: campaignMessages.draftUploaded,
  draftDeleted: 'Your draft was deleted. You can upload a new one.',
  postUrlSubmitted: 'Your post URL was submitted.',
  boostCodeSaved: 'Your boost code was saved.',
  resultsSubmitted: 'Your results were submitted.',
} as const;

/** The boost-code detail's instructions when the campaign gives none. */
export const DEFAULT_BOOST_INSTRUCTION =
  'Open your post in the app, choose to promote or boost it, and copy the advertising code it gives you. Paste that code here.';

/** What an offer waiting on the client, or declined after a counter offer, is called (campaigns.md §4). */
export const offerWaitingLabels = {
  counterPending: 'Counter offer sent: waiting for the client',
  counterDeclined: 'Declined: the client did not accept your counter offer',
  changesRequested: 'Changes requested: waiting for the client',
} as const;

/**
 * Outcome labels (campaigns.md §4) for closed or waiting offers; '' for an offer in its normal course. A counter
 * offer waits for the client (it is not a decline); a declined offer that carries one is the client's refusal of it
 * (a countered offer has no way out but the client's answer).
 */
export function outcomeLabel(state: OfferState, counterOfferCents: number | null = null): string {
  switch (state) {
    case 'failed':
      return 'Failed';
    case 'expired':
      return 'Expired';
    case 'pulled':
      return 'Pulled';
    case 'declined':
      return counterOfferCents === null ? 'Declined' : offerWaitingLabels.counterDeclined;
    case 'countered':
      return offerWaitingLabels.counterPending;
    case 'boost':
      return 'Active';
    case 'completed':
      return 'Completed';
    default:
      return '';
  }
}

export const failedExplanation = (state: OfferState): string | null =>
  state === 'failed' ? campaignMessages.failedNoPost : state === 'expired' ? campaignMessages.expiredNoAnswer : null;

export type ButtonType = 'AcceptDecline' | 'Draft' | 'Notify' | 'Report' | '';

export const buttonTypeFor = (state: OfferState): ButtonType => {
  switch (state) {
    case 'invited':
      return 'AcceptDecline';
    case 'draft':
    case 'review':
      return 'Draft';
    case 'notify':
      return 'Notify';
    case 'boost':
    case 'results':
      return 'Report';
    default:
      return '';
  }
};

const subText: Partial<Record<OfferState, string>> = {
  invited: 'Respond by',
  countered: offerWaitingLabels.counterPending,
  draft: 'Upload your draft. Post by',
  review: 'Draft Under Review',
  notify: 'Submit your post by',
  boost: 'Submit your boost code',
  results: 'Report your results',
  verifying: 'Awaiting verification',
};

/** The steps a campaign's offers go through (the step tracker) and the one an offer is at. */
export function offerSteps(state: OfferState, c: CampaignRules): { Available: string[]; Current: string } {
  const available = [
    'Invite',
    ...(c.draftRequired ? ['Draft', 'Under Review'] : []),
    'Post',
    ...(c.boostCode === 'No' ? [] : ['Boost Code']),
    'Results',
    'Completed',
  ];
  const current: Record<OfferState, string> = {
    invited: 'Invite',
    negotiating: 'Invite',
    countered: 'Invite',
    declined: 'Declined',
    expired: 'Expired',
    draft: 'Draft',
    review: 'Under Review',
    notify: 'Post',
    boost: 'Boost Code',
    results: 'Results',
    verifying: 'Results',
    completed: 'Completed',
    failed: 'Failed',
    pulled: 'Pulled',
  };
  const cur = current[state];
  return { Available: available.includes(cur) ? available : [...available.slice(0, -1), cur], Current: cur };
}

/** When the current stage must be done by: the invite's answer, or the post notification. */
export function stageDeadline(state: OfferState, o: { respondBy: Date; postBy: Date | null }): Date | null {
  if (state === 'invited') return o.respondBy;
  if (state === 'draft' || state === 'notify') return o.postBy;
  return null;
}

export interface OfferLike {
  state: OfferState;
  respondBy: Date;
  postBy: Date | null;
  /** The creator's counter offer: on a declined offer, the client refused it. */
  counterOfferCents?: number | null;
  /** The campaign asks for a signed contract: only then is a change request a contract negotiation. */
  contractRequired?: boolean;
}

/**
 * What stands under an offer's action: the stage, or what it waits for. A change request is 'Awaiting Contract
 * Negotiation' only where a contract is required (campaigns.md §4, the contract stage); elsewhere it waits for the
 * client's answer to the changes asked for.
 */
function stageText(o: Pick<OfferLike, 'state' | 'contractRequired'>): string | undefined {
  if (o.state === 'negotiating') return o.contractRequired ? campaignMessages.awaitingContract : offerWaitingLabels.changesRequested;
  return subText[o.state];
}

/** `PostDeadline` of the list row and the detail: what is due and by when, in Chicago time. */
export function postDeadline(o: OfferLike) {
  const at = stageDeadline(o.state, o);
  const label = outcomeLabel(o.state, o.counterOfferCents ?? null);
  return {
    DeadlineText: at ? `${stageText(o)} ${formatCampaignDeadline(at)}` : label || (stageText(o) ?? ''),
    DeadlineDate: at ? formatCampaignDate(at) : null,
    DeadlineDateTime: at ? at.toISOString() : null,
  };
}

/** `Row_Buttons`: the action the creator has to take now. */
export function rowButtons(o: OfferLike) {
  const at = stageDeadline(o.state, o);
  return {
    ButtonType: buttonTypeFor(o.state),
    ButtonSubText: stageText(o) ?? outcomeLabel(o.state, o.counterOfferCents ?? null),
    ButtonDateTime: at ? at.toISOString() : null,
  };
}

/**
 * The list's action column: what the creator has to do, or 'No Action Required'.
 */
export const actionLabel = (state: OfferState): string =>
  ({
    invited: 'Respond to Invite',
    draft: 'Upload Draft',
    notify: 'Submit Post URL',
    boost: 'Submit Boost Code',
    results: 'Report Results',
  })[state as 'invited'] ?? campaignMessages.noAction;

/** Whether a stale row must be shown closed even before the sweep runs (the check on read). */
export function effectiveOfferState(o: Pick<OfferLike, 'state' | 'respondBy' | 'postBy'>, now: Date): OfferState {
  if (o.state === 'invited' && o.respondBy.getTime() < now.getTime()) return 'expired';
  if ((o.state === 'draft' || o.state === 'notify') && o.postBy && o.postBy.getTime() < now.getTime()) return 'failed';
  return o.state;
}

// ---- Payment of an offer (DESIGN §4) ----

export type CampaignPaymentStatus = 'Potential' | 'Pending' | 'Paid';
export const campaignPaymentLabels: Record<CampaignPaymentStatus, string> = {
  Potential: 'Potential',
  Pending: 'To Be Paid',
  Paid: 'Paid',
};
