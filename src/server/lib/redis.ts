import { Redis } from 'ioredis';
import { redisStore, type LimiterStore } from './limiter';

/** Rate limits in Redis at `url` (REDIS_URL); connects before the server starts. */
export async function createRedisStore(url: string): Promise<LimiterStore> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  return redisStore(redis);
}
