import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Set by vitest's global set-up: a migrated PostgreSQL database (its name) each suite's database is copied from. */
export const PG_TEMPLATE_ENV = 'CHORUS_TEST_PG_TEMPLATE';
/** Set by vitest's global set-up: a migrated PGlite data dir (`pgdata`) each suite's DATA_DIR starts from. */
export const PGLITE_TEMPLATE_ENV = 'CHORUS_TEST_PGLITE_TEMPLATE';

export interface TestDatabase {
  /** The new database's URL on TEST_DATABASE_URL's server. */
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database on TEST_DATABASE_URL's server for one suite, dropped by `drop()` (forcibly:
 * connections left by a killed process do not keep it alive). createTestApp and the process suites use it. Under
 * vitest it is a copy of the run's migrated template (vitest.global-setup.ts), else empty (the app migrates it).
 */
export async function createTestDatabase(base = process.env.TEST_DATABASE_URL): Promise<TestDatabase> {
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const { default: pg } = await import('pg');
  const name = `chorus_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    // A connection dropped while idle (a restart of the shared server) fails the next query; it must not crash the worker.
    client.on('error', () => {});
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const template = process.env[PG_TEMPLATE_ENV];
  await run(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * A new temporary DATA_DIR for one suite: under vitest, holding a copy of the run's migrated PGlite data dir
 * (vitest.global-setup.ts), so opening it skips initdb and the migrations; else empty (the open builds it).
 */
export function pgliteDataDir(prefix = 'chorus-test-'): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (template) fs.cpSync(template, path.join(dataDir, 'pgdata'), { recursive: true });
  return dataDir;
}
