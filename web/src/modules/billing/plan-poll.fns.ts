import type { User } from '../auth/auth.types';

/** The fields of the user that say which plan they pay for. */
export type PlanSnapshot = Pick<User, 'plan' | 'account_type' | 'billing_cycle'>;

export function planSnapshot(user: PlanSnapshot): PlanSnapshot {
  return { plan: user.plan, account_type: user.account_type, billing_cycle: user.billing_cycle };
}

/**
 * Spec §4: after a payment or a cancellation the user is polled until `account_type` or
 * `billing_cycle` changes. `plan` is compared too: it is the field the rest of the app shows, and
 * billing moves all three together, so a change seen in any of them is the change waited for.
 */
export function planChanged(before: PlanSnapshot, now: PlanSnapshot): boolean {
  return (
    before.account_type !== now.account_type ||
    before.billing_cycle !== now.billing_cycle ||
    before.plan !== now.plan
  );
}

/** Spec §9: the plan poll runs every 2 s. */
export const PLAN_POLL_MS = 2000;
