import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './open.ts';
import { faqs, faqTypes } from './schema.ts';
import { templatePath } from './template.ts';
import { pgliteDataDir } from '../testing/database.ts';

const rowsOf = async <T>(database: Database, query: string) => ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

/** What a database is made of: columns, indexes, constraints, triggers, functions, the migrations applied, and each table's row count. */
async function makeup(database: Database) {
  const tables = await rowsOf<{ name: string }>(database, "select tablename as name from pg_tables where schemaname = 'public' order by 1");
  const counts = await Promise.all(tables.map(async ({ name }) => [name, (await rowsOf<{ n: number }>(database, `select count(*)::int as n from "${name}"`))[0]!.n]));
  return {
    columns: await rowsOf(database, "select table_schema, table_name, column_name, data_type, column_default, is_nullable from information_schema.columns where table_schema in ('public', 'drizzle') order by 1, 2, 3"),
    indexes: await rowsOf(database, "select indexdef from pg_indexes where schemaname in ('public', 'drizzle') order by 1"),
    constraints: await rowsOf(database, "select conrelid::regclass::text as on, conname, pg_get_constraintdef(oid) as def from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2"),
    triggers: await rowsOf(database, 'select tgrelid::regclass::text as on, tgname, pg_get_triggerdef(oid) as def from pg_trigger where not tgisinternal order by 1, 2'),
    functions: await rowsOf(database, "select proname, pg_get_functiondef(oid) as def from pg_proc where pronamespace = 'public'::regnamespace order by 1, 2"),
    migrations: await rowsOf(database, 'select hash, created_at from drizzle.__drizzle_migrations order by id'),
    lookups: await rowsOf(database, "select obj_description('countries'::regclass, 'pg_class') as hash"),
    counts,
  };
}

describe('the PGlite database template', () => {
  it('gives a new database what one made from nothing has, and never replaces an existing one', async () => {
    // Built with the server (build.mjs; the run's set-up builds it when stale), for these migrations and this PGlite.
    const file = templatePath();
    expect(fs.existsSync(file)).toBe(true);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chorus-from-template-'));
    const fromTemplate = await openDatabase({ dataDir: dir, template: file });
    // The run's copy of a database made from nothing: initdb, every migration, the lookups and the pages.
    const nothingDir = pgliteDataDir();
    const fromNothing = await openDatabase({ dataDir: nothingDir, template: null });
    try {
      const made = await makeup(fromTemplate);
      expect(made.migrations.length).toBeGreaterThan(30);
      expect(made).toEqual(await makeup(fromNothing));

      // Its data stays: the next start opens the directory as it is.
      await fromTemplate.db.insert(faqs).values({ type: faqTypes[0], question: 'Kept?', answer: 'Yes.' });
      await fromTemplate.close();
      const reopened = await openDatabase({ dataDir: dir, template: file });
      expect((await reopened.db.select().from(faqs)).map((f) => f.question)).toContain('Kept?');
      await reopened.close();
    } finally {
      await fromNothing.close();
      for (const made of [dir, nothingDir]) fs.rmSync(made, { recursive: true, force: true });
    }
  }, 120_000);

  it('makes a new database again when the last start was cut short while writing one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chorus-unfinished-'));
    // What a crash part-way through loading the template leaves: some of its files, and the mark beside them.
    fs.mkdirSync(path.join(dir, 'pgdata/global'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'pgdata/PG_VERSION'), '17\n');
    fs.writeFileSync(path.join(dir, 'pgdata/global/pg_control'), 'cut short');
    fs.writeFileSync(path.join(dir, 'pgdata.unfinished'), '');
    try {
      const database = await openDatabase({ dataDir: dir, template: templatePath() });
      expect((await database.db.select().from(faqs)).length).toBeGreaterThan(0);
      await database.close();
      expect(fs.existsSync(path.join(dir, 'pgdata.unfinished'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
