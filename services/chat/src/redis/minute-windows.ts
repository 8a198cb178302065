import type { Redis } from 'ioredis';
import type { Logger } from '@sitesage/logger';
import type { WindowCounter } from '../domain/limits/window-counter.port.js';
import { createLocalWindows } from './local-windows.js';

// One round trip: count this one in the current window and say how long the window has left.
const countScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

/**
 * The message budgets' windows in Redis, shared by every chat replica. While Redis cannot be
 * reached the same windows are counted in this process instead (SECURITY F6 with Redis down):
 * each replica then allows the budget on its own, which is a floor, never unlimited spend.
 */
export function createRedisWindowCounter(
  redis: Redis,
  log: Logger,
  now: () => number = Date.now,
): WindowCounter {
  const local = createLocalWindows(now);
  let redisAway = false;

  return {
    async count(key, windowMs) {
      try {
        const [used, remainingMs] = (await redis.eval(countScript, 1, key, windowMs)) as [number, number];
        if (redisAway) log.info('message limits counted in Redis again');
        redisAway = false;
        return { used, remainingMs };
      } catch (error) {
        // Logged once per outage, not once per message.
        if (!redisAway)
          log.warn({ err: error }, 'Redis did not answer: message limits counted in this process');
        redisAway = true;
        return local.count(key, windowMs);
      }
    },
  };
}
