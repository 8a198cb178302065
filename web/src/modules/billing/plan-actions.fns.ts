import { PLANS, type Plan } from '../pricing/plans';

/** What a row of the plans table offers the owner, given the plan they are on. */
export type PlanRowAction = 'upgrade' | 'contact' | 'cancel' | 'none';

export type PlanRowState = {
  /** The owner's plan: marked with the Current Plan badge. */
  current: boolean;
  action: PlanRowAction;
};

/** The owner's plan as a row of the catalogue; an unknown code counts as Free (order 1). */
export function planOf(code: string): Plan {
  return PLANS.find((plan) => plan.code === code) ?? firstPlan();
}

function firstPlan(): Plan {
  const [free] = PLANS;
  if (free === undefined) throw new Error('the plan catalogue is empty');
  return free;
}

/**
 * Spec §4: Upgrade only on plans above the current order, Cancel Plan only on the current plan
 * when its order is above 1, Enterprise sold by conversation (Contact Us) instead of Upgrade.
 * A paid plan already cancelled at the end of its cycle offers no second cancel.
 */
export function planRowState(
  plan: Plan,
  currentCode: string,
  options: { cancelScheduled?: boolean } = {},
): PlanRowState {
  const current = planOf(currentCode);
  if (plan.code === current.code) {
    const cancellable = plan.order > 1 && options.cancelScheduled !== true;
    return { current: true, action: cancellable ? 'cancel' : 'none' };
  }
  if (plan.order <= current.order) return { current: false, action: 'none' };
  return { current: false, action: plan.price.kind === 'custom' ? 'contact' : 'upgrade' };
}
