// Shared helpers for the benchmarks: start a real Chorus process on a free port and stop it.
import { spawn } from 'node:child_process';
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

/** Starts `cmd args` with PORT/DATA_DIR and resolves once /healthz answers 200, with the elapsed ms. */
export async function startServer({ cmd = process.execPath, args = ['--import', 'tsx', 'packages/server/src/server.ts'], env = {}, dataDir = tmpDir('chorus-bench-') } = {}) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
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
