import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';

/** A fingerprint of every application table: table name → row count and a hash of its rows. */
export type DbFingerprint = Record<string, string>;

const ready = new WeakMap<Db, Promise<void>>();
/** Per database, the last fingerprint computed and the write count it was computed at. */
const last = new WeakMap<Db, { writes: string; fingerprint: DbFingerprint }>();

// Both drivers (node-postgres and PGlite) answer `execute` with `{ rows }`; the shared Db type leaves it unknown.
const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Creates `chorus_test.fingerprint()` in the test database: one row per base table of the public schema, with
 * its row count and the sum of a 64-bit hash of each row's text. A sum needs no sort and depends on content
 * only, so any insert, update or delete changes it. It is a PL/pgSQL function so its plan is made once: the
 * same union sent as a query costs several times more per call, and fuzz suites call it after every request.
 *
 * Hashing every row is still most of a fuzz suite's time (issue 26), and most requests write nothing. So every table
 * also gets a row trigger (and a truncate trigger) that takes the next value of the sequence `chorus_test.writes`: a
 * sequence never waits for a lock and never rolls back, so any write, even one rolled back or made by another
 * connection, moves it. While it has not moved, nothing can have changed and the last fingerprint is still right;
 * once it moves, the rows are hashed again, so what counts as a change is the same as before.
 */
async function install(db: Db): Promise<void> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const union = tables
    .map(({ name }) => {
      const literal = `'${name.replace(/'/g, "''")}'`;
      const ident = `"${name.replace(/"/g, '""')}"`;
      return `select ${literal}::text, (count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0))::text from public.${ident} t`;
    })
    .join(' union all ');
  await db.execute(sql.raw('create schema if not exists chorus_test'));
  await db.execute(
    sql.raw(
      `create or replace function chorus_test.fingerprint() returns table(name text, fp text) language plpgsql as $fp$ begin return query ${union}; end $fp$`,
    ),
  );
  await db.execute(sql.raw('create sequence if not exists chorus_test.writes'));
  await db.execute(
    sql.raw(`create or replace function chorus_test.count_write() returns trigger language plpgsql as $w$ begin perform nextval('chorus_test.writes'); return null; end $w$`),
  );
  for (const { name } of tables) {
    const ident = `"${name.replace(/"/g, '""')}"`;
    await db.execute(sql.raw(`create or replace trigger chorus_test_writes after insert or update or delete on public.${ident} for each row execute function chorus_test.count_write()`));
    await db.execute(sql.raw(`create or replace trigger chorus_test_truncates after truncate on public.${ident} for each statement execute function chorus_test.count_write()`));
  }
}

/** How many writes the triggers have counted (the sequence's last value, and whether it was ever taken). */
async function writesOf(db: Db): Promise<string> {
  const [row] = await rowsOf<{ n: string }>(db, sql`select last_value::text || ':' || is_called::text as n from chorus_test.writes`);
  return row!.n;
}

/** The fingerprint of every table of the application's schema (lookup tables included). */
export async function dbFingerprint(db: Db): Promise<DbFingerprint> {
  let installed = ready.get(db);
  if (!installed) ready.set(db, (installed = install(db)));
  await installed;
  // Read before hashing: a write that lands during the hash moves the count past this value, so the next call hashes.
  const writes = await writesOf(db);
  const known = last.get(db);
  if (known?.writes === writes) return { ...known.fingerprint };
  const rows = await rowsOf<{ name: string; fp: string }>(db, sql`select name, fp from chorus_test.fingerprint()`);
  const fingerprint: DbFingerprint = Object.fromEntries(rows.map((r) => [r.name, r.fp]));
  last.set(db, { writes, fingerprint });
  return { ...fingerprint };
}

/** The tables whose fingerprint differs (empty when nothing changed). */
export function changedTables(before: DbFingerprint, after: DbFingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]).sort();
}
