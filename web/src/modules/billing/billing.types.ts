// The plan page's calls as the gateway answers them (services/gateway/src/routes/payment.schemas.ts).
import type { BillingCycle as UserBillingCycle } from '../auth/auth.types';

export type PlanCode = 'FREE' | 'BASIC' | 'PRO' | 'ENTERPRISE';

export type PaidPlanCode = Exclude<PlanCode, 'FREE'>;

export type ApiBillingCycle = Exclude<UserBillingCycle, ''>;

export type PlanLimits = { agents: number; conversations_per_cycle: number; training_sets: number };

/** GET payment/plans: one plan of billing's catalogue; prices in rupees, null where custom. */
export type CataloguePlan = {
  plan_type: PlanCode;
  name: string;
  /** Rank among the plans (spec §3): only a plan of a higher order is an upgrade. */
  order: number;
  prices: Record<ApiBillingCycle, number | null>;
  custom_price: boolean;
  features: string[];
  limits: PlanLimits;
  most_popular: boolean;
};

export type PlanCatalogue = { currency: string; data: CataloguePlan[] };

/** Where Razorpay Checkout comes from on this installation. */
export type CheckoutSource = { key_id: string; script_url: string };

export type Subscription = {
  subscription_id: string;
  plan_type: string;
  billing_cycle: string;
  status: string;
  current_period_start: string | null;
  current_period_end: string | null;
  /** Cancelled by the owner: the paid plan stays until `current_period_end`, then Free. */
  cancel_at_cycle_end: boolean;
};

/** The owner's plan as billing knows it (also the answer of cancel and verify-payment). */
export type BillingAccount = {
  plan: PlanCode;
  account_type: string;
  billing_cycle: UserBillingCycle;
  /** False on an installation without Razorpay keys. */
  payments_configured: boolean;
  checkout: CheckoutSource | null;
  limits: PlanLimits;
  /** The window usage is counted in: the paid cycle, or the calendar month on Free. */
  cycle_start: string;
  cycle_end: string;
  subscription: Subscription | null;
};

/** One quota: how much of it is used in the current cycle. */
export type Quota = { used: number; limit: number };

/** GET payment/subscriptions/current: the account with its usage this cycle. */
export type CurrentAccount = BillingAccount & {
  usage: { agents: Quota; conversations: Quota; training_sets?: Quota };
};

/** GET payment/offers/current-user: an offer open to this owner (spec §3). */
export type Offer = {
  id: string;
  display_text: string;
  /** `discount_value` is a percent off every paid plan's price. */
  discount: { discount_value: number };
};

export type OfferList = { data: Offer[]; total: number };

export type CreateSubscriptionResponse = {
  subscription_id: string;
  /** False when a paid plan was moved to another without a new payment window. */
  requires_checkout: boolean;
  checkout: CheckoutSource | null;
};

/** One charge of the owner's subscription; `amount` in rupees. */
export type Payment = {
  payment_id: string;
  paid_at: string;
  amount: number;
  currency: string;
  status: string;
  plan_type: string;
  billing_cycle: string;
};

export type PaymentList = { data: Payment[]; total: number };
