import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, PG_TEMPLATE_ENV, type TestDatabase } from '../testing/database.ts';
import { dbKinds } from '../testing/app.ts';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');
const statementsOf = (file: string) =>
  fs
    .readFileSync(path.join(dir, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
const before = files.filter((f) => f < '0025');

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/** A database migrated up to 0024 (as one holding data before organisations), with the means to query it. */
async function databaseBefore(kind: string): Promise<{ query: Query; close(): Promise<void> }> {
  if (kind === 'pglite') {
    const pg = new PGlite();
    const query: Query = async (sql) => (await pg.query<Record<string, unknown>>(sql)).rows;
    return { query, close: () => pg.close() };
  }
  // An empty database, not the run's migrated template.
  const template = process.env[PG_TEMPLATE_ENV];
  delete process.env[PG_TEMPLATE_ENV];
  let created: TestDatabase;
  try {
    created = await createTestDatabase();
  } finally {
    if (template) process.env[PG_TEMPLATE_ENV] = template;
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: created.url });
  client.on('error', () => {});
  await client.connect();
  return {
    query: async (sql) => (await client.query(sql)).rows,
    close: async () => {
      await client.end();
      await created.drop();
    },
  };
}

describe.each(dbKinds)('migration 0025 (organisations) on %s', (kind) => {
  let db: Awaited<ReturnType<typeof databaseBefore>>;
  beforeAll(async () => {
    db = await databaseBefore(kind);
    for (const f of before) for (const s of statementsOf(f)) await db.query(s);
    await db.query(`insert into platforms (id, name) values (4, 'TikTok') on conflict do nothing`);
    await db.query(`insert into competitions (name, organizer) values ('A', 'Nightshade Records'), ('B', 'nightshade records '), ('C', 'Lumen Skin'), ('D', '')`);
    await db.query(`insert into campaigns (title, platform_id, rate_cents, brand_name, contact_name, contact_email)
      values ('Glow', 4, 100, 'Lumen Skin', 'P', 'p@x.test'), ('Kites', 4, 100, 'The Kites', 'M', 'm@x.test')`);
    await db.query(`insert into opportunities (title, public_title, partner_name) values ('O1', 'O', 'The Kites'), ('O2', 'O', null)`);
    await db.query(`insert into contest_payments (contest_id, place, contact_email, gross_cents, amount_cents)
      select id, 1, 'w@x.test', 100, 90 from competitions`);
    await db.query(`insert into payout_batches (note) values ('before')`);
    for (const s of statementsOf(files.find((f) => f.startsWith('0025'))!)) await db.query(s);
  }, 120_000);
  afterAll(() => db?.close());

  it('makes one approved organisation per distinct organiser or brand name and assigns every row; nothing is lost', async () => {
    const orgs = await db.query(`select name, slug, status from organisations order by id`);
    expect(orgs).toEqual([
      { name: 'Nightshade Records', slug: 'nightshade-records', status: 'approved' },
      { name: 'Lumen Skin', slug: 'lumen-skin', status: 'approved' },
      { name: 'Chorus', slug: 'chorus', status: 'approved' },
      { name: 'The Kites', slug: 'the-kites', status: 'approved' },
    ]);
    const contests = await db.query(`select c.name, o.name as org from competitions c join organisations o on o.id = c.organisation_id order by c.name`);
    expect(contests).toEqual([
      { name: 'A', org: 'Nightshade Records' },
      { name: 'B', org: 'Nightshade Records' },
      { name: 'C', org: 'Lumen Skin' },
      { name: 'D', org: 'Chorus' },
    ]);
    const campaigns = await db.query(`select c.title, o.name as org from campaigns c join organisations o on o.id = c.organisation_id order by c.title`);
    expect(campaigns).toEqual([
      { title: 'Glow', org: 'Lumen Skin' },
      { title: 'Kites', org: 'The Kites' },
    ]);
    const opportunities = await db.query(`select p.title, o.name as org from opportunities p join organisations o on o.id = p.organisation_id order by p.title`);
    expect(opportunities).toEqual([
      { title: 'O1', org: 'The Kites' },
      { title: 'O2', org: 'Chorus' },
    ]);
    // A prize payment is its contest's organisation's; staff's batch from before stays across organisations.
    expect(await db.query(`select count(*)::int as n from contest_payments p join competitions c on c.id = p.contest_id and c.organisation_id = p.organisation_id`)).toEqual([{ n: 4 }]);
    expect(await db.query(`select organisation_id from payout_batches`)).toEqual([{ organisation_id: null }]);
  });

  it('assigns a row inserted later without an organisation by its name, and refuses none', async () => {
    await db.query(`insert into competitions (name, organizer) values ('E', 'LUMEN SKIN'), ('F', 'Kova')`);
    const rows = await db.query(`select c.name, o.name as org, o.slug from competitions c join organisations o on o.id = c.organisation_id where c.name in ('E', 'F') order by c.name`);
    expect(rows).toEqual([
      { name: 'E', org: 'Lumen Skin', slug: 'lumen-skin' },
      { name: 'F', org: 'Kova', slug: 'kova' },
    ]);
    await expect(db.query(`update competitions set organisation_id = null where name = 'E'`)).rejects.toThrow();
  });
});
