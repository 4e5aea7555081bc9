// Past capacity (issue 27, "shed load instead of queueing it"): 2,000 connections (40× the other benches') on a
// public leaderboard page, against Chorus and against its anchor, a bare Fastify process sending the same bytes, in
// the same run. While the crowd runs, a probe asks one request at a time, for the page and for /healthz, and times
// each answer. Chorus sheds what it cannot serve (503 + Retry-After, @fastify/under-pressure); the figures: the
// served answers' p99 as the probe sees it (budget ≤ 3× the anchor's), /healthz's p99, and how many were refused.
import os from 'node:os';
import autocannon from 'autocannon';
import { fmt, SERVER, startServer } from './lib.mjs';
import { startAnchor } from './public-reads.mjs';

const CONNECTIONS = Number(process.env.BENCH_OVERLOAD_CONNECTIONS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET = 3;
const loadAverage = () => os.loadavg().map((n) => n.toFixed(1)).join(' ');
const pct = (xs, p) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] : NaN);

/** One request at a time to `url` until `until` resolves: each answer's status and milliseconds. */
async function probe(url, until) {
  const seen = [];
  let done = false;
  until.then(() => (done = true));
  while (!done) {
    const t0 = performance.now();
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      seen.push({ status: res.status, ms: performance.now() - t0 });
    } catch {
      seen.push({ status: 0, ms: performance.now() - t0 });
    }
  }
  return seen;
}

async function crowd(base, path) {
  // The crowd runs in a worker thread: this thread's event loop stays free for the probes' timings.
  const run = autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: SECONDS, timeout: 30, workers: 1 });
  const [result, page, health] = await Promise.all([run, probe(`${base}${path}`, run), probe(`${base}/healthz`, run)]);
  const served = page.filter((r) => r.status === 200).map((r) => r.ms);
  return {
    rps: result.requests.average,
    refused: result.non2xx,
    errors: result.errors + result.timeouts,
    served: pct(served, 99),
    servedCount: served.length,
    probeRefused: page.filter((r) => r.status === 503).length,
    health: pct(health.map((r) => r.ms), 99),
    crowdP99: result.latency.p99,
  };
}

export async function run() {
  const server = await startServer({ env: { DEMO_DATA: 'true' } });
  try {
    const listRes = await fetch(`${server.base}/publicapi/contests`);
    const list = await listRes.json();
    if (!listRes.ok) throw new Error(`${listRes.status} ${JSON.stringify(list)}`);
    const path = `/publicapi/contests/${list.results.data[0].id}/leaderboard?page=1&pageSize=25`;
    const anchor = await startAnchor({ [path]: await fetch(`${server.base}${path}`).then((r) => r.text()) });
    try {
      console.log(`${CONNECTIONS} connections for ${SECONDS} s on ${path.replace(/\d+/, ':id')} (${SERVER}); load average ${loadAverage()}`);
      const a = await crowd(anchor.base, path);
      const c = await crowd(server.base, path);
      const line = (name, r) =>
        `${name.padEnd(8)} ${fmt(r.rps, 0)} req/s (${r.refused} refused, ${r.errors} errors); crowd p99 ${r.crowdP99} ms; probe: served p99 ${fmt(r.served, 0)} ms over ${r.servedCount}, refused ${r.probeRefused}; /healthz p99 ${fmt(r.health, 0)} ms`;
      console.log(line('anchor', a));
      console.log(line('Chorus', c));
      const ratio = c.served / a.served;
      const pass = ratio <= BUDGET;
      console.log(`served p99 ${fmt(ratio, 2)}× the anchor's (budget ≤ ${BUDGET}×)  ${pass ? 'ok' : 'OVER BUDGET'}; load average after ${loadAverage()}`);
      return pass;
    } finally {
      await anchor.stop();
    }
  } finally {
    await server.stop();
  }
}
