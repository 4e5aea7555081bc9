import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestMessages, messages, MILESTONE_CAP } from '@chorus/core';
import type { Database } from '../db/open.ts';
import type { TestDatabase } from '../testing/database.ts';
import { approvedEntries, makeContact, makeContest, TEST_PASSWORD } from '../testing/factories.ts';
import { send, type Answer, type ServerProcess } from '../testing/server-process.ts';
import { runPrefix, severalNodesPossible, startTwoNodes, type TwoNodes } from './harness.ts';

const enabled = await severalNodesPossible();

const journal = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations/meta/_journal.json');
const prefix = runPrefix('nodes');

// Loopback has one address, so the nodes trust X-Forwarded-For and each logical client gets an address of its own,
// random per run so that counters left in Redis by another run never match.
const net8 = 1 + Math.floor(Math.random() * 254);
let clients = 0;
const newAddress = () => {
  const n = ++clients;
  return `10.${net8}.${(n >> 8) & 255}.${n & 255}`;
};

const count = (list: Answer[], status: number) => list.filter((a) => a.status === status).length;
const statuses = (list: Answer[]) =>
  Object.entries(list.reduce<Record<number, number>>((m, a) => ({ ...m, [a.status]: (m[a.status] ?? 0) + 1 }), {}))
    .map(([s, n]) => `${n}×${s}`)
    .join(', ');
const messagesOf = (a: Answer) => (a.body as { messages?: string[] }).messages;
const dataOf = <T>(a: Answer) => (a.body as { results: { data: T } }).results.data;

describe.skipIf(!enabled)('two server nodes on one PostgreSQL database and one Redis', () => {
  let cluster: TwoNodes;
  let database: TestDatabase;
  let nodes: ServerProcess[] = [];
  let harness: Database;

  beforeAll(async () => {
    // Both at the same moment on the fresh database: migrations must be taken in turn (the advisory lock).
    cluster = await startTwoNodes(prefix, {
      TRUST_PROXY: 'true',
      RATE_LIMIT_PUBLIC_MAX: '10',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      RATE_LIMIT_AUTH_MAX: '100000',
      LOGIN_MAX_FAILURES: '5',
    });
    ({ database, nodes, harness } = cluster);
  }, 120_000);

  afterAll(() => cluster?.close());

  const report = () => cluster.report();
  /** `n` requests at once, alternating between the two nodes. */
  const fire = (n: number, make: (i: number) => { method: 'GET' | 'POST'; path: string; body?: unknown; address: string; headers?: Record<string, string> }) =>
    Promise.all(
      Array.from({ length: n }, (_, i) => {
        const r = make(i);
        return send(nodes[i % 2]!.url, r.method, r.path, { body: r.body, headers: { 'x-forwarded-for': r.address, ...r.headers } });
      }),
    );
  const login = (node: ServerProcess, username: string, password: string, address: string) =>
    send(node.url, 'POST', '/creatorapi/auth/login', { body: { username, password }, headers: { 'x-forwarded-for': address } });

  it('both nodes came up at once on the fresh database, which was migrated exactly once', async () => {
    for (const node of nodes) {
      expect(node.running(), report()).toBe(true);
      expect((await send(node.url, 'GET', '/readyz')).status, report()).toBe(200);
    }
    const expected = (JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const applied = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0]!.n).toBe(expected);
    } finally {
      await client.end();
    }
  });

  it('lets one user create at most 7 entries when 50 arrive at once across both nodes', async () => {
    const c = await makeContest(harness.db, { kind: 'quick' });
    const res = await fire(50, (i) => ({
      method: 'POST',
      path: `/publicapi/contests/${c.id}/entries`,
      body: { link: `https://tiktok.com/@racer/video/${i}`, creator: 'racer', email: 'racer@x.test' },
      address: newAddress(),
    }));
    expect(count(res, 201), `${statuses(res)}\n${report()}`).toBe(7);
    expect(count(res, 409), statuses(res)).toBe(43);
    expect(res.filter((r) => r.status === 409).every((r) => messagesOf(r)?.[0] === contestMessages.maxEntries)).toBe(true);
  });

  it('accepts a link once when 50 users submit it at once across both nodes', async () => {
    const c = await makeContest(harness.db, { kind: 'quick' });
    const res = await fire(50, (i) => ({
      method: 'POST',
      path: `/publicapi/contests/${c.id}/entries`,
      body: { link: 'https://www.tiktok.com/@viral/video/42', creator: `fan${i}`, email: `fan${i}@x.test` },
      address: newAddress(),
    }));
    expect(count(res, 201), `${statuses(res)}\n${report()}`).toBe(1);
    expect(res.filter((r) => r.status === 409).map((r) => messagesOf(r)?.[0])).toEqual(Array(49).fill(contestMessages.duplicate));
  });

  it('never approves past the 500-post milestone when 50 approvals race across both nodes', async () => {
    const c = await makeContest(harness.db, { competitionType: '555', kind: 'quick' });
    await approvedEntries(harness.db, c.id, Array.from({ length: MILESTONE_CAP - 10 }, (_, i) => ({ creator: `m${i}` })));
    const pending = await fire(50, (i) => ({
      method: 'POST',
      path: `/publicapi/contests/${c.id}/entries`,
      body: { link: `https://tiktok.com/@late${i}/video/${i + 1}`, creator: `late${i}`, email: `late${i}@x.test` },
      address: newAddress(),
    }));
    expect(count(pending, 201), `${statuses(pending)}\n${report()}`).toBe(50);
    const admin = await makeContact(harness.db, { contactType: 'admin' });
    const signedIn = await login(nodes[0]!, admin.email, TEST_PASSWORD, newAddress());
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const token = (signedIn.body as { data: { token: string } }).data.token;
    const ids = pending.map((r) => dataOf<{ id: number }>(r).id);
    const approvals = await fire(50, (i) => ({
      method: 'POST',
      path: '/adminapi/entries/approve',
      body: { ids: [ids[i]] },
      headers: { 'x-api-key': token },
      address: newAddress(),
    }));
    expect(count(approvals, 200), `${statuses(approvals)}\n${report()}`).toBe(10);
    expect(count(approvals, 409), statuses(approvals)).toBe(40);
    for (const node of nodes) {
      const detail = await send(node.url, 'GET', `/publicapi/contests/${c.id}`);
      expect(dataOf(detail)).toMatchObject({ milestone: { approved: 500, cap: 500 }, hasEnded: true });
    }
    const after = await send(nodes[1]!.url, 'POST', `/publicapi/contests/${c.id}/entries`, {
      body: { link: 'https://tiktok.com/@toolate/video/1', creator: 'toolate', email: 'toolate@x.test' },
      headers: { 'x-forwarded-for': newAddress() },
    });
    expect(after.status).toBe(409);
    expect(messagesOf(after)).toEqual([contestMessages.milestoneReached]);
  });

  it('shares the public rate limit: 30 POSTs from one address across both nodes, exactly 10 accepted', async () => {
    const c = await makeContest(harness.db, { kind: 'quick' });
    const address = newAddress();
    const res = await fire(30, (i) => ({
      method: 'POST',
      path: `/publicapi/contests/${c.id}/entries`,
      body: { link: `https://tiktok.com/@burst${i}/video/${i + 1}`, creator: `burst${i}`, email: `burst${i}@x.test` },
      address,
    }));
    // In-process limits would let 10 through on each node: 20 in all.
    expect(count(res, 201), `${statuses(res)}\n${report()}`).toBe(10);
    expect(count(res, 429), statuses(res)).toBe(20);
    expect(res.filter((r) => r.status === 429).every((r) => (r.body as { error?: boolean }).error === true && messagesOf(r)?.length)).toBe(true);
    // Another address is not limited by this one's burst.
    const other = await send(nodes[0]!.url, 'POST', `/publicapi/contests/${c.id}/entries`, {
      body: { link: 'https://tiktok.com/@calm/video/999999', creator: 'calm', email: 'calm@x.test' },
      headers: { 'x-forwarded-for': newAddress() },
    });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
  });

  it('shares the login limiter: 20 wrong passwords at once across both nodes check at most 5, then even the right one is 429', async () => {
    const user = await makeContact(harness.db);
    const address = newAddress();
    const res = await fire(20, () => ({
      method: 'POST',
      path: '/creatorapi/auth/login',
      body: { username: user.email, password: 'Wrong-password-1' },
      address,
    }));
    expect(count(res, 401), `${statuses(res)}\n${report()}`).toBeLessThanOrEqual(5);
    expect(count(res, 401), statuses(res)).toBeGreaterThan(0);
    expect(count(res, 401) + count(res, 429), statuses(res)).toBe(20);
    expect(res.filter((r) => r.status === 429).every((r) => messagesOf(r)?.[0] === messages.login.tooManyAttempts)).toBe(true);
    for (const node of nodes) {
      const right = await login(node, user.email, TEST_PASSWORD, address);
      expect(right.status, `${node.url}: ${JSON.stringify(right.body)}`).toBe(429);
    }
    // The limit is per address and email: the owner signing in from elsewhere is not locked out.
    expect((await login(nodes[1]!, user.email, TEST_PASSWORD, newAddress())).status).toBe(200);
  });
});
