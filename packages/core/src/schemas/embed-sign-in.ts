import * as z from 'zod/mini';
import { entryHandle } from './contests.ts';
import { isoDate, results } from './wire.ts';

/**
 * The answer of an embed's contest-entry sign-in (POST /publicapi/embed/sign-in): a token the widget keeps in memory
 * that the server accepts only to enter contests, when it stops working, and the login it belongs to (shown as
 * "Signed in as …"), and the handles it may enter with (the entry form's choice). Nothing else of the account.
 */
export const embedSignInResponse = /* @__PURE__ */ results({
  data: z.object({ token: z.string(), expiresAt: isoDate, username: z.string(), handles: z.array(entryHandle) }),
});
export type EmbedSignInResponse = z.infer<typeof embedSignInResponse>;
