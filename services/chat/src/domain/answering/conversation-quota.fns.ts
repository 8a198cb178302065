/**
 * Conversations an owner's agents may hold per calendar month (spec §3 plan features: Basic 10K,
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

export function quotaReachedMessage(): string {
  return "This agent has answered all the conversations its plan allows this month. Please try again next month or contact the site's owner.";
}
