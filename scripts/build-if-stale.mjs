// Builds what is missing or older than its sources: the web app and SDK (`npm run build`, which builds the server
// too), else the server alone (bundled into packages/server/dist/server.js). `npm start` runs it before starting the
// built server, and `npm run bench` before measuring it, so both run what the sources say.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The built server, as `npm start` runs it. */
export const serverBuild = path.join(root, 'packages/server/dist/server.js');

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

const build = (what, cmd, args) => {
  console.log(`Building ${what} (first start or changed sources)...`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

export function buildIfStale() {
  const core = newestOf(['packages/core/src']);
  const sources = Math.max(core, newestOf(['packages/client/src', 'packages/ui/src', 'host-app/src', 'sdk/src']));
  const outputs = [path.join(root, 'host-app/dist/index.html'), ...(fs.existsSync(path.join(root, 'sdk/build.mjs')) ? [path.join(root, 'sdk/dist/chorus.js')] : [])];
  if (outputs.some((f) => mtime(f) < sources)) build('the web app, SDK and server', 'npm', ['run', 'build']);
  else buildServerIfStale();
}

/** The server alone, when its bundle is missing or older than its sources (the server suites spawn the bundle). */
export function buildServerIfStale() {
  // The migrations too: the build makes the database template from them (packages/server/src/db/template.ts).
  if (mtime(serverBuild) < newestOf(['packages/core/src', 'packages/server/src', 'packages/server/migrations'])) build('the server', process.execPath, ['packages/server/build.mjs']);
}
