// Entry writes to one contest (POST /publicapi/contests/:id/entries, anonymous, every entrant distinct) at 1 and 50
// connections, on PostgreSQL beside an anchor measured in the same run (bench/write-anchor.mjs: a bare Fastify route
// inserting one row through a pool of the same size on the same database), and on PGlite (errors only count there:
// one connection). Interleaved rounds, min / median. After each database: the stored counters agree with the
// entries. Budgets: >= 500 entries/s at 50 connections on PostgreSQL; 0 errors anywhere.
// BENCH_DURATION: seconds per autocannon run (5); BENCH_ROUNDS (3).
import os from 'node:os';
import autocannon from 'autocannon';
import { fmt, SERVER, startServer, tmpDir, withPostgresDatabase } from './lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = [1, 50];
const loadAverage = () => os.loadavg().map((n) => n.toFixed(1)).join(' ');
let seq = 0;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const min = (xs) => Math.min(...xs);

async function contestIn(databaseUrl, dataDir) {
  const { openDatabase } = await import('../packages/server/src/db/open.ts');
  const { sql } = await import('drizzle-orm');
  const database = await openDatabase({ databaseUrl, dataDir });
  const [{ id }] = (await database.db.execute(sql`insert into competitions (name, organizer, kind, platforms) values ('Writes', 'Bench', 'quick', '["TikTok"]') returning id`)).rows;
  await database.close();
  return id;
}

/**
 * One autocannon run of POSTs, each with a new entrant and link. The video id counts across runs: an entry is the
 * post (its video id), whoever sends it, so a link seen in an earlier run is a duplicate (409).
 */
let video = 7_000_000_000;
async function hammer(url, connections) {
  const run = `${process.pid}x${++seq}`;
  let n = 0;
  const r = await autocannon({
    url,
    method: 'POST',
    connections,
    duration: DURATION,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req) => {
          const i = n++;
          return { ...req, body: JSON.stringify({ link: `https://www.tiktok.com/@w${run}n${i}/video/${++video}`, creator: `w${run}n${i}`, email: `w${run}n${i}@bench.test` }) };
        },
      },
    ],
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx, ok: r['2xx'] };
}

async function consistent(databaseUrl, dataDir, id) {
  const { openDatabase } = await import('../packages/server/src/db/open.ts');
  const { checkConsistency } = await import('../packages/server/src/testing/consistency.ts');
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    return await checkConsistency(database.db, id);
  } finally {
    await database.close();
  }
}

const env = (databaseUrl) => ({ DEMO_DATA: 'false', RATE_LIMIT_PUBLIC_MAX: '100000000', ...(databaseUrl && { DATABASE_URL: databaseUrl }) });

async function measure(label, databaseUrl) {
  const dataDir = tmpDir('chorus-bench-writes-');
  const id = await contestIn(databaseUrl, dataDir);
  const server = await startServer({ dataDir, env: env(databaseUrl) });
  const anchor = databaseUrl ? await startServer({ args: ['bench/write-anchor.mjs'], env: { DATABASE_URL: databaseUrl } }) : null;
  const figures = {};
  let created = 0;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const c of CONNECTIONS) {
        const chorus = await hammer(`${server.base}/publicapi/contests/${id}/entries`, c);
        created += chorus.ok;
        (figures[`chorus${c}`] ??= []).push(chorus);
        if (anchor) (figures[`anchor${c}`] ??= []).push(await hammer(`${anchor.base}/anchor/entry`, c));
      }
    }
  } finally {
    await server.stop();
    await anchor?.stop();
  }
  let ok = true;
  console.log(`  ${label} (${SERVER}), load average ${loadAverage()}`);
  for (const c of CONNECTIONS) {
    const ch = figures[`chorus${c}`];
    const an = figures[`anchor${c}`];
    const errors = ch.reduce((s, f) => s + f.errors, 0);
    const rps = ch.map((f) => f.rps);
    let line = `  ${label}, ${c} connection${c > 1 ? 's' : ''}: ${fmt(min(rps), 0)} / ${fmt(median(rps), 0)} entries/s (min / median of ${ROUNDS}), p50 ${median(ch.map((f) => f.p50))} ms, p99 ${median(ch.map((f) => f.p99))} ms, errors ${errors}`;
    if (an) {
      const arps = an.map((f) => f.rps);
      line += `; anchor (one INSERT) ${fmt(min(arps), 0)} / ${fmt(median(arps), 0)}/s: ${fmt((100 * median(rps)) / median(arps), 0)} %`;
    }
    console.log(line);
    if (errors > 0) ok = false;
    if (databaseUrl && c === 50 && median(rps) < 500) {
      console.log(`  BUDGET MISSED: ${label} at 50 connections wants >= 500 entries/s`);
      ok = false;
    }
  }
  const drift = await consistent(databaseUrl, dataDir, id);
  console.log(`  ${label}: ${created} entries created; counters and entries agree: ${drift.length === 0}${drift.length ? ` (${JSON.stringify(drift.slice(0, 3))})` : ''}`);
  return ok && drift.length === 0;
}

export async function run() {
  const pglite = await measure('PGlite', undefined);
  const pg = await withPostgresDatabase((url) => measure('PostgreSQL', url));
  if (!pglite) console.log('  BUDGET MISSED: PGlite entries must answer without errors');
  return pglite && pg !== false;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await run()) ? 0 : 1);
