import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/open.ts';
import { files } from '../db/schema.ts';
import type { Storage } from '../plugins/storage.ts';
import type { FileRow } from './file-rules.ts';

// A stored file's life after its upload: a row retired with the reference that dropped it, its object removed
// after the commit, and a replaced file swapped out under its owner's lock (lib/uploads.ts receives them).

/**
 * Soft-deletes the live rows `where` selects, in the caller's transaction (the one that drops their reference), and
 * returns them: remove their objects with `purgeObjects` after the commit (never before: a rollback keeps them).
 */
export async function retireFiles(tx: Db | Tx, where: SQL | undefined): Promise<FileRow[]> {
  return tx
    .update(files)
    .set({ deletedAt: sql`now()` })
    .where(and(where, isNull(files.deletedAt)))
    .returning();
}

/**
 * Removes the objects of deleted rows and marks them purged. A failure is logged, not the caller's: the row stays
 * unpurged and the scheduled clean-up (`jobs/file-cleanup.ts`) removes the object later.
 */
export async function purgeObjects(db: Db, storage: Storage, rows: FileRow[], log: FastifyBaseLogger): Promise<void> {
  for (const row of rows) {
    try {
      await storage.delete(row.storageKey);
      await db.update(files).set({ purgedAt: sql`now()` }).where(eq(files.id, row.id));
    } catch (err) {
      log.error({ err, file: row.id }, 'could not remove a replaced file; the clean-up will');
    }
  }
}

/**
 * Runs `swap` in one transaction (lock the owning row, change its reference, `retireFiles` what it no longer
 * references) and removes the retired rows' objects after the commit. Returns what `swap` returned.
 */
export async function swapFiles<T>(db: Db, storage: Storage, log: FastifyBaseLogger, swap: (tx: Tx) => Promise<{ result: T; retired: FileRow[] }>): Promise<T> {
  const { result, retired } = await db.transaction(swap);
  await purgeObjects(db, storage, retired, log);
  return result;
}

/**
 * Soft-deletes the row (`deleted_at`, so references keep a trace) and removes the object. Idempotent: calling it
 * again after a failed removal retries the removal. Call it after the transaction that drops the reference commits.
 */
export async function deleteFile(db: Db | Tx, storage: Storage, fileId: number): Promise<FileRow | null> {
  const [row] = await db
    .update(files)
    .set({ deletedAt: sql`coalesce(${files.deletedAt}, now())` })
    .where(eq(files.id, fileId))
    .returning();
  if (!row) return null;
  await storage.delete(row.storageKey);
  await db.update(files).set({ purgedAt: sql`now()` }).where(eq(files.id, fileId));
  return row;
}
