import { PLANS } from '../pricing/plans';
import type { CatalogueEntry } from './integrations.types';

/**
 * What an integration's card offers, from the server's catalogue (the plan there is the one billing
 * wrote, never a guess of this page): the plan first, then whether SiteSage offers it, then
 * whether the agent has it.
 */
export type CardState = 'locked' | 'coming_soon' | 'connected' | 'connect';

export function cardState(entry: CatalogueEntry): CardState {
  if (!entry.plan_allows) return 'locked';
  if (!entry.enabled) return 'coming_soon';
  return entry.connected ? 'connected' : 'connect';
}

/** A plan code as the owner reads it ('PRO' → 'Pro'). */
export function planName(code: string): string {
  return PLANS.find((plan) => plan.id === code.toLowerCase())?.name ?? code;
}

/** Spec §2: 'Available on {plan} plan onwards'. */
export const availableFrom = (requiredPlan: string) => `Available on ${planName(requiredPlan)} plan onwards`;

/** Where a locked card sends the owner: the plan page, or the sales team for Enterprise (spec §2). */
export function unlockAction(requiredPlan: string): { label: string; to: string } {
  return requiredPlan === 'ENTERPRISE'
    ? { label: 'Contact Us', to: '/contact-us' }
    : { label: 'Upgrade Plan', to: '/admin/user/plan' };
}
