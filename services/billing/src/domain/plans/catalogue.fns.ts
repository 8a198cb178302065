/** The plans SiteSage sells (spec §3 and §9); billing is where every other service's limits come from. */
export const planTypes = ['FREE', 'BASIC', 'PRO', 'ENTERPRISE'] as const;
export type PlanType = (typeof planTypes)[number];

export const billingCycles = ['MONTHLY', 'YEARLY'] as const;
export type BillingCycle = (typeof billingCycles)[number];

export type PlanLimits = { agents: number; conversationsPerCycle: number; trainingSets: number };

export type CataloguePlan = {
  planType: PlanType;
  name: string;
  order: number;
  /** Rupees; null where the price is arranged with the team (Enterprise) or nothing is paid (Free). */
  prices: Record<BillingCycle, number | null>;
  customPrice: boolean;
  features: string[];
  limits: PlanLimits;
  mostPopular: boolean;
};

export const catalogue: readonly CataloguePlan[] = [
  {
    planType: 'FREE',
    name: 'Free',
    order: 1,
    prices: { MONTHLY: 0, YEARLY: 0 },
    customPrice: false,
    features: [
      '1 AI Agent',
      '100 AI conversations',
      'Up to 100 training sets',
      'Website re-sync by hand (Sync now)',
    ],
    limits: { agents: 1, conversationsPerCycle: 100, trainingSets: 100 },
    mostPopular: false,
  },
  {
    planType: 'BASIC',
    name: 'Basic',
    order: 2,
    prices: { MONTHLY: 4_999, YEARLY: 49_999 },
    customPrice: false,
    features: [
      'AI Agent with Analytics',
      'Basic Support',
      '10K AI conversations',
      'Up to 100 training sets',
      'Website re-sync every month',
    ],
    limits: { agents: 5, conversationsPerCycle: 10_000, trainingSets: 100 },
    mostPopular: false,
  },
  {
    planType: 'PRO',
    name: 'Pro',
    order: 3,
    prices: { MONTHLY: 9_999, YEARLY: 99_999 },
    customPrice: false,
    features: [
      'Advanced AI Agent',
      'Priority Support',
      '100K AI conversations',
      'Up to 500 training sets',
      'Website re-sync every week',
    ],
    limits: { agents: 50, conversationsPerCycle: 100_000, trainingSets: 500 },
    mostPopular: true,
  },
  {
    planType: 'ENTERPRISE',
    name: 'Enterprise',
    order: 4,
    prices: { MONTHLY: null, YEARLY: null },
    customPrice: true,
    features: [
      'Custom AI Solutions',
      'Dedicated Support',
      '500K AI conversations',
      '500+ training sets',
      'Website re-sync every day',
    ],
    // "500+": the figure the services enforce until a contract says otherwise.
    limits: { agents: 100, conversationsPerCycle: 500_000, trainingSets: 1_000 },
    mostPopular: false,
  },
];

export function planOf(planType: string): CataloguePlan | undefined {
  return catalogue.find((plan) => plan.planType === planType);
}

export const isPlanType = (value: string): value is PlanType =>
  (planTypes as readonly string[]).includes(value);
export const isBillingCycle = (value: string): value is BillingCycle =>
  (billingCycles as readonly string[]).includes(value);
