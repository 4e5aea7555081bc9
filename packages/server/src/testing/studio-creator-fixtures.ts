import { eq } from 'drizzle-orm';
import type { CampaignInput } from '@chorus/core';
import type { Db } from '../db/open.ts';
import { campaigns, contactPlatforms } from '../db/schema.ts';
import { makeCampaign } from './campaign-admin-factories.ts';
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
