import {
  adminContestResponse,
  adminCreatorResponse,
  adminCreatorsResponse,
  adminOrganisationResponse,
  adminOrganisationsResponse,
  adminEntriesResponse,
  adminPaymentsResponse,
  contestOverviewResponse,
  organisationRequestResponse,
  owedResponse,
  payoutBatchListResponse,
  payoutBatchResponse,
  payoutCsvResponse,
  endContestResponse,
  editableContestResponse,
  okResponse,
  memberInviteResponse,
  memberResponse,
  membersResponse,
  reopenResponse,
  type ContestInput,
  type InviteAcceptBody,
  type ContestPatch,
  type MetricsBody,
  type OrganisationPatch,
  type OrganisationRequestBody,
  type OrganisationRole,
  myOrganisationsResponse,
  organisationResponse,
  organisationSwitchResponse,
  orgContestListResponse,
  updatedCountResponse,
  type EntryStatus,
  type PostPlatform,
} from '@chorus/core';
import { call, multipart, type ClientConfig, type UploadProgress } from './transport.ts';

// The organiser studio's calls (issue 21): `/orgapi/`, always in the organisation the session works in (the
// server takes it from the session; only the switch names one).

/** The signed-in login's organisations, the one the session works in marked `acting`. */
export const listMyOrganisations = (c: ClientConfig, signal?: AbortSignal) =>
  call(c, myOrganisationsResponse, { method: 'GET', path: '/orgapi/organisations', signal });

export const switchOrganisation = (c: ClientConfig, organisationId: number) =>
  call(c, organisationSwitchResponse, { method: 'POST', path: '/orgapi/organisations/switch', body: { organisationId } });

/** The organisation the session works in, with the caller's role and the origins its widgets may run on. */
export const getOrganisation = (c: ClientConfig, signal?: AbortSignal) => call(c, organisationResponse, { method: 'GET', path: '/orgapi/organisation', signal });

/** The organisation's contests, newest first. */
export const listOrgContests = (c: ClientConfig, signal?: AbortSignal) => call(c, orgContestListResponse, { method: 'GET', path: '/orgapi/contests', signal });

/** The moderation queue's filters and page: by number, or `after` a row (the `next` of the page before). */
export interface EntriesQuery {
  status?: EntryStatus;
  platform?: PostPlatform;
  /** Only entries with a signal (true), or only those without (false). */
  flagged?: boolean;
  after?: string;
  page: number;
  pageSize: 10 | 25 | 100;
}

/** A contest's overview: entries and approvals per UTC day, totals, top creators, prize money owed and paid. */
export const getOrgContestOverview = (c: ClientConfig, contestId: number, signal?: AbortSignal) =>
  call(c, contestOverviewResponse, { method: 'GET', path: `/orgapi/contests/${contestId}/overview`, signal });

/** One page of a contest's moderation queue: flagged entries first, then oldest first, each with its signals. */
export const listOrgEntries = (c: ClientConfig, contestId: number, { flagged, ...q }: EntriesQuery, signal?: AbortSignal) =>
  call(c, adminEntriesResponse, {
    method: 'GET',
    path: `/orgapi/contests/${contestId}/entries`,
    query: { ...q, ...(flagged !== undefined && { flagged: flagged ? 'true' : 'false' }) },
    signal,
  });

export type ModerationAction = 'approve' | 'reject' | 'hold' | 'release';

/**
 * Approves, rejects, holds or releases entries (editors and owners); answers how many were named. A held entry's
 * prize is not paid until it is released.
 */
export const moderateOrgEntries = (c: ClientConfig, action: ModerationAction, ids: number[]) =>
  call(c, updatedCountResponse, { method: 'POST', path: `/orgapi/entries/${action}`, body: { ids } });

/** Mails a winner without a confirmed payment email a reminder (editors; once a day per prize); says to whom. */
export const remindOrgPrizeWinner = (c: ClientConfig, paymentId: number) =>
  call(c, okResponse, { method: 'POST', path: `/orgapi/contest-payments/${paymentId}/remind` });

/** One contest with every field its organiser sets (countries, continents, marketing key, prize descriptions). */
export const getOrgContest = (c: ClientConfig, contestId: number, signal?: AbortSignal) =>
  call(c, editableContestResponse, { method: 'GET', path: `/orgapi/contests/${contestId}`, signal });

/** Uploads the contest's cover image or sound (editors and owners), with upload progress; answers the contest. */
export const uploadOrgContestMedia = (c: ClientConfig, contestId: number, what: 'cover' | 'sound', file: File, onUploadProgress?: (p: UploadProgress) => void) =>
  call(c, editableContestResponse, { method: 'POST', path: `/orgapi/contests/${contestId}/${what}`, form: multipart({}, file, file.name), onUploadProgress });

/** A new contest of the organisation (editors and owners). */
export const createOrgContest = (c: ClientConfig, input: ContestInput) => call(c, adminContestResponse, { method: 'POST', path: '/orgapi/contests', body: input });

/** Changes only what `patch` holds (publishing is `{ isActive: true }`). */
export const patchOrgContest = (c: ClientConfig, contestId: number, patch: ContestPatch) =>
  call(c, adminContestResponse, { method: 'PATCH', path: `/orgapi/contests/${contestId}`, body: patch });

/** Ends the contest: the final board becomes its prize payments. */
export const endOrgContest = (c: ClientConfig, contestId: number) => call(c, endContestResponse, { method: 'POST', path: `/orgapi/contests/${contestId}/end` });

/** Reopens an ended contest (refused while one of its prizes is in a payout batch or paid). */
export const reopenOrgContest = (c: ClientConfig, contestId: number) => call(c, reopenResponse, { method: 'POST', path: `/orgapi/contests/${contestId}/reopen`, body: {} });

/** The organisation's prize payments (owed and paid), optionally of one contest, each flagging a payee without a confirmed payment email. */
export const listOrgPrizePayments = (c: ClientConfig, q: { contestId?: number; page: number; pageSize: 10 | 25 | 100 }, signal?: AbortSignal) =>
  call(c, adminPaymentsResponse, { method: 'GET', path: '/orgapi/contest-payments', query: q, signal });

/** What the organisation owes, by creator: payable to a confirmed payment email, and those without one. */
export const getOrgOwed = (c: ClientConfig, signal?: AbortSignal) => call(c, owedResponse, { method: 'GET', path: '/orgapi/payouts/owed', signal });

export const listOrgPayouts = (c: ClientConfig, signal?: AbortSignal) => call(c, payoutBatchListResponse, { method: 'GET', path: '/orgapi/payouts', signal });

/** A batch of every owed payment to a confirmed payment email (each payment in at most one batch). */
export const createOrgPayout = (c: ClientConfig, note?: string) => call(c, payoutBatchResponse, { method: 'POST', path: '/orgapi/payouts', body: note ? { note } : {} });

/** The batch as PayPal's batch-upload CSV. */
export const getOrgPayoutCsv = (c: ClientConfig, batchId: number) => call(c, payoutCsvResponse, { method: 'GET', path: `/orgapi/payouts/${batchId}/csv` });

/** Marks the batch paid: its payments become Paid and each creator is emailed. */
export const markOrgPayoutPaid = (c: ClientConfig, batchId: number) => call(c, payoutBatchResponse, { method: 'POST', path: `/orgapi/payouts/${batchId}/paid` });

/** Records counts for many entries of the contest at once (refused after the contest has ended). */
export const recordOrgMetrics = (c: ClientConfig, contestId: number, metrics: MetricsBody['metrics']) =>
  call(c, updatedCountResponse, { method: 'POST', path: `/orgapi/contests/${contestId}/metrics`, body: { metrics } });

/** The owner's edit of the organisation's details (name, logo, website, allowed origins, contact email). */
export const patchOrganisation = (c: ClientConfig, patch: OrganisationPatch) => call(c, organisationResponse, { method: 'PATCH', path: '/orgapi/organisation', body: patch });

export const listOrgMembers = (c: ClientConfig, signal?: AbortSignal) => call(c, membersResponse, { method: 'GET', path: '/orgapi/members', signal });

/** Invites an email with a role (owners): a link that works once, within 7 days. */
export const inviteOrgMember = (c: ClientConfig, email: string, role: OrganisationRole) => call(c, memberInviteResponse, { method: 'POST', path: '/orgapi/invites', body: { email, role } });

/** Accepts an invitation with its link: joins the email's organiser login, or makes it (names and password). */
export const acceptOrgInvite = (c: ClientConfig, body: InviteAcceptBody) => call(c, organisationSwitchResponse, { method: 'POST', path: '/orgapi/invites/accept', body });

/** A member's new role, or null to remove them (the last owner stays). */
export const changeOrgMember = (c: ClientConfig, contactId: number, role: OrganisationRole | null) =>
  role === null
    ? call(c, memberResponse, { method: 'DELETE', path: `/orgapi/members/${contactId}` })
    : call(c, memberResponse, { method: 'PATCH', path: `/orgapi/members/${contactId}`, body: { role } });

/** An organisation asks to join (public): it lands pending until staff approve it, and its owner is then mailed. */
export const requestOrganisation = (c: ClientConfig, body: OrganisationRequestBody) =>
  call(c, organisationRequestResponse, { method: 'POST', path: '/orgapi/requests', body });

// Platform staff's reviews (`/adminapi`, staff only).

/** Organisations by status (pending first), with their owners and what they said they run. */
export const listOrganisationReviews = (c: ClientConfig, status: 'pending' | 'approved' | 'denied', signal?: AbortSignal) =>
  call(c, adminOrganisationsResponse, { method: 'GET', path: '/adminapi/organisations', query: { status }, signal });

/** Approves an organisation (its owner is mailed the confirmation link) or denies it with a reason they are mailed. */
export const decideOrganisation = (c: ClientConfig, id: number, decision: { approve: true } | { approve: false; reason: string }) =>
  decision.approve
    ? call(c, adminOrganisationResponse, { method: 'POST', path: `/adminapi/organisations/${id}/approve` })
    : call(c, adminOrganisationResponse, { method: 'POST', path: `/adminapi/organisations/${id}/deny`, body: { reason: decision.reason } });

/** Creators by approval status, newest first. */
export const listCreatorReviews = (c: ClientConfig, status: 'Pending' | 'Denied' | 'Approved', signal?: AbortSignal) =>
  call(c, adminCreatorsResponse, { method: 'GET', path: '/adminapi/creators', query: { status, pageSize: 100 }, signal });

/** Approves a creator for campaigns and contests, or denies them with a reason they are mailed. */
export const decideCreator = (c: ClientConfig, id: number, decision: { approve: true } | { approve: false; reason: string }) =>
  decision.approve
    ? call(c, adminCreatorResponse, { method: 'POST', path: `/adminapi/creators/${id}/approve` })
    : call(c, adminCreatorResponse, { method: 'POST', path: `/adminapi/creators/${id}/deny`, body: { reason: decision.reason } });
