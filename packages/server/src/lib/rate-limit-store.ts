import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, res?: Result) => void;
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
}
/** The plugin passes its merged options (global, then per route); only these three matter here. */
type StoreOptions = FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number };

const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => Store;

/**
 * @fastify/rate-limit's in-process store (11.2) hands every caller the same mutable counter object, and the
 * plugin reads it after an await: under a burst every request reads the final count, so 40 parallel requests
 * against a limit of 10 were all refused. This store gives each caller a snapshot of the count at its own
 * increment. (The Redis store returns values and needs no fix.)
 */
export class SnapshotLocalStore implements Store, FastifyRateLimitStore {
  private readonly inner: Store;
  constructor(options: StoreOptions) {
    this.inner = new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache);
  }
  private static snapshot = (cb: Callback): Callback => (err, res) => cb(err, res && { current: res.current, ttl: res.ttl });
  incr(key: string, cb: Callback, timeWindow: number, max: number) {
    this.inner.incr(key, SnapshotLocalStore.snapshot(cb), timeWindow, max);
  }
  read(key: string, cb: Callback, timeWindow: number, max: number) {
    this.inner.read(key, SnapshotLocalStore.snapshot(cb), timeWindow, max);
  }
  /** Each route with its own limit gets its own counters, as with the plugin's own stores. */
  child(options: object) {
    return new SnapshotLocalStore(options as StoreOptions);
  }
}
