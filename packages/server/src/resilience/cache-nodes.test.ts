import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/open.ts';
import { serverOptions } from '../lib/log.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { auth, linkToManager, loginAs, makeContact, makeContest } from '../testing/factories.ts';
import { deleteRedisKeys } from '../testing/redis.ts';
import { pollUntil } from '../testing/server-process.ts';
import { hasRedisServer, runPrefix, severalNodesPossible, sharedRedisUrl, startOwnRedis, type OwnRedis } from './harness.ts';

const twoNodes = await severalNodesPossible();

/** A node: its own app and its own connection pool on the shared database, and the shared Redis. */
async function node(databaseUrl: string, prefix: string): Promise<{ app: FastifyInstance; database: Database; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chorus-cache-node-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'silent', SHED_EVENT_LOOP_DELAY_MS: '0', REDIS_URL: sharedRedisUrl, REDIS_PREFIX: prefix });
  const database = await openDatabase({ databaseUrl, dataDir: config.dataDir });
  const fastify = Fastify(serverOptions(config));
  await fastify.register(app, { db: database.db, config });
  await fastify.ready();
  return {
    app: fastify,
    database,
    close: async () => {
      await fastify.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// The generations that invalidate both caches live in Redis: a change made through one node shows on the next call
// to the other, whose caches were warm.
describe.skipIf(!twoNodes)('public and session caches on two nodes sharing Redis (PostgreSQL)', () => {
  const prefix = runPrefix('cache');
  let database: TestDatabase;
  let a: Awaited<ReturnType<typeof node>>;
  let b: Awaited<ReturnType<typeof node>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    a = await node(database.url, prefix);
    b = await node(database.url, prefix);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    await deleteRedisKeys(sharedRedisUrl, prefix);
  });

  const warm = async (n: FastifyInstance, url: string, headers: Record<string, string> = {}) => {
    for (let i = 0; i < 3; i++) expect((await n.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
  };

  it('shows an organiser’s edit and a visitor’s entry made on one node at once on the other', async () => {
    const admin = await loginAs(a.app, (await makeContact(a.database.db, { contactType: 'admin' })).email);
    const c = await makeContest(a.database.db, { kind: 'quick', organizer: 'Two Nodes' });
    const detail = `/publicapi/contests/${c.id}`;
    await warm(b.app, detail);
    await warm(b.app, '/publicapi/contests?organizer=two%20nodes');
    expect((await a.app.inject({ method: 'PATCH', url: `/adminapi/contests/${c.id}`, headers: auth(admin), payload: { name: 'Renamed on A' } })).statusCode).toBe(200);
    expect((await b.app.inject({ method: 'GET', url: detail })).json().results.data.name).toBe('Renamed on A');
    const entry = await a.app.inject({
      method: 'POST',
      url: `/publicapi/contests/${c.id}/entries`,
      payload: { link: `https://www.tiktok.com/@nodes/video/${Date.now()}`, creator: 'nodes', email: 'nodes@fans.test' },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const listed = (await b.app.inject({ method: 'GET', url: '/publicapi/contests?organizer=two%20nodes' })).json().results.data;
    expect(listed.map((x: { entriesCount: number }) => x.entriesCount)).toEqual([1]);
  });

  it('ends a session on the other node at logout, and a switch when the link is removed there', async () => {
    const me = await makeContact(a.database.db);
    const token = await loginAs(a.app, me.email);
    await warm(b.app, '/creatorapi/check', auth(token));
    expect((await a.app.inject({ method: 'POST', url: '/creatorapi/auth/logout', headers: auth(token) })).statusCode).toBe(200);
    expect((await b.app.inject({ method: 'GET', url: '/creatorapi/check', headers: auth(token) })).statusCode).toBe(401);

    const manager = await makeContact(a.database.db, { contactType: 'manager' });
    const creator = await makeContact(a.database.db, { login: false });
    await linkToManager(a.database.db, manager.id, creator.id);
    const acting = await loginAs(a.app, manager.email);
    expect((await b.app.inject({ method: 'POST', url: '/creatorapi/switch', headers: auth(acting), payload: { contactId: creator.id } })).statusCode).toBe(200);
    await warm(b.app, '/creatorapi/check', auth(acting));
    const other = await loginAs(a.app, manager.email);
    const unlink = await a.app.inject({ method: 'POST', url: '/creatorapi/unlink-creator-from-manager', headers: auth(other), payload: { creatorContactId: creator.id } });
    expect(unlink.statusCode).toBe(200);
    expect((await b.app.inject({ method: 'GET', url: '/creatorapi/contest-entries', headers: auth(acting) })).statusCode).toBe(403);
  });
});

// A Redis of this suite's own, so it can be taken away: public reads and signed-in calls keep working from the
// database, changes made meanwhile show at once, and the caches come back with Redis.
describe.skipIf(!hasRedisServer)('public reads and sessions while Redis is away', () => {
  let redis: OwnRedis;
  let t: TestApp;
  beforeAll(async () => {
    redis = await startOwnRedis();
    t = await createTestApp('pglite', { REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it('answers from the database without Redis, shows changes made meanwhile, and caches again once it is back', async () => {
    const admin = await loginAs(t.app, (await makeContact(t.db, { contactType: 'admin' })).email);
    const c = await makeContest(t.db);
    const name = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/publicapi/contests/${c.id}` });
      expect(res.statusCode).toBe(200);
      return res.json().results.data.name as string;
    };
    const rename = async (to: string) =>
      expect((await t.app.inject({ method: 'PATCH', url: `/adminapi/contests/${c.id}`, headers: auth(admin), payload: { name: to } })).statusCode).toBe(200);
    await name();
    await name();
    await redis.stop();
    await rename('While Redis is away');
    expect(await name()).toBe('While Redis is away');
    expect((await t.app.inject({ method: 'GET', url: '/creatorapi/check', headers: auth(admin) })).statusCode).toBe(200);
    await redis.start();
    await pollUntil(async () => (await name()) === 'While Redis is away' && (await t.app.inject({ method: 'GET', url: '/creatorapi/check', headers: auth(admin) })).statusCode === 200, {
      timeoutMs: 30_000,
      what: 'reads after Redis came back',
    });
    await rename('After Redis is back');
    expect(await name()).toBe('After Redis is back');
  });
});
