import type { Transaction } from 'kysely';
import type { Logger } from '@sitesage/logger';
import type { AccountsRepository } from '../../db/accounts.repository.js';
import type { BillingDatabase } from '../../db/database.js';
import type { SubscriptionsRepository } from '../../db/subscriptions.repository.js';
import { isBillingCycle, isPlanType } from '../plans/catalogue.fns.js';
import type { ProviderSubscription } from './payment-provider.js';
import { movesForward, planGranted } from './subscription-state.fns.js';

/** Inside a transaction, lookups must use it (the embedded database runs one transaction at a time). */
export type PlanIdLookup = (
  razorpayPlanId: string,
  tx?: Transaction<BillingDatabase>,
) => Promise<{ planType: string; billingCycle: string } | undefined>;

export type ApplyDeps = {
  log: Logger;
  accounts: Pick<AccountsRepository, 'changePlan'>;
  subscriptions: Pick<
    SubscriptionsRepository,
    'lockSubscription' | 'updateState' | 'updatePlan' | 'findByStatus'
  >;
  planOfProviderPlan: PlanIdLookup;
};

export type Applied = { known: boolean; planChanged: boolean };

/**
 * Takes what Razorpay reported about a subscription (a fetch, or a signed webhook) into billing,
 * inside the caller's transaction: the status moves only forward (subscription-state.fns.ts), the
 * plan the subscription is on follows Razorpay's plan id, and the owner's plan follows the status.
 * No network here: the caller commits and then lets the plan-sync relay tell auth.
 */
export async function applyProviderSubscription(
  deps: ApplyDeps,
  reported: ProviderSubscription,
  reportedAt: Date,
  tx: Transaction<BillingDatabase>,
): Promise<Applied> {
  const stored = await deps.subscriptions.lockSubscription(reported.id, tx);
  if (!stored) {
    deps.log.warn(
      { subscriptionId: reported.id },
      'Razorpay reported a subscription billing never made; ignored',
    );
    return { known: false, planChanged: false };
  }
  let planType = stored.plan_type;
  let billingCycle = stored.billing_cycle;
  if (reported.planId !== '' && reported.planId !== stored.razorpay_plan_id) {
    const moved = await deps.planOfProviderPlan(reported.planId, tx);
    if (moved) {
      planType = moved.planType;
      billingCycle = moved.billingCycle;
      await deps.subscriptions.updatePlan(
        reported.id,
        { planType, billingCycle, razorpayPlanId: reported.planId },
        reportedAt,
        tx,
      );
    } else {
      deps.log.warn(
        { subscriptionId: reported.id, planId: reported.planId },
        'unknown Razorpay plan id; plan kept',
      );
    }
  }
  const moves = movesForward(
    { status: stored.status, lastEventAt: stored.last_event_at },
    { status: reported.status, at: reportedAt },
  );
  if (!moves) return { known: true, planChanged: false };
  await deps.subscriptions.updateState(
    reported.id,
    {
      status: reported.status,
      currentStart: reported.currentStart ?? stored.current_start,
      currentEnd: reported.currentEnd ?? stored.current_end,
      lastEventAt: reportedAt,
    },
    reportedAt,
    tx,
  );
  if (!isPlanType(planType) || !isBillingCycle(billingCycle)) return { known: true, planChanged: false };
  const granted = planGranted(reported.status, { planType, billingCycle });
  if (!granted) return { known: true, planChanged: false };
  if (granted.plan === 'FREE') {
    // The end of an old subscription must not take away the plan of a newer one that is paid.
    const others = await deps.subscriptions.findByStatus(stored.user_id, ['active', 'pending'], tx);
    if (others.some((other) => other.razorpay_subscription_id !== reported.id)) {
      return { known: true, planChanged: false };
    }
  }
  const changed = await deps.accounts.changePlan(
    stored.user_id,
    { plan: granted.plan, billingCycle: granted.billingCycle },
    reportedAt,
    tx,
  );
  if (changed) {
    deps.log.info(
      { userId: stored.user_id, plan: granted.plan, subscriptionId: reported.id, status: reported.status },
      'plan changed',
    );
  }
  return { known: true, planChanged: changed !== undefined };
}
