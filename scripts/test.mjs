// `npm test`: every test. Unit and server integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// then a fresh build of the web assets, then the browser suites in Debian's Chromium against a fresh server: on
// PGlite, and again on a fresh PostgreSQL database (with Redis when TEST_REDIS_URL is set) when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['unit and server tests', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build']],
  ['browser tests (PGlite)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { E2E_DATABASE: 'pglite' }],
];
if (process.env.TEST_DATABASE_URL) steps.push(['browser tests (PostgreSQL)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { E2E_DATABASE: 'postgres' }]);
else console.log('TEST_DATABASE_URL is not set: server and browser tests run on PGlite only.');
for (const [name, cmd, args, env = {}] of steps) {
  console.log(`\n== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n${name} failed.`);
    process.exit(r.status ?? 1);
  }
}
