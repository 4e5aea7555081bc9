// What request logging costs (issue 27): the same cached public read from two servers on the same demo data, one at
// npm start's default LOG_LEVEL (info: one access line per request, pino's buffered asynchronous destination) and
// one at warn (no line), in interleaved rounds at 50 connections. Budget: info costs ≤ 5 % of warn's throughput.
import os from 'node:os';
import autocannon from 'autocannon';
import { fmt, SERVER, startServer } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BUDGET = 0.05;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const loadAverage = () => os.loadavg().map((n) => n.toFixed(1)).join(' ');
const load = (url) => autocannon({ url, connections: 50, duration: SECONDS }).then((r) => r.requests.average);

export async function run() {
  const info = await startServer({ env: { DEMO_DATA: 'true', LOG_LEVEL: 'info' } });
  const warn = await startServer({ env: { DEMO_DATA: 'true', LOG_LEVEL: 'warn' } });
  try {
    const path = '/publicapi/contests';
    const runs = { info: [], warn: [] };
    console.log(`GET ${path} (cached) at LOG_LEVEL info vs warn (${SERVER}; ${ROUNDS} interleaved rounds of ${SECONDS} s); load average ${loadAverage()}`);
    for (let round = 0; round < ROUNDS; round++) {
      runs.warn.push(await load(`${warn.base}${path}`));
      runs.info.push(await load(`${info.base}${path}`));
    }
    const cost = 1 - median(runs.info) / median(runs.warn);
    const pass = cost <= BUDGET;
    console.log(
      `info ${fmt(median(runs.info), 0)} req/s | warn ${fmt(median(runs.warn), 0)} req/s (medians) | logging costs ${fmt(cost * 100, 1)} % (budget ≤ ${BUDGET * 100} %)  ${pass ? 'ok' : 'OVER BUDGET'}; load average after ${loadAverage()}`,
    );
    return pass;
  } finally {
    await Promise.all([info.stop(), warn.stop()]);
  }
}
