import type { Executor } from '@sitesage/db';
import type { BillingDatabase, SubscriptionRow } from './database.js';

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;

export type SubscriptionState = {
  status: string;
  currentStart: Date | null;
  currentEnd: Date | null;
  lastEventAt: Date | null;
};

export function createSubscriptionsRepository(db: Executor<BillingDatabase>) {
  return {
    async insertSubscription(
      row: {
        subscriptionId: string;
        userId: string;
        planType: string;
        billingCycle: string;
        razorpayPlanId: string;
        status: string;
        at: Date;
      },
      tx: Executor<BillingDatabase> = db,
    ): Promise<void> {
      await tx
        .insertInto('billing.subscriptions')
        .values({
          razorpay_subscription_id: row.subscriptionId,
          user_id: row.userId,
          plan_type: row.planType,
          billing_cycle: row.billingCycle,
          razorpay_plan_id: row.razorpayPlanId,
          status: row.status,
          created_at: row.at,
          updated_at: row.at,
        })
        .execute();
    },

    findSubscription(
      subscriptionId: string,
      tx: Executor<BillingDatabase> = db,
    ): Promise<SubscriptionRow | undefined> {
      return tx
        .selectFrom('billing.subscriptions')
        .selectAll()
        .where('razorpay_subscription_id', '=', subscriptionId)
        .executeTakeFirst();
    },

    /** Locks the row for a state change (webhook and verify may race on the same subscription). */
    lockSubscription(
      subscriptionId: string,
      tx: Executor<BillingDatabase>,
    ): Promise<SubscriptionRow | undefined> {
      return tx
        .selectFrom('billing.subscriptions')
        .selectAll()
        .where('razorpay_subscription_id', '=', subscriptionId)
        .forUpdate()
        .executeTakeFirst();
    },

    /** The owner's subscriptions in these statuses, newest first. */
    findByStatus(
      userId: string,
      statuses: readonly string[],
      tx: Executor<BillingDatabase> = db,
    ): Promise<SubscriptionRow[]> {
      return tx
        .selectFrom('billing.subscriptions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', 'in', statuses)
        .orderBy('created_at', 'desc')
        .execute();
    },

    /**
     * Current subscriptions whose period ended before `cutoff`: Razorpay should have renewed or
     * ended them by now, so billing asks (a webhook may have been lost).
     */
    findOverdue(cutoff: Date, limit: number, tx: Executor<BillingDatabase> = db): Promise<SubscriptionRow[]> {
      return tx
        .selectFrom('billing.subscriptions')
        .selectAll()
        .where('status', 'in', ['active', 'pending', 'halted', 'authenticated'])
        .where('current_end', '<', cutoff)
        .orderBy('current_end')
        .limit(limit)
        .execute();
    },

    async updateState(
      subscriptionId: string,
      state: SubscriptionState,
      at: Date,
      tx: Executor<BillingDatabase> = db,
    ): Promise<void> {
      await tx
        .updateTable('billing.subscriptions')
        .set({
          status: state.status,
          current_start: state.currentStart,
          current_end: state.currentEnd,
          last_event_at: state.lastEventAt,
          updated_at: at,
        })
        .where('razorpay_subscription_id', '=', subscriptionId)
        .execute();
    },

    async updatePlan(
      subscriptionId: string,
      plan: { planType: string; billingCycle: string; razorpayPlanId: string },
      at: Date,
      tx: Executor<BillingDatabase> = db,
    ): Promise<void> {
      await tx
        .updateTable('billing.subscriptions')
        .set({
          plan_type: plan.planType,
          billing_cycle: plan.billingCycle,
          razorpay_plan_id: plan.razorpayPlanId,
          updated_at: at,
        })
        .where('razorpay_subscription_id', '=', subscriptionId)
        .execute();
    },

    async markCancelAtCycleEnd(subscriptionId: string, at: Date, tx: Executor<BillingDatabase> = db) {
      await tx
        .updateTable('billing.subscriptions')
        .set({ cancel_at_cycle_end: true, updated_at: at })
        .where('razorpay_subscription_id', '=', subscriptionId)
        .execute();
    },
  };
}
