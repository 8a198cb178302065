import type { WindowLimit } from './throttle-limits.js';

export type ThrottleVerdict = { allowed: boolean; retryAfterMs: number };

/** Throttle counters shared by every auth replica; the Redis adapter is `src/redis/throttle.store.ts`. */
export type ThrottleStore = {
  /** Counts one event if the last `windowMs` still has room for it; refused events are not counted. */
  hit(limit: WindowLimit, subject: string, now: Date): Promise<ThrottleVerdict>;
  /** Whether the last `windowMs` still has room, without counting (for counting failures only). */
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
