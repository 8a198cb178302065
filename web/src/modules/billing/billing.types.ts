// The plan page's calls, named by their routes in the HTTP contract (generated from
// services/gateway/src/routes/payment.schemas.ts); only what the contract gives as plain text is
// narrowed here.
import type { ApiQuery, ApiReply } from '../../api/http-contract';
import type { BillingCycle as UserBillingCycle } from '../auth/auth.types';

/** GET payment/plans: billing's catalogue; prices in rupees, null where custom. */
export type PlanCatalogue = ApiReply<'/payment/plans', 'get'>;
export type CataloguePlan = PlanCatalogue['data'][number];
export type PlanLimits = CataloguePlan['limits'];

export type PlanCode = CataloguePlan['plan_type'];
export type PaidPlanCode = Exclude<PlanCode, 'FREE'>;
export type ApiBillingCycle = ApiQuery<'/payment/subscriptions/subscription', 'post'>['billing_cycle'];

/** The owner's plan as billing knows it (also the answer of cancel and verify-payment). */
type AccountReply = ApiReply<'/payment/subscriptions/cancel', 'put'>;
export type BillingAccount = Omit<AccountReply, 'billing_cycle'> & { billing_cycle: UserBillingCycle };
/** Where Razorpay Checkout comes from on this installation. */
export type CheckoutSource = NonNullable<AccountReply['checkout']>;
export type Subscription = NonNullable<AccountReply['subscription']>;

/** GET payment/subscriptions/current: the account with its usage this cycle. */
type CurrentReply = ApiReply<'/payment/subscriptions/current', 'get'>;
/** One quota: how much of it is used in the current cycle. */
export type Quota = CurrentReply['usage']['agents'];
export type CurrentAccount = Omit<CurrentReply, 'billing_cycle'> & { billing_cycle: UserBillingCycle };

/** GET payment/offers/current-user: offers open to this owner (spec §3). */
export type OfferList = ApiReply<'/payment/offers/current-user', 'get'>;
export type Offer = OfferList['data'][number];

/** POST payment/subscriptions/subscription. */
export type CreateSubscriptionResponse = ApiReply<'/payment/subscriptions/subscription', 'post'>;

/** GET payment/payments: the owner's charges, newest first; `amount` in rupees. */
export type PaymentList = ApiReply<'/payment/payments', 'get'>;
export type Payment = PaymentList['data'][number];
