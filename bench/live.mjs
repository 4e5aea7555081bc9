// Live streams at scale (issue 27) on one node: BENCH_STREAMS (10,000) creators each open their event stream
// (GET /creatorapi/events, 100 opening at a time); then the node's CPU while they sit idle for two heartbeat
// periods (LIVE_HEARTBEAT_SECONDS, 15 s: every stream's comment line and the one session sweep), from 5 s after
// the last opened; then an organiser's broadcast to all of them (POST /adminapi/notifications): how long its call
// takes, and from the call to each stream's `notification` event (p50, p99, how many arrived). The node's and this
// process's (the clients') CPU while opening say who was busy: both share the machine's cores. PostgreSQL
// (TEST_DATABASE_URL's server) unless BENCH_DB=pglite. Budgets (PostgreSQL): open ≤ 5 s; broadcast answered
// ≤ 300 ms, delivery p50 ≤ 500 ms; idle ≤ 3 % of a core. BENCH_OPEN_AT_ONCE: streams opening at once (100).
import fs from 'node:fs';
import os from 'node:os';
import { eachEvent, fmt, startServer, streamAccounts, tmpDir, withPostgresDatabase } from './lib.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 10_000);
const HEARTBEAT_S = 15;
const OPEN_AT_ONCE = Number(process.env.BENCH_OPEN_AT_ONCE ?? 100);
const loadAverage = () => os.loadavg().map((n) => n.toFixed(1)).join(' ');

/** The process's CPU time (user + system), in seconds: /proc/<pid>/stat's utime and stime, in ticks of 1/100 s. */
const cpuSeconds = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const quantile = (xs, p) => sorted(xs)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? NaN;

async function measure(label, { databaseUrl, dataDir }) {
  const { tokens, adminToken } = await streamAccounts({ databaseUrl, dataDir }, 'live', STREAMS);
  const server = await startServer({ dataDir, env: { DEMO_DATA: 'false', LIVE_HEARTBEAT_SECONDS: String(HEARTBEAT_S), ...(databaseUrl && { DATABASE_URL: databaseUrl }) } });
  const aborts = [];
  const arrivals = [];
  let broadcastAt = 0;
  let ok = true;
  try {
    const openOne = async (token) => {
      const ac = new AbortController();
      aborts.push(ac);
      const res = await fetch(`${server.base}/creatorapi/events`, { headers: { accept: 'text/event-stream', 'x-api-key': token }, signal: ac.signal });
      if (res.status !== 200) throw new Error(`stream refused: ${res.status} ${await res.text()}`);
      eachEvent(res, (block) => {
        if (broadcastAt && block.includes('event: notification') && block.includes('Bench broadcast')) arrivals.push(performance.now() - broadcastAt);
      });
    };
    const t0 = performance.now();
    const [serverCpu0, benchCpu0] = [cpuSeconds(server.pid), cpuSeconds(process.pid)];
    for (let i = 0; i < tokens.length; i += OPEN_AT_ONCE) await Promise.all(tokens.slice(i, i + OPEN_AT_ONCE).map(openOne));
    const openS = (performance.now() - t0) / 1000;
    // Who was busy while they opened: the node, or this process (the 10,000 clients).
    const openCpu = `the node's CPU ${fmt(cpuSeconds(server.pid) - serverCpu0, 2)} s, the clients' ${fmt(cpuSeconds(process.pid) - benchCpu0, 2)} s`;

    // Idle: after 5 s for the opening's garbage to be collected, over two heartbeats.
    await new Promise((r) => setTimeout(r, 5000));
    const cpu0 = cpuSeconds(server.pid);
    const idle0 = performance.now();
    await new Promise((r) => setTimeout(r, 2 * HEARTBEAT_S * 1000));
    const idlePct = ((cpuSeconds(server.pid) - cpu0) / ((performance.now() - idle0) / 1000)) * 100;

    broadcastAt = performance.now();
    const r = await fetch(`${server.base}/adminapi/notifications`, {
      method: 'POST',
      headers: { 'x-api-key': adminToken, 'content-type': 'application/json' },
      body: JSON.stringify({ all: true, subject: 'Bench broadcast', message: 'Hello, everyone.' }),
    });
    const answered = performance.now() - broadcastAt;
    if (!r.ok) throw new Error(`broadcast: ${r.status} ${await r.text()}`);
    const until = performance.now() + 30_000;
    while (arrivals.length < tokens.length && performance.now() < until) await new Promise((res) => setTimeout(res, 20));
    const p50 = quantile(arrivals, 0.5);
    console.log(
      `  ${label}: ${tokens.length} streams opened in ${fmt(openS, 2)} s (budget ≤ 5 s; ${openCpu}); idle for ${2 * HEARTBEAT_S} s: ${fmt(idlePct, 1)} % of a core (budget ≤ 3 %); ` +
        `broadcast answered in ${fmt(answered, 0)} ms (budget ≤ 300 ms), delivered to ${arrivals.length}: p50 ${fmt(p50, 0)} ms (budget ≤ 500 ms), p99 ${fmt(quantile(arrivals, 0.99), 0)} ms; load average ${loadAverage()}`,
    );
    if (databaseUrl) {
      for (const [missed, what] of [
        [openS > 5, 'opening the streams'],
        [idlePct > 3, 'idle streams'],
        [answered > 300, 'the broadcast call'],
        [!(p50 <= 500) || arrivals.length < tokens.length, 'broadcast delivery'],
      ])
        if (missed) {
          console.log(`  BUDGET MISSED: ${label} ${what}`);
          ok = false;
        }
    }
  } finally {
    for (const ac of aborts) ac.abort();
    await server.stop();
  }
  return ok;
}

export async function run() {
  if (process.env.BENCH_DB === 'pglite') return measure('PGlite', { dataDir: tmpDir('chorus-bench-live-') });
  return withPostgresDatabase((databaseUrl) => measure('PostgreSQL', { databaseUrl, dataDir: tmpDir('chorus-bench-livepg-') }));
}
