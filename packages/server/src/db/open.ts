import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { syncLookups } from './lookups.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

/**
 * Two processes on one PGlite directory silently corrupt it (DESIGN §9), so the data dir holds a lock file
 * with the owner's pid, created with O_EXCL. A lock left by a dead process is taken over.
 */
function acquireLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'chorus.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => fs.rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `The data directory ${dataDir} is in use by another Chorus process (pid ${pid}). ` +
            'Stop that process, or set DATA_DIR to another directory (or DATABASE_URL to use PostgreSQL).',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Opens PostgreSQL when a URL is given, else embedded PGlite in `dataDir`; runs migrations and syncs lookups. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  let database: Database;
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client dropped by the server (restart, failover) must not crash the process; the pool replaces it.
    pool.on('error', (err) => console.warn(`PostgreSQL idle client error: ${err.message}`));
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder });
    database = { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  } else {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    const release = acquireLock(opts.dataDir);
    try {
      const { PGlite } = await import('@electric-sql/pglite');
      const { drizzle } = await import('drizzle-orm/pglite');
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      const client = await PGlite.create(path.join(opts.dataDir, 'pgdata'));
      const db = drizzle({ client, schema });
      await migrate(db, { migrationsFolder });
      database = {
        db: db as unknown as Db,
        kind: 'pglite',
        close: async () => {
          await client.close();
          release();
        },
      };
    } catch (err) {
      release();
      throw err;
    }
  }
  await syncLookups(database.db);
  return database;
}
