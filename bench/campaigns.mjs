// Campaign reads under load on loopback: a creator with 1,000 offers in a table of 1,000,000 (BENCH_OFFERS to
// change it; 1M is the documented figure), autocannon on POST /creatorapi/campaigns (a page of 12, first and deep)
// and POST /creatorapi/campaign (one offer's detail), on PGlite and on PostgreSQL (TEST_DATABASE_URL). Goal on
// PostgreSQL: ≥ 1,500 req/s and p99 < 60 ms. Prints figures and the list query's plan; never asserts timings.
// BENCH_DB=pglite|postgres runs one database only; BENCH_DURATION the seconds per autocannon run (10).
import autocannon from 'autocannon';
import { fmt, startServer, tmpDir, withPostgresDatabase } from './lib.mjs';

const OFFERS = Number(process.env.BENCH_OFFERS ?? 1_000_000);
const MINE = 1_000;
const CAMPAIGNS = 1_000;
/** Filler offers: every filler handle is invited to the first FILLER_CAMPAIGNS campaigns. */
const FILLER_CAMPAIGNS = 100;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
/** 'pglite', 'postgres' or both (default). */
const ONLY = process.env.BENCH_DB;
const EMAIL = 'bench.creator@bench.test';
const PASSWORD = 'Bench-password-1';
const STATES = ['invited', 'negotiating', 'countered', 'declined', 'expired', 'draft', 'review', 'notify', 'boost', 'results', 'verifying', 'completed', 'failed', 'pulled'];
const statesSql = `array[${STATES.map((s) => `'${s}'`).join(',')}]`;

async function prepare(databaseUrl, dataDir) {
  const { openDatabase } = await import('../packages/server/src/db/open.ts');
  const { hashPassword } = await import('../packages/server/src/lib/tokens.ts');
  const { sql } = await import('drizzle-orm');
  const database = await openDatabase({ databaseUrl, dataDir });
  const { db } = database;
  const rows = async (q) => (await db.execute(q)).rows;
  const t0 = performance.now();
  const [me] = await rows(sql`insert into contacts (contact_type, first_name, last_name, email_primary, email_confirmed_at)
    values ('creator', 'Bench', 'Creator', ${EMAIL}, now()) returning id`);
  await db.execute(sql`insert into credentials (contact_id, username, password_hash) values (${me.id}, ${EMAIL}, ${await hashPassword(PASSWORD)})`);
  const [handle] = await rows(sql`insert into contact_platforms (contact_id, platform_id, handle, followers) values (${me.id}, 4, 'benchcreator', 50000) returning id`);
  await db.execute(sql`insert into campaigns (title, platform_id, rate_cents, brand_name, contact_name, contact_email, image_url, sections, live_date)
    select 'Bench campaign ' || g, 4, 10000 + g, 'Bench Brand', 'Bench Client', 'client@bench.test', 'https://example.test/cover.png',
      '[{"header":"Creative Direction","fields":[{"name":"Concept","value":"<p>Dance to the <strong>hook</strong></p>"},{"name":"Do","value":"<ul><li>Tag the artist</li></ul>"}]}]'::jsonb,
      now() + interval '10 days'
    from generate_series(1, ${CAMPAIGNS}) g`);
  // The creator's own offers: one per campaign, every state, with the payment rows a working or done offer has.
  await db.execute(sql.raw(`insert into offers (campaign_id, contact_id, contact_platform_id, state, rate_cents, invited_at, respond_by, post_by, seen_at)
    select c.id, ${me.id}, ${handle.id}, (${statesSql})[1 + c.n % 14], 15000, now() - interval '1 hour' - (c.n || ' minutes')::interval,
      now() + interval '40 hours', now() + interval '40 hours', now() - interval '30 minutes'
    from (select id, row_number() over (order by id) as n from campaigns) c where c.n <= ${MINE}`));
  await db.execute(sql`insert into campaign_payments (offer_id, contact_id, amount_cents, status)
    select id, contact_id, rate_cents, case when state = 'completed' then 'Pending' else 'Potential' end from offers
    where contact_id = ${me.id} and state in ('draft', 'review', 'notify', 'boost', 'results', 'verifying', 'completed')`);
  // Everyone else's: filler creators, one TikTok handle each, invited to the first campaigns.
  const fillers = Math.max(1, Math.ceil((OFFERS - MINE) / FILLER_CAMPAIGNS));
  await db.execute(sql`insert into contacts (contact_type, first_name, last_name, email_primary)
    select 'creator', 'Filler', 'F' || g, 'filler' || g || '@bench.test' from generate_series(1, ${fillers}) g`);
  await db.execute(sql`insert into contact_platforms (contact_id, platform_id, handle)
    select id, 4, 'filler' || id from contacts where email_primary like 'filler%@bench.test'`);
  await db.execute(sql.raw(`insert into offers (campaign_id, contact_id, contact_platform_id, state, rate_cents, invited_at, respond_by, post_by)
    select c.id, h.contact_id, h.id, (${statesSql})[1 + (h.id + c.id) % 14], 12000, now() - interval '2 hours', now() + interval '46 hours', now() + interval '46 hours'
    from (select id from campaigns order by id limit ${FILLER_CAMPAIGNS}) c
    cross join (select id, contact_id from contact_platforms where handle like 'filler%' order by id) h
    limit ${OFFERS - MINE}`));
  // What the list would gain from an index in its own order (BENCH_INDEX=1; not in the schema yet).
  if (process.env.BENCH_INDEX) await db.execute(sql`create index if not exists bench_offers_contact_id_idx on offers (contact_id, id)`);
  // PGlite runs no autovacuum: statistics only come from an explicit ANALYZE (docs/design-notes.md).
  await db.execute(sql`analyze`);
  const [{ n }] = await rows(sql`select count(*)::int as n from offers`);
  console.log(`  data: ${n.toLocaleString()} offers (${MINE.toLocaleString()} of the bench creator's), ${fillers.toLocaleString()} filler creators, built in ${fmt((performance.now() - t0) / 1000)} s`);
  // The list's query as the creator's repository runs it ('all', newest first, a page of 12), and its plan.
  const plan = await rows(sql`explain analyze
    select o.*, c.title, cp.handle, p.name, pay.status from offers o
    join campaigns c on c.id = o.campaign_id join contact_platforms cp on cp.id = o.contact_platform_id
    join platforms p on p.id = c.platform_id left join campaign_payments pay on pay.offer_id = o.id
    where o.contact_id = ${me.id} order by o.id desc limit 12 offset 24`);
  const lines = plan.map((r) => r['QUERY PLAN']);
  console.log(`  plan (page 3 of 'all'): ${lines.filter((l) => /Scan|Sort|Limit|Execution Time/.test(l)).map((l) => l.trim().replace(/\s+\(cost=[^)]*\)/, '')).slice(0, 6).join(' | ')}`);
  const [offer] = await rows(sql`select id, uid from offers where contact_id = ${me.id} and state = 'review' limit 1`);
  await database.close();
  return { offer };
}

async function load(label, server, token, title, body) {
  const r = await autocannon({
    url: `${server.base}${title.split(' ')[1]}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': token },
    body: JSON.stringify(body),
    connections: 20,
    duration: DURATION,
  });
  console.log(`  ${label}: ${title} ${JSON.stringify(body)}: ${fmt(r.requests.average, 0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.non2xx}`);
  return r;
}

async function measure(label, { databaseUrl, dataDir }) {
  const { offer } = await prepare(databaseUrl, dataDir);
  const server = await startServer({ dataDir, env: { DEMO_DATA: 'false', ...(databaseUrl && { DATABASE_URL: databaseUrl }) } });
  try {
    const login = await fetch(`${server.base}/creatorapi/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
    }).then((r) => r.json());
    const token = login.data?.token;
    if (!token) throw new Error(`bench login failed: ${JSON.stringify(login)}`);
    const probe = await fetch(`${server.base}/creatorapi/campaigns`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': token }, body: '{"status":"all","page":1}' });
    if (probe.status === 404) {
      console.log(`  ${label}: POST /creatorapi/campaigns is not served yet: skipped`);
      return undefined;
    }
    const first = await load(label, server, token, 'POST /creatorapi/campaigns', { status: 'all', page: 1 });
    await load(label, server, token, 'POST /creatorapi/campaigns', { status: 'inprogress', page: 40 });
    const detail = await load(label, server, token, 'POST /creatorapi/campaign', { postId: offer.id, uid: offer.uid });
    return { first, detail };
  } finally {
    await server.stop();
  }
}

export async function run() {
  console.log(`  (${OFFERS.toLocaleString()} offers; set BENCH_OFFERS to change it)`);
  if (ONLY !== 'postgres') await measure('PGlite', { dataDir: tmpDir('chorus-bench-camp-') });
  if (ONLY === 'pglite') return;
  const pg = await withPostgresDatabase((databaseUrl) => measure('PostgreSQL', { databaseUrl, dataDir: tmpDir('chorus-bench-camppg-') }));
  if (pg) {
    const worst = [pg.first, pg.detail];
    const met = worst.every((r) => r.requests.average >= 1500 && r.latency.p99 < 60);
    console.log(`  PostgreSQL goal (≥ 1,500 req/s, p99 < 60 ms on the list and the detail): ${met ? 'met' : 'not met'}`);
  }
}
