/** What Authenticate needs about an account without reading the database. */
export type AccountTokenState = { tokensValidAfter: number; plan: string };

export type SessionCheck = { revoked: boolean; state: AccountTokenState | undefined };

/**
 * Revoked token ids and a mirror of each account's token state, shared by every auth replica.
 * The Redis adapters are `src/redis/session.store.ts` and its in-memory cache
 * `src/redis/cached-session.store.ts`.
 */
export type SessionStore = {
  /** One round trip: is this token id revoked, and the account's token state (if mirrored). */
  check(jti: string, userId: string): Promise<SessionCheck>;
  revoke(jti: string, ttlMs: number): Promise<void>;
  saveState(userId: string, state: AccountTokenState, ttlMs: number): Promise<void>;
  forgetState(userId: string): Promise<void>;
};
