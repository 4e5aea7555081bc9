// Memory under steady public reads plus entries (issue 23: RSS grew for 10 minutes without levelling off). The built
// server on PostgreSQL with the demo data takes, for SOAK_MINUTES (20), public reads spread over every demo contest's
// detail and leaderboard pages (the public cache's keys) at ~SOAK_READS/s (300) and anonymous entries to one quick
// contest at ~SOAK_ENTRIES/s (20) — each entry changes what that contest's cached answers are. The server's RSS is
// read from /proc every 30 s and printed with the requests served; the verdict compares the last third of the run
// with the middle third. SOAK_PAGES=400 passes the public cache's bound of 5,000 values. Not in `npm run bench`'s
// default list (it runs for minutes): `npm run bench -- soak`.
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { fmt, startServer, tmpDir, withPostgresDatabase } from './lib.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 20);
const READS_PER_S = Number(process.env.SOAK_READS ?? 300);
const ENTRIES_PER_S = Number(process.env.SOAK_ENTRIES ?? 20);
// Leaderboard pages read per contest, at two page sizes: 20 keeps the cached answers to a few hundred; 400 passes
// the public cache's bound of 5,000 values, to see that it holds.
const PAGES = Number(process.env.SOAK_PAGES ?? 20);
const SAMPLE_MS = 30_000;
const loadAverage = () => os.loadavg().map((n) => n.toFixed(1)).join(' ');
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function quickContest(databaseUrl) {
  const { openDatabase } = await import('../packages/server/src/db/open.ts');
  const { sql } = await import('drizzle-orm');
  const database = await openDatabase({ databaseUrl, dataDir: tmpDir('chorus-soak-seed-') });
  const [{ id }] = (await database.db.execute(sql`insert into competitions (name, organizer, kind, platforms) values ('Soak', 'Bench', 'quick', '["TikTok"]') returning id`)).rows;
  await database.close();
  return id;
}

export async function run() {
  return withPostgresDatabase(async (databaseUrl) => {
    const server = await startServer({ env: { DATABASE_URL: databaseUrl, DEMO_DATA: 'true', RATE_LIMIT_PUBLIC_MAX: '100000000' } });
    try {
      const entriesTo = await quickContest(databaseUrl);
      const list = await fetch(`${server.base}/publicapi/contests`).then((r) => r.json());
      const ids = list.results.data.map((c) => c.id);
      // Every contest's detail and its first PAGES leaderboard pages at two page sizes.
      const paths = ids.flatMap((id) => [`/publicapi/contests/${id}`, ...Array.from({ length: PAGES }, (_, p) => [10, 25].map((s) => `/publicapi/contests/${id}/leaderboard?page=${p + 1}&pageSize=${s}`)).flat()]);
      paths.push('/publicapi/contests', `/publicapi/contests/${entriesTo}`, `/publicapi/contests/${entriesTo}/leaderboard?page=1&pageSize=25`);
      let r = 0;
      let e = 0;
      const seconds = MINUTES * 60;
      const common = { duration: seconds, connections: 10 };
      const reads = autocannon({ ...common, url: server.base, overallRate: READS_PER_S, requests: [{ setupRequest: (req) => ({ ...req, path: paths[r++ % paths.length] }) }] });
      const entries = autocannon({
        ...common,
        url: `${server.base}/publicapi/contests/${entriesTo}/entries`,
        method: 'POST',
        overallRate: ENTRIES_PER_S,
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (req) => {
              const i = e++;
              return { ...req, body: JSON.stringify({ link: `https://www.tiktok.com/@soak${i}/video/${8000000 + i}`, creator: `soak${i}`, email: `soak${i}@bench.test` }) };
            },
          },
        ],
      });
      console.log(`soak: ${MINUTES} min on PostgreSQL with the demo data, ${paths.length} public URLs at ~${READS_PER_S} reads/s + ~${ENTRIES_PER_S} entries/s; load average ${loadAverage()}`);
      const samples = [];
      const t0 = Date.now();
      const sample = () => {
        const s = { min: (Date.now() - t0) / 60_000, rss: rssMb(server.pid), reads: r, entries: e };
        samples.push(s);
        console.log(`  ${fmt(s.min, 1).padStart(5)} min  RSS ${fmt(s.rss, 0).padStart(4)} MB  reads ${s.reads}  entries ${s.entries}`);
      };
      sample();
      const timer = setInterval(sample, SAMPLE_MS);
      const [readResult, entryResult] = await Promise.all([reads, entries]);
      clearInterval(timer);
      sample();
      // Medians, not peaks: a collection that lets the heap grow for a minute and gives it back (seen: 186 → 257 →
      // 180 MB) is not a leak; a leak raises the middle of the curve.
      const third = Math.floor(samples.length / 3);
      const med = (xs) => xs.map((s) => s.rss).sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      const middle = med(samples.slice(third, 2 * third));
      const last = med(samples.slice(2 * third));
      const growth = (last - middle) / middle;
      console.log(
        `reads ${readResult.requests.total} (errors ${readResult.errors + readResult.non2xx}, p99 ${readResult.latency.p99} ms), entries ${entryResult.requests.total} (errors ${entryResult.errors + entryResult.non2xx}); ` +
          `median RSS middle third ${fmt(middle, 0)} MB, last third ${fmt(last, 0)} MB (${fmt(growth * 100, 1)} %); load average ${loadAverage()}`,
      );
      // Levelled off: the last third's median within 10 % of the middle third's.
      return growth <= 0.1;
    } finally {
      await server.stop();
    }
  });
}
