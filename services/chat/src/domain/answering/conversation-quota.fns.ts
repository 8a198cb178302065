/**
 * Conversations an owner's agents may hold per billing cycle (spec §3 plan features: Basic 10K,
 * Pro 100K, Enterprise 500K AI conversations). The spec gives FREE no figure; 100 lets an owner try
 * the product with real visitors. An unknown plan allows none, as the spec's agent limits do.
 */
const monthlyConversations: Readonly<Record<string, number>> = {
  FREE: 100,
  BASIC: 10_000,
  PRO: 100_000,
  ENTERPRISE: 500_000,
};

export function monthlyConversationQuota(plan: string): number {
  return monthlyConversations[plan.toUpperCase()] ?? 0;
}

/** For the owner's side of the refusal; the gateway tells visitors in words without plans. */
export function quotaReachedMessage(): string {
  return "This agent has answered all the conversations its plan allows this billing cycle. Please try again when the next cycle starts or contact the site's owner.";
}

export function visitorCapReachedMessage(): string {
  return "You've started a lot of new chats here today. Please continue an earlier chat or come back tomorrow.";
}

/** Seconds from `at` to the next day (UTC), when a visitor's daily cap starts again. */
export function secondsUntilNextDay(at: Date): number {
  const next = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - at.getTime()) / 1000));
}

/** The share of the cycle's conversations an owner is told about, in percent. */
export const usageThresholds = [80, 100] as const;
