// The creator's payments list under load on loopback: one creator with 10,000 campaign payments (BENCH_PAYMENTS to
// change it; Potential, Pending and Paid), autocannon on GET /creatorapi/payments (the first page of all, a deep page,
// one status), on PGlite and on PostgreSQL (TEST_DATABASE_URL). Prints req/s and p99 and the list query's plan; never
// asserts timings. BENCH_DB=pglite|postgres runs one database only; BENCH_DURATION the seconds per run (10).
import autocannon from 'autocannon';
import { fmt, startServer, tmpDir, withPostgresDatabase } from './lib.mjs';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 10_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ONLY = process.env.BENCH_DB;
const EMAIL = 'bench.payee@bench.test';
const PASSWORD = 'Bench-password-1';

async function prepare(databaseUrl, dataDir) {
  const { openDatabase } = await import('../packages/server/src/db/open.ts');
  const { hashPassword } = await import('../packages/server/src/lib/tokens.ts');
  const { sql } = await import('drizzle-orm');
  const database = await openDatabase({ databaseUrl, dataDir });
  const { db } = database;
  const rows = async (q) => (await db.execute(q)).rows;
  const t0 = performance.now();
  const [me] = await rows(sql`insert into contacts (contact_type, first_name, last_name, email_primary, email_confirmed_at)
    values ('creator', 'Bench', 'Payee', ${EMAIL}, now()) returning id`);
  await db.execute(sql`insert into credentials (contact_id, username, password_hash) values (${me.id}, ${EMAIL}, ${await hashPassword(PASSWORD)})`);
  await db.execute(sql`insert into payment_emails (contact_id, email, status, confirmed_at) values (${me.id}, 'paypal.payee@bench.test', 'Confirmed', now())`);
  const [handle] = await rows(sql`insert into contact_platforms (contact_id, platform_id, handle, followers) values (${me.id}, 4, 'benchpayee', 50000) returning id`);
  await db.execute(sql`insert into campaigns (title, platform_id, rate_cents, brand_name, contact_name, contact_email)
    select 'Paid campaign ' || g, 4, 10000 + g, 'Bench Brand', 'Bench Client', 'client@bench.test' from generate_series(1, ${PAYMENTS}) g`);
  await db.execute(sql`insert into offers (campaign_id, contact_id, contact_platform_id, state, rate_cents, invited_at, respond_by, accepted_at)
    select c.id, ${me.id}, ${handle.id}, case when c.id % 3 = 0 then 'verifying' else 'completed' end, c.rate_cents,
      now() - interval '30 days', now() - interval '28 days', now() - interval '29 days'
    from campaigns c where c.title like 'Paid campaign %'`);
  await db.execute(sql`insert into campaign_payments (offer_id, contact_id, amount_cents, status, payment_email, paid_at, updated_at)
    select o.id, o.contact_id, o.rate_cents,
      case when o.state = 'verifying' then 'Potential' when o.id % 2 = 0 then 'Pending' else 'Paid' end,
      case when o.state = 'completed' and o.id % 2 = 1 then 'paypal.payee@bench.test' end,
      case when o.state = 'completed' and o.id % 2 = 1 then now() - (o.id || ' minutes')::interval end,
      now() - (o.id || ' seconds')::interval
    from offers o where o.contact_id = ${me.id}`);
  await db.execute(sql`analyze`);
  const [{ n }] = await rows(sql`select count(*)::int as n from campaign_payments where contact_id = ${me.id}`);
  console.log(`  data: ${n.toLocaleString()} campaign payments of one creator, built in ${fmt((performance.now() - t0) / 1000)} s`);
  const plan = await rows(sql`explain analyze
    select cp.*, o.uid, c.title, h.handle, p.name from campaign_payments cp
    join offers o on o.id = cp.offer_id join campaigns c on c.id = o.campaign_id
    join contact_platforms h on h.id = o.contact_platform_id join platforms p on p.id = h.platform_id
    where cp.contact_id = ${me.id} and cp.status = 'Pending' order by cp.updated_at desc, cp.id desc limit 12`);
  const lines = plan.map((r) => r['QUERY PLAN']);
  console.log(`  plan (To Be Paid, page 1): ${lines.filter((l) => /Scan|Sort|Limit|Execution Time/.test(l)).map((l) => l.trim().replace(/\s+\(cost=[^)]*\)/, '')).slice(0, 6).join(' | ')}`);
  await database.close();
}

async function load(label, server, token, query) {
  const r = await autocannon({ url: `${server.base}/creatorapi/payments${query}`, headers: { 'x-api-key': token }, connections: 20, duration: DURATION });
  console.log(`  ${label}: GET /creatorapi/payments${query}: ${fmt(r.requests.average, 0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.non2xx}`);
  return r;
}

async function measure(label, { databaseUrl, dataDir }) {
  await prepare(databaseUrl, dataDir);
  const server = await startServer({ dataDir, env: { DEMO_DATA: 'false', ...(databaseUrl && { DATABASE_URL: databaseUrl }) } });
  try {
    const login = await fetch(`${server.base}/creatorapi/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
    }).then((r) => r.json());
    const token = login.data?.token;
    if (!token) throw new Error(`bench login failed: ${JSON.stringify(login)}`);
    await load(label, server, token, '');
    await load(label, server, token, '?payment_status=Pending');
    await load(label, server, token, `?page=${Math.max(1, Math.floor(PAYMENTS / 12 / 2))}`);
  } finally {
    await server.stop();
  }
}

export async function run() {
  console.log(`  (${PAYMENTS.toLocaleString()} payments; set BENCH_PAYMENTS to change it)`);
  if (ONLY !== 'postgres') await measure('PGlite', { dataDir: tmpDir('chorus-bench-pay-') });
  if (ONLY === 'pglite') return;
  await withPostgresDatabase((databaseUrl) => measure('PostgreSQL', { databaseUrl, dataDir: tmpDir('chorus-bench-paypg-') }));
}
