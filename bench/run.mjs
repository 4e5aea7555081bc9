// `npm run bench`: prints figures; exits non-zero only when a budget is exceeded. The benches measure the built
// server (`npm start`'s), built first when a source is newer than it.
import { buildIfStale } from '../scripts/build-if-stale.mjs';

buildIfStale();
const suites = process.argv.slice(2).length ? process.argv.slice(2) : ['foundation', 'contests', 'leaderboard', 'campaigns', 'sdk-size', 'serving', 'host-app', 'upload', 'payments', 'chat', 'entry-writes', 'creator-search', 'startup', 'public-reads', 'cache', 'logging', 'overload', 'live', 'reads-under-writes', 'test-setup'];
let failed = false;
for (const name of suites) {
  console.log(`\n## ${name}`);
  const mod = await import(`./${name}.mjs`);
  const ok = await mod.run();
  if (ok === false) failed = true;
}
process.exit(failed ? 1 : 0);
