// Once per vitest run, before any suite:
// - The built server, when older than its sources: the suites that start server processes (several nodes, faults,
//   Redis outages) run the bundle, what `npm start` runs. A bundle can break what the sources get right (the Redis
//   client's import did, issue 23), and only a test of the bundle sees it.
// - Migrated template databases (issue 26): every server suite opened a new database and built it from nothing
//   (PGlite's initdb and the migrations took 29 s per suite at load 12; a copied data dir opens in 5 s). A PGlite data
//   dir made once is copied into each suite's own DATA_DIR, and on PostgreSQL each suite's database is a
//   `CREATE DATABASE … TEMPLATE` of one migrated here (testing/app.ts, testing/database.ts). Each suite still has a
//   database of its own. Both are removed when the run ends.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: a plain ESM script without types; it exports buildServerIfStale().
import { buildServerIfStale } from './scripts/build-if-stale.mjs';
import { openDatabase } from './packages/server/src/db/open.ts';
import { createTestDatabase, PG_TEMPLATE_ENV, PGLITE_TEMPLATE_ENV } from './packages/server/src/testing/database.ts';

export default async function setup(): Promise<() => Promise<void>> {
  buildServerIfStale();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chorus-template-'));
  // Made from nothing, not from the build's template (db/template.ts): every run applies the migrations to a new
  // PGlite database, and the template's test compares the two.
  const pglite = await openDatabase({ dataDir: dir, template: null });
  await pglite.close();
  process.env[PGLITE_TEMPLATE_ENV] = path.join(dir, 'pgdata');
  const template = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;
  if (template) {
    const pg = await openDatabase({ databaseUrl: template.url, dataDir: dir });
    await pg.close();
    process.env[PG_TEMPLATE_ENV] = template.name;
  }
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await template?.drop();
  };
}
