// Cached public reads while a contest takes entries (issue 27): the four reads of one contest's embed (the list,
// the contest, a leaderboard page, an entries page) in turn at 50 connections, alone and then while a writer
// enters that contest at 50 entries a second (anonymous, each entrant distinct), in interleaved rounds; on PGlite
// (one thread for the server and its database) and PostgreSQL. The contest starts with 2,000 approved entries.
// Budget: reads with the writer ≥ 85 % of alone on PGlite.
import os from 'node:os';
import autocannon from 'autocannon';
import { eachDatabase, fmt, openBenchDatabase, startServer } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ENTRIES_PER_S = 50;
const BUDGET = 0.85;
const loadAverage = () => os.loadavg().map((n) => n.toFixed(1)).join(' ');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

async function contestIn(where) {
  const bench = await openBenchDatabase(where);
  const { refreshLeaderboard, recount } = await import('../packages/server/src/repositories/contests.ts');
  try {
    const [{ id }] = await bench.rows(bench.sql`insert into competitions (name, organizer, kind, platforms) values ('Busy', 'Bench', 'quick', '["TikTok"]') returning id`);
    await bench.db.execute(bench.sql`
      insert into posts (contest_id, email, creator, platform, link, post_key, likes, status)
      select ${id}::int, 'b' || g || '@bench.test', 'busy' || g, 'tiktok', 'https://www.tiktok.com/@busy' || g || '/video/' || (6100000000 + g),
             'tiktok:' || (6100000000 + g), (random() * 10000)::int, 'approved'
      from generate_series(1, 2000) g`);
    await recount(bench.db, id);
    await refreshLeaderboard(bench.db, id);
    return id;
  } finally {
    await bench.close();
  }
}

async function measure(label, where) {
  const id = await contestIn(where);
  const server = await startServer({
    dataDir: where.dataDir,
    env: { DEMO_DATA: 'false', RATE_LIMIT_PUBLIC_MAX: '100000000', ...(where.databaseUrl && { DATABASE_URL: where.databaseUrl }) },
  });
  const paths = ['/publicapi/contests', `/publicapi/contests/${id}`, `/publicapi/contests/${id}/leaderboard?page=1&pageSize=25`, `/publicapi/contests/${id}/entries?page=1&pageSize=10`];
  const read = () =>
    autocannon({ url: server.base, connections: 50, duration: SECONDS, requests: paths.map((path) => ({ method: 'GET', path })) }).then((r) => ({ rps: r.requests.average, errors: r.errors + r.non2xx }));
  let n = 0;
  const writer = () => {
    let on = true;
    const counts = { ok: 0, failed: 0 };
    const done = (async () => {
      const t0 = performance.now();
      while (on) {
        const i = ++n;
        const res = await fetch(`${server.base}/publicapi/contests/${id}/entries`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ link: `https://www.tiktok.com/@rw${process.pid}n${i}/video/${6200000000 + i}`, creator: `rw${process.pid}n${i}`, email: `rw${process.pid}n${i}@bench.test` }),
        });
        await res.arrayBuffer();
        counts[res.status === 201 ? 'ok' : 'failed']++;
        // Paced: the i-th entry of this run starts no sooner than i / ENTRIES_PER_S seconds in.
        const wait = t0 + ((counts.ok + counts.failed) * 1000) / ENTRIES_PER_S - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      }
    })();
    return { stop: async () => ((on = false), await done, counts) };
  };
  const alone = [];
  const busy = [];
  let entered = 0;
  let failed = 0;
  let errors = 0;
  try {
    await read(); // warm up
    for (let round = 0; round < ROUNDS; round++) {
      const a = await read();
      alone.push(a.rps);
      const w = writer();
      const b = await read();
      const counts = await w.stop();
      busy.push(b.rps);
      entered += counts.ok;
      failed += counts.failed;
      errors += a.errors + b.errors;
    }
  } finally {
    await server.stop();
  }
  const ratio = median(busy) / median(alone);
  const ok = label !== 'PGlite' || ratio >= BUDGET;
  console.log(
    `  ${label}: reads alone ${fmt(median(alone), 0)} req/s; while entering ${ENTRIES_PER_S}/s ${fmt(median(busy), 0)} req/s = ${fmt(ratio * 100, 0)} % of alone` +
      `${label === 'PGlite' ? ` (budget ≥ ${BUDGET * 100} %)${ok ? '' : ' MISSED'}` : ''}; ${entered} entries taken (${fmt(entered / (ROUNDS * SECONDS), 0)}/s), ${failed} refused, read errors ${errors}; load average ${loadAverage()}`,
  );
  return ok && errors === 0 && failed === 0;
}

export async function run() {
  console.log(`${ROUNDS} interleaved rounds of ${SECONDS} s, 50 connections, medians`);
  const results = await eachDatabase('rw', measure);
  return Object.values(results).every((r) => r !== false);
}
