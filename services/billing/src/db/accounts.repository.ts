import { sql } from 'kysely';
import type { Executor } from '@sitesage/db';
import type { AccountRow, BillingDatabase } from './database.js';

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

export function createAccountsRepository(db: Executor<BillingDatabase>) {
  return {
    findAccount(userId: string, tx: Executor<BillingDatabase> = db): Promise<AccountRow | undefined> {
      return tx.selectFrom('billing.accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /**
     * Sets the owner's plan when it differs from what billing holds, with the next version number;
     * the row after the change, or undefined when nothing changed.
     */
    async changePlan(
      userId: string,
      plan: { plan: string; billingCycle: string },
      at: Date,
      tx: Executor<BillingDatabase> = db,
    ): Promise<AccountRow | undefined> {
      // An owner billing never saw is FREE at version 0; the insert makes the row to update.
      await tx
        .insertInto('billing.accounts')
        .values({ user_id: userId, updated_at: at })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
      return tx
        .updateTable('billing.accounts')
        .set({
          plan: plan.plan,
          billing_cycle: plan.billingCycle,
          plan_version: sql`plan_version + 1`,
          updated_at: at,
        })
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('plan', '!=', plan.plan), eb('billing_cycle', '!=', plan.billingCycle)]))
        .returningAll()
        .executeTakeFirst();
    },

    /** Plan changes auth has not acknowledged yet, oldest first. */
    findUnsynced(limit: number, tx: Executor<BillingDatabase> = db): Promise<AccountRow[]> {
      return tx
        .selectFrom('billing.accounts')
        .selectAll()
        .where(sql<boolean>`synced_version < plan_version`)
        .orderBy('updated_at')
        .limit(limit)
        .execute();
    },

    async markSynced(userId: string, version: number, tx: Executor<BillingDatabase> = db): Promise<void> {
      await tx
        .updateTable('billing.accounts')
        .set({ synced_version: sql`greatest(synced_version, ${version})` })
        .where('user_id', '=', userId)
        .execute();
    },
  };
}
