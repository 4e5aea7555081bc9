// Public reads through the cache (issue 13): the contest list, one contest and a leaderboard page, each beside its
// anchor in the same run (a bare Fastify process sending the same bytes), in interleaved rounds at 50 connections
// (autocannon); then a signed-in read that goes to the database (GET /creatorapi/check) on PostgreSQL, beside a
// bare Fastify route running one primary-key query on the same database. Budgets: each cached read ≥ 40 % of its
// anchor's median and p99 < 20 ms; the signed-in read ≥ 3,000 req/s.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import os from 'node:os';
import { fmt, freePort, root, SERVER, startServer, tmpDir, withPostgresDatabase } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const RATIO_BUDGET = 0.4;
const P99_BUDGET_MS = 20;
const SIGNED_IN_BUDGET = 3000;
const loadAverage = () => os.loadavg().map((n) => n.toFixed(1)).join(' ');

export async function startAnchor(bodies, env = {}) {
  const file = path.join(tmpDir('chorus-anchor-'), 'bodies.json');
  fs.writeFileSync(file, JSON.stringify(bodies));
  const port = await freePort();
  const child = spawn(process.execPath, ['bench/anchor-server.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), BODIES: file, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('anchor exited');
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    if (i > 400) throw new Error('anchor did not start');
    await new Promise((r) => setTimeout(r, 25));
  }
  return { base, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) };
}

const load = (url, headers = {}) =>
  autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers }).then((r) => ({ rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx }));

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const min = (xs) => Math.min(...xs);
const summary = (runs) => `${fmt(min(runs.map((r) => r.rps)), 0)} / ${fmt(median(runs.map((r) => r.rps)), 0)} req/s, p99 ${median(runs.map((r) => r.p99))} ms`;

/** Interleaved rounds of [anchor, chorus] per target; returns whether every budget held. */
async function compare(targets, anchorBase, chorusBase, headers = {}) {
  const runs = targets.map(() => ({ anchor: [], chorus: [] }));
  for (let round = 0; round < ROUNDS; round++)
    for (const [i, t] of targets.entries()) {
      runs[i].anchor.push(await load(`${anchorBase}${t.anchorPath ?? t.path}`));
      runs[i].chorus.push(await load(`${chorusBase}${t.path}`, headers));
    }
  return runs;
}

export async function run() {
  let ok = true;
  // PGlite with the demo data: the cache's figures do not depend on the database (misses are rare).
  const server = await startServer({ env: { DEMO_DATA: 'true' } });
  try {
    const list = await fetch(`${server.base}/publicapi/contests`).then((r) => r.json());
    const id = list.results.data[0].id;
    const targets = [
      { label: 'GET /publicapi/contests', path: '/publicapi/contests' },
      { label: 'GET /publicapi/contests/:id', path: `/publicapi/contests/${id}` },
      { label: 'GET /publicapi/contests/:id/leaderboard', path: `/publicapi/contests/${id}/leaderboard?page=1&pageSize=25` },
    ];
    const bodies = {};
    for (const t of targets) bodies[t.path] = await fetch(`${server.base}${t.path}`).then((r) => r.text());
    const anchor = await startAnchor(bodies);
    try {
      console.log(`cached public reads (${SERVER}) vs a bare Fastify process sending the same bytes (${ROUNDS} interleaved rounds of ${SECONDS} s, ${CONNECTIONS} connections; min / median); load average ${loadAverage()}`);
      const runs = await compare(targets, anchor.base, server.base);
      for (const [i, t] of targets.entries()) {
        const { anchor: a, chorus: c } = runs[i];
        const ratio = median(c.map((r) => r.rps)) / median(a.map((r) => r.rps));
        const p99 = median(c.map((r) => r.p99));
        const errors = c.reduce((s, r) => s + r.errors, 0);
        const pass = ratio >= RATIO_BUDGET && p99 < P99_BUDGET_MS && errors === 0;
        if (!pass) ok = false;
        console.log(
          `${t.label.padEnd(42)} ${summary(c)}  | anchor ${summary(a)}  | ${fmt(ratio * 100, 0)} % of anchor (budget ≥ ${RATIO_BUDGET * 100} %), p99 budget < ${P99_BUDGET_MS} ms, errors ${errors}  ${pass ? 'ok' : 'OVER BUDGET'}`,
        );
      }
      console.log(`load average after: ${loadAverage()}`);
      const etag = (await fetch(`${server.base}${targets[0].path}`)).headers.get('etag');
      const revalidated = await fetch(`${server.base}${targets[0].path}`, { headers: { 'if-none-match': etag } });
      console.log(`revalidation: If-None-Match ${etag} → ${revalidated.status}`);
    } finally {
      await anchor.stop();
    }
  } finally {
    await server.stop();
  }

  const signedIn = await withPostgresDatabase(async (url) => {
    const pgServer = await startServer({ env: { DATABASE_URL: url, DEMO_DATA: 'true' } });
    try {
      const login = await fetch(`${pgServer.base}/creatorapi/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'creator@chorus.test', password: 'Chorus-demo-1' }),
      }).then((r) => r.json());
      const token = login.data.token;
      const check = await fetch(`${pgServer.base}/creatorapi/check`, { headers: { 'x-api-key': token } }).then((r) => r.json());
      const contactId = check.results.contactDetail.contactID;
      const anchor = await startAnchor({}, { DATABASE_URL: url });
      try {
        const runs = await compare(
          [{ label: 'GET /creatorapi/check', path: '/creatorapi/check', anchorPath: `/anchor/db?id=${contactId}` }],
          anchor.base,
          pgServer.base,
          { 'x-api-key': token },
        );
        const { anchor: a, chorus: c } = runs[0];
        const rps = median(c.map((r) => r.rps));
        const errors = c.reduce((s, r) => s + r.errors, 0);
        const pass = rps >= SIGNED_IN_BUDGET && errors === 0;
        console.log(
          `${'GET /creatorapi/check (PostgreSQL, signed in)'.padEnd(42)} ${summary(c)}  | anchor (bare route, one pk query) ${summary(a)}  | ${fmt((rps / median(a.map((r) => r.rps))) * 100, 0)} % of anchor, budget ≥ ${SIGNED_IN_BUDGET} req/s, errors ${errors}  ${pass ? 'ok' : 'OVER BUDGET'}`,
        );
        console.log(`load average after: ${loadAverage()}`);
        return pass;
      } finally {
        await anchor.stop();
      }
    } finally {
      await pgServer.stop();
    }
  });
  if (signedIn === false) ok = false;
  return ok;
}
