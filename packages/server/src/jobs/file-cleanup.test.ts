import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { files, jobClaims } from '../db/schema.ts';
import { diskStorage, s3Storage, type Storage } from '../plugins/storage.ts';
import { createTestApp, dbKinds, type TestApp } from '../testing/app.ts';
import { makeContact } from '../testing/factories.ts';
import { startTestS3, type TestS3 } from '../testing/s3.ts';
import { claimRound, cleanUpFiles } from './file-cleanup.ts';

const HOUR = 3_600_000;
const content = Buffer.from('%PDF-1.4 clean-up test');

describe.each(dbKinds)('files clean-up on %s', (kind) => {
  let t: TestApp;
  let s3: TestS3;
  let diskRoot: string;
  const drivers: { name: 'disk' | 's3'; storage: Storage }[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind);
    s3 = await startTestS3();
    diskRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'chorus-cleanup-'));
    drivers.push({ name: 'disk', storage: diskStorage(diskRoot) }, { name: 's3', storage: s3Storage(s3.config) });
  });
  afterAll(async () => {
    for (const d of drivers) await d.storage.close();
    await s3.close();
    fs.rmSync(diskRoot, { recursive: true, force: true });
    await t.close();
  });

  const put = (storage: Storage, key: string) => storage.put(key, Readable.from([content]), 'application/pdf');
  const exists = async (storage: Storage, key: string) => {
    try {
      (await storage.get(key)).body.destroy();
      return true;
    } catch {
      return false;
    }
  };
  /** A row (live, or deleted and not purged) with its object, as an upload and a later delete leave it. */
  async function stored(storage: Storage, ownerContactId: number, deleted: boolean) {
    const key = `tax/${randomUUID()}`;
    await put(storage, key);
    const [row] = await t.db
      .insert(files)
      .values({ ownerContactId, kind: 'tax', storageKey: key, contentType: 'application/pdf', sizeBytes: content.length, originalName: 'w9.pdf', ...(deleted && { deletedAt: sql`now()` }) })
      .returning();
    return row!;
  }

  for (const driver of ['disk', 's3'] as const) {
    it(`removes the objects of deleted rows and objects no row knows, keeps live ones (${driver})`, async () => {
      const { storage } = drivers.find((d) => d.name === driver)!;
      const owner = await makeContact(t.db, { login: false });
      const live = await stored(storage, owner.id, false);
      const deleted = await Promise.all([1, 2, 3].map(() => stored(storage, owner.id, true)));
      const orphan = `photo/${randomUUID()}`;
      await put(storage, orphan);
      // Not ours (no kind prefix): never touched, whatever its age.
      const foreign = 'backups/keep-me';
      await put(storage, foreign);

      // An orphan younger than the bound may be an upload about to insert its row: kept.
      const first = await cleanUpFiles(t.db, storage, { partialAgeMs: HOUR, orphanAgeMs: HOUR, log: { error: vi.fn() } });
      expect(first.purged).toBeGreaterThanOrEqual(3);
      expect(first.orphans).toBe(0);
      expect(await exists(storage, orphan)).toBe(true);
      for (const d of deleted) expect(await exists(storage, d.storageKey)).toBe(false);
      const rows = await t.db.select().from(files).where(inArray(files.id, deleted.map((d) => d.id)));
      expect(rows.every((r) => r.purgedAt instanceof Date)).toBe(true);

      // Past the bound (0 here), two nodes' rounds at once: the orphan goes, the live file and the foreign key stay.
      const log = { error: vi.fn() };
      const both = await Promise.all([1, 2].map(() => cleanUpFiles(t.db, storage, { partialAgeMs: HOUR, orphanAgeMs: 0, log })));
      expect(both.reduce((n, r) => n + r.orphans, 0)).toBeGreaterThanOrEqual(1);
      expect(log.error).not.toHaveBeenCalled();
      expect(await exists(storage, orphan)).toBe(false);
      expect(await exists(storage, live.storageKey)).toBe(true);
      expect(await exists(storage, foreign)).toBe(true);
      const [still] = await t.db.select().from(files).where(eq(files.id, live.id));
      expect(still).toMatchObject({ deletedAt: null, purgedAt: null });
      await storage.delete(foreign);
    });
  }

  it('removes .partial files a crash left once they are older than the bound (disk), keeping fresh ones', async () => {
    const storage = drivers.find((d) => d.name === 'disk')!.storage;
    const partialDir = path.join(diskRoot, '.partial');
    fs.mkdirSync(partialDir, { recursive: true });
    const old = path.join(partialDir, 'killed-upload');
    const fresh = path.join(partialDir, 'in-progress');
    fs.writeFileSync(old, 'half');
    fs.writeFileSync(fresh, 'half');
    const past = new Date(Date.now() - 2 * HOUR);
    fs.utimesSync(old, past, past);
    const r = await cleanUpFiles(t.db, storage, { partialAgeMs: HOUR, orphanAgeMs: HOUR });
    expect(r.partials).toBe(1);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    // The partial directory is not listed as objects.
    for await (const o of storage.list()) expect(o.key.startsWith('.partial')).toBe(false);
    fs.rmSync(fresh);
  });

  it('gives each round to one node: parallel claims, one winner; free again once the claim ends', async () => {
    const name = `test-${randomUUID()}`;
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimRound(t.db, name, HOUR)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimRound(t.db, name, HOUR)).toBe(false);
    // The claim runs out (as if the hour had passed).
    await t.db.update(jobClaims).set({ until: sql`now() - interval '1 second'` }).where(eq(jobClaims.name, name));
    expect(await claimRound(t.db, name, HOUR)).toBe(true);
  });
});

describe.each(dbKinds)('the app runs the files clean-up on a schedule on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { FILE_CLEANUP_MINUTES: '0.1' });
  });
  afterAll(() => t.close());

  it('removes the object of a deleted row left unpurged, once listening', async () => {
    const storage = diskStorage(path.join(t.config.dataDir, 'uploads'));
    const owner = await makeContact(t.db, { login: false });
    const key = `tax/${randomUUID()}`;
    await storage.put(key, Readable.from([content]), 'application/pdf');
    const [row] = await t.db
      .insert(files)
      .values({ ownerContactId: owner.id, kind: 'tax', storageKey: key, contentType: 'application/pdf', sizeBytes: content.length, originalName: 'w9.pdf', deletedAt: sql`now()` })
      .returning();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await vi.waitFor(
      async () => {
        const [now] = await t.db.select().from(files).where(eq(files.id, row!.id));
        expect(now!.purgedAt).toBeInstanceOf(Date);
      },
      { timeout: 60_000, interval: 100 },
    );
    await expect(storage.get(key)).rejects.toThrow();
  });
});
