import type { Redis } from 'ioredis';

/**
 * Limits password checks per (address, email) in a window. An attempt is *reserved* before the password is
 * checked, atomically, so a burst of parallel guesses cannot all be checked: with a limit of 5, the 6th
 * concurrent try is refused before any hashing, even when it carries the right password. A successful sign-in
 * clears the count (a user who types right is never locked out by their own earlier typos); a failure keeps
 * its reservation. In process by default; in Redis when several nodes share the limit (DESIGN §6).
 */
export interface LoginLimiter {
  /** Reserves one attempt; false when the limit is reached (answer 429 without checking the password). */
  reserve(key: string): Promise<boolean>;
  /** The attempt succeeded: forget the key's failures. */
  reset(key: string): Promise<void>;
}

export function memoryLoginLimiter(max: number, windowMs: number): LoginLimiter {
  const attempts = new Map<string, number[]>();
  return {
    async reserve(key) {
      const now = Date.now();
      const recent = (attempts.get(key) ?? []).filter((t) => now - t < windowMs);
      if (recent.length >= max) {
        attempts.set(key, recent);
        return false;
      }
      attempts.set(key, [...recent, now]);
      // Bounded memory: forget the oldest key when an attacker sprays many emails.
      if (attempts.size > 100_000) attempts.delete(attempts.keys().next().value!);
      return true;
    },
    async reset(key) {
      attempts.delete(key);
    },
  };
}

// INCR and the window's expiry in one round trip, atomic on the Redis server: a fixed window per key.
const RESERVE = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

export function redisLoginLimiter(redis: Redis, prefix: string, max: number, windowMs: number): LoginLimiter {
  const keyOf = (key: string) => `${prefix}login:${key}`;
  return {
    async reserve(key) {
      const n = Number(await redis.eval(RESERVE, 1, keyOf(key), windowMs));
      return n <= max;
    },
    async reset(key) {
      await redis.del(keyOf(key));
    },
  };
}
