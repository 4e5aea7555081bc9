import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '../packages/server/src/testing/database.ts';
// @ts-expect-error: a plain ESM script without types; it exports buildIfStale() and serverBuild.
import { buildIfStale, serverBuild } from '../scripts/build-if-stale.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// Migrations and the demo seed take a few seconds on a quiet machine; minutes when two suites share two busy cores.
async function waitForHealth(baseURL: string, child: ChildProcess, output: () => string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${baseURL}/healthz`);
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer /healthz within ${timeoutMs} ms:\n${output()}`);
}

/**
 * The database the suites run on: embedded PGlite in the data directory by default; with E2E_DATABASE=postgres, a
 * fresh database on TEST_DATABASE_URL's server, and Redis (TEST_REDIS_URL, under a prefix of its own) for the shared
 * caches and limits when it is set: the production shape. scripts/test.mjs runs the suites once on each.
 */
export const e2eDatabase = process.env.E2E_DATABASE === 'postgres' ? 'postgres' : 'pglite';

async function databaseEnv(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (e2eDatabase === 'pglite') return { env: {}, drop: async () => {} };
  const database = await createTestDatabase();
  const redisUrl = process.env.TEST_REDIS_URL;
  const prefix = `${database.name}:`;
  const env: Record<string, string> = { DATABASE_URL: database.url, ...(redisUrl && { REDIS_URL: redisUrl, REDIS_PREFIX: prefix }) };
  const dropRedisKeys = async (url: string) => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(url);
    try {
      for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) if (keys.length) await redis.unlink(...keys);
    } finally {
      redis.disconnect();
    }
  };
  return {
    env,
    drop: async () => {
      await Promise.all([database.drop(), redisUrl && dropRedisKeys(redisUrl)]);
    },
  };
}

/**
 * Starts the built Chorus server (what `npm start` runs, built first when older than its sources) on a free port with
 * a fresh temporary DATA_DIR and a fresh database (demo data is seeded on first start), waits for /healthz, and
 * exposes the address to tests as E2E_BASE_URL. The returned function stops it and removes the data.
 */
export default async function globalSetup() {
  buildIfStale();
  const { env: dbEnv, drop: dropDatabase } = await databaseEnv();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chorus-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [serverBuild as string], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every suite signs in and enters from one address within a minute; the limits have server tests of their own.
      RATE_LIMIT_AUTH_MAX: '1000',
      RATE_LIMIT_PUBLIC_MAX: '1000',
      // Features are tested here, not overload: a busy 2-core machine must not make a node shed a test's request
      // (load shedding has its own test, lib/load-shedding.test.ts).
      SHED_EVENT_LOOP_DELAY_MS: '0',
      ...dbEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  };

  try {
    await waitForHealth(baseURL, child, () => log);
  } catch (err) {
    await stop();
    throw err;
  }
  process.env.E2E_BASE_URL = baseURL;
  if (process.env.E2E_SERVER_LOG) child.stdout?.pipe(process.stdout);
  return stop;
}
