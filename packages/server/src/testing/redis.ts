import { Redis } from 'ioredis';

const connect = (url: string) => new Redis(url, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0, retryStrategy: () => null });

/** Whether a Redis server answers PING at `url`. */
export async function redisAnswers(url: string): Promise<boolean> {
  const redis = connect(url);
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Deletes the keys starting with `prefix` (a test's own namespace; never FLUSHALL on a shared Redis). */
export async function deleteRedisKeys(url: string, prefix: string): Promise<number> {
  if (!/^[\w:.-]+$/.test(prefix)) throw new Error(`Refusing a key prefix with glob characters: ${prefix}`);
  const redis = connect(url);
  await redis.connect();
  try {
    let deleted = 0;
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 1000 }) as AsyncIterable<string[]>)
      if (keys.length) deleted += await redis.del(...keys);
    return deleted;
  } finally {
    redis.disconnect();
  }
}
