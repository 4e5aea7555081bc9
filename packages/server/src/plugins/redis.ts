import type { Redis, RedisOptions } from 'ioredis';

/**
 * A new ioredis client, the one way the server makes one. The class is taken from the module's default export:
 * bundled by esbuild (what `npm start` runs), the CommonJS module's named export `Redis` is undefined, so
 * `const { Redis } = await import('ioredis')` started the built server with "Redis is not a constructor" while the
 * tests (running the sources through tsx) passed. `redis-built.test.ts` starts the built server with Redis.
 */
export async function newRedis(url: string, options: RedisOptions): Promise<Redis> {
  const { default: RedisClient } = await import('ioredis');
  return new RedisClient(url, options);
}

/**
 * The Redis connection shared by the rate limits and the login limiter when several nodes run (`REDIS_URL`).
 * Commands fail at once while Redis is away (no offline queue, one retry), so a request meets a clean error
 * (503, or an open rate limit) instead of hanging; ioredis reconnects by itself.
 */
export async function openRedis(url: string): Promise<Redis> {
  const redis = await newRedis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let warned = 0;
  // Without a listener an 'error' event would crash the process; warn at most once a minute while it lasts.
  redis.on('error', (err: Error) => {
    if (Date.now() - warned < 60_000) return;
    warned = Date.now();
    console.warn(`Redis connection error: ${err.message}`);
  });
  await redis.connect();
  return redis;
}
