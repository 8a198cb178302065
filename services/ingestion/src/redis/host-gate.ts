import type { Redis } from 'ioredis';
import type { HostGate } from '../domain/crawling/host-gate.port.js';

const acquireScript = `
local pausedFor = redis.call('PTTL', KEYS[2])
if pausedFor > 0 then return -pausedFor end
local now = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[3]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]))
return 1
`;

/**
 * The HostGate port in Redis, shared by every worker process and the service: at most `perHost`
 * requests to one site at a time, none while it asked us to wait. Slots are members of a sorted
 * set scored by when they were taken, so a slot of a killed worker expires after `slotTtlMs`
 * instead of blocking the site forever.
 */
export function createHostGate(
  redis: Redis,
  { perHost, slotTtlMs = 120_000 }: { perHost: number; slotTtlMs?: number },
): HostGate {
  const slots = (host: string) => `ingestion:host:${host}:slots`;
  const paused = (host: string) => `ingestion:host:${host}:paused`;
  return {
    async acquire(host, holder) {
      const answer = Number(
        await redis.eval(acquireScript, 2, slots(host), paused(host), Date.now(), perHost, slotTtlMs, holder),
      );
      if (answer === 1) return { ok: true };
      // Busy: come back soon; paused: come back when the site said.
      return { ok: false, waitMs: answer < 0 ? -answer : 50 + Math.floor(Math.random() * 100) };
    },
    async release(host, holder) {
      await redis.zrem(slots(host), holder);
    },
    async pause(host, seconds) {
      const ms = Math.max(1, Math.min(seconds, 3_600)) * 1000;
      // Never shorten a longer pause another worker set.
      await redis.set(paused(host), '1', 'PX', ms, 'NX');
      await redis.pexpire(paused(host), ms, 'GT');
    },
  };
}
