import { and, asc, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { fileKinds, files, jobClaims } from '../db/schema.ts';
import { assertKey, type Storage } from '../plugins/storage.ts';

export interface FileCleanupOptions {
  /** `.partial` files (puts a crash cut short) untouched this long are removed. */
  partialAgeMs: number;
  /**
   * Stored objects with no `files` row at all, written this long ago, are removed. An upload inserts its row right
   * after its object is complete, so any bound of minutes leaves live uploads alone; an hour is generous.
   */
  orphanAgeMs: number;
  /** Rows or keys handled per query. */
  batch?: number;
  log?: { error(o: object, m: string): void };
}

export interface FileCleanupResult {
  /** `.partial` files removed. */
  partials: number;
  /** Objects of deleted rows removed (the rows marked purged). */
  purged: number;
  /** Objects with no row removed. */
  orphans: number;
}

const kinds = new Set<string>(fileKinds);
/** Only keys the server makes (`<kind>/<name>`) are ever considered: anything else in the bucket is not ours. */
const isOurs = (key: string) => {
  try {
    assertKey(key);
  } catch {
    return false;
  }
  const [kind, ...rest] = key.split('/');
  return kinds.has(kind!) && rest.length === 1;
};

/**
 * One round of the files clean-up. Every step is idempotent and safe beside another node doing the same (removing
 * an object twice is harmless; a row is marked purged only once its object is gone), so the claim that spaces
 * rounds (`claimRound`) saves work but is not what keeps it correct. A failure on one object is logged and left
 * to the next round.
 */
export async function cleanUpFiles(db: Db, storage: Storage, opts: FileCleanupOptions): Promise<FileCleanupResult> {
  const batch = opts.batch ?? 200;
  const partials = await storage.sweepPartials(opts.partialAgeMs);

  // Deleted rows whose object is still there: a removal that failed, or a node killed after the commit.
  let purged = 0;
  for (let after = 0; ; ) {
    const rows = await db
      .select({ id: files.id, storageKey: files.storageKey })
      .from(files)
      .where(and(isNotNull(files.deletedAt), isNull(files.purgedAt), gt(files.id, after)))
      .orderBy(asc(files.id))
      .limit(batch);
    const done: number[] = [];
    for (const row of rows) {
      try {
        await storage.delete(row.storageKey);
        done.push(row.id);
      } catch (err) {
        opts.log?.error({ err, file: row.id }, 'files clean-up: could not remove a deleted file');
      }
    }
    if (done.length) await db.update(files).set({ purgedAt: sql`now()` }).where(inArray(files.id, done));
    purged += done.length;
    if (rows.length < batch) break;
    after = rows[rows.length - 1]!.id;
  }

  // Objects no row knows (a crash between a put and its row, a request's clean-up cut short), old enough that no
  // upload in flight can still be about to insert its row.
  let orphans = 0;
  const before = Date.now() - opts.orphanAgeMs;
  let pending: string[] = [];
  const flush = async () => {
    const keys = pending;
    pending = [];
    if (!keys.length) return;
    const known = new Set(
      (await db.select({ key: files.storageKey }).from(files).where(inArray(files.storageKey, keys))).map((r) => r.key),
    );
    for (const key of keys) {
      if (known.has(key)) continue;
      try {
        await storage.delete(key);
        orphans++;
      } catch (err) {
        opts.log?.error({ err, key }, 'files clean-up: could not remove an object with no row');
      }
    }
  };
  for await (const object of storage.list()) {
    if (object.modifiedAt.getTime() >= before || !isOurs(object.key)) continue;
    pending.push(object.key);
    if (pending.length >= batch) await flush();
  }
  await flush();
  return { partials, purged, orphans };
}

/**
 * Claims this round of job `name` for `ms` across nodes: true for the one node whose claim moved the end forward,
 * false while another's claim holds. No lock or transaction stays open while the round runs.
 */
export async function claimRound(db: Db, name: string, ms: number): Promise<boolean> {
  const until = sql`now() + ${`${ms} milliseconds`}::interval`;
  const got = await db
    .insert(jobClaims)
    .values({ name, until })
    .onConflictDoUpdate({ target: jobClaims.name, set: { until }, setWhere: sql`${jobClaims.until} <= now()` })
    .returning({ name: jobClaims.name });
  return got.length > 0;
}
