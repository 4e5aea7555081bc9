// The studio's Overview of a contest (issue 21) at 500k entries, printed by bench/leaderboard.mjs beside its pages on
// the same data: the repository call (four queries: entries by UTC day, the board's sums and top 10, payments by status)
// timed from the server's side of the connection, the sum of the three queries' own execution time (EXPLAIN
// ANALYZE), and GET /orgapi/contests/:id/overview over HTTP as an owner of the contest's organisation (p50).
// Figures only, no budget: every organiser read of a whole contest is a pass over its entries.
import { fmt, startServer } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_OVERVIEW_ROUNDS ?? 15);
const REQUESTS = 50;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const ms = (xs) => `p50 ${fmt(median(xs), 2)} ms, min ${fmt(Math.min(...xs), 2)} ms`;

/** An owner of the contest's organisation and a session for it (made before the bench closes the database). */
export async function overviewSession(db, sql, contestId) {
  const { createSession } = await import('../packages/server/src/repositories/sessions.ts');
  const [{ id: contactId }] = (await db.execute(sql`insert into contacts (contact_type, first_name, last_name, email_primary)
    values ('organiser', 'Bench', 'Owner', ${`overview${contestId}@bench.test`}) returning id`)).rows;
  await db.execute(sql`insert into organisation_members (organisation_id, contact_id, role)
    select organisation_id, ${contactId}, 'owner' from competitions where id = ${contestId}`);
  return (await createSession(db, contactId, false)).token;
}

/** The overview of the contest, in the database: `{ call, db }` samples in ms. */
export async function overviewInDatabase(label, db, sql, contestId) {
  const { boardTotalsQuery, contestOverview, entriesByDayQuery, paymentsByStatusQuery } = await import('../packages/server/src/repositories/contest-overview.ts');
  const { findContest } = await import('../packages/server/src/repositories/contests.ts');
  const { leaderboardPageQuery } = await import('../packages/server/src/repositories/contest-pages.ts');
  const { STAFF_SCOPE } = await import('../packages/server/src/lib/http.ts');
  const c = await findContest(db, contestId);
  // What autovacuum does after a bulk load on PostgreSQL (PGlite runs none): the visibility map lets the entries by
  // day read posts_contest_day_idx alone.
  if (label === 'PostgreSQL') await db.execute(sql`vacuum analyze posts`);
  const execTime = async (q) => {
    const res = await db.execute(sql`explain (analyze, format json) ${q.getSQL()}`);
    const raw = Object.values(res.rows[0])[0];
    return (typeof raw === 'string' ? JSON.parse(raw) : raw)[0]['Execution Time'];
  };
  // The top 10 as the overview reads them (leaderboardTop): the board's first 10 rows in rank order.
  const top = leaderboardPageQuery(db, c, { page: 1, pageSize: 10 }).q;
  const call = [];
  const inDb = [];
  const byDay = [];
  await contestOverview(db, STAFF_SCOPE, contestId);
  for (let round = 0; round < ROUNDS; round++) {
    const t0 = performance.now();
    const o = await contestOverview(db, STAFF_SCOPE, contestId);
    call.push(performance.now() - t0);
    if (o.totals.entries < 1) throw new Error('overview bench: no entries counted');
    const day = await execTime(entriesByDayQuery(db, contestId));
    byDay.push(day);
    inDb.push(day + (await execTime(boardTotalsQuery(db, contestId))) + (await execTime(top)) + (await execTime(paymentsByStatusQuery(db, contestId))));
  }
  const plan = (await db.execute(sql`explain ${entriesByDayQuery(db, contestId).getSQL()}`)).rows
    .map((r) => r['QUERY PLAN'])
    .filter((l) => /Scan|Aggregate|Sort/.test(l))
    .map((l) => l.trim().replace(/^->\s*/, '').replace(/\s+\(cost=[^)]*\)/, ''))
    .join(' | ');
  console.log(`  ${label} 500k overview: the call ${ms(call)}; in the database ${ms(inDb)} (of which entries by day ${ms(byDay)}: ${plan})`);
}

/** GET /orgapi/contests/:id/overview on a server opened on the same database, signed in with `token`. */
export async function overviewOverHttp(label, env, dataDir, contestId, token) {
  const server = await startServer({ dataDir, env: { ...env, DEMO_DATA: 'false' } });
  try {
    const url = `${server.base}/orgapi/contests/${contestId}/overview`;
    const get = async () => {
      const r = await fetch(url, { headers: { 'x-api-key': token } });
      if (r.status !== 200) throw new Error(`overview bench: ${r.status} ${await r.text()}`);
      await r.arrayBuffer();
    };
    for (let i = 0; i < 5; i++) await get();
    const times = [];
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      await get();
      times.push(performance.now() - t0);
    }
    console.log(`  ${label} 500k overview over HTTP (${REQUESTS} sequential requests): ${ms(times)}`);
  } finally {
    await server.stop();
  }
}
