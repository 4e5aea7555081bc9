import { sql } from 'drizzle-orm';
import type { Tx } from '../db/open.ts';
import { organisationMembers, organisations } from '../db/schema.ts';
import type { DemoIds } from './identity.ts';

export interface DemoOrganisations {
  nightshade: number;
  lumen: number;
  summit: number;
  campusfit: number;
}

const demo = {
  nightshade: { name: 'Nightshade Records', slug: 'nightshade-records', website: 'https://nightshade.example.com', contactEmail: 'label@chorus.test' },
  lumen: { name: 'Lumen Skin', slug: 'lumen-skin', website: 'https://lumenskin.example.com', contactEmail: 'brand@chorus.test' },
  // Two more brands that run their own campaigns (issue 22): the studio shows each organisation only its own.
  summit: { name: 'Summit Sips', slug: 'summit-sips', website: 'https://summitsips.example.com', contactEmail: 'trailhead@clients.chorus.test' },
  campusfit: { name: 'CampusFit', slug: 'campusfit', website: 'https://campusfit.example.com', contactEmail: 'campusfit@clients.chorus.test' },
} as const;

/**
 * The demo's organisations and their members (issue 21). Kept by slug across a reset (rows made in them since stay
 * theirs); members go with the demo people. Seeded before contests and campaigns, which are assigned by name (the
 * campaigns' brand name: Lumen Skin, Summit Sips and CampusFit each own theirs).
 */
export async function seedOrganisations(tx: Tx, ids: DemoIds): Promise<DemoOrganisations> {
  const made = {} as DemoOrganisations;
  for (const [key, o] of Object.entries(demo) as [keyof DemoOrganisations, (typeof demo)[keyof DemoOrganisations]][]) {
    const [row] = await tx
      .insert(organisations)
      .values({ ...o, status: 'approved', allowedOrigins: [o.website] })
      .onConflictDoUpdate({ target: organisations.slug, set: { name: sql`excluded.name`, status: 'approved' } })
      .returning({ id: organisations.id });
    made[key] = row!.id;
  }
  await tx.insert(organisationMembers).values([
    { organisationId: made.nightshade, contactId: ids.rae, role: 'owner' },
    { organisationId: made.nightshade, contactId: ids.kit, role: 'editor' },
    { organisationId: made.lumen, contactId: ids.priscilla, role: 'owner' },
  ]);
  return made;
}
