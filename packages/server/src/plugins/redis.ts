import type { Redis } from 'ioredis';

/**
 * The Redis connection shared by the rate limits and the login limiter when several nodes run (`REDIS_URL`).
 * Commands fail at once while Redis is away (no offline queue, one retry), so a request meets a clean error
 * (503, or an open rate limit) instead of hanging; ioredis reconnects by itself.
 */
export async function openRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
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
