import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signalsOf } from '@chorus/core';
import { createTestApp, dbKinds, type TestApp } from '../testing/app.ts';
import { makeContact } from '../testing/factories.ts';
import { makeOrganisation, orgContest } from '../testing/org-fixtures.ts';
import { contacts, posts } from './schema.ts';

/** Migration 0027's backfills (the signals rows from before already show), run again on rows stored without them. */
const migration = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations/0027_moderation.sql'), 'utf8');
const backfills = migration
  .split('--> statement-breakpoint')
  .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
  .filter((s) => s.startsWith('UPDATE "posts"'));

describe.each(dbKinds)('migration 0027 (moderation signals) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('raises the same post, shared email and new account on entries stored before, and nothing on the others', async () => {
    expect(backfills).toHaveLength(3);
    const org = await makeOrganisation(t.db);
    const [a, b] = [await orgContest(t.db, org), await orgContest(t.db, org)];
    const elsewhere = await orgContest(t.db, await makeOrganisation(t.db));
    const fresh = await makeContact(t.db);
    const old = await makeContact(t.db);
    await t.db.update(contacts).set({ createdAt: sql`now() - interval '2 days'` }).where(eq(contacts.id, old.id));
    const rows = await t.db
      .insert(posts)
      .values([
        { contestId: a.id, email: 'one@x.test', creator: 'one', postKey: 'tiktok:1' },
        { contestId: b.id, email: 'two@x.test', creator: 'two', postKey: 'tiktok:1' },
        { contestId: elsewhere.id, email: 'three@x.test', creator: 'three', postKey: 'tiktok:2' },
        { contestId: a.id, email: 'shared@x.test', creator: 'four', postKey: 'tiktok:3' },
        { contestId: a.id, email: 'shared@x.test', creator: 'five', postKey: 'tiktok:4' },
        { contestId: a.id, email: 'fresh@x.test', creator: 'six', postKey: 'tiktok:5', contactId: fresh.id },
        { contestId: a.id, email: 'old@x.test', creator: 'seven', postKey: 'tiktok:6', contactId: old.id },
      ])
      .returning({ id: posts.id });
    const ids = rows.map((r) => r.id);
    await t.db.insert(posts).values({ contestId: elsewhere.id, email: 'x@x.test', creator: 'x', postKey: 'tiktok:6' });
    for (const statement of backfills) await t.db.execute(sql.raw(statement));
    const got = await t.db.select({ signals: posts.signals, unflagged: posts.unflagged }).from(posts).where(inArray(posts.id, ids)).orderBy(asc(posts.id));
    expect(got.map((r) => signalsOf(r.signals))).toEqual([['samePost'], ['samePost'], [], ['sharedEmail'], ['sharedEmail'], ['newAccount'], []]);
    expect(got.map((r) => r.unflagged)).toEqual([false, false, true, false, false, false, true]);
  });
});
