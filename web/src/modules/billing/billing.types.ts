import type { BillingCycle as UserBillingCycle } from '../auth/auth.types';
import type { PlanCode } from '../pricing/plans';

export type PaidPlanCode = Exclude<PlanCode, 'FREE'>;

export type ApiBillingCycle = Exclude<UserBillingCycle, ''>;

/** GET payment/offers/current-user: an offer open to this owner (spec §3). */
export type Offer = {
  id: string;
  display_text: string;
  /** `discount_value` is a percent off every paid plan's price. */
  discount: { discount_value: number };
};

export type OfferList = { data: Offer[]; total: number };

/** How this installation takes payments; `key_id` is '' when Razorpay is not configured. */
export type CheckoutSettings = { key_id: string; checkout_script_url: string };

export type CreateSubscriptionRequest = { plan_type: PaidPlanCode; billing_cycle: ApiBillingCycle };

export type CreateSubscriptionResponse = { subscription_id: string };

/** The owner's subscription as billing knows it; `FREE` with no dates when there is none. */
export type CurrentSubscription = {
  plan: PlanCode;
  billing_cycle: UserBillingCycle;
  status: string;
  /** ISO dates of the cycle being paid for ('' on Free). */
  current_start: string;
  current_end: string;
  /** Cancelled by the owner: the paid plan stays until `current_end`, then Free. */
  cancel_at_cycle_end: boolean;
};

/** One quota: how much of it is used in the current cycle. */
export type Quota = { used: number; limit: number };

/** GET payment/usage: what the owner uses against the plan's limits, this cycle. */
export type PlanUsage = {
  cycle_start: string;
  cycle_end: string;
  agents: Quota;
  conversations: Quota;
  training_sets: Quota;
};

/** One charge of the owner's subscription; `amount` in rupees. */
export type Payment = {
  id: string;
  created_at: string;
  amount: number;
  currency: string;
  status: string;
  plan: PlanCode;
  billing_cycle: UserBillingCycle;
};

export type PaymentList = { data: Payment[]; total: number };
