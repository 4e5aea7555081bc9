import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// nginx with proxy_cache in front of server nodes, as docs/DEPLOY.md ("Putting a CDN in front") configures it: the
// page's nginx block is read from the page, so what is documented is what the cache test and the bench run.
// Plain TypeScript without parameter properties or enums: bench/cache.mjs imports it too (Node strips the types).

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Whether an nginx binary is on PATH (Debian's `nginx-light` or `nginx`; .ci/run installs it). */
export const hasNginx = spawnSync('nginx', ['-v']).status === 0;

/** The nginx block of docs/DEPLOY.md's "Putting a CDN in front", with this machine's cache dir, nodes and port. */
export function documentedCacheConfig({ cacheDir, upstreams, port }: { cacheDir: string; upstreams: string[]; port: number }): string {
  const page = fs.readFileSync(path.join(repoRoot, 'docs/DEPLOY.md'), 'utf8');
  const section = page.split('## Putting a CDN in front')[1]!.split('\n## ')[0]!;
  const block = /```nginx\n([\s\S]*?)```/.exec(section)![1]!;
  const servers = upstreams.map((u) => `server ${new URL(u).host};`).join(' ');
  const out = block
    .replace('/var/cache/nginx/chorus', cacheDir)
    .replace(/upstream chorus \{[^}]*\}/, `upstream chorus { ${servers} keepalive 32; }`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  if (!out.includes(cacheDir) || !out.includes(servers) || !out.includes(`:${port};`)) throw new Error('docs/DEPLOY.md: its nginx block is not the shape this helper fills in');
  return out;
}

export interface Nginx {
  readonly url: string;
  /** Requests that reached a node (a miss, an expired copy refreshed, a revalidation, a bypass), per request URI. */
  originHits(): Map<string, number>;
  /** What nginx wrote to its error log, for failure messages. */
  errors(): string;
  stop(): Promise<void>;
}

/**
 * Starts nginx (`-p <tmp> -c <conf> -g 'daemon off;'`) on `port` in front of `upstreams`, with the documented
 * cache block and an access log that names, for every request, the node it reached (`-` when the cache answered).
 * Background refreshes (stale-while-revalidate) are subrequests: logged too.
 */
export async function startNginx({ upstreams, port, workers = '1' }: { upstreams: string[]; port: number; workers?: string }): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chorus-nginx-'));
  for (const d of ['logs', 'cache', 'tmp']) fs.mkdirSync(path.join(dir, d));
  const accessLog = path.join(dir, 'logs/access.log');
  const errorLog = path.join(dir, 'logs/error.log');
  const conf = [
    // As root, the worker would switch to nobody, who may not write the temporary directory.
    process.getuid?.() === 0 ? 'user root;' : '',
    `worker_processes ${workers};`,
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${errorLog} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    `  log_format origin '$upstream_addr|$upstream_cache_status|$request_uri';`,
    `  access_log ${accessLog} origin;`,
    '  log_subrequest on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${path.join(dir, 'tmp', t)};`),
    documentedCacheConfig({ cacheDir: path.join(dir, 'cache'), upstreams, port }),
    '}',
  ].join('\n');
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confFile, conf);
  const child = spawn('nginx', ['-p', dir, '-c', confFile, '-e', errorLog, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const errors = () => `${stderr}${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''}`.slice(-4000);
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${errors()}\n${conf}`);
    try {
      await (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })).arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url}:\n${errors()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    originHits() {
      const hits = new Map<string, number>();
      for (const line of fs.readFileSync(accessLog, 'utf8').split('\n')) {
        const [upstream, , uri] = line.split('|');
        if (!uri || !upstream || upstream === '-') continue;
        hits.set(uri, (hits.get(uri) ?? 0) + 1);
      }
      return hits;
    },
    errors,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
