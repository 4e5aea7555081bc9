import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';

/** A fingerprint of every application table: table name → row count and a hash of its rows. */
export type DbFingerprint = Record<string, string>;

const ready = new WeakMap<Db, Promise<void>>();

// Both drivers (node-postgres and PGlite) answer `execute` with `{ rows }`; the shared Db type leaves it unknown.
const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Creates `chorus_test.fingerprint()` in the test database: one row per base table of the public schema, with
 * its row count and the sum of a 64-bit hash of each row's text. A sum needs no sort and depends on content
 * only, so any insert, update or delete changes it. It is a PL/pgSQL function so its plan is made once: the
 * same union sent as a query costs several times more per call, and fuzz suites call it after every request.
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
}

/** The fingerprint of every table of the application's schema (lookup tables included). */
export async function dbFingerprint(db: Db): Promise<DbFingerprint> {
  let installed = ready.get(db);
  if (!installed) ready.set(db, (installed = install(db)));
  await installed;
  const rows = await rowsOf<{ name: string; fp: string }>(db, sql`select name, fp from chorus_test.fingerprint()`);
  return Object.fromEntries(rows.map((r) => [r.name, r.fp]));
}

/** The tables whose fingerprint differs (empty when nothing changed). */
export function changedTables(before: DbFingerprint, after: DbFingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]).sort();
}
