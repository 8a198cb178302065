import { PLANS, type Plan } from '../pricing/plans';

/** The query parameter sign-up adds when the visitor came from a plan's Get Started. */
export const CHECKOUT_PARAM = 'checkout';

/** The plan sold through Checkout with this id ('basic', 'pro'); Free and Enterprise are not. */
export function paidPlan(planId: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === planId && plan.price.kind === 'paid');
}

/** Where a new owner who chose `planId` on the pricing page goes after sign-up, if anywhere special. */
export function checkoutPath(planId: string): string | null {
  const plan = paidPlan(planId);
  return plan === undefined ? null : `/admin/user/plan?${CHECKOUT_PARAM}=${plan.id}`;
}
