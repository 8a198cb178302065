import type { Redis } from 'ioredis';
import type { Logger } from '@sitesage/logger';
import type { AccountTokenState, SessionCheck, SessionStore } from '../domain/tokens/session-store.port.js';

export type SessionCacheOptions = {
  /** The request-path connection, used to announce changes. */
  redis: Redis;
  /** A connection of its own: a subscribed Redis connection can run no other command. */
  subscriber: Redis;
  log: Logger;
  /** Entries older than this are read again, in case the subscription died without a sign. */
  maxAgeMs: number;
  maxEntries: number;
  now: () => number;
};

export type CachedSessionStore = SessionStore & { close(): void };

/** Where every auth replica announces a revoked token or a changed account state. */
export const sessionChangesChannel = 'auth:session-changes';
const tokenChange = (jti: string) => `jti:${jti}`;
const accountChange = (userId: string) => `user:${userId}`;

type Entry<T> = { value: T; readAt: number };

/**
 * Keeps the answers of `check` (is this token revoked, what is this account's token state) in
 * memory, so the check behind every owner request costs no Redis round trip. It stays exact
 * across replicas because every change is announced on a Redis channel that each replica listens
 * to: the replica making the change forgets its own copy at once, the others when the announcement
 * arrives (within a millisecond on one network). While the subscription is down, and until it is
 * back, every check reads Redis; anything announced meanwhile cannot be missed.
 */
export function withSessionCache(
  sessions: SessionStore,
  { redis, subscriber, log, maxAgeMs, maxEntries, now }: SessionCacheOptions,
): CachedSessionStore {
  const revocations = new Map<string, Entry<boolean>>();
  const states = new Map<string, Entry<AccountTokenState>>();
  let heard = false;
  // Bumped by every change heard and every loss of the subscription: a Redis read that began
  // before a bump may hold what the change replaced, so it is answered but not kept.
  let generation = 0;

  const fresh = <T>(entry: Entry<T> | undefined): entry is Entry<T> =>
    entry !== undefined && now() - entry.readAt < maxAgeMs;
  const keep = <T>(map: Map<string, Entry<T>>, key: string, value: T) => {
    map.delete(key);
    map.set(key, { value, readAt: now() });
    // Map keeps insertion order: the first key is the oldest entry.
    if (map.size > maxEntries) map.delete(map.keys().next().value ?? '');
  };
  const forgetAll = () => {
    generation += 1;
    revocations.clear();
    states.clear();
  };
  const hear = (message: string) => {
    generation += 1;
    if (message.startsWith('jti:')) revocations.delete(message.slice('jti:'.length));
    else if (message.startsWith('user:')) states.delete(message.slice('user:'.length));
  };
  const announce = async (message: string) => {
    await redis.publish(sessionChangesChannel, message);
  };

  subscriber.on('message', (channel: string, message: string) => {
    if (channel === sessionChangesChannel) hear(message);
  });
  // Connection trouble shows as 'close' below; the request-path connection already logs Redis problems.
  subscriber.on('error', () => undefined);
  subscriber.on('close', () => {
    if (heard) log.warn('session changes no longer heard; checking Redis on every call until they are');
    heard = false;
    forgetAll();
  });
  // Subscribed again on every (re)connection; until confirmed, the cache is not used.
  subscriber.on('ready', () => {
    subscriber.subscribe(sessionChangesChannel).then(
      () => {
        forgetAll();
        heard = true;
      },
      (error: unknown) => {
        log.warn({ err: error }, 'could not listen for session changes; checking Redis on every call');
      },
    );
  });

  return {
    async check(jti, userId): Promise<SessionCheck> {
      if (heard) {
        const revoked = revocations.get(jti);
        const state = states.get(userId);
        if (fresh(revoked) && (revoked.value || fresh(state))) {
          return { revoked: revoked.value, state: state?.value };
        }
      }
      const readIn = generation;
      const result = await sessions.check(jti, userId);
      if (heard && readIn === generation) {
        keep(revocations, jti, result.revoked);
        // A missing mirror is rebuilt by the caller, and that rebuild is announced.
        if (result.state) keep(states, userId, result.state);
      }
      return result;
    },
    async revoke(jti, ttlMs) {
      await sessions.revoke(jti, ttlMs);
      hear(tokenChange(jti));
      await announce(tokenChange(jti));
    },
    async saveState(userId, state, ttlMs) {
      await sessions.saveState(userId, state, ttlMs);
      hear(accountChange(userId));
      await announce(accountChange(userId));
    },
    async forgetState(userId) {
      await sessions.forgetState(userId);
      hear(accountChange(userId));
      await announce(accountChange(userId));
    },
    close() {
      heard = false;
      subscriber.disconnect();
    },
  };
}
