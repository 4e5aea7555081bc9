// `npm start`: build the web assets when they are missing or older than their sources, then run the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const newest = (dir) => {
  let t = 0;
  if (!fs.existsSync(dir)) return t;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) t = Math.max(t, fs.statSync(path.join(e.parentPath, e.name)).mtimeMs);
  }
  return t;
};
const mtime = (f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0);

const sources = Math.max(...['packages/core/src', 'packages/client/src', 'packages/ui/src', 'host-app/src', 'sdk/src'].map((d) => newest(path.join(root, d))));
const outputs = [path.join(root, 'host-app/dist/index.html'), ...(fs.existsSync(path.join(root, 'sdk/build.mjs')) ? [path.join(root, 'sdk/dist/chorus.js')] : [])];
if (outputs.some((f) => mtime(f) < sources)) {
  console.log('Building the web app and SDK (first start or changed sources)...');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// A supervisor: a server that exits on its own (an uncaught error) is started again, after a growing pause;
// five crashes within a minute mean something is wrong that a restart will not fix, so we stop too.
let server;
let stopping = false;
const crashes = [];
const run = () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/server.ts'], { cwd: root, stdio: 'inherit' });
  server.on('exit', (code, signal) => {
    // 78 (EX_CONFIG): the server could not start (bad environment, data directory in use): a restart won't help.
    if (stopping || code === 0 || code === 78) return process.exit(code ?? 0);
    const now = Date.now();
    crashes.push(now);
    while (crashes[0] < now - 60_000) crashes.shift();
    if (crashes.length >= 5) {
      console.error('The server keeps crashing; not restarting it.');
      return process.exit(code ?? 1);
    }
    const pause = 500 * 2 ** (crashes.length - 1);
    console.error(`The server stopped (${signal ?? `exit code ${code}`}); restarting in ${pause} ms.`);
    setTimeout(run, pause);
  });
};
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    stopping = true;
    server.kill(sig);
  });
run();
