// Foundation figures: npm start → ready /healthz (first start with demo data, then a restart on the same data),
// and throughput/p99 of GET /creatorapi/check (autocannon on loopback, bounded run) on PGlite and on PostgreSQL.
import autocannon from 'autocannon';
import { fmt, startServer, tmpDir, withPostgresDatabase } from './lib.mjs';

async function checkLoad(label, server) {
  const login = await fetch(`${server.base}/creatorapi/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'creator@chorus.test', password: 'Chorus-demo-1' }),
  }).then((r) => r.json());
  const result = await autocannon({
    url: `${server.base}/creatorapi/check`,
    headers: { 'x-api-key': login.data.token },
    connections: 20,
    duration: 10,
  });
  console.log(
    `GET /creatorapi/check (${label}, 20 connections, 10 s): ${fmt(result.requests.average, 0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
  );
}

export async function run() {
  const dataDir = tmpDir('chorus-bench-start-');
  const npmStart = { cmd: 'npm', args: ['start', '--silent'] };
  const first = await startServer({ ...npmStart, dataDir });
  await first.stop();
  const again = await startServer({ ...npmStart, dataDir });
  console.log(`npm start → /healthz ready: first start (migrations + demo data) ${fmt(first.readyMs, 0)} ms; restart ${fmt(again.readyMs, 0)} ms`);
  try {
    await checkLoad('PGlite', again);
  } finally {
    await again.stop();
  }
  await withPostgresDatabase(async (databaseUrl) => {
    const pg = await startServer({ env: { DATABASE_URL: databaseUrl } });
    try {
      await checkLoad('PostgreSQL', pg);
    } finally {
      await pg.stop();
    }
  });
}
