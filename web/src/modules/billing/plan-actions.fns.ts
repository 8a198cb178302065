import type { CataloguePlan } from './billing.types';

/** What a row of the plans table offers the owner, given the plan they are on. */
export type PlanRowAction = 'upgrade' | 'contact' | 'cancel' | 'none';

export type PlanRowState = {
  /** The owner's plan: marked with the Current Plan badge. */
  current: boolean;
  action: PlanRowAction;
};

type RankedPlan = Pick<CataloguePlan, 'plan_type' | 'order' | 'custom_price'>;

/**
 * Spec §4: Upgrade only on plans above the current order, Cancel Plan only on the current plan
 * when its order is above 1, Enterprise (a custom price) sold by conversation: Contact Us instead
 * of Upgrade. A paid plan already cancelled at the end of its cycle offers no second cancel.
 * An owner whose plan is not in the catalogue ranks as order 1.
 */
export function planRowState(
  plan: RankedPlan,
  current: RankedPlan | undefined,
  options: { cancelScheduled?: boolean } = {},
): PlanRowState {
  if (current !== undefined && plan.plan_type === current.plan_type) {
    const cancellable = plan.order > 1 && options.cancelScheduled !== true;
    return { current: true, action: cancellable ? 'cancel' : 'none' };
  }
  if (plan.order <= (current?.order ?? 1)) return { current: false, action: 'none' };
  return { current: false, action: plan.custom_price ? 'contact' : 'upgrade' };
}
