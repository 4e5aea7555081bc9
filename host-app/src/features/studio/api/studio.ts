import {
  acceptOrgInvite,
  changeOrgMember,
  createOrgContest,
  decideCreator,
  decideOrganisation,
  listCreatorReviews,
  listOrganisationReviews,
  inviteOrgMember,
  listOrgMembers,
  patchOrganisation,
  createOrgPayout,
  getOrgOwed,
  getOrgPayoutCsv,
  listOrgPayouts,
  listOrgPrizePayments,
  markOrgPayoutPaid,
  endOrgContest,
  getOrganisation,
  getOrgContest,
  remindOrgPrizeWinner,
  uploadOrgContestMedia,
  type UploadProgress,
  getOrgContestOverview,
  listMyOrganisations,
  listOrgContests,
  listOrgEntries,
  moderateOrgEntries,
  patchOrgContest,
  recordOrgMetrics,
  requestOrganisation,
  reopenOrgContest,
  switchOrganisation,
  type EntriesQuery,
  type ModerationAction,
} from '@chorus/client';
import type { ContestInput, InviteAcceptBody, ContestPatch, MetricsBody, OrganisationPatch, OrganisationRequestBody, OrganisationRole } from '@chorus/core';
import { apiConfig, uploadApiConfig } from '../../../lib/api-client.ts';

export const fetchMyOrganisations = (signal?: AbortSignal) => listMyOrganisations(apiConfig(), signal);
export const postSwitchOrganisation = (organisationId: number) => switchOrganisation(apiConfig(), organisationId);
export const fetchOrganisation = (signal?: AbortSignal) => getOrganisation(apiConfig(), signal);
export const fetchContests = (signal?: AbortSignal) => listOrgContests(apiConfig(), signal);
export const fetchEntries = (contestId: number, q: EntriesQuery, signal?: AbortSignal) => listOrgEntries(apiConfig(), contestId, q, signal);
export const postModeration = (action: ModerationAction, ids: number[]) => moderateOrgEntries(apiConfig(), action, ids);
export const fetchContest = (contestId: number, signal?: AbortSignal) => getOrgContest(apiConfig(), contestId, signal);
/** Over the axios transport: the one that reports upload progress. */
export const postContestMedia = (contestId: number, what: 'cover' | 'sound', file: File, onProgress?: (p: UploadProgress) => void) =>
  uploadOrgContestMedia(uploadApiConfig(), contestId, what, file, onProgress);
export const postContest = (input: ContestInput) => createOrgContest(apiConfig(), input);
export const patchContest = (contestId: number, patch: ContestPatch) => patchOrgContest(apiConfig(), contestId, patch);
export const postEndContest = (contestId: number) => endOrgContest(apiConfig(), contestId);
export const postReopenContest = (contestId: number) => reopenOrgContest(apiConfig(), contestId);
export const fetchContestOverview = (contestId: number, signal?: AbortSignal) => getOrgContestOverview(apiConfig(), contestId, signal);
export const fetchPrizePayments = (contestId: number, signal?: AbortSignal) => listOrgPrizePayments(apiConfig(), { contestId, page: 1, pageSize: 100 }, signal);
export const postPrizeReminder = (paymentId: number) => remindOrgPrizeWinner(apiConfig(), paymentId);
export const fetchOwed = (signal?: AbortSignal) => getOrgOwed(apiConfig(), signal);
export const fetchPayouts = (signal?: AbortSignal) => listOrgPayouts(apiConfig(), signal);
export const postPayout = () => createOrgPayout(apiConfig());
export const fetchPayoutCsv = (batchId: number) => getOrgPayoutCsv(apiConfig(), batchId);
export const postPayoutPaid = (batchId: number) => markOrgPayoutPaid(apiConfig(), batchId);
export const postMetrics = (contestId: number, metrics: MetricsBody['metrics']) => recordOrgMetrics(apiConfig(), contestId, metrics);
export const patchOrg = (patch: OrganisationPatch) => patchOrganisation(apiConfig(), patch);
export const fetchMembers = (signal?: AbortSignal) => listOrgMembers(apiConfig(), signal);
export const postInvite = (email: string, role: OrganisationRole) => inviteOrgMember(apiConfig(), email, role);
export const postAcceptInvite = (body: InviteAcceptBody) => acceptOrgInvite(apiConfig(), body);
export const changeMember = (contactId: number, role: OrganisationRole | null) => changeOrgMember(apiConfig(), contactId, role);
export const postOrganisationRequest = (body: OrganisationRequestBody) => requestOrganisation(apiConfig(), body);
export type Decision = { approve: true } | { approve: false; reason: string };
export const fetchOrganisationRequests = (signal?: AbortSignal) => listOrganisationReviews(apiConfig(), 'pending', signal);
export const postOrganisationDecision = (id: number, decision: Decision) => decideOrganisation(apiConfig(), id, decision);
export const fetchCreatorApplications = (signal?: AbortSignal) => listCreatorReviews(apiConfig(), 'Pending', signal);
export const postCreatorDecision = (id: number, decision: Decision) => decideCreator(apiConfig(), id, decision);
