import type { BillingCycle, PlanType } from '../plans/catalogue.fns.js';

/**
 * Razorpay's subscription statuses ranked by how far along their life they are. A subscription
 * only moves to a higher rank, or within a rank to a newer event: a late `activated` cannot undo a
 * `cancelled`, and a `charged` that overtook its `activated` is not undone by it.
 */
const rank: Record<string, number> = {
  created: 0,
  authenticated: 1,
  active: 2,
  pending: 2,
  halted: 2,
  cancelled: 3,
  completed: 3,
  expired: 3,
};

export const isTerminal = (status: string) => (rank[status] ?? 0) >= 3;

export type StateChange = { status: string; at: Date };
export type StoredState = { status: string; lastEventAt: Date | null };

/** Whether a reported status (at the time the provider reported it) may replace the stored one. */
export function movesForward(stored: StoredState, next: StateChange): boolean {
  const from = rank[stored.status] ?? 0;
  const to = rank[next.status];
  if (to === undefined) return false;
  if (to > from) return true;
  if (to < from || isTerminal(stored.status)) return false;
  return stored.lastEventAt === null || next.at.getTime() >= stored.lastEventAt.getTime();
}

/**
 * The plan a subscription in this status gives its owner: paid features while Razorpay is still
 * collecting (active, and pending while it retries a charge); Free once it has halted or ended.
 * Created/authenticated (checkout not finished) give nothing yet: `undefined` leaves the plan as is.
 */
export function planGranted(
  status: string,
  subscription: { planType: PlanType; billingCycle: BillingCycle },
): { plan: PlanType; billingCycle: BillingCycle | '' } | undefined {
  if (status === 'active' || status === 'pending')
    return { plan: subscription.planType, billingCycle: subscription.billingCycle };
  if (status === 'halted' || isTerminal(status)) return { plan: 'FREE', billingCycle: '' };
  return undefined;
}
