import * as z from 'zod/mini';
import { NOTIFICATION_KINDS } from '../rules/notification-preferences.ts';
import { results } from './wire.ts';

/** One kind of notification and whether it goes to the app and by mail. */
export const notificationPreference = /* @__PURE__ */ z.object({
  Kind: z.enum(NOTIFICATION_KINDS),
  Label: z.string(),
  Description: z.string(),
  App: z.boolean(),
  Mail: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreference>;

/** GET and PUT /creatorapi/notification-preferences: every kind, in the catalogue's order. */
export const notificationPreferencesResponse = /* @__PURE__ */ results({ NotificationPreferences: z.array(notificationPreference) });
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponse>;

/** GET and POST /publicapi/unsubscribe: the kind the link turns off (its mail channel), and whether it is off now. */
export const unsubscribeResponse = /* @__PURE__ */ results({
  Kind: z.enum(NOTIFICATION_KINDS),
  Label: z.string(),
  Description: z.string(),
  Unsubscribed: z.boolean(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>;
