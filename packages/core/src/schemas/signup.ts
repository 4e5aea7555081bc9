import * as z from 'zod/mini';
import { int, results } from './wire.ts';

// Answers of sign-up and manager onboarding. The spec's client reads `data.success` and `data.message` (and, for
// a manager, `data.existingHandlesData.handles`); `results` carries the same, as every Chorus answer does.

export const signupOutcome = /* @__PURE__ */ z.object({ success: z.boolean(), message: z.string() });

export const signupResponse = /* @__PURE__ */ z.object({ results: signupOutcome, data: signupOutcome });
export type SignupResponse = z.infer<typeof signupResponse>;

/** A handle someone else already holds (in the 409 body's `data.existingHandlesData.handles`). */
export const existingHandle = /* @__PURE__ */ z.object({ platform: z.string(), handle: z.string() });
export type ExistingHandle = z.infer<typeof existingHandle>;

/** The body of a refused sign-up whose handles are taken: the usual refusal, plus the list. */
export const handlesConflictData = /* @__PURE__ */ z.object({
  success: z.literal(false),
  message: z.string(),
  existingHandlesData: z.object({ handles: z.array(existingHandle) }),
});
export type HandlesConflictData = z.infer<typeof handlesConflictData>;

/** GET team-contact: the team's address as configured (TEAM_EMAIL), for the screens' "contact {email}" lines. */
export const teamContactResponse = /* @__PURE__ */ results({ email: z.string() });
export type TeamContactResponse = z.infer<typeof teamContactResponse>;

/** POST manager-invite: the invitation is good; who asked (to prefill the onboarding form). */
export const managerInviteResponse = /* @__PURE__ */ results({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type ManagerInviteResponse = z.infer<typeof managerInviteResponse>;

/** POST link-creator-to-manager: the creator now on the roster. */
export const linkCreatorResponse = /* @__PURE__ */ results({ ContactID: int, UID: z.string() });
export type LinkCreatorResponse = z.infer<typeof linkCreatorResponse>;
