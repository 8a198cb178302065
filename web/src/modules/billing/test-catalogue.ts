import type { CataloguePlan, PlanCatalogue } from './billing.types';

const plan = (fields: Omit<CataloguePlan, 'most_popular' | 'custom_price'> & Partial<CataloguePlan>) => ({
  most_popular: false,
  custom_price: false,
  ...fields,
});

/** GET payment/plans as billing answers it, for tests. */
export const testCatalogue: PlanCatalogue = {
  currency: 'INR',
  data: [
    plan({
      plan_type: 'FREE',
      name: 'Free',
      order: 1,
      prices: { MONTHLY: 0, YEARLY: 0 },
      features: [
        '1 AI Agent',
        '100 AI conversations',
        'Up to 100 training sets',
        'Website re-sync by hand (Sync now)',
      ],
      limits: { agents: 1, conversations_per_cycle: 100, training_sets: 100 },
    }),
    plan({
      plan_type: 'BASIC',
      name: 'Basic',
      order: 2,
      prices: { MONTHLY: 4999, YEARLY: 49999 },
      features: [
        'AI Agent with Analytics',
        'Basic Support',
        '10K AI conversations',
        'Up to 100 training sets',
        'Website re-sync every month',
      ],
      limits: { agents: 5, conversations_per_cycle: 10_000, training_sets: 100 },
    }),
    plan({
      plan_type: 'PRO',
      name: 'Pro',
      order: 3,
      prices: { MONTHLY: 9999, YEARLY: 99999 },
      features: [
        'Advanced AI Agent',
        'Priority Support',
        '100K AI conversations',
        'Up to 500 training sets',
        'Website re-sync every week',
      ],
      limits: { agents: 50, conversations_per_cycle: 100_000, training_sets: 500 },
      most_popular: true,
    }),
    plan({
      plan_type: 'ENTERPRISE',
      name: 'Enterprise',
      order: 4,
      prices: { MONTHLY: null, YEARLY: null },
      custom_price: true,
      features: [
        'Custom AI Solutions',
        'Dedicated Support',
        '500K AI conversations',
        '500+ training sets',
        'Website re-sync every day',
      ],
      limits: { agents: 100, conversations_per_cycle: 500_000, training_sets: 1000 },
    }),
  ],
};

export function testPlan(code: string): CataloguePlan {
  const found = testCatalogue.data.find((candidate) => candidate.plan_type === code);
  if (found === undefined) throw new Error(`no test plan ${code}`);
  return found;
}
