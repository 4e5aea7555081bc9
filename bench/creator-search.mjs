// The studio's creator search (issue 22) at 100k handles (50k creators), on PGlite and PostgreSQL: the repository call
// behind GET /orgapi/creators (the page, its capped count and the page's past-work and invitation look-ups) for the
// main orders and filters, p50 over BENCH_SEARCH_ROUNDS rounds, beside an anchor measured in the same run on the same
// data: a plain indexed SELECT of the same page (`order by followers desc, id desc limit 25` on its index, no join).
// Budget: every search answers in 50 ms or less at p50 (a search the studio runs on each change of its filters; the
// figures were 4-18 ms on a loaded machine).
import { eachDatabase, fmt, median, openBenchDatabase, uptime } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 30);
const HANDLES = 100_000;
const BUDGET_MS = 50;

async function measure(label, target) {
  const bench = await openBenchDatabase(target);
  const { db, sql } = bench;
  let ok = true;
  try {
    const { seedCreatorSearch } = await import('../packages/server/src/testing/creator-search-seed.ts');
    const { searchCreators } = await import('../packages/server/src/repositories/creator-search.ts');
    const { creatorSearchQuery, encodeCursor } = await import('@chorus/core');
    const t0 = performance.now();
    const seeded = await seedCreatorSearch(db, HANDLES);
    console.log(`  ${label}: seeded ${HANDLES} handles in ${fmt((performance.now() - t0) / 1000)} s`);
    const time = async (fn) => {
      await fn();
      const xs = [];
      for (let i = 0; i < ROUNDS; i++) {
        const s = performance.now();
        await fn();
        xs.push(performance.now() - s);
      }
      return median(xs);
    };
    const anchor = await time(() => db.execute(sql`select id, handle, followers from contact_platforms order by followers desc, id desc limit 25`));
    console.log(`  ${label} anchor (indexed SELECT of one page of 25, no join): p50 ${fmt(anchor, 2)} ms`);
    const cases = {
      'default (followers desc)': {},
      'platform + song rate ≤ $100, by rate': { platformId: '4', rateKind: 'song', maxRateCents: '10000', sort: 'rate', dir: 'asc' },
      'by response rate, ≥ 80 %': { sort: 'responseRate', minResponseRate: '80' },
      'by completed offers': { sort: 'completed' },
      'country GB': { country: 'GB' },
      'worked with us': { workedWithUs: 'true' },
      'text (name prefix)': { q: 'first12' },
      'with campaignId (invited states)': { campaignId: String(seeded.campaignId) },
      'deep page (cursor)': { after: encodeCursor(['followers', 'desc', 200_000, 50_000]) },
    };
    for (const [name, q] of Object.entries(cases)) {
      const query = creatorSearchQuery.parse(q);
      const p50 = await time(() => searchCreators(db, seeded.scope, query));
      console.log(`  ${label} search, ${name}: p50 ${fmt(p50, 2)} ms (${fmt(p50 / anchor, 1)}× the anchor)`);
      if (p50 > BUDGET_MS) {
        ok = false;
        console.log(`  BUDGET MISSED: ${label} search, ${name} p50 ${fmt(p50, 2)} ms (want <= ${BUDGET_MS})`);
      }
    }
    return ok;
  } finally {
    await bench.close();
  }
}

export async function run() {
  console.log(`  ${uptime()}`);
  let ok = true;
  await eachDatabase('search', async (label, target) => {
    if (!(await measure(label, target))) ok = false;
  });
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
