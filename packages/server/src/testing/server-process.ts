import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Polls `check` until it returns true; throws with `what` (and `detail()`) when `timeoutMs` passes first. */
export async function pollUntil(
  check: () => boolean | Promise<boolean>,
  { timeoutMs, what, detail }: { timeoutMs: number; what: string; detail?: () => string },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let pause = 20;
  for (;;) {
    if (await check()) return;
    if (Date.now() >= deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${detail ? `\n${detail()}` : ''}`);
    await new Promise((r) => setTimeout(r, pause));
    pause = Math.min(pause * 2, 250);
  }
}

const handedOut = new Set<number>();

/** A port free on loopback right now, never the same one twice in this process (two servers start at once). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.unref();
      server.on('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        const p = typeof address === 'object' && address ? address.port : 0;
        server.close(() => resolve(p));
      });
    });
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error('No free port found');
}

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  /** `http://127.0.0.1:PORT` */
  readonly url: string;
  readonly pid: number;
  /** Whether the process is still running. */
  running(): boolean;
  /** Resolves when the process exits, however it exits. */
  readonly exited: Promise<ExitStatus>;
  /** What the process printed (stdout and stderr, the last 256 KB). */
  output(): string;
  /** A paragraph for failure messages: pid, whether it is up or how it exited, and the tail of its output. */
  report(): string;
  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`; removes its data dir. */
  stop(graceMs?: number): Promise<ExitStatus>;
}

const OUTPUT_CAP = 256 * 1024;

/**
 * Spawns the real server as `npm start` runs it, the bundle (`node packages/server/dist/server.js`, built by the
 * suites' global set-up when older than its sources: vitest.global-setup.ts), on a free
 * loopback port with a temporary DATA_DIR and the given environment on top of test defaults. Nothing else of this
 * process's environment leaks in except what node needs (PATH, HOME, TMPDIR, locale).
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chorus-proc-'));
  const inherited = Object.fromEntries(
    ['PATH', 'HOME', 'TMPDIR', 'LANG', 'LC_ALL', 'TZ'].flatMap((k) => (process.env[k] ? [[k, process.env[k]!]] : [])),
  );
  const child = spawn(process.execPath, ['packages/server/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      // Features are tested here, not overload: a busy 2-core machine must not make a node shed a test's request
      // (load shedding has its own test, lib/load-shedding.test.ts).
      SHED_EVENT_LOOP_DELAY_MS: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const capture = (chunk: Buffer) => {
    log += chunk.toString();
    if (log.length > OUTPUT_CAP) log = log.slice(-OUTPUT_CAP);
  };
  child.stdout.on('data', capture);
  child.stderr.on('data', capture);
  let status: ExitStatus | null = null;
  const exited = new Promise<ExitStatus>((resolve) => {
    child.once('exit', (code, signal) => {
      status = { code, signal };
      resolve(status);
    });
    child.once('error', (err) => {
      log += `\n[spawn error] ${err.message}`;
      status = { code: -1, signal: null };
      resolve(status);
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const describeStatus = () =>
    status ? `exited (code ${status.code}, signal ${status.signal})` : 'running';

  return {
    url,
    pid: child.pid ?? -1,
    running: () => status === null,
    exited,
    output: () => log,
    report: () => `server ${url} (pid ${child.pid}) ${describeStatus()}; its output:\n${log.slice(-6000) || '(none)'}`,
    async stop(graceMs = 10_000) {
      if (status === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      return status!;
    },
  };
}

/** Resolves once `GET /healthz` answers 200; throws (with the server's output) if it exits or the deadline passes. */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  await pollUntil(
    async () => {
      if (!server.running()) throw new Error(`The server exited before it was healthy: ${server.report()}`);
      try {
        const res = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2_000) });
        await res.arrayBuffer();
        return res.status === 200;
      } catch {
        return false; // Not listening yet.
      }
    },
    { timeoutMs, what: `${server.url}/healthz`, detail: server.report },
  );
}

/**
 * Starts `count` server processes at the same moment with one environment and waits until all are healthy;
 * if any fails to come up, stops them all and throws with every server's output.
 */
export async function startServers(count: number, env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess[]> {
  const servers = await Promise.all(Array.from({ length: count }, () => spawnServer(env)));
  const results = await Promise.allSettled(servers.map((s) => waitUntilHealthy(s, timeoutMs)));
  const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed.length) {
    await Promise.all(servers.map((s) => s.stop()));
    throw new Error(
      `${failed.length} of ${count} servers did not come up:\n${servers.map((s) => s.report()).join('\n\n')}`,
    );
  }
  return servers;
}

export const startServer = async (env: Record<string, string>, timeoutMs?: number) =>
  (await startServers(1, env, timeoutMs))[0]!;

export interface Answer {
  method: string;
  path: string;
  /** 0 when no HTTP answer came: the connection was refused, dropped, or timed out. */
  status: number;
  retryAfter: string | null;
  /** The parsed JSON body, the text when it is not JSON, or the network error's message when status is 0. */
  body: unknown;
  startedAt: number;
  finishedAt: number;
}

/**
 * One HTTP request that never throws: a network failure is an answer with status 0. Writes carry the header the
 * API client sends on every write (proof of same-origin intent), so they pass a CSRF check where there is one.
 */
export async function send(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  urlPath: string,
  { headers = {}, body, timeoutMs = 20_000 }: { headers?: Record<string, string>; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  const startedAt = Date.now();
  const h: Record<string, string> = { accept: 'application/json', ...headers };
  if (method !== 'GET') h['x-chorus-csrf'] = '1';
  if (body !== undefined) h['content-type'] = 'application/json';
  try {
    const res = await fetch(`${baseUrl}${urlPath}`, {
      method,
      headers: h,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    return { method, path: urlPath, status: res.status, retryAfter: res.headers.get('retry-after'), body: parsed, startedAt, finishedAt: Date.now() };
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const message = `${(err as Error).message}${cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : ''}`;
    return { method, path: urlPath, status: 0, retryAfter: null, body: message, startedAt, finishedAt: Date.now() };
  }
}
