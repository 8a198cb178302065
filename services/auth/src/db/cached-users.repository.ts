import type { UsersRepository } from './users.repository.js';
import type { UserRow } from './database.js';

export type UserCacheOptions = { ttlMs: number; maxEntries: number; now: () => number };

/**
 * Keeps recently read user rows for a few seconds, so the check behind every owner request
 * (`GET auth/current-user`) does not read PostgreSQL each time. Every write made through this
 * repository drops the row at once; another replica's write shows here within `ttlMs`. Token
 * revocation never depends on this cache: it is checked in Redis on every call.
 */
export function withUserCache(
  users: UsersRepository,
  { ttlMs, maxEntries, now }: UserCacheOptions,
): UsersRepository {
  const rows = new Map<string, { row: UserRow; expiresAt: number }>();
  const forget = (userId: string) => rows.delete(userId);

  return {
    ...users,
    async findUserById(userId, tx) {
      // Reads inside a transaction must see that transaction's own state.
      if (tx) return users.findUserById(userId, tx);
      const cached = rows.get(userId);
      if (cached && cached.expiresAt > now()) return cached.row;
      const row = await users.findUserById(userId);
      if (row) {
        rows.delete(userId);
        rows.set(userId, { row, expiresAt: now() + ttlMs });
        // Map keeps insertion order: the first key is the oldest entry.
        if (rows.size > maxEntries) forget(rows.keys().next().value ?? '');
      }
      return row;
    },
    // Dropped after the write, so a read racing the write cannot put the old row back for long.
    async markVerified(userId, at, tx) {
      const result = await users.markVerified(userId, at, tx);
      forget(userId);
      return result;
    },
    async updateProfile(...args: Parameters<UsersRepository['updateProfile']>) {
      const result = await users.updateProfile(...args);
      forget(args[0]);
      return result;
    },
    async updatePassword(...args: Parameters<UsersRepository['updatePassword']>) {
      const result = await users.updatePassword(...args);
      forget(args[0]);
      return result;
    },
    async applyPlan(...args: Parameters<UsersRepository['applyPlan']>) {
      const result = await users.applyPlan(...args);
      forget(args[0]);
      return result;
    },
    async deleteUser(userId, tx) {
      await users.deleteUser(userId, tx);
      forget(userId);
    },
  };
}
