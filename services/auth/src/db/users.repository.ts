import { sql } from 'kysely';
import type { Executor } from '@sitesage/db';
import type { AuthDatabase, NewUserRow, UserRow, UserUpdate } from './database.js';

/** The columns an owner may change on their own profile. */
export type ProfileUpdate = Pick<
  UserUpdate,
  | 'full_name'
  | 'avatar'
  | 'notify_new_interaction'
  | 'notify_new_lead'
  | 'notify_new_question'
  | 'notify_contact_request'
  | 'notify_usage_alerts'
>;

export type UsersRepository = ReturnType<typeof createUsersRepository>;

export function createUsersRepository(db: Executor<AuthDatabase>) {
  return {
    async insertUser(user: NewUserRow, tx: Executor<AuthDatabase> = db): Promise<void> {
      await tx.insertInto('auth.users').values(user).execute();
    },

    findUserById(userId: string, tx: Executor<AuthDatabase> = db): Promise<UserRow | undefined> {
      return tx.selectFrom('auth.users').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /**
     * The account an email or phone signs in to: the verified one if any (there is at most one),
     * else the newest pending one, so its owner can be told to verify first.
     */
    findUserForSignIn(
      column: 'email' | 'phone',
      value: string,
      tx: Executor<AuthDatabase> = db,
    ): Promise<UserRow | undefined> {
      return tx
        .selectFrom('auth.users')
        .selectAll()
        .where(column, '=', value)
        .orderBy(sql`verified_at is null`)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /**
     * Accounts whose phone is one of these E.164 numbers (a national number under each possible
     * country code): verified ones first, then pending ones newest first. One indexed probe per
     * candidate, through the phone index.
     */
    findUsersByPhones(
      phones: readonly string[],
      limit: number,
      tx: Executor<AuthDatabase> = db,
    ): Promise<UserRow[]> {
      if (phones.length === 0) return Promise.resolve([]);
      return tx
        .selectFrom('auth.users')
        .selectAll()
        .where(sql<boolean>`phone = any(${[...phones]}::text[])`)
        .orderBy(sql`verified_at is null`)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
    },

    /** Marks a pending account verified; false if it was not pending. A clash raises 23505. */
    async markVerified(userId: string, at: Date, tx: Executor<AuthDatabase> = db): Promise<boolean> {
      const result = await tx
        .updateTable('auth.users')
        .set({ verified_at: at, updated_at: at })
        .where('user_id', '=', userId)
        .where('verified_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async updateProfile(
      userId: string,
      changes: ProfileUpdate,
      at: Date,
      tx: Executor<AuthDatabase> = db,
    ): Promise<UserRow | undefined> {
      return tx
        .updateTable('auth.users')
        .set({ ...changes, updated_at: at })
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
    },

    async updatePassword(
      userId: string,
      passwordHash: string,
      change: { at: Date; tokensValidAfter?: Date },
      tx: Executor<AuthDatabase> = db,
    ): Promise<UserRow | undefined> {
      return tx
        .updateTable('auth.users')
        .set({
          password_hash: passwordHash,
          updated_at: change.at,
          ...(change.tokensValidAfter ? { tokens_valid_after: change.tokensValidAfter } : {}),
        })
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Billing's plan change, unless a newer one was applied already; the row as it is now, or
     * undefined when the change was stale or the account is gone.
     */
    async applyPlan(
      userId: string,
      change: { plan: string; accountType: string; billingCycle: string; version: number; at: Date },
      tx: Executor<AuthDatabase> = db,
    ): Promise<UserRow | undefined> {
      return tx
        .updateTable('auth.users')
        .set({
          plan: change.plan,
          account_type: change.accountType,
          billing_cycle: change.billingCycle,
          plan_version: change.version,
          updated_at: change.at,
        })
        .where('user_id', '=', userId)
        .where('plan_version', '<', change.version)
        .returningAll()
        .executeTakeFirst();
    },

    async deleteUser(userId: string, tx: Executor<AuthDatabase> = db): Promise<void> {
      await tx.deleteFrom('auth.users').where('user_id', '=', userId).execute();
    },
  };
}
