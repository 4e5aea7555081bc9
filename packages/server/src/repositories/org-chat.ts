import { and, asc, eq, inArray } from 'drizzle-orm';
import { campaignAdminMessages, effectiveOfferState, type OrgConversation } from '@chorus/core';
import type { Db } from '../db/open.ts';
import { notFound } from '../lib/http.ts';
import { campaigns, contactPlatforms, offers } from '../db/schema.ts';
import { campaignAccess, summaryOf, type Viewer } from './chat.ts';

// The organisation's side of its campaign conversations (issue 22): the same conversations the creators see
// (chat.ts decides who may read and write and keeps the read state), listed for the studio with whose they are.

/**
 * The viewer's organisations' campaign conversations (one campaign's with `campaignId`): one per creator with an
 * offer on the campaign, begun or not, with that offer (the creator's first on it), its handle and state, the last
 * message and the signed-in member's unread count; latest activity first, then newest conversation. A campaign of
 * another organisation is not found (404), as one that does not exist.
 */
export async function listOrgConversations(db: Db, viewer: Viewer, campaignId?: number) {
  const orgs = [...(viewer.organisations ?? []), 0];
  if (campaignId !== undefined) {
    const [c] = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.id, campaignId), inArray(campaigns.organisationId, orgs)));
    if (!c) throw notFound(campaignAdminMessages.campaignNotFound);
  }
  const rows = await db
    .select({
      offerId: offers.id,
      campaignId: offers.campaignId,
      contactId: offers.contactId,
      state: offers.state,
      respondBy: offers.respondBy,
      postBy: offers.postBy,
      contactPlatformId: offers.contactPlatformId,
      handle: contactPlatforms.handle,
      title: campaigns.title,
      organisationId: campaigns.organisationId,
      brandName: campaigns.brandName,
    })
    .from(offers)
    .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .innerJoin(contactPlatforms, eq(contactPlatforms.id, offers.contactPlatformId))
    .where(and(inArray(campaigns.organisationId, orgs), campaignId === undefined ? undefined : eq(offers.campaignId, campaignId)))
    .orderBy(asc(offers.id));
  const now = new Date();
  const seen = new Set<string>();
  const list: OrgConversation[] = [];
  for (const r of rows) {
    const a = campaignAccess({ campaignId: r.campaignId, creatorId: r.contactId, title: r.title, organisationId: r.organisationId, brandName: r.brandName }, 'organiser');
    if (seen.has(a.id)) continue;
    seen.add(a.id);
    list.push({
      ...(await summaryOf(db, a, viewer)),
      CampaignID: r.campaignId,
      ContactID: r.contactId,
      OfferID: r.offerId,
      OfferState: effectiveOfferState(r, now),
      ContactPlatformID: r.contactPlatformId,
      Handle: r.handle,
    });
  }
  list.sort((x, y) => (y.LastMessage?.MessageID ?? 0) - (x.LastMessage?.MessageID ?? 0) || y.OfferID - x.OfferID);
  return { conversations: list, unreadTotal: list.reduce((n, c) => n + c.UnreadCount, 0) };
}
