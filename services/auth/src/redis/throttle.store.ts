import { createHmac, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { WindowLimit } from '../domain/throttling/throttle-limits.js';
import { loginThrottle } from '../domain/throttling/throttle-limits.js';
import { loginDelaySchedule } from '../domain/throttling/throttle.fns.js';
import type { ThrottleStore } from '../domain/throttling/throttle-store.port.js';
import { unlessRedisDown } from './redis-errors.js';

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

// A sliding window: one sorted-set member per counted event, scored by its time. Fixed clock-hour
// windows let twice the limit through around the turn of a window (5 resends at 12:59 and 5 more at
// 13:00), so every limit here means "in any windowMs". Only the newest `limit` events can decide a
// verdict, so older ones are trimmed and a key never holds more than `limit` members.
// ARGV: mode ('hit' | 'peek' | 'record'), now, windowMs, limit, a unique member for this event.
// Returns 0 when allowed, else the ms until the oldest deciding event leaves the window.
const slidingWindowScript = `
local mode = ARGV[1]
local now = tonumber(ARGV[2])
local window = tonumber(ARGV[3])
local limit = tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local used = redis.call('ZCARD', KEYS[1])
if mode ~= 'record' and used >= limit then
  local deciding = redis.call('ZRANGE', KEYS[1], used - limit, used - limit, 'WITHSCORES')
  return math.max(1, tonumber(deciding[2]) + window - now)
end
if mode == 'peek' then return 0 end
redis.call('ZADD', KEYS[1], now, ARGV[5])
redis.call('ZREMRANGEBYRANK', KEYS[1], 0, -(limit + 1))
redis.call('PEXPIRE', KEYS[1], window)
return 0`;

const cooldownScript = `
local last = tonumber(redis.call('GET', KEYS[1]) or '-1')
local now = tonumber(ARGV[1])
local interval = tonumber(ARGV[2])
if last >= 0 and now - last < interval then return interval - (now - last) end
redis.call('SET', KEYS[1], now, 'PX', interval)
return 0`;

/**
 * Throttle counters in Redis. Subjects (IPs, phone numbers, emails) are keyed by a keyed hash so
 * Redis holds no personal data. Windows slide with the service clock and the TTLs only clean up,
 * which lets tests move the clock instead of sleeping.
 */
export function createThrottleStore(redis: Redis, keySecret: string): ThrottleStore {
  const subjectKey = (subject: string) =>
    createHmac('sha256', keySecret).update(subject).digest('hex').slice(0, 32);
  const windowKey = (limit: WindowLimit, subject: string) => `auth:rl:${limit.name}:${subjectKey(subject)}`;
  const loginKey = (subject: string) => `auth:login:${subjectKey(subject)}`;

  const slide = async (mode: 'hit' | 'peek' | 'record', limit: WindowLimit, subject: string, now: Date) => {
    // Two events in the same millisecond are still two events.
    const event = `${now.getTime()}:${randomBytes(6).toString('hex')}`;
    const wait = Number(
      await unlessRedisDown(
        redis.eval(
          slidingWindowScript,
          1,
          windowKey(limit, subject),
          mode,
          now.getTime(),
          limit.windowMs,
          limit.limit,
          event,
        ),
      ),
    );
    return { allowed: wait <= 0, retryAfterMs: wait };
  };

  return {
    hit: (limit, subject, now) => slide('hit', limit, subject, now),
    peek: (limit, subject, now) => slide('peek', limit, subject, now),
    async record(limit, subject, now) {
      await slide('record', limit, subject, now);
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
