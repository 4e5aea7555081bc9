// Contest reads under load on loopback (autocannon, bounded runs) against a server with the demo data:
// the public contest list, one contest, and a leaderboard page.
import autocannon from 'autocannon';
import { fmt, startServer } from './lib.mjs';

export async function run() {
  const server = await startServer();
  try {
    const list = await fetch(`${server.base}/publicapi/contests`).then((r) => r.json());
    const id = list.results.data[0].id;
    for (const [label, path] of [
      ['GET /publicapi/contests', '/publicapi/contests'],
      ['GET /publicapi/contests/:id', `/publicapi/contests/${id}`],
      ['GET /publicapi/contests/:id/leaderboard', `/publicapi/contests/${id}/leaderboard?page=2&pageSize=25`],
    ]) {
      const r = await autocannon({ url: `${server.base}${path}`, connections: 20, duration: 10 });
      console.log(`${label} (PGlite, demo data, 20 connections, 10 s): ${fmt(r.requests.average, 0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.non2xx}`);
    }
  } finally {
    await server.stop();
  }
}
