import { createHmac } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { WindowLimit } from '../domain/throttling/throttle-limits.js';
import { loginThrottle } from '../domain/throttling/throttle-limits.js';
import { loginDelaySchedule } from '../domain/throttling/throttle.fns.js';
import { unlessRedisDown } from './redis-errors.js';

export type ThrottleVerdict = { allowed: boolean; retryAfterMs: number };

export type ThrottleStore = {
  /** Counts one event in the current window, then says whether it was within the limit. */
  hit(limit: WindowLimit, subject: string, now: Date): Promise<ThrottleVerdict>;
  /** Whether the current window still has room, without counting (for counting failures only). */
  peek(limit: WindowLimit, subject: string, now: Date): Promise<ThrottleVerdict>;
  /** Counts one event without checking. */
  record(limit: WindowLimit, subject: string, now: Date): Promise<void>;
  /** At most one event per `intervalMs` for the subject; allowed events start a new interval. */
  cooldown(name: string, subject: string, intervalMs: number, now: Date): Promise<ThrottleVerdict>;
  /** Login attempt gate for one identifier: refuses while a delay or lockout runs, else claims the slot. */
  beginLogin(subject: string, now: Date): Promise<ThrottleVerdict>;
  loginFailed(subject: string, now: Date): Promise<void>;
  loginSucceeded(subject: string): Promise<void>;
};

// Claims the attempt atomically so parallel guesses cannot slip through one delay together.
// ARGV[2..] is the delay schedule: the wait after 0, 1, … failures, the last entry for any more.
const beginLoginScript = `
local failures = tonumber(redis.call('HGET', KEYS[1], 'f') or '0')
local nextAt = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
local now = tonumber(ARGV[1])
if nextAt > now then return nextAt - now end
local delay = tonumber(ARGV[2 + math.min(failures, #ARGV - 2)])
if delay > 0 then redis.call('HSET', KEYS[1], 'n', now + delay) end
return 0`;

// ARGV: now, memory (ms), then the delay schedule as above.
const loginFailedScript = `
local failures = redis.call('HINCRBY', KEYS[1], 'f', 1)
local nextAt = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
local now = tonumber(ARGV[1])
local delay = tonumber(ARGV[3 + math.min(failures, #ARGV - 3)])
redis.call('HSET', KEYS[1], 'n', math.max(nextAt, now + delay))
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return failures`;

const cooldownScript = `
local last = tonumber(redis.call('GET', KEYS[1]) or '-1')
local now = tonumber(ARGV[1])
local interval = tonumber(ARGV[2])
if last >= 0 and now - last < interval then return interval - (now - last) end
redis.call('SET', KEYS[1], now, 'PX', interval)
return 0`;

/**
 * Throttle counters in Redis. Subjects (IPs, phone numbers, emails) are keyed by a keyed hash so
 * Redis holds no personal data. Windows are computed from the service clock and the TTLs only
 * clean up, which lets tests move the clock instead of sleeping.
 */
export function createThrottleStore(redis: Redis, keySecret: string): ThrottleStore {
  const subjectKey = (subject: string) =>
    createHmac('sha256', keySecret).update(subject).digest('hex').slice(0, 32);
  const windowOf = (limit: WindowLimit, now: Date) => {
    const index = Math.floor(now.getTime() / limit.windowMs);
    const endsAt = (index + 1) * limit.windowMs;
    return { index, retryAfterMs: endsAt - now.getTime() };
  };
  const windowKey = (limit: WindowLimit, subject: string, index: number) =>
    `auth:rl:${limit.name}:${subjectKey(subject)}:${index}`;
  const loginKey = (subject: string) => `auth:login:${subjectKey(subject)}`;

  const count = async (limit: WindowLimit, subject: string, now: Date) => {
    const { index } = windowOf(limit, now);
    const key = windowKey(limit, subject, index);
    const result = await unlessRedisDown(redis.multi().incr(key).pexpire(key, limit.windowMs).exec());
    const value = result?.[0]?.[1];
    return typeof value === 'number' ? value : Number(value);
  };

  return {
    async hit(limit, subject, now) {
      const used = await count(limit, subject, now);
      return { allowed: used <= limit.limit, retryAfterMs: windowOf(limit, now).retryAfterMs };
    },
    async peek(limit, subject, now) {
      const { index, retryAfterMs } = windowOf(limit, now);
      const used = Number((await unlessRedisDown(redis.get(windowKey(limit, subject, index)))) ?? '0');
      return { allowed: used < limit.limit, retryAfterMs };
    },
    async record(limit, subject, now) {
      await count(limit, subject, now);
    },
    async cooldown(name, subject, intervalMs, now) {
      const key = `auth:cooldown:${name}:${subjectKey(subject)}`;
      const wait = Number(
        await unlessRedisDown(redis.eval(cooldownScript, 1, key, now.getTime(), intervalMs)),
      );
      return { allowed: wait <= 0, retryAfterMs: wait };
    },
    async beginLogin(subject, now) {
      const wait = Number(
        await unlessRedisDown(
          redis.eval(beginLoginScript, 1, loginKey(subject), now.getTime(), ...loginDelaySchedule),
        ),
      );
      return { allowed: wait <= 0, retryAfterMs: wait };
    },
    async loginFailed(subject, now) {
      await unlessRedisDown(
        redis.eval(
          loginFailedScript,
          1,
          loginKey(subject),
          now.getTime(),
          loginThrottle.memoryMs,
          ...loginDelaySchedule,
        ),
      );
    },
    async loginSucceeded(subject) {
      await unlessRedisDown(redis.del(loginKey(subject)));
    },
  };
}
