import { sql } from 'drizzle-orm';
import type { Tx } from '../db/open.ts';
import { organisationMembers, organisations } from '../db/schema.ts';
import type { DemoIds } from './identity.ts';

export interface DemoOrganisations {
  nightshade: number;
  lumen: number;
}

const demo = {
  nightshade: { name: 'Nightshade Records', slug: 'nightshade-records', website: 'https://nightshade.example.com', contactEmail: 'label@chorus.test' },
  lumen: { name: 'Lumen Skin', slug: 'lumen-skin', website: 'https://lumenskin.example.com', contactEmail: 'brand@chorus.test' },
} as const;

/**
 * The demo's organisations and their members (issue 21). Kept by slug across a reset (rows made in them since stay
 * theirs); members go with the demo people. Seeded before contests and campaigns, which are assigned by name.
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
