import { sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { contacts } from '../db/schema.ts';
import { removeDemoIdentity, seedIdentity } from './identity.ts';

/** Loads the demo data in one transaction: all of it or none. Later features add their parts here. */
export async function seedDemo(db: Db, { reset = false } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    if (reset) await removeDemoIdentity(tx);
    await seedIdentity(tx);
  });
}

/** First start of an empty database: load the demo data. Returns whether it did. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(contacts);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db);
  return true;
}
