// Live chat delivery on one node: 1,000 creators each hold an open SSE stream (GET /creatorapi/events) while the
// organiser writes to their campaign conversations (20 writers at once for BENCH_DURATION seconds, 10 by default).
// Prints messages delivered per second, p50/p99 from the POST leaving the client to the event arriving on the
// creator's stream, and the server's RSS before and with the streams open. PostgreSQL (TEST_DATABASE_URL's server)
// unless BENCH_DB=pglite. Figures only; never asserts.
import fs from 'node:fs';
import { eachEvent, fmt, startServer, streamAccounts, tmpDir, withPostgresDatabase } from './lib.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WRITERS = 20;

/** The creators, their sessions, and an offer of one campaign to each (the conversations the organiser writes to). */
const prepare = (databaseUrl, dataDir) =>
  streamAccounts({ databaseUrl, dataDir }, 'chat', STREAMS, async ({ db, sql, rows }) => {
    const [campaign] = await rows(sql`insert into campaigns (title, platform_id, rate_cents, brand_name, contact_name, contact_email)
      values ('Bench chat', 4, 10000, 'Bench Brand', 'Bench Client', 'client@bench.test') returning id`);
    await db.execute(sql`insert into contact_platforms (contact_id, platform_id, handle, followers)
      select id, 4, 'chat' || id, 100 from contacts where email_primary like 'chat%@bench.test'`);
    const offers = await rows(sql`insert into offers (campaign_id, contact_id, contact_platform_id, rate_cents, invited_at, respond_by)
      select ${campaign.id}, h.contact_id, h.id, 10000, now(), now() + interval '2 days' from contact_platforms h where h.handle like 'chat%' returning id, contact_id`);
    return offers.map((o) => o.id);
  });

const rssMb = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

async function measure(label, { databaseUrl, dataDir }) {
  const { tokens, adminToken, extra: offers } = await prepare(databaseUrl, dataDir);
  const server = await startServer({ dataDir, env: { DEMO_DATA: 'false', ...(databaseUrl && { DATABASE_URL: databaseUrl }) } });
  const sentAt = new Map();
  const latencies = [];
  const aborts = [];
  try {
    const idle = rssMb(server.pid);
    // Opened 50 at a time: a thousand session lookups at once would queue past the database pool's wait (503).
    const openOne = async (token) => {
        const ac = new AbortController();
        aborts.push(ac);
        const res = await fetch(`${server.base}/creatorapi/events`, { headers: { accept: 'text/event-stream', 'x-api-key': token }, signal: ac.signal });
        if (res.status !== 200) throw new Error(`stream refused: ${res.status}`);
        eachEvent(res, (block) => {
          if (!block.startsWith('id:') || !block.includes('event: chat')) return;
          const m = /"Text":"m(\d+)"/.exec(block);
          const t = m && sentAt.get(Number(m[1]));
          if (t) latencies.push(performance.now() - t);
        });
    };
    for (let i = 0; i < tokens.length; i += 50) await Promise.all(tokens.slice(i, i + 50).map(openOne));
    const open = rssMb(server.pid);
    let n = 0;
    const t0 = performance.now();
    const end = t0 + DURATION * 1000;
    await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        while (performance.now() < end) {
          const id = ++n;
          const offer = offers[id % offers.length];
          sentAt.set(id, performance.now());
          const r = await fetch(`${server.base}/adminapi/chat/offers/${offer}/messages`, {
            method: 'POST',
            headers: { 'x-api-key': adminToken, 'content-type': 'application/json' },
            body: JSON.stringify({ text: `m${id}` }),
          });
          await r.arrayBuffer();
        }
      }),
    );
    const settle = performance.now() + 3000;
    while (latencies.length < n && performance.now() < settle) await new Promise((r) => setTimeout(r, 50));
    const elapsed = (performance.now() - t0) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    const q = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
    console.log(
      `  ${label}: ${STREAMS} open streams; ${n} messages sent by ${WRITERS} writers in ${DURATION} s, ${latencies.length} delivered ` +
        `(${fmt(latencies.length / elapsed, 0)} delivered/s); delivery p50 ${fmt(q(0.5))} ms, p99 ${fmt(q(0.99))} ms; ` +
        `server RSS ${fmt(idle, 0)} MB idle, ${fmt(open, 0)} MB with the streams open, ${fmt(rssMb(server.pid), 0)} MB after the run`,
    );
  } finally {
    for (const ac of aborts) ac.abort();
    await server.stop();
  }
}

export async function run() {
  if (process.env.BENCH_DB === 'pglite') return measure('PGlite', { dataDir: tmpDir('chorus-bench-chat-') });
  await withPostgresDatabase((databaseUrl) => measure('PostgreSQL', { databaseUrl, dataDir: tmpDir('chorus-bench-chatpg-') }));
}
