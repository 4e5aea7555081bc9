// What a contact is told of, by kind, and on which channel (issue 24): every kind starts on, on both channels.
// Mail about the account itself (sign-in, password, confirmations, the payment email, invitations to an
// organisation) is not a kind: it always goes, and carries no unsubscribe.

export const NOTIFICATION_KINDS = ['offers', 'reminders', 'payments', 'contests', 'news'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['app', 'mail'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Each kind's label and one line saying what it covers (Account Settings, the unsubscribe page). */
export const notificationKinds: Record<NotificationKind, { label: string; description: string }> = {
  offers: { label: 'Campaign offers', description: 'New invitations and every answer from the brand on your offers.' },
  reminders: { label: 'Deadline reminders', description: 'A reminder about 12 hours before an offer or a post is due.' },
  payments: { label: 'Payments', description: 'Payments verified (To Be Paid), payments sent, and reminders to add a payment email.' },
  contests: { label: 'Contests', description: 'Your contest entries and the prizes you win.' },
  news: { label: 'News from Chorus', description: 'Announcements the Chorus team sends to creators.' },
};

export const notificationChannelLabels: Record<NotificationChannel, string> = { app: 'In the app', mail: 'By email' };

export const notificationPreferenceMessages = {
  saved: 'Your notification settings are saved.',
  badKind: 'Choose one of the kinds of notification listed.',
  duplicateKind: 'Each kind of notification may be listed once.',
  badToken: 'This unsubscribe link is not valid. Open the newest email from us, or change your notification settings under Account Settings.',
  unsubscribed: (label: string) => `You will no longer get emails about ${label.toLowerCase()}. You can turn them back on under Account Settings.`,
} as const;
