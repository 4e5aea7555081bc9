import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Generation counters for caches that must never serve a result older than the last change: a cached value is
 * stored under the token of the generations it was computed at (read BEFORE reading the database), and every
 * change bumps its generations after it commits, so the next read misses and recomputes. A value computed from a
 * read that raced the change is stored under the old token, which nobody asks for again.
 *
 * In process the counters are a Map. With Redis they live in Redis (INCR), so every node agrees, plus this node's
 * own counters (bumped synchronously, so this node sees its own change even if the INCR failed). While Redis does
 * not answer, `token` returns null and callers bypass their cache (the database answers); a failed INCR is retried
 * when Redis is back, and every node drops its cached values when its connection closes (a restarted Redis has
 * lost its counters). A random epoch key in Redis guards against counters reset behind our back (FLUSHALL).
 */
export interface Generations {
  /** The token of the current generations of `keys`, or null when they are not known now (do not cache). */
  token(keys: readonly string[]): Promise<string | null>;
  /** Bumps `keys` (this node at once; Redis before the promise settles). Never throws. */
  bump(keys: readonly string[]): void;
  /** Waits for the bumps in flight (a write's response waits for them, so its next read sees the change). */
  settle(): Promise<void>;
  /** `fn` runs whenever cached values can no longer be trusted (Redis connection lost). */
  onReset(fn: () => void): void;
}

/** How long a Redis call may take before the cache is bypassed (a hung Redis must not hang reads). */
const REDIS_TIMEOUT_MS = 250;

function withTimeout<T>(p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('redis timeout')), REDIS_TIMEOUT_MS);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

class LocalCounters {
  private readonly values = new Map<string, number>();
  token(keys: readonly string[]): string {
    let t = '';
    for (const k of keys) t += `${this.values.get(k) ?? 0}.`;
    return t;
  }
  bump(keys: readonly string[]): void {
    for (const k of keys) this.values.set(k, (this.values.get(k) ?? 0) + 1);
  }
}

export function localGenerations(): Generations {
  const counters = new LocalCounters();
  return {
    token: async (keys) => counters.token(keys),
    bump: (keys) => counters.bump(keys),
    settle: async () => {},
    onReset: () => {},
  };
}

export function redisGenerations(redis: Redis, prefix: string): Generations {
  const local = new LocalCounters();
  const epochKey = `${prefix}gen:epoch`;
  const keyOf = (k: string) => `${prefix}gen:${k}`;
  const resets: (() => void)[] = [];
  const reset = () => resets.forEach((fn) => fn());
  const inFlight = new Set<Promise<void>>();
  const retry = new Set<string>();

  const incr = async (keys: readonly string[]) => {
    const p = redis.pipeline();
    for (const k of keys) p.incr(keyOf(k)).expire(keyOf(k), 7 * 24 * 3600);
    const results = await withTimeout(p.exec());
    if (!results || results.some(([err]) => err)) throw new Error('INCR failed');
  };
  const flushRetries = () => {
    if (!retry.size) return;
    const keys = [...retry];
    retry.clear();
    incr(keys).catch(() => keys.forEach((k) => retry.add(k)));
  };
  redis.on('close', reset);
  redis.on('ready', flushRetries);

  return {
    async token(keys) {
      const mine = local.token(keys);
      try {
        const values = await withTimeout(redis.mget(epochKey, ...keys.map(keyOf)));
        if (values[0] === null) {
          // Counters gone (a new or flushed Redis): start a new epoch; values cached under the old one never match.
          await withTimeout(redis.set(epochKey, randomUUID(), 'NX'));
          reset();
          return null;
        }
        if (retry.size) return null;
        return `${values.join('.')}/${mine}`;
      } catch {
        return null;
      }
    },
    bump(keys) {
      local.bump(keys);
      const p = incr(keys)
        .catch(() => keys.forEach((k) => retry.add(k)))
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    },
    async settle() {
      if (inFlight.size) await Promise.all(inFlight);
    },
    onReset(fn) {
      resets.push(fn);
    },
  };
}
