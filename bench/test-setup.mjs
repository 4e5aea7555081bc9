// Where a test's set-up time goes (issue 26): each server suite's database and app, the browser suites' server and
// Chromium, measured the way the suites do them, beside a bare PGlite open (initdb, `select 1`) measured in the same
// rounds as the anchor. Rounds interleave the steps and print medians; nothing is asserted: the suite's budgets are
// on `npm test`'s own per-phase times (scripts/test.mjs prints them). docs/design-notes.md, "Test suite time", has
// the figures.
//   PGlite, fresh         a new data dir: initdb, the migrations, lookups and page content (what a suite did before)
//   PGlite, from template cp of a migrated data dir, then the same open (what createTestApp does now)
//   PostgreSQL, fresh     create database, then migrate (when TEST_DATABASE_URL or the local server answers)
//   PostgreSQL, template  create database … template (vitest.global-setup.ts), then the same open
//   test app             createTestApp('pglite') from the template: the database plus Fastify's register and ready
//   demo seed            seedDemo on a migrated PGlite (what the browser suites' server does on its first start)
//   server start         the built server to /healthz on a fresh PGlite dir with demo data (each browser run's)
//   Chromium launch      playwright's launch of Debian's Chromium and a first blank page (each browser run's)
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { chromium } from '@playwright/test';
import { fmt, startServer, tmpDir } from './lib.mjs';
import { openDatabase } from '../packages/server/src/db/open.ts';
import { seedDemo } from '../packages/server/src/seed/demo.ts';
import { createTestApp } from '../packages/server/src/testing/app.ts';
import { createTestDatabase, PG_TEMPLATE_ENV, PGLITE_TEMPLATE_ENV } from '../packages/server/src/testing/database.ts';

const ROUNDS = Number(process.env.BENCH_TEST_SETUP_ROUNDS ?? 3);
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const timed = async (fn) => {
  const t0 = performance.now();
  const after = await fn();
  const ms = performance.now() - t0;
  await after?.();
  return ms;
};

async function postgresAnswers() {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: pgUrl });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export async function run() {
  process.env.TEST_DATABASE_URL = pgUrl;
  const withPg = await postgresAnswers();
  if (!withPg) console.log('  PostgreSQL does not answer: its rows are skipped.');

  // The templates, made as vitest.global-setup.ts makes them.
  const templateDir = tmpDir('chorus-bench-template-');
  await (await openDatabase({ dataDir: templateDir })).close();
  process.env[PGLITE_TEMPLATE_ENV] = path.join(templateDir, 'pgdata');
  delete process.env[PG_TEMPLATE_ENV];
  const pgTemplate = withPg ? await createTestDatabase() : null;
  if (pgTemplate) await (await openDatabase({ databaseUrl: pgTemplate.url, dataDir: templateDir })).close();

  const open = (opts, cleanup) => async () => {
    const database = await openDatabase(opts);
    return async () => {
      await database.close();
      await cleanup?.();
    };
  };
  const steps = {
    'anchor: bare PGlite open': async () => {
      const dir = tmpDir('chorus-bench-');
      const t0 = performance.now();
      const db = await PGlite.create(dir);
      await db.query('select 1');
      const ms = performance.now() - t0;
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
      return ms;
    },
    'PGlite, fresh': async () => {
      const dir = tmpDir('chorus-bench-');
      return timed(open({ dataDir: dir }, () => fs.rmSync(dir, { recursive: true, force: true })));
    },
    'PGlite, from template': async () => {
      const dir = tmpDir('chorus-bench-');
      return timed(async () => {
        fs.cpSync(process.env[PGLITE_TEMPLATE_ENV], path.join(dir, 'pgdata'), { recursive: true });
        return open({ dataDir: dir }, () => fs.rmSync(dir, { recursive: true, force: true }))();
      });
    },
    ...(pgTemplate && {
      'PostgreSQL, fresh': () =>
        timed(async () => {
          const database = await createTestDatabase();
          return open({ databaseUrl: database.url, dataDir: templateDir }, database.drop)();
        }),
      'PostgreSQL, from template': async () => {
        process.env[PG_TEMPLATE_ENV] = pgTemplate.name;
        try {
          return await timed(async () => {
            const database = await createTestDatabase();
            return open({ databaseUrl: database.url, dataDir: templateDir }, database.drop)();
          });
        } finally {
          delete process.env[PG_TEMPLATE_ENV];
        }
      },
    }),
    'test app (PGlite, template)': () =>
      timed(async () => {
        const testApp = await createTestApp('pglite');
        return testApp.close;
      }),
    'demo seed (PGlite)': async () => {
      const dir = tmpDir('chorus-bench-');
      fs.cpSync(process.env[PGLITE_TEMPLATE_ENV], path.join(dir, 'pgdata'), { recursive: true });
      const database = await openDatabase({ dataDir: dir });
      try {
        return await timed(() => seedDemo(database.db));
      } finally {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    'server start, demo data': async () => {
      const server = await startServer({ env: { DEMO_DATA: 'true', NODE_ENV: 'test' } });
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
      return server.readyMs;
    },
    'Chromium launch': () =>
      timed(async () => {
        const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'] });
        await (await browser.newPage()).goto('about:blank');
        return () => browser.close();
      }),
  };

  const figures = Object.fromEntries(Object.keys(steps).map((k) => [k, []]));
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate the order, so no step always runs right after the same other one.
    const names = round % 2 ? Object.keys(steps).reverse() : Object.keys(steps);
    for (const name of names) figures[name].push(await steps[name]());
  }
  fs.rmSync(templateDir, { recursive: true, force: true });
  await pgTemplate?.drop();

  const anchor = median(figures['anchor: bare PGlite open']);
  console.log(`  ${ROUNDS} rounds, median ms (× the anchor, a bare PGlite open in the same rounds)`);
  for (const [name, xs] of Object.entries(figures)) console.log(`  ${name.padEnd(30)} ${fmt(median(xs), 0).padStart(7)} ms  ${fmt(median(xs) / anchor, 2)}×`);
  return true;
}
