import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { ChainableCommander, Redis } from 'ioredis';

/**
 * Request counts shared by every gateway replica through Redis, without a Redis round trip per
 * request. Each replica counts locally and adds its counts to Redis in one pipelined batch every
 * `flushEveryMs`, learning the others' counts in the answer. Decisions near the limit are exact:
 * a client at 90 % of its budget, any client of a small budget, and the first request of a window
 * go to Redis at once. So one replica refuses exactly at the limit, and several let through at most
 * what the others counted in their last `flushEveryMs` beyond it.
 */
export type SharedCountsOptions = {
  redis: Redis;
  nameSpace: string;
  flushEveryMs?: number;
  /** Windows (clients) remembered at once; the oldest is sent and dropped beyond this. */
  maxWindows?: number;
};

/** Budgets below this many requests are always counted in Redis, one request at a time. */
const exactBelowMax = 100;
/** Share of a budget after which every request is counted in Redis at once. */
const exactFromShare = 0.9;

// Adds ARGV[1] to the window's count, starting the window (ARGV[2] ms) if it is new.
const addToWindow = `
local current = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {current, ttl}`;

type Window = {
  /** The shared count as Redis last reported it. */
  known: number;
  /** Counted here, on their way to Redis. */
  sending: number;
  /** Counted here, not yet sent. */
  pending: number;
  endsAt: number;
  timeWindowMs: number;
};

type Counts = { current: number; ttl: number };
type RedisWithWindows = Redis & {
  rateLimitAdd(key: string, add: number, timeWindowMs: number): Promise<[number, number]>;
};
type PipelineWithWindows = ChainableCommander & {
  rateLimitAdd(key: string, add: number, timeWindowMs: number): PipelineWithWindows;
};

export function sharedCountsStore({
  redis,
  nameSpace,
  flushEveryMs = 100,
  maxWindows = 50_000,
}: SharedCountsOptions): FastifyRateLimitStoreCtor {
  if (!('rateLimitAdd' in redis)) redis.defineCommand('rateLimitAdd', { numberOfKeys: 1, lua: addToWindow });
  const shared = redis as RedisWithWindows;
  const windows = new Map<string, Window>();
  let flushTimer: NodeJS.Timeout | undefined;

  /** The key's window while it lasts; an ended one counts as none. */
  const liveWindow = (key: string): Window | undefined => {
    const window = windows.get(key);
    return window && window.endsAt > Date.now() ? window : undefined;
  };

  const learn = (window: Window, [current, ttl]: [number, number]) => {
    window.known = Math.max(window.known, current);
    window.endsAt = Date.now() + ttl;
  };

  const startWindow = (key: string, timeWindowMs: number, [current, ttl]: [number, number]) => {
    windows.delete(key);
    windows.set(key, { known: current, sending: 0, pending: 0, endsAt: Date.now() + ttl, timeWindowMs });
    if (windows.size > maxWindows) {
      // Map keeps insertion order: the first key is the oldest window. Its unsent counts go first.
      const [oldestKey, oldest] = windows.entries().next().value ?? [];
      if (oldestKey !== undefined && oldest) {
        windows.delete(oldestKey);
        if (oldest.pending > 0)
          shared.rateLimitAdd(oldestKey, oldest.pending, oldest.timeWindowMs).catch(() => undefined);
      }
    }
  };

  const flush = () => {
    flushTimer = undefined;
    const now = Date.now();
    const batch: { window: Window; sent: number }[] = [];
    const pipeline = redis.pipeline() as PipelineWithWindows;
    for (const [key, window] of windows) {
      if (window.endsAt <= now) {
        windows.delete(key);
      } else if (window.pending > 0) {
        const sent = window.pending;
        window.pending = 0;
        window.sending += sent;
        batch.push({ window, sent });
        pipeline.rateLimitAdd(key, sent, window.timeWindowMs);
      }
    }
    if (batch.length === 0) return;
    pipeline.exec().then(
      (results) => {
        batch.forEach(({ window, sent }, index) => {
          window.sending -= sent;
          const [error, counts] = results?.[index] ?? [new Error('no reply')];
          // A count Redis did not take is sent again with the next batch.
          if (error) window.pending += sent;
          else learn(window, counts as [number, number]);
        });
      },
      () => {
        for (const { window, sent } of batch) {
          window.sending -= sent;
          window.pending += sent;
        }
      },
    );
  };

  const countHere = (window: Window, max: number): Counts | undefined => {
    const estimate = window.known + window.sending + window.pending + 1;
    if (max < exactBelowMax || estimate >= max * exactFromShare) return undefined;
    window.pending += 1;
    flushTimer ??= setTimeout(flush, flushEveryMs).unref();
    return { current: estimate, ttl: window.endsAt - Date.now() };
  };

  const countInRedis = async (key: string, timeWindowMs: number): Promise<Counts> => {
    const live = liveWindow(key);
    // This request goes with whatever was waiting for the next batch.
    const add = 1 + (live?.pending ?? 0);
    if (live) {
      live.pending = 0;
      live.sending += add;
    }
    try {
      const counts = await shared.rateLimitAdd(key, add, timeWindowMs);
      if (live) {
        live.sending -= add;
        learn(live, counts);
      } else {
        startWindow(key, timeWindowMs, counts);
      }
      return { current: counts[0], ttl: counts[1] };
    } catch (error) {
      if (live) {
        live.sending -= add;
        live.pending += add - 1;
      }
      throw error;
    }
  };

  const storeFor = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow, max) {
      const fullKey = prefix + key;
      const window = liveWindow(fullKey);
      const counted = window ? countHere(window, max) : undefined;
      if (counted) {
        callback(null, counted);
        return;
      }
      countInRedis(fullKey, timeWindow).then(
        (counts) => {
          callback(null, counts);
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
    child(routeOptions) {
      // What the plugin really passes: its merged options, with the route under routeInfo.
      const { routeInfo } = routeOptions as unknown as { routeInfo: { method: string; url: string } };
      return storeFor(`${prefix}${routeInfo.method}${routeInfo.url}-`);
    },
  });

  // The plugin constructs the store itself; every instance uses the one set of windows above.
  return class SharedCountsStore implements FastifyRateLimitStore {
    private readonly store = storeFor(nameSpace);
    incr(...args: Parameters<FastifyRateLimitStore['incr']>) {
      this.store.incr(...args);
    }
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      return this.store.child(routeOptions);
    }
  };
}
