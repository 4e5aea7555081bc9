// A viral embed behind a cache (issue 27): the SDK's public reads (the contest list, a contest, a leaderboard page,
// an entries page) through nginx's proxy_cache, configured as docs/DEPLOY.md says, in front of two nodes on
// PostgreSQL and Redis, at ten times the connections of the anchor: one node read directly at 50 connections, in
// the same run (interleaved rounds), and through nginx at the anchor's 50. Printed: req/s and p99 of each, and how many requests reached a node through
// the cache (per URL per SHARED_CACHE_SECONDS). Budget: p99 through the cache < 20 ms, about one origin request
// per URL per TTL (≤ 2: a refresh may land on both sides of a round's edge).
import autocannon from 'autocannon';
import { fmt, freePort, median, startServer, uptime, withPostgresDatabase } from './lib.mjs';
import { hasNginx, startNginx } from '../packages/server/src/testing/nginx.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const TTL_SECONDS = 5;
const P99_BUDGET_MS = 20;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const load = (base, paths, connections, headers) =>
  autocannon({ url: base, connections, duration: SECONDS, headers, requests: paths.map((path) => ({ method: 'GET', path })) }).then((r) => ({
    rps: r.requests.average,
    p99: r.latency.p99,
    total: r.requests.total,
    errors: r.errors + r.non2xx,
  }));

async function redisAnswers() {
  const { Redis } = await import('ioredis');
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

export async function run() {
  if (!hasNginx) return void console.log('  skipped: no nginx on PATH (apt-get install nginx-light)');
  if (!(await redisAnswers())) return void console.log(`  skipped: Redis does not answer at ${REDIS_URL}`);
  return withPostgresDatabase(async (databaseUrl) => {
    const prefix = `chorus-bench-cache-${process.pid}:`;
    // The visitor's country from the CDN's header, so the contest page is cacheable too (docs/DEPLOY.md).
    const env = { DATABASE_URL: databaseUrl, REDIS_URL, REDIS_PREFIX: prefix, SHARED_CACHE_SECONDS: String(TTL_SECONDS), COUNTRY_HEADER: 'cf-ipcountry', TRUST_PROXY: 'loopback', GEOIP: 'false' };
    // One node seeds the demo data; the other starts on it.
    const a = await startServer({ env: { ...env, DEMO_DATA: 'true' } });
    const b = await startServer({ env: { ...env, DEMO_DATA: 'false' } });
    const nginx = await startNginx({ upstreams: [a.base, b.base], port: await freePort(), workers: 'auto' });
    try {
      const list = await fetch(`${a.base}/publicapi/contests`).then((r) => r.json());
      const id = list.results.data[0].id;
      const paths = ['/publicapi/contests', `/publicapi/contests/${id}`, `/publicapi/contests/${id}/leaderboard?page=1&pageSize=25`, `/publicapi/contests/${id}/entries?page=1&pageSize=25`];
      const headers = { 'cf-ipcountry': 'US', 'accept-encoding': 'gzip, br' };
      console.log(
        `public reads of one contest's embed (${paths.length} URLs in turn) through nginx proxy_cache (s-maxage ${TTL_SECONDS} s) in front of 2 nodes (PostgreSQL, Redis) at ${CONNECTIONS * 10} connections, beside one node read directly at ${CONNECTIONS} (${ROUNDS} interleaved rounds of ${SECONDS} s; median); ${uptime()}`,
      );
      const direct = [];
      const same = [];
      const cached = [];
      const before = nginx.originHits();
      for (let round = 0; round < ROUNDS; round++) {
        direct.push(await load(a.base, paths, CONNECTIONS, headers));
        same.push(await load(nginx.url, paths, CONNECTIONS, headers));
        cached.push(await load(nginx.url, paths, CONNECTIONS * 10, headers));
      }
      const after = nginx.originHits();
      const hits = paths.map((p) => (after.get(p) ?? 0) - (before.get(p) ?? 0));
      // The seconds the cache was read: two loads a round (the direct ones in between let copies expire).
      const ttls = (2 * ROUNDS * SECONDS) / TTL_SECONDS;
      const perUrlPerTtl = Math.max(...hits) / ttls;
      const requests = [...same, ...cached].reduce((s, r) => s + r.total, 0);
      const p99 = median(cached.map((r) => r.p99));
      const errors = [...direct, ...same, ...cached].reduce((s, r) => s + r.errors, 0);
      const ok = p99 < P99_BUDGET_MS && perUrlPerTtl <= 2 && errors === 0;
      const rps = median(cached.map((r) => r.rps));
      const anchorRps = median(direct.map((r) => r.rps));
      console.log(`one node direct (anchor), ${CONNECTIONS} connections    ${fmt(anchorRps, 0)} req/s, p99 ${median(direct.map((r) => r.p99))} ms`);
      console.log(`through nginx, ${CONNECTIONS} connections            ${fmt(median(same.map((r) => r.rps)), 0)} req/s, p99 ${median(same.map((r) => r.p99))} ms`);
      console.log(
        `through nginx, ${CONNECTIONS * 10} connections           ${fmt(rps, 0)} req/s (${fmt(rps / anchorRps, 2)}× the anchor), p99 ${p99} ms (budget < ${P99_BUDGET_MS} ms), errors ${errors}`,
      );
      console.log(
        `origin requests through the cache: ${hits.reduce((s, n) => s + n, 0)} of ${requests} (${paths.map((p, i) => `${p.split('?')[0].replace(String(id), ':id')} ${hits[i]}`).join(', ')}); at most ${fmt(perUrlPerTtl, 2)} per URL per ${TTL_SECONDS} s TTL (budget ≤ 2)`,
      );
      const over = [p99 >= P99_BUDGET_MS && 'p99', perUrlPerTtl > 2 && 'origin requests', errors > 0 && 'errors'].filter(Boolean);
      console.log(ok ? 'ok' : `OVER BUDGET: ${over.join(', ')}`);
      console.log(`after: ${uptime()}`);
      return ok;
    } finally {
      await nginx.stop();
      await Promise.all([a.stop(), b.stop()]);
      const { Redis } = await import('ioredis');
      const r = new Redis(REDIS_URL);
      const keys = await r.keys(`${prefix}*`);
      if (keys.length) await r.del(...keys);
      r.disconnect();
    }
  });
}
