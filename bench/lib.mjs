// Shared helpers for the benchmarks: start a real Chorus process on a free port and stop it.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

export const tmpDir = (prefix) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/**
 * The server the benches measure: the build `npm start` runs (bench/run.mjs builds it first when a source is newer),
 * or the one BENCH_SERVER names, to compare builds side by side.
 */
export const SERVER = process.env.BENCH_SERVER ?? 'packages/server/dist/server.js';

/** Starts `cmd args` (the built server by default) with PORT/DATA_DIR and resolves once /healthz answers 200, with the elapsed ms. */
export async function startServer({ cmd = process.execPath, args = [SERVER], env = {}, dataDir = tmpDir('chorus-bench-') } = {}) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(cmd, args, {
    cwd: root,
    // At npm start's log level (info): what a deployment pays for its access log is part of every figure.
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${base}/healthz`);
      if (r.ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 25));
    if (performance.now() - t0 > 120_000) throw new Error('server did not become ready in 120 s');
  }
  const readyMs = performance.now() - t0;
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      try { process.kill(-child.pid, 'SIGTERM'); } catch { resolve(); }
    });
  return { base, port, readyMs, stop, dataDir, pid: child.pid };
}

export const fmt = (n, d = 1) => Number(n).toFixed(d);

/**
 * Runs `fn` with the URL of a fresh PostgreSQL database (TEST_DATABASE_URL's server, or the local one), dropped
 * afterwards; says so and skips when no server answers.
 */
export async function withPostgresDatabase(fn) {
  const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: admin });
  try {
    await client.connect();
  } catch (err) {
    console.log(`  PostgreSQL: skipped (${err.message})`);
    return undefined;
  }
  const name = `chorus_bench_${process.pid}_${Date.now()}`;
  await client.query(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
}

// ---- Start-up shared by the benches that seed a database, start the app on it and sign in ----

export const BENCH_PASSWORD = 'Bench-password-1';

/** `uptime` as the shell prints it: every figure goes out with the machine's load at that moment. */
export const uptime = () => {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim().replace(/\s+/g, ' ');
  } catch {
    return `load average: ${os.loadavg().map((n) => n.toFixed(2)).join(', ')}`;
  }
};

/**
 * Runs `fn(label, target)` on PGlite (a fresh DATA_DIR) and on PostgreSQL (a fresh database on TEST_DATABASE_URL's
 * server), or on the one BENCH_DB names ('pglite' | 'postgres'); returns `{ PGlite, PostgreSQL }` (undefined where
 * skipped).
 */
export async function eachDatabase(prefix, fn) {
  const only = process.env.BENCH_DB;
  const out = {};
  if (only !== 'postgres') out.PGlite = await fn('PGlite', { dataDir: tmpDir(`chorus-bench-${prefix}-`) });
  if (only !== 'pglite')
    out.PostgreSQL = await withPostgresDatabase((databaseUrl) => fn('PostgreSQL', { databaseUrl, dataDir: tmpDir(`chorus-bench-${prefix}pg-`) }));
  return out;
}

/** The app's database (migrated, as the server opens it) for seeding: drizzle's `db`, `sql`, `rows(q)` and `close()`. */
export async function openBenchDatabase({ databaseUrl, dataDir }) {
  const { openDatabase } = await import('../packages/server/src/db/open.ts');
  const { sql } = await import('drizzle-orm');
  const database = await openDatabase({ databaseUrl, dataDir });
  const rows = async (q) => (await database.db.execute(q)).rows;
  return { db: database.db, sql, rows, close: () => database.close() };
}

/**
 * An organiser (staff) and `count` creators whose emails start with `prefix`, each with a session: what the live
 * benches open their streams with. `between` runs after the contacts are made, before the sessions (seeding what
 * the bench needs of them). Returns `{ tokens, adminToken, extra }`, `extra` being what `between` returned.
 */
export async function streamAccounts({ databaseUrl, dataDir }, prefix, count, between = async () => undefined) {
  const { createSession } = await import('../packages/server/src/repositories/sessions.ts');
  const bench = await openBenchDatabase({ databaseUrl, dataDir });
  const { db, sql, rows } = bench;
  try {
    const [admin] = await rows(sql`insert into contacts (contact_type, first_name, last_name, email_primary) values ('admin', 'Bench', 'Organiser', 'bench.org@bench.test') returning id`);
    const creators = await rows(sql`insert into contacts (contact_type, first_name, last_name, email_primary)
      select 'creator', 'Creator', g::text, ${prefix} || g || '@bench.test' from generate_series(1, ${count}) g returning id`);
    const extra = await between(bench, creators);
    const tokens = [];
    for (let i = 0; i < creators.length; i += 50)
      tokens.push(...(await Promise.all(creators.slice(i, i + 50).map(async (c) => (await createSession(db, c.id, false)).token))));
    return { tokens, adminToken: (await createSession(db, admin.id, false)).token, extra };
  } finally {
    await bench.close();
  }
}

/** Reads a server-sent event stream to its end (or abort), calling `onEvent` with each event's block of lines. */
export async function eachEvent(res, onEvent) {
  const decoder = new TextDecoder();
  let buf = '';
  try {
    for await (const chunk of res.body) {
      buf += decoder.decode(chunk, { stream: true });
      let at;
      while ((at = buf.indexOf('\n\n')) >= 0) {
        onEvent(buf.slice(0, at));
        buf = buf.slice(at + 2);
      }
    }
  } catch {}
}

/** A confirmed creator who signs in with `email` / BENCH_PASSWORD and has one TikTok handle: `{ id, handleId }`. */
export async function createBenchCreator({ db, sql, rows }, { email, lastName, handle }) {
  const { hashPassword } = await import('../packages/server/src/lib/tokens.ts');
  const [me] = await rows(sql`insert into contacts (contact_type, first_name, last_name, email_primary, email_confirmed_at)
    values ('creator', 'Bench', ${lastName}, ${email}, now()) returning id`);
  await db.execute(sql`insert into credentials (contact_id, username, password_hash) values (${me.id}, ${email}, ${await hashPassword(BENCH_PASSWORD)})`);
  const [h] = await rows(sql`insert into contact_platforms (contact_id, platform_id, handle, followers) values (${me.id}, 4, ${handle}, 50000) returning id`);
  return { id: me.id, handleId: h.id };
}

/**
 * `EXPLAIN ANALYZE` of `q` after a fresh ANALYZE (PGlite runs no autovacuum: its planner guesses without one), as
 * one line: the scans, sorts and limits, and the execution time.
 */
export async function planLine({ db, sql, rows }, q) {
  await db.execute(sql`analyze`);
  const lines = (await rows(sql`explain analyze ${q}`)).map((r) => r['QUERY PLAN']);
  return lines
    .filter((l) => /Scan|Sort|Limit|Execution Time/.test(l))
    .map((l) => l.trim().replace(/^->\s*/, '').replace(/\s+\(cost=[^)]*\)/, ''))
    .join(' | ');
}

/** Signs in through the app's own login call; the session token the other calls send as `x-api-key`. */
export async function signIn(base, username, password = BENCH_PASSWORD) {
  const login = await fetch(`${base}/creatorapi/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  }).then((r) => r.json());
  const token = login.data?.token;
  if (!token) throw new Error(`bench login failed for ${username}: ${JSON.stringify(login)}`);
  return token;
}

/**
 * Starts the app on a prepared database (its DATA_DIR, and DATABASE_URL for PostgreSQL; no demo data unless `env`
 * says so) and signs `username` in: `{ server, token }`. Stop it with `server.stop()`.
 */
export async function startSignedIn({ databaseUrl, dataDir }, username, { password = BENCH_PASSWORD, env = {} } = {}) {
  const server = await startServer({ dataDir, env: { DEMO_DATA: 'false', ...(databaseUrl && { DATABASE_URL: databaseUrl }), ...env } });
  try {
    return { server, token: await signIn(server.base, username, password) };
  } catch (err) {
    await server.stop();
    throw err;
  }
}

/**
 * The anchor of a signed-in read (bench/anchor-server.mjs): a bare Fastify process with one route running one
 * primary-key query on the same database (`GET /anchor/db?id=`), the most this machine serves right now for a read
 * that goes to the database. Compare with it in interleaved rounds; the ratio says more than req/s on a busy machine.
 */
export async function startDbAnchor(databaseUrl) {
  const bodies = path.join(tmpDir('chorus-anchor-'), 'bodies.json');
  fs.writeFileSync(bodies, '{}');
  return startServer({ args: ['bench/anchor-server.mjs'], env: { BODIES: bodies, DATABASE_URL: databaseUrl } });
}

/** One autocannon run: `{ rps, p50, p99, errors }` (errors counts non-2xx answers too). */
export async function hammer(url, { method = 'GET', headers = {}, body, connections = 20, duration = 10 } = {}) {
  const { default: autocannon } = await import('autocannon');
  const r = await autocannon({ url, method, headers, body, connections, duration });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
