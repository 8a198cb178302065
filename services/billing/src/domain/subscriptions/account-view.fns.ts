import type { AccountRow, SubscriptionRow } from '../../db/database.js';
import { planOf, type PlanLimits } from '../plans/catalogue.fns.js';

export type Checkout = { keyId: string; scriptUrl: string };

export type SubscriptionView = {
  subscriptionId: string;
  planType: string;
  billingCycle: string;
  status: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtCycleEnd: boolean;
};

export type AccountView = {
  plan: string;
  billingCycle: string;
  subscription: SubscriptionView | undefined;
  paymentsConfigured: boolean;
  checkout: Checkout | undefined;
  limits: PlanLimits;
  cycleStart: Date;
  cycleEnd: Date;
};

/** The statuses in which a subscription is the owner's current one (paid, or being collected). */
export const currentStatuses = ['active', 'pending', 'halted', 'authenticated'] as const;

export const toSubscriptionView = (row: SubscriptionRow): SubscriptionView => ({
  subscriptionId: row.razorpay_subscription_id,
  planType: row.plan_type,
  billingCycle: row.billing_cycle,
  status: row.status,
  currentPeriodStart: row.current_start,
  currentPeriodEnd: row.current_end,
  cancelAtCycleEnd: row.cancel_at_cycle_end,
});

/**
 * The window an owner's usage is counted in: the paid subscription's current period, else the
 * calendar month (UTC) — what a Free owner always had.
 */
export function usageWindow(
  subscription: SubscriptionView | undefined,
  now: Date,
): { start: Date; end: Date } {
  const { currentPeriodStart: start, currentPeriodEnd: end } = subscription ?? {};
  if (start && end && start <= now && now < end) return { start, end };
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

export function accountView(
  account: AccountRow | undefined,
  current: SubscriptionRow | undefined,
  checkout: Checkout | undefined,
  now: Date,
): AccountView {
  const plan = account?.plan ?? 'FREE';
  const subscription = current ? toSubscriptionView(current) : undefined;
  const window = usageWindow(subscription, now);
  return {
    plan,
    billingCycle: account?.billing_cycle ?? '',
    subscription,
    paymentsConfigured: checkout !== undefined,
    checkout,
    limits: (planOf(plan) ?? planOf('FREE'))?.limits ?? {
      agents: 1,
      conversationsPerCycle: 100,
      trainingSets: 100,
    },
    cycleStart: window.start,
    cycleEnd: window.end,
  };
}
