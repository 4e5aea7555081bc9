// Leaderboard at scale: one contest with 500,000 posts from 20,000 creators on 4 platforms.
// Chorus: the server answers one page from its pre-aggregated table (p50/p95 over HTTP, bytes per page).
// The spec's way, in the same run: every post of the contest as JSON to the browser, then ranking in JS.
import zlib from 'node:zlib';
import { fmt, startServer, tmpDir, withPostgresDatabase } from './lib.mjs';

const POSTS = Number(process.env.BENCH_POSTS ?? 500_000);
const CREATORS = 20_000;
const REQUESTS = 300;

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function prepare(databaseUrl, dataDir) {
  const { openDatabase } = await import('../packages/server/src/db/open.ts');
  const { refreshLeaderboard, recount } = await import('../packages/server/src/repositories/contests.ts');
  const { sql } = await import('drizzle-orm');
  const database = await openDatabase({ databaseUrl, dataDir });
  const { db } = database;
  const t0 = performance.now();
  const [{ id }] = (await db.execute(sql`insert into competitions (name, organizer, platforms) values ('Bench', 'Bench', '["TikTok","Instagram Reel","YouTube Short","CapCut"]') returning id`)).rows;
  await db.execute(sql`
    insert into posts (contest_id, email, creator, platform, link, link_key, likes, views, status, created_at)
    select ${id}, 'c' || (g % ${CREATORS}) || '@bench.test', 'creator' || (g % ${CREATORS}),
           (array['tiktok','instagram','youtube','capcut'])[1 + (g * 7 / ${CREATORS}) % 4],
           'https://www.tiktok.com/@creator' || (g % ${CREATORS}) || '/video/' || (7300000000000000000::bigint + g),
           'tiktok.com/@creator' || (g % ${CREATORS}) || '/video/' || (7300000000000000000::bigint + g),
           (random() * 100000)::int, (random() * 1000000)::int, 'approved', now() - (g || ' seconds')::interval
    from generate_series(1, ${POSTS}) g`);
  await db.execute(sql`analyze posts`);
  await recount(db, id);
  await refreshLeaderboard(db, id);
  await db.execute(sql`analyze contest_leaderboard`);
  const [{ groups }] = (await db.execute(sql`select count(*)::int as groups from contest_leaderboard where contest_id = ${id}`)).rows;
  console.log(`  data: ${POSTS.toLocaleString()} posts, ${groups.toLocaleString()} creator+platform groups, built in ${fmt((performance.now() - t0) / 1000)} s`);

  // The spec's way: all posts of the contest with their fields, serialized, parsed, then aggregated and sorted in JS.
  const s0 = performance.now();
  const rows = (await db.execute(sql`select id, link, email, creator, platform, 'Chorus' as source, likes, views, country, contest_id as "postId", creativity_score as "creativityScore", referrals, created_at as "createdAt", updated_at as "updatedAt", false as "_deleted" from posts where contest_id = ${id}`)).rows;
  const json = JSON.stringify({ data: { getCompetition: { id, posts: { items: rows } } } });
  const fetched = performance.now();
  const parsed = JSON.parse(json).data.getCompetition.posts.items;
  const groupsMap = new Map();
  for (const p of parsed) {
    const key = `${p.creator}|${p.platform}`;
    const g = groupsMap.get(key) ?? { creator: p.creator, platform: p.platform, likes: 0, views: 0, posts: 0, top: null };
    g.likes += Number(p.likes);
    g.views += Number(p.views);
    g.posts += 1;
    if (!g.top || Number(p.likes) > g.top.likes) g.top = { likes: Number(p.likes), link: p.link };
    groupsMap.set(key, g);
  }
  const ranked = [...groupsMap.values()].sort((a, b) => b.likes - a.likes).slice(0, 10);
  const specMs = performance.now() - s0;
  const spec = { bytes: Buffer.byteLength(json), gzip: zlib.gzipSync(json).length, ms: specMs, serverMs: fetched - s0, top: ranked[0] };
  await database.close();
  return { id, spec };
}

async function measure(label, { databaseUrl, dataDir }) {
  const { id, spec } = await prepare(databaseUrl, dataDir);
  const server = await startServer({ dataDir, env: databaseUrl ? { DATABASE_URL: databaseUrl, DEMO_DATA: 'false' } : { DEMO_DATA: 'false' } });
  try {
    const url = (page, size) => `${server.base}/publicapi/contests/${id}/leaderboard?page=${page}&pageSize=${size}`;
    for (let i = 0; i < 20; i++) await fetch(url(1, 10)).then((r) => r.arrayBuffer());
    const times = [];
    let bytes = 0;
    let first;
    for (let i = 0; i < REQUESTS; i++) {
      const page = 1 + (i % 50);
      const t0 = performance.now();
      const body = await fetch(url(page, 10)).then((r) => r.text());
      times.push(performance.now() - t0);
      if (i === 0) {
        bytes = Buffer.byteLength(body);
        first = JSON.parse(body).results.data;
      }
    }
    const deep = [];
    for (let i = 0; i < 50; i++) {
      const t0 = performance.now();
      await fetch(url(50, 100)).then((r) => r.text());
      deep.push(performance.now() - t0);
    }
    const p50 = pct(times, 50);
    const p95 = pct(times, 95);
    console.log(`  ${label}: page of 10: p50 ${fmt(p50, 2)} ms, p95 ${fmt(p95, 2)} ms, ${bytes} bytes (${zlib.gzipSync(Buffer.from(JSON.stringify(first))).length} gzip); page 50 of 100 rows: p50 ${fmt(pct(deep, 50), 2)} ms`);
    console.log(`  ${label}: spec's way: ${fmt(spec.bytes / 1e6)} MB JSON (${fmt(spec.gzip / 1e6)} MB gzip), ${fmt(spec.ms, 0)} ms (${fmt(spec.serverMs, 0)} ms to read and serialize, the rest to parse and rank; transfer not counted)`);
    console.log(`  ${label}: Chorus is ${fmt(spec.ms / p50, 0)}× faster (p50) and sends ${fmt(spec.bytes / bytes, 0)}× fewer bytes; top creator agrees: ${first.total > 0 && first.rows[0].likes === spec.top.likes}`);
    return bytes < 10_000 && spec.ms / p50 >= 100;
  } finally {
    await server.stop();
  }
}

export async function run() {
  const pgliteOk = await measure('PGlite', { dataDir: tmpDir('chorus-bench-lb-') });
  const pgOk = await withPostgresDatabase((databaseUrl) => measure('PostgreSQL', { databaseUrl, dataDir: tmpDir('chorus-bench-lbpg-') }));
  const ok = pgliteOk && pgOk !== false;
  if (!ok) console.log('  BUDGET MISSED: want < 10 KB per page and ≥ 100× faster than the spec’s way');
  return ok;
}
