// `npm test`: every test. A build of the web assets and the server (once, for every suite after it), the unit and
// server integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then the browser suites in Debian's
// Chromium, each against a server of its own: on PGlite, and on a fresh PostgreSQL database (with Redis when
// TEST_REDIS_URL is set) when TEST_DATABASE_URL is set. The two browser runs share nothing (server, database, data
// dir, output folder), so they run side by side, each line prefixed with its database. Each phase's duration is
// printed at the end, so anyone sees where the time goes (docs/design-notes.md, "Test suite time").
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
const browser = (database) => ['npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { E2E_DATABASE: database }];
const phases = [
  [['build', 'npm', ['run', 'build']]],
  [['unit and server tests', 'npx', ['vitest', 'run']]],
  [
    ['browser tests (PGlite)', ...browser('pglite')],
    ...(process.env.TEST_DATABASE_URL ? [['browser tests (PostgreSQL)', ...browser('postgres')]] : []),
  ],
];
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: server and browser tests run on PGlite only.');

const clock = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
};

/** Runs one step; beside another, its output goes line by line with a prefix naming it. */
function run([name, cmd, args, env = {}], prefix) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    if (prefix)
      for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]])
        readline.createInterface({ input: from }).on('line', (line) => to.write(`[${prefix}] ${line}\n`));
    child.on('close', (code, signal) => resolve({ name, ok: code === 0, code: code ?? (signal ? 1 : 0), ms: Date.now() - started }));
  });
}

const results = [];
const started = Date.now();
let failed = null;
for (const steps of phases) {
  const side = steps.length > 1;
  for (const [name, cmd, args] of steps) console.log(`\n== ${name}: ${cmd} ${args.join(' ')}${side ? ' (side by side)' : ''}`);
  const done = await Promise.all(steps.map((step) => run(step, side ? step[3].E2E_DATABASE : null)));
  results.push(done);
  failed = done.find((r) => !r.ok) ?? null;
  if (failed) break;
}

console.log('\n== Time per phase');
for (const done of results)
  for (const r of done) console.log(`  ${r.name.padEnd(28)} ${clock(r.ms).padStart(8)}${r.ok ? '' : '  FAILED'}${done.length > 1 ? '  (side by side)' : ''}`);
console.log(`  ${'total'.padEnd(28)} ${clock(Date.now() - started).padStart(8)}`);
if (failed) {
  console.error(`\n${failed.name} failed.`);
  process.exit(failed.code || 1);
}
