// `npm start`: build what is missing or older than its sources (the web app and SDK; the server, bundled into
// packages/server/dist/server.js), then run the built server with node: no TypeScript transform on each start.
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

const newestOf = (dirs) => Math.max(...dirs.map((d) => newest(path.join(root, d))));
const core = newestOf(['packages/core/src']);
const sources = Math.max(core, newestOf(['packages/client/src', 'packages/ui/src', 'host-app/src', 'sdk/src']));
const outputs = [path.join(root, 'host-app/dist/index.html'), ...(fs.existsSync(path.join(root, 'sdk/build.mjs')) ? [path.join(root, 'sdk/dist/chorus.js')] : [])];
const serverBuild = path.join(root, 'packages/server/dist/server.js');
const build = (what, cmd, args) => {
  console.log(`Building ${what} (first start or changed sources)...`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
if (outputs.some((f) => mtime(f) < sources)) build('the web app, SDK and server', 'npm', ['run', 'build']);
else if (mtime(serverBuild) < Math.max(core, newestOf(['packages/server/src']))) build('the server', process.execPath, ['packages/server/build.mjs']);

// A supervisor: a server that exits on its own (an uncaught error) is started again, after a growing pause;
// five crashes within a minute mean something is wrong that a restart will not fix, so we stop too.
let server;
let stopping = false;
const crashes = [];
const run = () => {
  server = spawn(process.execPath, [serverBuild], { cwd: root, stdio: 'inherit' });
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
