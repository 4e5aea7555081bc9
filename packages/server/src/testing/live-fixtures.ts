import type { Db } from '../db/open.ts';
import { notify } from '../repositories/notifications.ts';

/** What the fuzz needs for the notification and chat calls (made once per operation, like the other fixtures). */
export interface LiveFuzzFixtures {
  /** A campaign offer of the organiser's own contact, and its conversation. */
  offerId: number;
  conversationId: string;
  /** A notification of the organiser's own (the fuzz sends as the organiser). */
  notificationId: number;
  /** A contact to notify. */
  contactId: number;
}

export async function liveFuzzFixtures(db: Db, adminId: number, contactId: number): Promise<LiveFuzzFixtures> {
  const notificationId = (await notify(db, adminId, { subject: 'Fuzz', message: '<p>Fuzz</p>' }))!;
  return { notificationId, contactId, ...(await chatOfferFor(db, contactId)) };
}

export const validLiveQueries: Record<string, (fx: { live: LiveFuzzFixtures }) => Record<string, string>> = {
  'POST /creatorapi/message': (fx) => ({ messageId: String(fx.live.notificationId) }),
  'GET /creatorapi/events': () => ({ lastEventId: '0.0' }),
};

export const validLiveBodies: Record<string, (fx: { live: LiveFuzzFixtures }) => object> = {
  'POST /adminapi/notifications': (fx) => ({ contactId: fx.live.contactId, subject: 'Hello', message: '<p>Hello</p>' }),
  'POST /creatorapi/chat/conversations/{id}/messages': () => ({ text: 'Hello https://example.test' }),
  'POST /adminapi/chat/conversations/{id}/messages': () => ({ text: 'Hello' }),
  'POST /adminapi/chat/offers/{offerId}/messages': () => ({ text: 'Hello' }),
};

/** Valid path values of the chat calls, or undefined for other paths. */
export function livePathValue(path: string, fx: { live: LiveFuzzFixtures }): string | undefined {
  if (path.includes('/chat/offers/')) return String(fx.live.offerId);
  if (path.includes('/chat/conversations/')) return fx.live.conversationId;
  return undefined;
}

/** A campaign offer of `contactId` and its conversation id (for chat rows and fuzz paths). */
export async function chatOfferFor(db: Db, contactId: number): Promise<{ offerId: number; conversationId: string }> {
  const { makeCampaign, makeHandle, makeOffer } = await import('./campaign-admin-factories.ts');
  const { campaignConversationId } = await import('../repositories/chat.ts');
  const campaign = await makeCampaign(db, { title: 'Chat fixture' });
  const handle = await makeHandle(db, contactId);
  const offerId = await makeOffer(db, { campaignId: campaign.id, contactId, contactPlatformId: handle.id });
  return { offerId, conversationId: campaignConversationId(campaign.id, contactId) };
}
