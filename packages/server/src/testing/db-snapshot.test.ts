import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, countries } from '../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from './app.ts';
import { changedTables, dbFingerprint } from './db-snapshot.ts';
import { makeContact } from './factories.ts';

describe.each(dbKinds)('database fingerprint on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('is stable while nothing changes, and names the table of any insert, update or delete', async () => {
    const start = await dbFingerprint(t.db);
    expect(Object.keys(start)).toEqual(expect.arrayContaining(['contacts', 'sessions', 'competitions', 'posts', 'countries']));
    expect(changedTables(start, await dbFingerprint(t.db))).toEqual([]);

    const c = await makeContact(t.db, { login: false });
    const inserted = await dbFingerprint(t.db);
    expect(changedTables(start, inserted)).toEqual(['contacts']);

    await t.db.update(contacts).set({ city: 'Nashville' }).where(eq(contacts.id, c.id));
    const updated = await dbFingerprint(t.db);
    expect(changedTables(inserted, updated)).toEqual(['contacts']);

    await t.db.delete(contacts).where(eq(contacts.id, c.id));
    expect(changedTables(updated, await dbFingerprint(t.db))).toEqual(['contacts']);

    // Lookup tables are covered too.
    const before = await dbFingerprint(t.db);
    const [country] = await t.db.select().from(countries).limit(1);
    await t.db.update(countries).set({ name: `${country!.name}!` }).where(eq(countries.id, country!.id));
    expect(changedTables(before, await dbFingerprint(t.db))).toEqual(['countries']);
  });

  it('names no table for a write rolled back, nor for an update that leaves every value as it was', async () => {
    const c = await makeContact(t.db, { login: false });
    const before = await dbFingerprint(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(contacts).set({ city: 'Memphis' }).where(eq(contacts.id, c.id));
        tx.rollback();
      }),
    ).rejects.toThrow();
    const [row] = await t.db.select({ city: contacts.city }).from(contacts).where(eq(contacts.id, c.id));
    await t.db.update(contacts).set({ city: row!.city }).where(eq(contacts.id, c.id));
    expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
    // And a real change after them is still seen.
    await t.db.update(contacts).set({ city: 'Memphis' }).where(eq(contacts.id, c.id));
    expect(changedTables(before, await dbFingerprint(t.db))).toEqual(['contacts']);
  });
});
