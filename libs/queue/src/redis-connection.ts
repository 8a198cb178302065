import { Redis } from 'ioredis';
import { AppError } from '@sitesage/errors';

export type RedisRole =
  /** Request paths (rate limits, throttles, producers): fail at once when Redis is down. */
  | 'request'
  /** BullMQ workers: block on Redis and wait for it to come back, however long. */
  | 'worker';

/**
 * A Redis connection shaped for its role. Request-path connections never queue commands while
 * Redis is away (a caller gets a clear 503 at once instead of hanging); worker connections retry
 * forever, as BullMQ requires.
 */
export function createRedis(url: string, role: RedisRole): Redis {
  return new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: role === 'worker',
    maxRetriesPerRequest: role === 'worker' ? null : 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
}

/**
 * Resolves once the connection can run commands. A request-path connection refuses commands until
 * then (no offline queue), so a service waits for this before it reports itself serving.
 */
export async function redisReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) =>
    redis.once('ready', () => {
      resolve();
    }),
  );
}

/**
 * Checks the eviction policy each time the connection becomes ready (Redis may be swapped under a
 * running process) and calls `refuse` when it is not noeviction; processes exit there.
 */
export function refuseEvictingRedis(redis: Redis, refuse: (error: unknown) => void): void {
  redis.on('ready', () => {
    assertNoEviction(redis).catch(refuse);
  });
}

/**
 * Queues and throttles need every key kept: a Redis that may evict keys under memory pressure
 * would silently lose jobs and reset limits. Refuse to run on one.
 */
export async function assertNoEviction(redis: Redis): Promise<void> {
  const [, policy] = (await redis.config('GET', 'maxmemory-policy')) as [string, string];
  if (policy !== 'noeviction') {
    throw new AppError(
      'FAILED_PRECONDITION',
      `Redis maxmemory-policy is '${policy}'; SiteSage needs 'noeviction' so that no job or limit is lost`,
    );
  }
}
