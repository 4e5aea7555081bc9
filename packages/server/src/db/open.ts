import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { approvalStatuses, countries, declineOptions, genders, platforms, sexualOrientations, states } from '@chorus/core';
import * as schema from './schema.ts';
import { syncLookups } from './lookups.ts';
import { LEGAL, syncPageContent } from '../seed/pages.ts';
import { migrationsFolder } from '../paths.ts';
import { readTemplate } from './template.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` while no other node runs start-up work on this database (migrations, lookups, demo data). */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Two processes on one PGlite directory silently corrupt it (DESIGN §9), so the data dir holds a lock file
 * with the owner's pid and start time, created with O_EXCL. A lock left by a dead process is taken over; so is
 * one whose pid now belongs to another process (pid reuse after a reboot or a crash), told apart by start time.
 */
function acquireLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'chorus.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, `${process.pid} ${processStartTime(process.pid) ?? ''}`.trim());
      fs.closeSync(fd);
      return () => fs.rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const [pidText, started] = fs.readFileSync(lockPath, 'utf8').trim().split(/\s+/);
      const pid = Number(pidText);
      if (pid && pid !== process.pid && isAlive(pid) && (!started || started === processStartTime(pid))) {
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

/** A process's start time in clock ticks since boot (field 22 of /proc/PID/stat), or null where /proc is missing. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

// Any number of nodes may start at once on one PostgreSQL database: one migrates (and seeds) at a time.
const STARTUP_LOCK_KEY = 7_320_114_911;

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite in `dataDir`, a new one made from `template` (the
 * built one unless given; null: from nothing; template.ts); runs migrations, syncs lookups and the pages' content.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; template?: string | null }): Promise<Database> {
  let database: Database;
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // A request waits at most 5 s for a connection, so an outage answers 503 quickly instead of piling up.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // A client dropped by the server (restart, failover, pg_terminate_backend) must not crash the process: the
    // pool covers idle clients, and each client gets its own listener for the time it is checked out. The query
    // in flight fails (a 503 for its request) and the pool replaces the broken client.
    const warn = (err: Error) => console.warn(`PostgreSQL connection error: ${err.message}`);
    pool.on('error', warn);
    pool.on('connect', (client) => client.on('error', warn));
    const db = drizzle({ client: pool, schema });
    const exclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await fn();
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        lockClient.release();
      }
    };
    database = { db: db as unknown as Db, kind: 'postgres', exclusive, close: () => pool.end() };
    await exclusive(() => startUp(database, () => migrate(db, { migrationsFolder })));
  } else {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    const release = acquireLock(opts.dataDir);
    let client: import('@electric-sql/pglite').PGlite | undefined;
    try {
      const { PGlite } = await import('@electric-sql/pglite');
      const { drizzle } = await import('drizzle-orm/pglite');
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      const pgdata = path.join(opts.dataDir, 'pgdata');
      // A new database is written file by file (the template's or initdb's): a mark beside it until it is whole,
      // so one cut short by a crash is made again on the next start instead of failing it for good.
      const unfinished = path.join(opts.dataDir, 'pgdata.unfinished');
      if (fs.existsSync(unfinished)) fs.rmSync(pgdata, { recursive: true, force: true });
      const isNew = !fs.existsSync(pgdata);
      if (isNew) fs.writeFileSync(unfinished, '');
      const template = opts.template !== null && isNew ? readTemplate(opts.template) : null;
      client = await PGlite.create(pgdata, template ? { loadDataDir: template } : {});
      if (isNew) fs.rmSync(unfinished);
      const db = drizzle({ client, schema });
      const opened = client;
      database = {
        db: db as unknown as Db,
        kind: 'pglite',
        // One process per data dir (the lock file), so start-up work is already exclusive.
        exclusive: (fn) => fn(),
        close: async () => {
          await opened.close();
          release();
        },
      };
      await startUp(database, () => migrate(db, { migrationsFolder }));
    } catch (err) {
      await client?.close().catch(() => undefined);
      release();
      throw err;
    }
  }
  return database;
}

/**
 * Migrations, lookups and the pages' content, after one statement that says what is already done: a restart
 * (nothing to do) then costs one query instead of ~15, each the first touch of its table (~0.2-0.5 s on PGlite,
 * issue 13). The lookups' tables carry a hash of core's rows as a table comment, written after they are synced.
 * Any failure of the check (a new database: no migrations table) means: do everything.
 */
async function startUp(database: Database, migrate: () => Promise<unknown>): Promise<void> {
  type State = { migrated: string | null; lookups: string | null; faqs: boolean; legal: Record<string, number> | null };
  const state = await database.db
    .execute(
      sql`select (select max(created_at) from drizzle.__drizzle_migrations)::text as migrated,
        obj_description('countries'::regclass, 'pg_class') as lookups,
        exists(select 1 from faqs) as faqs,
        (select json_object_agg(type, version) from (select type, max(version) as version from legal_documents group by type) v) as legal`,
    )
    .then((r) => (r as unknown as { rows: State[] }).rows[0] ?? null)
    .catch(() => null);
  if (!state || Number(state.migrated) < lastMigration()) {
    await migrate();
  }
  const hash = lookupsHash();
  if (state?.lookups !== `lookups ${hash}`) {
    await syncLookups(database.db);
    await database.db.execute(sql.raw(`comment on table countries is 'lookups ${hash}'`));
  }
  // Product content (FAQ, legal documents) exists in every mode, demo data or not.
  if (!state?.faqs || LEGAL.some((doc) => (state.legal?.[doc.type] ?? 0) < doc.version)) await syncPageContent(database.db);
}

/** The newest migration's timestamp in the journal: what drizzle's migrator compares with the database's. */
function lastMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

/** Core's lookup rows, hashed: a change to any of them (a release) syncs the tables again on the next start. */
function lookupsHash(): string {
  const rows = [genders, sexualOrientations, countries, states, platforms, approvalStatuses, declineOptions];
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16);
}
