import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { openDatabase, type Database } from '../db/open.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { deleteRedisKeys, redisAnswers } from '../testing/redis.ts';
import { freePort, pollUntil, startServers, type ServerProcess } from '../testing/server-process.ts';

// What the resilience suites share: the Redis they run against (the shared one, or one of their own to take
// away), and two server nodes on one PostgreSQL database.

/** The shared Redis of the PostgreSQL runs (TEST_REDIS_URL); a suite keeps its keys under a prefix of its own. */
export const sharedRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether the suites of several nodes can run: on PostgreSQL (TEST_DATABASE_URL), with the shared Redis answering. */
export const severalNodesPossible = async () => !!process.env.TEST_DATABASE_URL && (await redisAnswers(sharedRedisUrl));

/**
 * A key namespace of this run's own on the shared Redis: other suites and engineers use the same server, and
 * afterwards only these keys are deleted (`deleteRedisKeys`).
 */
export const runPrefix = (suite: string) => `chorus-test-${suite}-${process.pid}-${Math.random().toString(36).slice(2, 8)}:`;

/** Whether `redis-server` is installed, to run a Redis of a suite's own. */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

export interface OwnRedis {
  readonly url: string;
  /** Starts it again on the same port (after `stop`), once it answers PING. */
  start(): Promise<void>;
  /** Kills it (SIGKILL: what a crash looks like to its clients) and waits until it has exited. */
  stop(): Promise<void>;
}

/** A redis-server of the suite's own on a free port (never the shared one), so it can be taken away and brought back. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await pollUntil(() => redisAnswers(url), { timeoutMs: 20_000, what: `redis-server on ${port}` });
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url, start, stop };
}

export interface TwoNodes {
  database: TestDatabase;
  nodes: ServerProcess[];
  /** The suite's own connection to the database, for factories and checks. */
  harness: Database;
  /** Both nodes' output, for a failure message. */
  report(): string;
  close(): Promise<void>;
}

/**
 * Two server processes started at the same moment on a fresh PostgreSQL database and the shared Redis, under
 * `prefix`; `env` adds to their environment. `close` stops them, drops the database and deletes the prefix's keys.
 */
export async function startTwoNodes(prefix: string, env: Record<string, string> = {}): Promise<TwoNodes> {
  const database = await createTestDatabase();
  let nodes: ServerProcess[] = [];
  let harness: Database;
  try {
    nodes = await startServers(2, { DATABASE_URL: database.url, REDIS_URL: sharedRedisUrl, REDIS_PREFIX: prefix, ...env });
    harness = await openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir() });
  } catch (error) {
    await Promise.all(nodes.map((n) => n.stop()));
    await database.drop();
    throw error;
  }
  return {
    database,
    nodes,
    harness,
    report: () => nodes.map((n) => n.report()).join('\n\n'),
    close: async () => {
      await Promise.all(nodes.map((n) => n.stop()));
      await harness.close();
      await database.drop();
      await deleteRedisKeys(sharedRedisUrl, prefix);
    },
  };
}
