// The server suites that start server processes (several nodes, faults, Redis outages) run the built server, what
// `npm start` runs: a bundle can break what the sources get right (the Redis client's import did, issue 23), and only
// a test of the bundle sees it. Built once per run, before any suite, and only when older than its sources.
// @ts-expect-error: a plain ESM script without types; it exports buildServerIfStale().
import { buildServerIfStale } from './scripts/build-if-stale.mjs';

export default function setup(): void {
  buildServerIfStale();
}
