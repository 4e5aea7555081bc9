import { eq } from 'drizzle-orm';
import type { CampaignInput } from '@chorus/core';
import type { Db } from '../db/open.ts';
import { campaigns, contactPlatforms } from '../db/schema.ts';
import { campaignConversationId, sendMessage } from '../repositories/chat.ts';
import { makeCampaign, makeOffer } from './campaign-admin-factories.ts';
import { makeContact, type MadeContact } from './factories.ts';
import type { MadeOrganisation } from './org-fixtures.ts';

// Fixtures of the studio's creator search and organisation chat (issue 22).

let seq = 0;

/** A campaign of the organisation under its name as the brand (no draft unless asked: offers complete in two steps). */
export async function orgCampaign(db: Db, org: MadeOrganisation, input: Partial<CampaignInput> = {}) {
  const c = await makeCampaign(db, { brandName: org.name, draftRequired: false, ...input });
  await db.update(campaigns).set({ organisationId: org.id }).where(eq(campaigns.id, c.id));
  return { ...c, organisationId: org.id };
}

export interface MadeCreator extends MadeContact {
  handleId: number;
  handle: string;
}

/** A creator (approved unless told) with one handle named `handle` and its numbers. */
export async function creatorWithHandle(
  db: Db,
  handle: string,
  h: Partial<Pick<typeof contactPlatforms.$inferInsert, 'platformId' | 'followers' | 'songRateCents' | 'brandRateCents'>> = {},
  contact: Parameters<typeof makeContact>[1] = {},
): Promise<MadeCreator> {
  const c = await makeContact(db, { firstName: `Fc${++seq}`, ...contact });
  const [row] = await db
    .insert(contactPlatforms)
    .values({ contactId: c.id, platformId: 4, handle, followers: 1000, songRateCents: 10_000, brandRateCents: 20_000, ...h })
    .returning({ id: contactPlatforms.id });
  return { ...c, handleId: row!.id, handle };
}

/** A conversation of one of the organisation's campaigns: a creator's offer on it, with the creator's first message. */
export async function orgConversationIn(db: Db, org: MadeOrganisation): Promise<string> {
  const campaign = await orgCampaign(db, org);
  const creator = await creatorWithHandle(db, `talk${++seq}${Math.random().toString(36).slice(2, 7)}`);
  await makeOffer(db, { campaignId: campaign.id, contactId: creator.id, contactPlatformId: creator.handleId });
  const id = campaignConversationId(campaign.id, creator.id);
  await sendMessage(db, { contactId: creator.id, isAdmin: false }, id, 'Hello!');
  return id;
}
