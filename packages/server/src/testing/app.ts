import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { app } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Db } from '../db/open.ts';
import { serverOptions } from '../lib/log.ts';
import { createTestDatabase, pgliteDataDir } from './database.ts';

export type DbKind = 'pglite' | 'postgres';

/** Server tests run on embedded PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set. */
export const dbKinds: DbKind[] = ['pglite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])];

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/** A fresh app on a fresh database of its own (a temp PGlite dir, or a new PostgreSQL database). */
export async function createTestApp(kind: DbKind, env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = kind === 'pglite' ? pgliteDataDir() : fs.mkdtempSync(path.join(os.tmpdir(), 'chorus-test-'));
  const pgDatabase = kind === 'postgres' ? await createTestDatabase() : null;
  // Suites fire bursts from one address to test limits; per-address rate limits have tests of their own that set them low.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PUBLIC_MAX: '100000',
    RATE_LIMIT_AUTH_MAX: '100000',
    // Features are tested here, not overload: a busy 2-core machine must not make a node shed a test's request
    // (load shedding has its own test, lib/load-shedding.test.ts).
    SHED_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const database = await openDatabase({ databaseUrl: pgDatabase?.url, dataDir: config.dataDir });
  const fastify = Fastify(serverOptions(config));
  await fastify.register(app, { db: database.db, config });
  await fastify.ready();
  return {
    app: fastify,
    db: database.db,
    config,
    close: async () => {
      await fastify.close();
      await database.close();
      await pgDatabase?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
