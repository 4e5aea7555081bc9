import * as z from 'zod/mini';
import { results } from './wire.ts';

/** POST password-reset: always the same answer (no enumeration of accounts). */
export const passwordResetResponse = /* @__PURE__ */ results({});
export type PasswordResetResponse = z.infer<typeof passwordResetResponse>;

/**
 * The magic-link verify call's answer (accounts.md §7): `success`, `data[0].success`, a session `token` when the
 * link signs in (else null), where to go next (`redirect_url`, a path in the portal) and a `message`.
 */
export const magicLinkResponse = /* @__PURE__ */ z.object({
  success: z.boolean(),
  data: z.array(z.object({ success: z.boolean() })),
  token: z.nullable(z.string()),
  redirect_url: z.nullable(z.string()),
  message: z.string(),
});
export type MagicLinkResponse = z.infer<typeof magicLinkResponse>;

/** POST confirm-account: `results.message.Url` is where the portal goes next (/login?confirmation=true). */
export const confirmAccountResponse = /* @__PURE__ */ z.object({
  results: z.object({ success: z.boolean(), message: z.object({ Url: z.string() }) }),
});
export type ConfirmAccountResponse = z.infer<typeof confirmAccountResponse>;
