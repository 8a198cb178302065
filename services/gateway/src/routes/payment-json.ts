import type { BillingAccount__Output } from '@sitesage/contracts';
import type { ContractValue } from '../http/contract.js';
import type { cycle, planType } from './payment.schemas.js';

// Billing's replies as the contract lists them. The proto carries plans and cycles as text; the
// contract as one of the values billing's catalogue holds (its tables refuse any other), which
// is what lets the web switch on them.
type PlanType = ContractValue<typeof planType>;
type Cycle = ContractValue<typeof cycle>;
export const asPlanType = (value: string) => value as PlanType;
export const asCycle = (value: string) => value as Cycle;

/** ISO-8601 text, or null where the service sent "" (not known yet). */
const dateOrNull = (value: string) => (value === '' ? null : value);

/** The owner's plan as the page reads it: billing's account with nulls where there is nothing. */
export function accountToJson(account: BillingAccount__Output | null | undefined) {
  const subscription = account?.subscription;
  return {
    plan: asPlanType(account?.plan ?? 'FREE'),
    account_type: asPlanType(account?.account_type ?? 'FREE'),
    billing_cycle: account?.billing_cycle ?? '',
    payments_configured: account?.payments_configured ?? false,
    checkout: account?.checkout
      ? { key_id: account.checkout.key_id, script_url: account.checkout.script_url }
      : null,
    limits: {
      agents: account?.limits?.agents ?? 0,
      conversations_per_cycle: account?.limits?.conversations_per_cycle ?? 0,
      training_sets: account?.limits?.training_sets ?? 0,
    },
    cycle_start: account?.cycle_start ?? '',
    cycle_end: account?.cycle_end ?? '',
    subscription: subscription
      ? {
          subscription_id: subscription.subscription_id,
          plan_type: subscription.plan_type,
          billing_cycle: subscription.billing_cycle,
          status: subscription.status,
          current_period_start: dateOrNull(subscription.current_period_start),
          current_period_end: dateOrNull(subscription.current_period_end),
          cancel_at_cycle_end: subscription.cancel_at_cycle_end,
        }
      : null,
  };
}
