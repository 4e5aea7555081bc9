import * as z from 'zod';
import { NOTIFICATION_KINDS, notificationPreferenceMessages as m } from '../rules/notification-preferences.ts';

const kind = z.enum(NOTIFICATION_KINDS, { error: m.badKind });

/** PUT /creatorapi/notification-preferences: the kinds to change (others keep their setting), each once. */
export const notificationPreferencesBody = z.object({
  NotificationPreferences: z
    .array(z.object({ Kind: kind, App: z.boolean(), Mail: z.boolean() }))
    .min(1)
    .max(NOTIFICATION_KINDS.length)
    .refine((list) => new Set(list.map((p) => p.Kind)).size === list.length, m.duplicateKind),
});
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBody>;

/** The signed token of an unsubscribe link (`token`, so the logs hide it). */
const unsubscribeToken = z.string({ error: m.badToken }).min(1, m.badToken).max(200, m.badToken);
export const unsubscribeQuery = z.object({ token: unsubscribeToken });

/**
 * POST /publicapi/unsubscribe: a mail client's one-click POST (RFC 8058) sends `List-Unsubscribe=One-Click`
 * form-encoded with the token in the query; the portal's page may send the token in a JSON body instead.
 */
export const unsubscribeQueryOptional = z.object({ token: unsubscribeToken.optional() });
export const unsubscribeBody = z.object({ token: unsubscribeToken.optional(), 'List-Unsubscribe': z.literal('One-Click').optional() }).optional();
