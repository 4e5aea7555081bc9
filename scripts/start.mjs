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

const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/server.ts'], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
