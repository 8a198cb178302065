import { PLANS } from '../pricing/plans';
import type { PaidPlanCode } from './billing.types';

/** The query parameter sign-up adds when the visitor came from a plan's Get Started. */
export const CHECKOUT_PARAM = 'checkout';

/**
 * The plan behind a pricing-page fragment ('basic' → BASIC): only plans with a listed price are
 * bought through Checkout; Free needs nothing and Enterprise is arranged with the team.
 */
export function checkoutPlanType(planId: string): PaidPlanCode | null {
  const plan = PLANS.find((candidate) => candidate.id === planId && candidate.price.kind === 'paid');
  return plan === undefined ? null : (plan.id.toUpperCase() as PaidPlanCode);
}

/** Where a new owner who chose `planId` on the pricing page goes after sign-up, if anywhere special. */
export function checkoutPath(planId: string): string | null {
  return checkoutPlanType(planId) === null ? null : `/admin/user/plan?${CHECKOUT_PARAM}=${planId}`;
}
