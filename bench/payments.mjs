// The creator's payments list under load on loopback: one creator with 10,000 campaign payments (BENCH_PAYMENTS to
// change it; Potential, Pending and Paid), autocannon on GET /creatorapi/payments (the first page of all, a deep page,
// one status), on PGlite and on PostgreSQL (TEST_DATABASE_URL). Prints req/s and p99 with the machine's load, and the
// list query's plan; never asserts timings. BENCH_DB=pglite|postgres runs one database only; BENCH_DURATION the
// seconds per run (10).
import { createBenchCreator, eachDatabase, fmt, hammer, openBenchDatabase, planLine, startSignedIn, uptime } from './lib.mjs';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 10_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const EMAIL = 'bench.payee@bench.test';

async function prepare(target) {
  const d = await openBenchDatabase(target);
  const { db, sql, rows } = d;
  const t0 = performance.now();
  const me = await createBenchCreator(d, { email: EMAIL, lastName: 'Payee', handle: 'benchpayee' });
  await db.execute(sql`insert into payment_emails (contact_id, email, status, confirmed_at) values (${me.id}, 'paypal.payee@bench.test', 'Confirmed', now())`);
  await db.execute(sql`insert into campaigns (title, platform_id, rate_cents, brand_name, contact_name, contact_email)
    select 'Paid campaign ' || g, 4, 10000 + g, 'Bench Brand', 'Bench Client', 'client@bench.test' from generate_series(1, ${PAYMENTS}) g`);
  await db.execute(sql`insert into offers (campaign_id, contact_id, contact_platform_id, state, rate_cents, invited_at, respond_by, accepted_at)
    select c.id, ${me.id}, ${me.handleId}, case when c.id % 3 = 0 then 'verifying' else 'completed' end, c.rate_cents,
      now() - interval '30 days', now() - interval '28 days', now() - interval '29 days'
    from campaigns c where c.title like 'Paid campaign %'`);
  await db.execute(sql`insert into campaign_payments (offer_id, contact_id, amount_cents, status, payment_email, paid_at, updated_at)
    select o.id, o.contact_id, o.rate_cents,
      case when o.state = 'verifying' then 'Potential' when o.id % 2 = 0 then 'Pending' else 'Paid' end,
      case when o.state = 'completed' and o.id % 2 = 1 then 'paypal.payee@bench.test' end,
      case when o.state = 'completed' and o.id % 2 = 1 then now() - (o.id || ' minutes')::interval end,
      now() - (o.id || ' seconds')::interval
    from offers o where o.contact_id = ${me.id}`);
  const plan = await planLine(d, sql`
    select cp.*, o.uid, c.title, h.handle, p.name from campaign_payments cp
    join offers o on o.id = cp.offer_id join campaigns c on c.id = o.campaign_id
    join contact_platforms h on h.id = o.contact_platform_id join platforms p on p.id = h.platform_id
    where cp.contact_id = ${me.id} and cp.status = 'Pending' order by cp.updated_at desc, cp.id desc limit 12`);
  const [{ n }] = await rows(sql`select count(*)::int as n from campaign_payments where contact_id = ${me.id}`);
  console.log(`  data: ${n.toLocaleString()} campaign payments of one creator, built in ${fmt((performance.now() - t0) / 1000)} s`);
  console.log(`  plan (To Be Paid, page 1): ${plan}`);
  await d.close();
}

async function measure(label, target) {
  await prepare(target);
  const { server, token } = await startSignedIn(target, EMAIL);
  try {
    for (const query of ['', '?payment_status=Pending', `?page=${Math.max(1, Math.floor(PAYMENTS / 12 / 2))}`]) {
      const r = await hammer(`${server.base}/creatorapi/payments${query}`, { headers: { 'x-api-key': token }, duration: DURATION });
      console.log(`  ${label}: GET /creatorapi/payments${query}: ${fmt(r.rps, 0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}  [${uptime()}]`);
    }
  } finally {
    await server.stop();
  }
}

export async function run() {
  console.log(`  (${PAYMENTS.toLocaleString()} payments; set BENCH_PAYMENTS to change it)`);
  await eachDatabase('pay', measure);
}
