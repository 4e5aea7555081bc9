import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postKey } from '@chorus/core';
import { createTestApp, dbKinds, type TestApp } from '../testing/app.ts';
import { makeContest } from '../testing/factories.ts';
import { posts } from './schema.ts';

/** Migration 0023's backfill, run again on rows stored without a key (as every row was before it). */
const migration = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations/0023_post_keys.sql'), 'utf8');
const backfill = migration.split('--> statement-breakpoint').find((s) => s.trim().startsWith('UPDATE "posts"'))!;

// Links as entries stored them, in every form the old rule (link_key) told apart.
const LINKS = [
  'https://www.tiktok.com/@maya.moves/video/7311000000000000001?is_from_webapp=1&sender_device=pc',
  'https://m.tiktok.com/@Maya.Moves/VIDEO/7311000000000000002/#c',
  'https://www.tiktok.com/embed/v2/7311000000000000003',
  'https://www.tiktok.com/embed/7311000000000000004?lang=en',
  'https://m.tiktok.com/v/7311000000000000005.html?u_code=x',
  'https://www.tiktok.com/player/v1/7311000000000000006',
  'https://www.tiktok.com/@maya.moves/photo/7311000000000000007',
  'https://vm.tiktok.com/ZMabC123/',
  'https://vt.tiktok.com/ZSxYz789',
  'https://www.tiktok.com/t/ZTRabc12/',
  'https://www.tiktok.com/@maya.moves',
  'https://youtu.be/dQw4w9WgXcQ?si=AbCdEf123',
  'https://www.youtube.com/watch?feature=share&v=eQw4w9WgXcQ&t=42s',
  'https://m.youtube.com/shorts/fQw4w9WgXcQ/',
  'https://music.youtube.com/watch?v=gQw4w9WgXcQ&list=RD',
  'https://www.youtube.com/live/hQw4w9WgXcQ?feature=share',
  'https://www.youtube.com/embed/iQw4w9WgXcQ',
  'https://WWW.YOUTUBE.COM/Shorts/jQw4w9WgXcQ',
  'https://www.youtube.com/@chorus',
  'https://www.instagram.com/reel/C1a2B3c4D5e/?igsh=MXRwZ2Vh',
  'https://www.instagram.com/maya.moves/p/D1a2B3c4D5e/?img_index=1',
  'https://instagram.com/reels/E1a2B3c4D5e',
  'https://www.instagram.com/tv/F1a2B3c4D5e',
  'https://www.instagram.com/share/reel/BAabc123',
  'https://www.capcut.com/template-detail/my-dance/7311000000000000777?share=1',
  'https://www.capcut.com/t/Zs8abcDEF/',
  'https://capcut.com//t//Zs9abcDEF?utm_source=x',
];

describe.each(dbKinds)('migration 0023 (post keys) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('backfills every stored link with the key postKey gives it', async () => {
    const c = await makeContest(t.db, { kind: 'quick' });
    await t.db.insert(posts).values(LINKS.map((link, i) => ({ contestId: c.id, email: `f${i}@x.test`, creator: `f${i}`, link })));
    await t.db.execute(sql.raw(backfill));
    const rows = await t.db.select({ link: posts.link, key: posts.postKey }).from(posts).where(eq(posts.contestId, c.id)).orderBy(asc(posts.id));
    expect(rows).toEqual(LINKS.map((link) => ({ link, key: postKey(link) })));
  });

  it('leaves the later of two live entries of one post without a key, so the unique index holds; deleted ones keep theirs', async () => {
    const c = await makeContest(t.db, { kind: 'quick' });
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    const [first, later, deleted] = await t.db
      .insert(posts)
      .values([
        { contestId: c.id, email: 'a@x.test', creator: 'a', link: 'https://www.tiktok.com/@a/video/7311000000000000901', createdAt: at(1) },
        { contestId: c.id, email: 'b@x.test', creator: 'b', link: 'https://www.tiktok.com/@b/video/7311000000000000901', createdAt: at(2) },
        { contestId: c.id, email: 'c@x.test', creator: 'c', link: 'https://www.tiktok.com/embed/v2/7311000000000000901', createdAt: at(3), deletedAt: at(4) },
      ])
      .returning({ id: posts.id });
    await t.db.execute(sql.raw(backfill));
    const keyOf = async (id: number) => (await t.db.select({ key: posts.postKey }).from(posts).where(eq(posts.id, id)))[0]!.key;
    expect(await keyOf(first!.id)).toBe('tiktok:7311000000000000901');
    expect(await keyOf(later!.id)).toBeNull();
    expect(await keyOf(deleted!.id)).toBe('tiktok:7311000000000000901');
  });
});
