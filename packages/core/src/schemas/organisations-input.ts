import * as z from 'zod';
import { messages } from '../messages.ts';
import { bodyId, emailSchema, httpUrlInput, idParam, textInput } from './common.ts';
import { organisationRoles } from './organisations.ts';

// Requests of the organiser side (issue 21). The organisation itself never comes from a request: the server takes
// it from the session; only the switch names one, and only among the caller's own.

const role = z.enum(organisationRoles, messages.organisation.input.role);
/** A web origin (scheme, host and port; no path): where an organisation's widgets may run. */
const originOf = (s: string): string | null => {
  try {
    return new URL(s).origin;
  } catch {
    return null;
  }
};
// Every refinement runs, the address check's failure included: `originOf` never throws on what it was refused.
const origin = httpUrlInput(300)
  .refine((s) => originOf(s) === s.replace(/\/$/, '').toLowerCase(), messages.organisation.input.origin)
  .transform((s) => originOf(s)!);

/** The owner's edit of the organisation's details (the slug, the status and the members are not among them). */
export const organisationPatch = z.object({
  name: textInput(200).min(1, messages.organisation.input.name).optional(),
  logoUrl: httpUrlInput().nullable().optional(),
  website: httpUrlInput().nullable().optional(),
  allowedOrigins: z.array(origin).max(20, messages.organisation.input.origins).optional(),
  contactEmail: emailSchema.nullable().optional(),
});
export type OrganisationPatch = z.input<typeof organisationPatch>;
export const switchOrganisationBody = z.object({ organisationId: bodyId });
export const memberAddBody = z.object({ email: emailSchema, role });
export const memberRoleBody = z.object({ role });
export const memberParams = z.object({ contactId: idParam });
