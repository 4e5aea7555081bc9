// Paged reads and their write path at scale, on PGlite and PostgreSQL: two contests in one database, 50,000 posts
// (2,000 creators on 4 platforms) and 500,000 (20,000 creators: 80,000 leaderboard rows). For each: leaderboard and
// approved-entries pages of 100 (page 1, offsets 4,900 and 40,000, the last page, and the page after a cursor at
// 40,000), timed from the server's side of the connection and as the database's own execution time (EXPLAIN
// ANALYZE; growth between sizes is judged on its median, the round trip being the same). Beside them, in the same rounds, the anchor: a bare primary-key lookup on the leaderboard.
// The write path at 500k: an approval (moderate + leaderboard refresh of its group) and a bulk metrics update of
// 1,000 entries, each beside a bare UPDATE of the same rows. On PostgreSQL also page 1 over HTTP (p50).
// Interleaved rounds; min / median. Budgets: page 1 at 500k <= 2 ms in the database; a page at 500k within 1.5x of
// the same page at 50k (page 1, the last page and cursor pages; or within 0.1 ms), on the min of the rounds: a page of
// 0.2 ms doubles with one busy round, and what grows with the data grows in every round; page 1 over HTTP on
// PostgreSQL <= 5 ms p50; a deep page (offset 40,000, read from its anchor) at 500k <= 2x page 1 in the database; and
// page-1 reads over HTTP beside a crawler of deep pages >= 70 % of alone (PostgreSQL); page 1 over HTTP with the public
// cache off <= 2x the same SQL behind a bare route (PostgreSQL; "page 1 over HTTP" above is a cache hit).
// Beside them, the studio's moderation queue (issue 21) on the same contests (one entry in 50 flagged): page 1, in
// review, flagged only, after a cursor deep in it, and its count (capped at 10,000), in the database and (PostgreSQL)
// page 1 of 100 over HTTP as staff (p50). Budget: queue page 1 at 500k <= 5 ms in the database. And the studio's
// contest overview at 500k (bench/overview.mjs: in the database and over HTTP, p50).
// BENCH_DB=pglite|postgres runs one database only; BENCH_ROUNDS (7).
import autocannon from 'autocannon';
import { BENCH_PASSWORD, fmt, signIn, startServer, tmpDir, uptime, withPostgresDatabase } from './lib.mjs';
import { overviewInDatabase, overviewOverHttp, overviewSession } from './overview.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const CRAWL_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const STAFF_EMAIL = 'staff@bench.test';
const SIZE = 100;
// Below this difference two database times are the same cost (a tenth of a millisecond is timer and cache noise).
const FLAT_MS = 0.1;
const SCALE = Number(process.env.BENCH_SCALE ?? 1); // < 1 for a quick try of the bench itself
const SIZES = [
  { label: '50k', posts: 50_000 * SCALE, creators: 2_000 * SCALE },
  { label: '500k', posts: 500_000 * SCALE, creators: 20_000 * SCALE },
];

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => sorted(xs)[Math.floor(xs.length / 2)];
const minOf = (xs) => Math.min(...xs);
const ms = (xs) => `${fmt(minOf(xs), 2)} / ${fmt(median(xs), 2)} ms`;

async function build(db, sql, { posts, creators }, label) {
  const { refreshLeaderboard, recount } = await import('../packages/server/src/repositories/contests.ts');
  const [{ id }] = (await db.execute(sql`insert into competitions (name, organizer, kind, platforms) values (${`Bench ${label}`}, 'Bench', 'quick', '["TikTok","Instagram Reel","YouTube Short","CapCut"]') returning id`)).rows;
  await db.execute(sql`
    insert into posts (contest_id, email, creator, platform, link, post_key, likes, views, status, signals, created_at)
    select ${id}::int, 'c' || (g % ${creators}::int) || '@bench.test', 'creator' || (g % ${creators}::int),
           (array['tiktok','instagram','youtube','capcut'])[1 + (g / ${creators}::int) % 4],
           'https://www.tiktok.com/@creator' || (g % ${creators}::int) || '/video/' || (7300000000000000000::bigint + g),
           'tiktok:' || (7300000000000000000::bigint + g),
           (random() * 100000)::int, (random() * 1000000)::int,
           case when g % 1000 = 0 then 'in_review' else 'approved' end, case when g % 50 = 0 then 2 else 0 end,
           now() - (g || ' seconds')::interval
    from generate_series(1, ${posts}::int) g`);
  await recount(db, id);
  await refreshLeaderboard(db, id);
  return id;
}

async function measureDb(label, db, sql, contests) {
  const { findContest } = await import('../packages/server/src/repositories/contests.ts');
  const { leaderboardPageQuery, approvedEntriesQuery, leaderboardPage, approvedEntriesPage, boardPageFrom, entriesPageFrom } = await import('../packages/server/src/repositories/contest-pages.ts');
  const { moderate, recordMetrics } = await import('../packages/server/src/repositories/entries.ts');
  const { queueQuery, queueCountQuery, queuePage } = await import('../packages/server/src/repositories/moderation.ts');
  const { leaderboardCursor, entriesCursor, queueCursor } = await import('@chorus/core');
  const samples = {};
  const add = (key, v) => (samples[key] ??= []).push(v);
  const time = async (key, fn) => {
    const t0 = performance.now();
    await fn();
    add(key, performance.now() - t0);
  };
  const setups = [];
  for (const [size, id] of Object.entries(contests)) {
    const c = await findContest(db, id);
    const lastBoard = Math.ceil(c.leaderboardCount / SIZE);
    const lastEntries = Math.ceil(c.approvedCount / SIZE);
    const boardAt = async (offset) => (await leaderboardPage(db, c, offset / SIZE, SIZE)).data.next;
    const entriesAt = async (offset) => (await approvedEntriesPage(db, c, offset / SIZE, SIZE)).data.next;
    // The queue's cursor at `offset`: the page before it read by number once (the studio walks there by cursor).
    const queueAt = async (offset) => (await queuePage(db, id, { page: offset / SIZE, pageSize: SIZE })).next;
    const deep = Math.max(SIZE, Math.min(40_000, (lastBoard - 2) * SIZE));
    const deepEntries = Math.max(SIZE, Math.min(40_000, (lastEntries - 2) * SIZE));
    // A page by number as the server reads it: from its anchor when it starts deep (page-anchors.ts).
    // (Returned in an object: a Drizzle query is thenable, so an async function returning one would run it.)
    const boardPage = async (page) => leaderboardPageQuery(db, c, { page, pageSize: SIZE, from: (await boardPageFrom(db, c, page, SIZE)).from });
    const entriesPage = async (page) => approvedEntriesQuery(db, c, { page, pageSize: SIZE, from: (await entriesPageFrom(db, c, page, SIZE)).from });
    const queries = {
      'leaderboard page 1': (await boardPage(1)).q,
      'leaderboard offset 4,900': (await boardPage(50)).q,
      [`leaderboard offset ${deep.toLocaleString('en-US')}`]: (await boardPage(deep / SIZE + 1)).q,
      'leaderboard last page': (await boardPage(lastBoard)).q,
      [`leaderboard after a cursor at ${deep.toLocaleString('en-US')}`]: leaderboardPageQuery(db, c, { page: 1, pageSize: SIZE, after: leaderboardCursor.parse(await boardAt(deep)) }).q,
      'entries page 1': (await entriesPage(1)).q,
      'entries offset 4,900': (await entriesPage(50)).q,
      [`entries offset ${deepEntries.toLocaleString('en-US')}`]: (await entriesPage(deepEntries / SIZE + 1)).q,
      'entries last page': (await entriesPage(lastEntries)).q,
      [`entries after a cursor at ${deepEntries.toLocaleString('en-US')}`]: approvedEntriesQuery(db, c, { page: 1, pageSize: SIZE, after: entriesCursor.parse(await entriesAt(deepEntries)) }).q,
      'queue page 1': queueQuery(db, id, { page: 1, pageSize: SIZE }),
      'queue in review page 1': queueQuery(db, id, { status: 'in_review', page: 1, pageSize: SIZE }),
      'queue flagged page 1': queueQuery(db, id, { flagged: true, page: 1, pageSize: SIZE }),
      [`queue after a cursor at ${deepEntries.toLocaleString('en-US')}`]: queueQuery(db, id, { page: 1, pageSize: SIZE, after: queueCursor.parse(await queueAt(deepEntries)) }),
      'queue count (capped at 10,000)': queueCountQuery(db, id, { page: 1, pageSize: SIZE }),
    };
    const [probe] = (await db.execute(sql`select creator, platform from contest_leaderboard where contest_id = ${id} limit 1`)).rows;
    const anchor = () => db.execute(sql`select * from contest_leaderboard where contest_id = ${id} and creator = ${probe.creator} and platform = ${probe.platform}`);
    setups.push({ size, id, c, queries, anchor });
  }
  const big = setups.find((s) => s.size === '500k');
  const pending = (await db.execute(sql`select id from posts where contest_id = ${big.id} and status = 'in_review' order by id limit ${ROUNDS}`)).rows.map((r) => r.id);
  const bulk = (await db.execute(sql`select id from posts where contest_id = ${big.id} and status = 'approved' order by id limit 1000`)).rows.map((r) => r.id);
  const execTime = async (q) => {
    const res = await db.execute(sql`explain (analyze, format json) ${q.getSQL()}`);
    const raw = Object.values(res.rows[0])[0];
    return (typeof raw === 'string' ? JSON.parse(raw) : raw)[0]['Execution Time'];
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const s of setups) {
      await time(`${s.size} anchor`, s.anchor);
      for (const [name, q] of Object.entries(s.queries)) {
        await time(`${s.size} ${name}`, () => q.execute());
        add(`${s.size} ${name} in the database`, await execTime(q));
      }
    }
    // The write path at 500k, each beside a bare UPDATE of the same rows.
    const one = pending[round];
    await time('approval anchor', () => db.execute(sql`update posts set updated_at = now() where id = ${one}`));
    await time('approval', () => moderate(db, [one], 'approved'));
    const metrics = bulk.map((id, k) => ({ id, likes: 1000 + round * 7 + k }));
    await time('bulk anchor', () => db.execute(sql`update posts p set likes = m.likes from unnest(${sql.param(bulk)}::int[], ${sql.param(metrics.map((m) => m.likes))}::bigint[]) as m(id, likes) where p.id = m.id`));
    await time('bulk metrics', () => recordMetrics(db, big.id, metrics));
  }
  for (const s of setups) {
    console.log(`  ${label} ${s.size} (${s.c.leaderboardCount.toLocaleString('en-US')} board rows, ${s.c.approvedCount.toLocaleString('en-US')} approved): anchor (primary-key lookup) ${ms(samples[`${s.size} anchor`])}`);
    for (const name of Object.keys(s.queries))
      console.log(`    ${name}: ${ms(samples[`${s.size} ${name}`])} (in the database ${ms(samples[`${s.size} ${name} in the database`])})`);
  }
  console.log(`  ${label} 500k writes: approval ${ms(samples.approval)} (anchor: one UPDATE ${ms(samples['approval anchor'])}); metrics for 1,000 entries ${ms(samples['bulk metrics'])} (anchor: one UPDATE of them ${ms(samples['bulk anchor'])})`);

  let ok = true;
  const queue1 = median(samples['500k queue page 1 in the database']);
  if (queue1 > 5) {
    console.log(`  BUDGET MISSED: ${label} moderation queue page 1 at 500k takes ${fmt(queue1, 2)} ms in the database (want <= 5)`);
    ok = false;
  }
  const page1 = median(samples['500k leaderboard page 1 in the database']);
  if (page1 > 2) {
    console.log(`  BUDGET MISSED: ${label} leaderboard page 1 at 500k takes ${fmt(page1, 2)} ms in the database (want <= 2)`);
    ok = false;
  }
  for (const name of ['leaderboard page 1', 'leaderboard last page', 'entries page 1', 'entries last page']) {
    const [large, small] = [minOf(samples[`500k ${name} in the database`]), minOf(samples[`50k ${name} in the database`])];
    const ratio = large / small;
    if (ratio > 1.5 && large - small > FLAT_MS) {
      console.log(`  BUDGET MISSED: ${label} ${name} at 500k is ${fmt(ratio, 2)}x the same page at 50k (want <= 1.5)`);
      ok = false;
    }
  }
  // Any page costs what page 1 costs: a deep page reads from its anchor (at most 99 rows skipped, so up to twice
  // page 1's rows).
  for (const prefix of ['leaderboard', 'entries']) {
    const key = Object.keys(samples).find((k) => /^500k \S+ offset (?!4,900)/.test(k) && k.startsWith(`500k ${prefix} offset`) && k.endsWith('in the database'));
    const [deepMs, firstMs] = [minOf(samples[key]), minOf(samples[`500k ${prefix} page 1 in the database`])];
    if (deepMs / firstMs > 2 && deepMs - firstMs > FLAT_MS) {
      console.log(`  BUDGET MISSED: ${label} ${key.replace(' in the database', '')} is ${fmt(deepMs / firstMs, 2)}x page 1 in the database (want <= 2)`);
      ok = false;
    }
  }
  const cursorRatio = (prefix) => {
    const key = (size) => Object.keys(samples).find((k) => k.startsWith(`${size} ${prefix} after a cursor`) && k.endsWith('in the database'));
    return [minOf(samples[key('500k')]), minOf(samples[key('50k')])];
  };
  for (const prefix of ['leaderboard', 'entries']) {
    const [large, small] = cursorRatio(prefix);
    const r = large / small;
    if (r > 1.5 && large - small > FLAT_MS) {
      console.log(`  BUDGET MISSED: ${label} ${prefix} cursor page at 500k is ${fmt(r, 2)}x the one at 50k (want <= 1.5)`);
      ok = false;
    }
  }
  return { ok };
}

/**
 * Page 1 of 10 with the public cache off (PUBLIC_CACHE_SECONDS=0: every request reads the database) beside a bare
 * Fastify route running the same SQL (bench/leaderboard-anchor.mjs), 300 sequential requests each, interleaved in
 * 3 rounds; p50. Budget: ≤ 2× the anchor.
 */
async function uncachedPage1(label, databaseUrl, dataDir, id, page1Sql) {
  const server = await startServer({ dataDir, env: { DATABASE_URL: databaseUrl, DEMO_DATA: 'false', PUBLIC_CACHE_SECONDS: '0' } });
  const anchor = await startServer({ args: ['bench/leaderboard-anchor.mjs'], env: { DATABASE_URL: databaseUrl, ANCHOR_SQL: page1Sql.sql, ANCHOR_PARAMS: JSON.stringify(page1Sql.params) } });
  try {
    const urls = { chorus: `${server.base}/publicapi/contests/${id}/leaderboard?page=1&pageSize=10`, anchor: `${anchor.base}/anchor/leaderboard` };
    const times = { chorus: [], anchor: [] };
    for (let round = 0; round < 3; round++)
      for (const [name, url] of Object.entries(urls)) {
        for (let i = 0; i < 20; i++) await fetch(url).then((r) => r.arrayBuffer());
        for (let i = 0; i < 100; i++) {
          const t0 = performance.now();
          const r = await fetch(url);
          if (!r.ok) throw new Error(`${name}: ${r.status}`);
          await r.arrayBuffer();
          times[name].push(performance.now() - t0);
        }
      }
    const ratio = median(times.chorus) / median(times.anchor);
    console.log(
      `  ${label} 500k page 1 over HTTP uncached (PUBLIC_CACHE_SECONDS=0, 300 sequential requests): p50 ${fmt(median(times.chorus), 2)} ms; anchor (the same SQL behind a bare route) p50 ${fmt(median(times.anchor), 2)} ms: ${fmt(ratio, 2)}× (budget ≤ 2×) (${uptime()})`,
    );
    if (ratio > 2) {
      console.log(`  BUDGET MISSED: ${label} uncached page 1 is ${fmt(ratio, 2)}x the bare route (want <= 2)`);
      return false;
    }
    return true;
  } finally {
    await Promise.all([server.stop(), anchor.stop()]);
  }
}

async function measureHttp(label, env, dataDir, id) {
  const server = await startServer({ dataDir, env: { ...env, DEMO_DATA: 'false' } });
  try {
    const url = `${server.base}/publicapi/contests/${id}/leaderboard?page=1&pageSize=10`;
    for (let i = 0; i < 20; i++) await fetch(url).then((r) => r.arrayBuffer());
    const times = [];
    for (let i = 0; i < 200; i++) {
      const t0 = performance.now();
      await fetch(url).then((r) => r.arrayBuffer());
      times.push(performance.now() - t0);
    }
    const p50 = median(times);
    console.log(`  ${label} 500k page 1 over HTTP (10 rows, 200 sequential requests): p50 ${fmt(p50, 2)} ms, min ${fmt(minOf(times), 2)} ms`);
    // The moderation queue as the studio reads it (staff: /adminapi, the same handler as /orgapi): page 1 of 100 rows
    // with its count.
    const token = await signIn(server.base, STAFF_EMAIL);
    const queueUrl = `${server.base}/adminapi/contests/${id}/entries?page=1&pageSize=100`;
    const get = () => fetch(queueUrl, { headers: { 'x-api-key': token } }).then(async (r) => {
      if (!r.ok) throw new Error(`queue: ${r.status} ${await r.text()}`);
      return r.arrayBuffer();
    });
    for (let i = 0; i < 10; i++) await get();
    const queueTimes = [];
    for (let i = 0; i < 100; i++) {
      const t0 = performance.now();
      await get();
      queueTimes.push(performance.now() - t0);
    }
    console.log(`  ${label} 500k moderation queue page 1 over HTTP (100 rows and the count, 100 sequential requests): p50 ${fmt(median(queueTimes), 2)} ms, min ${fmt(minOf(queueTimes), 2)} ms (${uptime()})`);
    const crawl = await crawlerBeside(server.base, id);
    let ok = true;
    if (p50 > 5) {
      console.log(`  BUDGET MISSED: ${label} page 1 over HTTP p50 ${fmt(p50, 2)} ms (want <= 5)`);
      ok = false;
    }
    if (crawl < 0.7) {
      console.log(`  BUDGET MISSED: ${label} page-1 reads beside a deep crawler at ${fmt(crawl * 100, 0)} % of alone (want >= 70 %)`);
      ok = false;
    }
    return ok;
  } finally {
    await server.stop();
  }
}

/**
 * Page-1 reads of the leaderboard (20 connections, the public cache on as served) alone, then beside one crawler
 * walking deep pages of 100 one after another (offsets 30,000-79,900: each a miss of the cache, read from its
 * anchor), in interleaved rounds. Returns the median ratio with / alone; budget >= 70 %.
 */
async function crawlerBeside(base, id) {
  const page1 = `${base}/publicapi/contests/${id}/leaderboard?page=1&pageSize=25`;
  const load = () => autocannon({ url: page1, connections: 20, duration: CRAWL_SECONDS });
  const alone = [];
  const beside = [];
  const crawled = [];
  const crawlTimes = [];
  for (let round = 0; round < 3; round++) {
    alone.push(await load());
    let crawling = true;
    let n = 0;
    let page = 300 + round * 100;
    const crawler = (async () => {
      while (crawling) {
        const t0 = performance.now();
        const r = await fetch(`${base}/publicapi/contests/${id}/leaderboard?page=${page}&pageSize=100`);
        if (!r.ok) throw new Error(`crawler: ${r.status} ${await r.text()}`);
        await r.arrayBuffer();
        crawlTimes.push(performance.now() - t0);
        n++;
        page = page >= 799 ? 300 : page + 1;
      }
    })();
    beside.push(await load());
    crawling = false;
    await crawler;
    crawled.push(n / CRAWL_SECONDS);
  }
  const rate = (rs) => median(rs.map((r) => r.requests.average));
  const p99 = (rs) => median(rs.map((r) => r.latency.p99));
  const ratio = rate(beside) / rate(alone);
  console.log(
    `  page 1 over HTTP, 20 connections: alone ${fmt(rate(alone), 0)} req/s (p99 ${fmt(p99(alone), 0)} ms); beside a deep crawler ${fmt(rate(beside), 0)} req/s (p99 ${fmt(p99(beside), 0)} ms) = ${fmt(ratio * 100, 0)} % of alone (budget >= 70 %); the crawler read ${fmt(median(crawled), 0)} deep pages/s, p50 ${fmt(median(crawlTimes), 1)} ms (${uptime()})`,
  );
  return ratio;
}

async function measure(label, databaseUrl) {
  const { openDatabase } = await import('../packages/server/src/db/open.ts');
  const { sql } = await import('drizzle-orm');
  const dataDir = tmpDir('chorus-bench-lb-');
  const database = await openDatabase({ databaseUrl, dataDir });
  const contests = {};
  let ok;
  let overviewToken;
  let page1Sql;
  try {
    const t0 = performance.now();
    for (const s of SIZES) contests[s.label] = await build(database.db, sql, s, s.label);
    // Staff, who read the queue over HTTP.
    const { hashPassword } = await import('../packages/server/src/lib/tokens.ts');
    const [staff] = (await database.db.execute(sql`insert into contacts (contact_type, first_name, last_name, email_primary, email_confirmed_at)
      values ('admin', 'Bench', 'Staff', ${STAFF_EMAIL}, now()) returning id`)).rows;
    await database.db.execute(sql`insert into credentials (contact_id, username, password_hash) values (${staff.id}, ${STAFF_EMAIL}, ${await hashPassword(BENCH_PASSWORD)})`);
    await database.db.execute(sql`analyze`);
    if (databaseUrl) await database.db.execute(sql`vacuum analyze contest_leaderboard`);
    if (databaseUrl) await database.db.execute(sql`vacuum analyze posts`);
    console.log(`  ${label}: data built in ${fmt((performance.now() - t0) / 1000)} s`);
    ({ ok } = await measureDb(label, database.db, sql, contests));
    await overviewInDatabase(label, database.db, sql, contests['500k']);
    overviewToken = await overviewSession(database.db, sql, contests['500k']);
    const { findContest } = await import('../packages/server/src/repositories/contests.ts');
    const { leaderboardPageQuery } = await import('../packages/server/src/repositories/contest-pages.ts');
    page1Sql = leaderboardPageQuery(database.db, await findContest(database.db, contests['500k']), { page: 1, pageSize: 10 }).q.toSQL();
  } finally {
    await database.close();
  }
  if (databaseUrl) ok = (await measureHttp(label, { DATABASE_URL: databaseUrl }, dataDir, contests['500k'])) && ok;
  if (databaseUrl) ok = (await uncachedPage1(label, databaseUrl, dataDir, contests['500k'], page1Sql)) && ok;
  await overviewOverHttp(label, databaseUrl ? { DATABASE_URL: databaseUrl } : {}, dataDir, contests['500k'], overviewToken);
  return ok;
}

export async function run() {
  const which = process.env.BENCH_DB;
  const results = [];
  if (!which || which === 'pglite') results.push(await measure('PGlite', undefined));
  if (!which || which === 'postgres') results.push(await withPostgresDatabase((url) => measure('PostgreSQL', url)));
  return results.every((r) => r !== false);
}
