// What request logging costs (issue 27): the same cached public read from two servers on the same demo data, one at
// npm start's default LOG_LEVEL (info: the access log through pino's buffered asynchronous destination, up to
// ACCESS_LOG_READS_PER_SECOND = 200 fast reads a second written, the rest counted) and one at warn (no line), in
// interleaved rounds at 50 connections. Also with ACCESS_LOG_READS_PER_SECOND=0 (a line for every request), for the
// record. Budget: info costs ≤ 5 % of warn's throughput.
// With `taskset` (util-linux) the servers run on core 0 and this process (the load) on core 1: on 2 cores, load
// and server otherwise take turns on one core, and the figure measures the scheduler more than the server.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';
import { fmt, SERVER, startServer, tmpDir } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BUDGET = 0.05;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const loadAverage = () => os.loadavg().map((n) => n.toFixed(1)).join(' ');
const load = (url) => autocannon({ url, connections: 50, duration: SECONDS }).then((r) => r.requests.average);

const pinned = spawnSync('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' }).status === 0 && os.cpus().length >= 2;
const CONFIGS = {
  warn: { LOG_LEVEL: 'warn' },
  info: { LOG_LEVEL: 'info' },
  every: { LOG_LEVEL: 'info', ACCESS_LOG_READS_PER_SECOND: '0' },
};

/**
 * One server at a time, started for its run and stopped after (on its own data directory, seeded once): with the
 * three alive at once, whichever ran second lost 3-22 % to the others on its core, more than the figure sought.
 */
async function measureOne(name, dataDir, url) {
  const server = await startServer({ env: { DEMO_DATA: 'true', ...CONFIGS[name] }, dataDir, ...(pinned && { cmd: 'taskset', args: ['-c', '0', process.execPath, SERVER] }) });
  try {
    await autocannon({ url: `${server.base}${url}`, connections: 50, duration: 1 }); // warm up
    return await load(`${server.base}${url}`);
  } finally {
    await server.stop();
  }
}

export async function run() {
  try {
    const path = '/publicapi/contests';
    const dirs = Object.fromEntries(Object.keys(CONFIGS).map((name) => [name, tmpDir(`chorus-bench-log-${name}-`)]));
    const runs = { info: [], every: [], warn: [] };
    console.log(
      `GET ${path} (cached) at LOG_LEVEL info vs warn (${SERVER}; ${ROUNDS} interleaved rounds of ${SECONDS} s, one server at a time; ${pinned ? 'servers on core 0, load on core 1' : 'not pinned'}); load average ${loadAverage()}`,
    );
    for (let round = 0; round < ROUNDS; round++) for (const name of Object.keys(CONFIGS)) runs[name].push(await measureOne(name, dirs[name], path));
    const cost = (r) => 1 - median(r) / median(runs.warn);
    const pass = cost(runs.info) <= BUDGET;
    console.log(
      `info ${fmt(median(runs.info), 0)} req/s | warn ${fmt(median(runs.warn), 0)} req/s (medians) | logging costs ${fmt(cost(runs.info) * 100, 1)} % (budget ≤ ${BUDGET * 100} %)  ${pass ? 'ok' : 'OVER BUDGET'}; ` +
        `a line for every request (ACCESS_LOG_READS_PER_SECOND=0): ${fmt(median(runs.every), 0)} req/s, ${fmt(cost(runs.every) * 100, 1)} %; load average after ${loadAverage()}`,
    );
    return pass;
  } finally {
    if (pinned) spawnSync('taskset', ['-p', '-c', `0-${os.cpus().length - 1}`, String(process.pid)], { stdio: 'ignore' });
  }
}
