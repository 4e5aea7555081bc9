import { like, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import type { Storage } from '../plugins/storage.ts';
import { competitions, contacts } from '../db/schema.ts';
import { removeDemoCampaigns, seedCampaigns } from './campaigns.ts';
import { seedContests } from './contests.ts';
import { removeDemoIdentity, seedIdentity } from './identity.ts';
import { removeDemoOpportunities, seedOpportunities } from './opportunities.ts';
import { seedOrganisations } from './organisations.ts';
import { removeDemoLife, seedLife } from './life.ts';

/** The demo creator's confirmed payment email (seeded with the contests); campaign payments marked paid went to it. */
const DEMO_PAYMENT_EMAIL = 'maya.lopez.pay@chorus.test';

/** Loads the demo data in one transaction: all of it or none. Later features add their parts here. */
export async function seedDemo(db: Db, { reset = false, storage }: { reset?: boolean; storage?: Storage } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    if (reset) {
      await removeDemoOpportunities(tx);
      await removeDemoCampaigns(tx);
      await removeDemoIdentity(tx);
      await removeDemoLife(tx);
      // Demo contests are recognised by their covers; entries, leaderboards and payments cascade.
      await tx.delete(competitions).where(like(competitions.image, '/demo/covers/%'));
    }
    const ids = await seedIdentity(tx);
    const orgs = await seedOrganisations(tx, ids);
    await seedContests(tx, ids, orgs);
    // With storage, contract campaigns get a contract file to download (`npm run seed` passes none: messages only).
    await seedCampaigns(tx, ids, { paymentEmail: DEMO_PAYMENT_EMAIL, storage });
    await seedOpportunities(tx, ids);
    await seedLife(tx, ids);
  });
  // Fresh statistics after a bulk load (PGlite runs no autovacuum to gather them), for the product's tables: a plain
  // `analyze` reads every system catalog too, twice the time on PGlite.
  await db.execute(sql`do $$ begin execute (select 'analyze ' || string_agg(format('%I', tablename), ', ') from pg_tables where schemaname = 'public'); end $$`);
}

/** First start of an empty database: load the demo data. Returns whether it did. */
export async function seedDemoIfEmpty(db: Db, opts: { storage?: Storage } = {}): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(contacts);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db, opts);
  return true;
}
