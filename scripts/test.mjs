// `npm test`: every test. Unit and server integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// then a fresh build of the web assets, then the browser suites in Debian's Chromium against a fresh server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['unit and server tests', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build']],
  ['browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: server tests run on PGlite only.');
for (const [name, cmd, args] of steps) {
  console.log(`\n== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`\n${name} failed.`);
    process.exit(r.status ?? 1);
  }
}
