import * as z from 'zod/mini';
import { int, isoDate, results } from './wire.ts';

// Organisations (issue 21): the organiser side's tenants, their members, and the session's choice among them.

export const organisationRoles = ['owner', 'editor', 'viewer'] as const;
export const organisationRole = /* @__PURE__ */ z.enum(organisationRoles);
export type OrganisationRole = z.infer<typeof organisationRole>;
export const organisationStatuses = ['pending', 'approved', 'denied'] as const;

export const organisation = /* @__PURE__ */ z.object({
  id: int,
  name: z.string(),
  slug: z.string(),
  logoUrl: z.nullable(z.string()),
  website: z.nullable(z.string()),
  /** The origins its widgets may run on. */
  allowedOrigins: z.array(z.string()),
  contactEmail: z.nullable(z.string()),
  status: z.enum(organisationStatuses),
  createdAt: isoDate,
  /** The caller's role in it (staff: owner). */
  role: organisationRole,
});
export type Organisation = z.infer<typeof organisation>;
export const organisationResponse = /* @__PURE__ */ results({ data: organisation });

/** The signed-in login's organisations; `acting` marks the one the session works in. */
export const myOrganisation = /* @__PURE__ */ z.object({ id: int, name: z.string(), slug: z.string(), role: organisationRole, acting: z.boolean() });
export const myOrganisationsResponse = /* @__PURE__ */ results({ data: z.array(myOrganisation) });
/** An invitation sent: to whom, with which role, until when its link works. */
export const memberInviteResponse = /* @__PURE__ */ results({ data: z.object({ email: z.string(), role: organisationRole, expiresAt: isoDate }) });

/** The switch's answer: the organisation the session now works in. */
export const organisationSwitchResponse = /* @__PURE__ */ results({ data: myOrganisation });

export const organisationMember = /* @__PURE__ */ z.object({
  contactId: int,
  name: z.string(),
  email: z.nullable(z.string()),
  role: organisationRole,
  createdAt: isoDate,
});
export type OrganisationMember = z.infer<typeof organisationMember>;
export const membersResponse = /* @__PURE__ */ results({ data: z.array(organisationMember) });
export const memberResponse = /* @__PURE__ */ results({ data: organisationMember });

export const approvalStatusNames = ['Pending', 'Denied', 'Approved'] as const;
/** A creator as staff review them (issue 21): the approval status gates campaigns and contests. */
export const adminCreator = /* @__PURE__ */ z.object({
  contactId: int,
  name: z.string(),
  email: z.nullable(z.string()),
  approvalStatus: z.enum(approvalStatusNames),
  createdAt: isoDate,
});
export const adminCreatorsResponse = /* @__PURE__ */ results({
  data: z.object({ rows: z.array(adminCreator), page: int, pageSize: int, total: int, totalPages: int }),
});
export const adminCreatorResponse = /* @__PURE__ */ results({ data: adminCreator });

/** Staff's view of an organisation (issue 21): its request and its owners, for review. */
export const adminOrganisation = /* @__PURE__ */ z.object({
  id: int,
  name: z.string(),
  slug: z.string(),
  website: z.nullable(z.string()),
  contactEmail: z.nullable(z.string()),
  status: z.enum(organisationStatuses),
  /** What they said they run, from their request (null for organisations made from existing names). */
  whatTheyRun: z.nullable(z.string()),
  createdAt: isoDate,
  owners: z.array(z.object({ contactId: int, name: z.string(), email: z.nullable(z.string()) })),
});
export const adminOrganisationsResponse = /* @__PURE__ */ results({ data: z.array(adminOrganisation) });
export const adminOrganisationResponse = /* @__PURE__ */ results({ data: adminOrganisation });
export const organisationRequestResponse = /* @__PURE__ */ results({ data: z.object({ id: int, status: z.enum(organisationStatuses) }) });
