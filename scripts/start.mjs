// `npm start`: build what is missing or older than its sources (the web app and SDK; the server, bundled into
// packages/server/dist/server.js), then run the built server with node: no TypeScript transform on each start.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, serverBuild } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfStale();

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
