import * as z from 'zod';
import { messages } from '../messages.ts';
import { passwordMessages, passwordProblems } from '../rules/passwords.ts';
import { bodyId, emailSchema, httpUrlInput, idParam, pageQuery, textInput } from './common.ts';
import { approvalStatusNames } from './organisations.ts';
import { organisationRoles, organisationStatuses } from './organisations.ts';

const m = messages.organisation.request;
const password = textInput(256, { trim: false }).superRefine((pw, ctx) => {
  for (const message of passwordProblems(pw)) ctx.addIssue({ code: 'custom', message });
});

/**
 * An organisation's request to join (issue 21): the organisation and its first owner's login, with the password
 * rules of creator accounts. It lands as pending; staff approve it, and the owner is mailed a confirmation link.
 */
export const organisationRequestBody = z
  .object({
    organisationName: textInput(200).min(1, m.name),
    website: httpUrlInput().optional(),
    /** What they run on Chorus (contests, campaigns, for which artists or products): for staff's review. */
    whatTheyRun: textInput(2000).min(1, m.whatTheyRun),
    firstName: textInput(100).min(1, m.firstName),
    lastName: textInput(100).min(1, m.lastName),
    email: emailSchema,
    password,
    passwordConfirm: textInput(256, { trim: false }),
  })
  .superRefine((b, ctx) => {
    if (b.password !== b.passwordConfirm) ctx.addIssue({ code: 'custom', message: passwordMessages.mismatch, path: ['passwordConfirm'] });
  });
export type OrganisationRequestBody = z.infer<typeof organisationRequestBody>;

export const organisationListQuery = z.object({ status: z.enum(organisationStatuses, m.status).optional() });
export const organisationIdParams = z.object({ id: idParam });
/** Staff's denial: the reason is mailed to the requester. */
export const organisationDenyBody = z.object({ reason: textInput(2000).min(1, m.reason) });

// Staff's review of creator applications (issue 21): the approval status that gates campaigns and contests.
export const creatorReviewQuery = pageQuery([25, 100] as const, 100).extend({
  status: z.enum(approvalStatusNames, messages.creatorReview.status).optional(),
});
export const creatorIdParams = z.object({ id: idParam });
/** Staff's denial of a creator: the reason is mailed to them. */
export const creatorDenyBody = z.object({ reason: textInput(2000).min(1, messages.creatorReview.reason) });

// Invitations (issue 21): an owner invites an email to the organisation with a role; the mailed link expires as
// sign-up links do. Accepting with it joins (an existing organiser login) or makes the login (names and password).
export const memberInviteBody = z.object({ email: emailSchema, role: z.enum(organisationRoles, messages.organisation.input.role) });
export const inviteAcceptBody = z
  .object({
    inviteId: bodyId,
    inviteToken: textInput(200),
    firstName: textInput(100).min(1, m.firstName).optional(),
    lastName: textInput(100).min(1, m.lastName).optional(),
    password: password.optional(),
    passwordConfirm: textInput(256, { trim: false }).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.password !== undefined && b.password !== b.passwordConfirm) ctx.addIssue({ code: 'custom', message: passwordMessages.mismatch, path: ['passwordConfirm'] });
  });
export type InviteAcceptBody = z.input<typeof inviteAcceptBody>;
