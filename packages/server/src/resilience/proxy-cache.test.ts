import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/open.ts';
import { approvedEntries, makeContact, makeContest, TEST_PASSWORD } from '../testing/factories.ts';
import { hasNginx, startNginx, type Nginx } from '../testing/nginx.ts';
import { freePort, pollUntil, send, type ServerProcess } from '../testing/server-process.ts';
import { runPrefix, severalNodesPossible, startTwoNodes, type TwoNodes } from './harness.ts';

// A viral embed is served by a cache, not by Chorus: nginx with proxy_cache, configured as docs/DEPLOY.md says, in
// front of two built server nodes on one PostgreSQL database and Redis. Needs PostgreSQL (TEST_DATABASE_URL), Redis
// and nginx (.ci/run installs Debian's nginx-light).

const enabled = hasNginx && (await severalNodesPossible());
/** A short SHARED_CACHE_SECONDS, so a change shows through the cache within the test. */
const TTL_SECONDS = 3;
const STALE_SECONDS = 2;

/** A stand-in for a CDN's purge API: records what CACHE_PURGE_URL is told. */
async function purgeRecorder() {
  const calls: { paths: string[]; authorization: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      calls.push({ ...(JSON.parse(body) as { paths: string[] }), authorization: req.headers.authorization });
      res.writeHead(204).end();
    });
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://purger:s3cret@127.0.0.1:${port}/purge`, calls, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe.skipIf(!enabled)('public reads through nginx proxy_cache in front of two nodes (PostgreSQL, Redis, nginx)', () => {
  let cluster: TwoNodes;
  let nodes: ServerProcess[];
  let harness: Database;
  let nginx: Nginx;
  let purger: Awaited<ReturnType<typeof purgeRecorder>>;
  const prefix = runPrefix('proxy-cache');

  beforeAll(async () => {
    purger = await purgeRecorder();
    cluster = await startTwoNodes(prefix, {
      SHARED_CACHE_SECONDS: String(TTL_SECONDS),
      SHARED_CACHE_STALE_SECONDS: String(STALE_SECONDS),
      CACHE_PURGE_URL: purger.url,
      // The visitor's country from the cache's header (nginx passes the client's on): a contest page is cacheable.
      COUNTRY_HEADER: 'x-country',
      GEOIP: 'false',
      TRUST_PROXY: 'loopback',
    });
    ({ nodes, harness } = cluster);
    nginx = await startNginx({ upstreams: nodes.map((n) => n.url), port: await freePort() });
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await cluster?.close();
    await purger?.close();
  });

  const report = () => `${cluster.report()}\n\nnginx:\n${nginx.errors()}`;
  const get = (base: string, url: string, headers: Record<string, string> = {}) => fetch(`${base}${url}`, { headers, signal: AbortSignal.timeout(30_000) });
  const dataOf = async <T>(res: Response) => ((await res.json()) as { results: { data: T } }).results.data;

  it('answers a crowd from the cache: the nodes see about one request per URL per TTL, every answer the same', async () => {
    const c = await makeContest(harness.db, { kind: 'quick', organizer: 'Proxy Crowd' });
    await approvedEntries(harness.db, c.id, [{ creator: 'first', likes: 5 }, { creator: 'second', likes: 3 }]);
    const urls = [
      '/publicapi/contests?organizer=Proxy%20Crowd',
      `/publicapi/contests/${c.id}`,
      `/publicapi/contests/${c.id}/leaderboard?page=1&pageSize=25`,
      `/publicapi/contests/${c.id}/entries?page=1`,
    ];
    // 1,000 reads, 50 at a time: ten times what the bench measures one node serving at once.
    const total = 1000;
    const bodies = new Map<string, Set<string>>(urls.map((u) => [u, new Set()]));
    const statuses: number[] = [];
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < total) {
          const url = urls[next++ % urls.length]!;
          const res = await get(nginx.url, url);
          statuses.push(res.status);
          bodies.get(url)!.add(await res.text());
        }
      }),
    );
    const elapsedMs = Date.now() - started;
    expect(statuses.filter((s) => s !== 200), report()).toEqual([]);
    for (const url of urls) expect(bodies.get(url)!.size, url).toBe(1);
    // One miss per URL, then at most one refresh per TTL that passed during the burst (however long it took).
    const allowed = 1 + Math.ceil(elapsedMs / (TTL_SECONDS * 1000));
    const hits = nginx.originHits();
    for (const url of urls) {
      expect(hits.get(url) ?? 0, `${url}: ${JSON.stringify([...hits])}`).toBeGreaterThanOrEqual(1);
      expect(hits.get(url) ?? 0, `${url} over ${elapsedMs} ms: ${JSON.stringify([...hits])}`).toBeLessThanOrEqual(allowed);
    }
  }, 120_000);

  it('gives the same ETag for the same answer on both nodes and through the cache, which answers 304 to it', async () => {
    const c = await makeContest(harness.db, { kind: 'quick', organizer: 'Proxy ETag' });
    await approvedEntries(harness.db, c.id, [{ creator: 'tagged', likes: 1 }]);
    for (const url of ['/publicapi/contests?organizer=Proxy%20ETag', `/publicapi/contests/${c.id}`, `/publicapi/contests/${c.id}/leaderboard`, `/publicapi/contests/${c.id}/entries`]) {
      const [a, b, cached] = await Promise.all([get(nodes[0]!.url, url), get(nodes[1]!.url, url), get(nginx.url, url)]);
      const etag = a.headers.get('etag');
      expect(etag, url).toMatch(/^W\/".+"$/);
      expect(b.headers.get('etag'), url).toBe(etag);
      expect(cached.headers.get('etag'), url).toBe(etag);
      expect(cached.headers.get('cache-control'), url).toBe(`public, max-age=0, s-maxage=${TTL_SECONDS}, stale-while-revalidate=${STALE_SECONDS}, stale-if-error=${STALE_SECONDS}`);
      expect((await get(nginx.url, url, { 'if-none-match': etag! })).status, url).toBe(304);
    }
  });

  it('shows an entry approved on one node through the cache, and tells the purge hook which paths changed', async () => {
    const c = await makeContest(harness.db, { kind: 'quick', organizer: 'Proxy Approve' });
    const entries = `/publicapi/contests/${c.id}/entries`;
    const creators = async () => (await dataOf<{ rows: { creator: string }[] }>(await get(nginx.url, entries))).rows.map((r) => r.creator);
    expect(await creators()).toEqual([]);
    expect(await creators()).toEqual([]);
    // A visitor enters through the cache (writes pass it), a moderator approves on the other node.
    const entered = await send(nginx.url, 'POST', entries, { body: { link: `https://www.tiktok.com/@viral/video/${Date.now()}`, creator: 'viral', email: 'viral@fans.test' } });
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    const admin = await makeContact(harness.db, { contactType: 'admin' });
    const login = await send(nodes[1]!.url, 'POST', '/creatorapi/auth/login', { body: { username: admin.email, password: TEST_PASSWORD } });
    const token = (login.body as { data: { token: string } }).data.token;
    const queue = await send(nodes[1]!.url, 'GET', `/adminapi/contests/${c.id}/entries`, { headers: { 'x-api-key': token } });
    const ids = (queue.body as { results: { data: { rows: { id: number }[] } } }).results.data.rows.map((r) => r.id);
    expect((await send(nodes[1]!.url, 'POST', '/adminapi/entries/approve', { headers: { 'x-api-key': token }, body: { ids } })).status).toBe(200);
    // Within the TTL (plus the one request that refreshes a stale copy); the deadline is only there to fail.
    await pollUntil(async () => (await creators()).includes('viral'), { timeoutMs: (TTL_SECONDS + STALE_SECONDS) * 1000 + 30_000, what: 'the approved entry through the cache', detail: report });
    const purged = () => purger.calls.flatMap((call) => call.paths);
    await pollUntil(() => purged().includes(entries) && purged().includes('/publicapi/*'), { timeoutMs: 30_000, what: 'the purge calls', detail: () => JSON.stringify(purger.calls) });
    expect(purged()).toEqual(expect.arrayContaining(['/publicapi/contests', `/publicapi/contests/${c.id}`, `/publicapi/contests/${c.id}/leaderboard`, entries]));
    expect(purger.calls.every((call) => call.authorization === `Basic ${Buffer.from('purger:s3cret').toString('base64')}`)).toBe(true);
  }, 120_000);

  it('passes signed-in calls to a node and never stores them, and keeps a contest page per visitor country', async () => {
    const usOnly = await makeContest(harness.db, { kind: 'quick', organizer: 'Proxy Private', countries: ['US'] });
    const list = '/publicapi/contests?organizer=Proxy%20Private';
    const ids = async (headers: Record<string, string> = {}) => {
      const res = await get(nginx.url, list, headers);
      expect(res.status).toBe(200);
      return { ids: (await dataOf<{ id: number }[]>(res)).map((x) => x.id), cc: res.headers.get('cache-control'), cache: res.headers.get('x-cache-status') };
    };
    const british = await makeContact(harness.db, { countryId: 4 });
    const token = ((await send(nodes[0]!.url, 'POST', '/creatorapi/auth/login', { body: { username: british.email, password: TEST_PASSWORD } })).body as { data: { token: string } }).data.token;
    const visitors = { ids: [usOnly.id], cc: `public, max-age=0, s-maxage=${TTL_SECONDS}, stale-while-revalidate=${STALE_SECONDS}, stale-if-error=${STALE_SECONDS}` };
    expect(await ids()).toMatchObject(visitors);
    expect(await ids()).toMatchObject(visitors);
    // A British account's list leaves out the US-only contest; through the token header or the cookie alike.
    expect(await ids({ 'x-api-key': token })).toEqual({ ids: [], cc: 'private, no-cache', cache: 'BYPASS' });
    expect(await ids({ cookie: `chorus_token=${token}` })).toEqual({ ids: [], cc: 'private, no-cache', cache: 'BYPASS' });
    // The visitors' copy is still theirs: the signed-in answers were not stored in its place.
    expect(await ids()).toMatchObject(visitors);
    // The contest page says whether the visitor may enter: kept per country (Vary names the header).
    const canEnter = async (country: string) => (await dataOf<{ eligibility: { canEnter: boolean } }>(await get(nginx.url, `/publicapi/contests/${usOnly.id}`, { 'x-country': country }))).eligibility.canEnter;
    for (let round = 0; round < 2; round++) {
      expect(await canEnter('US')).toBe(true);
      expect(await canEnter('GB')).toBe(false);
    }
  });
});
